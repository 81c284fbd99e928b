import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccount,
  ZAccountSession,
  ZAccountUpdate,
  ZEndedSessions,
  ZPasswordChange,
  ZPhoto,
} from '@staffdesk/core/account';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './account.service.ts';

const tags = ['account'];
const session = { access: 'session' as const };

/** The caller's own account (every login type): name, language, photo, password and open sessions. */
export const accountRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('', { config: session, schema: { tags, response: { 200: ZAccount } } }, async (req) =>
      service.getAccount(s, authOf(req), req),
    );
    app.put('', { config: session, schema: { tags, body: ZAccountUpdate, response: { 200: ZAccount } } }, async (req) =>
      service.updateAccount(s, authOf(req), req.body, req),
    );
    app.put(
      '/photo',
      { config: session, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZPhoto } } },
      async (req) => service.setPhoto(s, authOf(req), await readForm(req), req),
    );
    app.delete('/photo', { config: session, schema: { tags, response: { 200: ZPhoto } } }, async (req) =>
      service.deletePhoto(s, authOf(req), req),
    );
    app.get(
      '/photo/:key',
      { config: session, schema: { tags, params: z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) }) } },
      async (req, reply) => service.sendPhoto(s, authOf(req), req.params.key, reply),
    );
    app.post(
      '/password',
      { config: session, schema: { tags, body: ZPasswordChange, response: { 200: ZEndedSessions } } },
      async (req) => service.changePassword(s, authOf(req), req.body, req),
    );
    app.get(
      '/sessions',
      { config: session, schema: { tags, response: { 200: z.array(ZAccountSession) } } },
      async (req) => service.listSessions(s, authOf(req)),
    );
    app.delete(
      '/sessions/:id',
      {
        config: session,
        schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: ZEndedSessions } },
      },
      async (req) => service.endSession(s, authOf(req), req.params.id, req),
    );
    app.post(
      '/sessions/end-others',
      { config: session, schema: { tags, response: { 200: ZEndedSessions } } },
      async (req) => service.endOtherSessions(s, authOf(req), req),
    );
  };
