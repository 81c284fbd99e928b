import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ZAnnouncement,
  ZAnnouncementBody,
  ZAnnouncementPage,
  ZAnnouncementReaderPage,
  ZAnnouncementQuery,
  ZAnnouncementReadersQuery,
  ZMyAnnouncement,
} from '@staffdesk/core/announcements-api';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import { parseBody } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './announcements.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });

/**
 * Announcements (`/announcements`): HR's list, form, delete with a reason and who has read each; the employee's
 * current ones (`/myannouncements`) and marking one read. The page `announcements` is the tenant's feature.
 */
export const announcementRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['announcements'];
    const view = 'page:announcements:view' as const;
    app.get(
      '/announcements',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend(ZAnnouncementQuery.shape),
          response: { 200: ZAnnouncementPage },
        },
      },
      async (req) => service.listAnnouncements(s, authOf(req), req.query),
    );
    app.post(
      '/announcements',
      { config: { access: 'page:announcements:add' }, schema: { tags, response: { 201: ZAnnouncement } } },
      async (req, reply) =>
        reply
          .code(201)
          .send(await service.createAnnouncement(s, authOf(req), parseBody(ZAnnouncementBody, req.body), req)),
    );
    app.get(
      '/announcements/audiences',
      {
        config: { access: 'page:announcements:add|page:announcements:edit' },
        schema: { tags, response: { 200: z.object({ kinds: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)) }) } },
      },
      async (req) => ({ kinds: service.audienceKinds(authOf(req)) }),
    );
    app.get(
      '/announcements/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZAnnouncement } } },
      async (req) => service.getAnnouncement(s, authOf(req), req.params.id),
    );
    app.put(
      '/announcements/:id',
      {
        config: { access: 'page:announcements:edit' },
        schema: { tags, params: ZId, response: { 200: ZAnnouncement } },
      },
      async (req) => service.updateAnnouncement(s, authOf(req), req.params.id, req.body, req),
    );
    app.post(
      '/announcements/:id/delete',
      { config: { access: 'page:announcements:delete' }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await service.deleteAnnouncement(s, authOf(req), req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/announcements/:id/readers',
      {
        config: { access: view },
        schema: {
          tags,
          params: ZId,
          querystring: ZListQuery.extend(ZAnnouncementReadersQuery.shape),
          response: { 200: ZAnnouncementReaderPage },
        },
      },
      async (req) => service.listReaders(s, authOf(req), req.params.id, req.query),
    );

    // --- the employee's own ------------------------------------------------------------------------------------
    app.get(
      '/me/announcements',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZMyAnnouncement) } } },
      async (req) => service.myAnnouncements(s, authOf(req)),
    );
    app.post(
      '/me/announcements/:id/read',
      { config: { access: 'role:emp' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await service.readAnnouncement(s, authOf(req), req.params.id);
        return reply.code(204).send();
      },
    );
  };
