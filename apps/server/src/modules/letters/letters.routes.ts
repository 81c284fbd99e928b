import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import {
  ZLetter,
  ZLetterPage,
  ZLetterPreview,
  ZLetterRequest,
  ZLetterRequestPage,
  ZLetterRequestQuery,
  ZMyLetters,
} from '@staffdesk/core/letters-api';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './letters.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });

/**
 * HR letters (`/hrLetterListing`): letters issued from the templates (a declared resource), their PDFs, mailing them,
 * and employees' requests; the employee's own (`/myletters`). The page `letters` is the tenant's `letter` feature.
 */
export const letterRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['letters'];
    const view = 'page:letters:view' as const;
    const add = 'page:letters:add' as const;
    app.get(
      '/letters',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend({ employeeId: z.string().optional() }),
          response: { 200: ZLetterPage },
        },
      },
      async (req) => service.listLetters(s, authOf(req), req.query),
    );
    app.post(
      '/letters/preview',
      { config: { access: add }, schema: { tags, response: { 200: ZLetterPreview } } },
      async (req) => service.previewLetter(s, authOf(req), req.body),
    );
    app.post(
      '/letters',
      { config: { access: add }, schema: { tags, response: { 201: ZLetter } } },
      async (req, reply) => reply.code(201).send(await service.issueLetter(s, authOf(req), req.body, req)),
    );
    app.get(
      '/letters/requests',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend(ZLetterRequestQuery.shape),
          response: { 200: ZLetterRequestPage },
        },
      },
      async (req) => service.listRequests(s, authOf(req), req.query),
    );
    app.post(
      '/letters/requests/:id/decline',
      {
        config: { access: 'page:letters:edit' },
        schema: { tags, params: ZId, body: ZDeleteReason, response: { 200: ZLetterRequest } },
      },
      async (req) => service.declineRequest(s, authOf(req), req.params.id, req.body.reason, req),
    );
    app.get('/letters/:id/file', { config: { access: view }, schema: { tags, params: ZId } }, async (req, reply) =>
      service.sendLetterFile(s, authOf(req), req.params.id, reply),
    );
    app.post(
      '/letters/:id/mail',
      { config: { access: add }, schema: { tags, params: ZId, response: { 200: ZLetter } } },
      async (req) => service.mailLetter(s, authOf(req), req.params.id, req),
    );

    // --- the employee's own ------------------------------------------------------------------------------------
    app.get(
      '/me/letters',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: ZMyLetters } } },
      async (req) => service.myLetters(s, authOf(req)),
    );
    app.post(
      '/me/letters/requests',
      { config: { access: 'role:emp' }, schema: { tags, response: { 201: ZLetterRequest } } },
      async (req, reply) => reply.code(201).send(await service.requestLetter(s, authOf(req), req.body, req)),
    );
    app.get(
      '/me/letters/:id/file',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId } },
      async (req, reply) => service.sendLetterFile(s, authOf(req), req.params.id, reply, true),
    );
  };
