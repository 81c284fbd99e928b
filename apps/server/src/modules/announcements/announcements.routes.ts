import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANNOUNCEMENT_AUDIENCES,
  ZAnnouncement,
  ZAnnouncementPage,
  ZAnnouncementQuery,
  ZAnnouncementReaderPage,
  ZAnnouncementReadersQuery,
  ZMyAnnouncement,
} from '@staffdesk/core/announcements-api';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import { readFormOrJson } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './announcements.service.ts';
import { POSTS, type TPostConfig } from './announcements.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const consumes = ['multipart/form-data', 'application/json'];

/**
 * Announcements (`/announcements`) and promotions (`/promotions`), one set of routes each: HR's list, form (with an
 * image), delete with a reason and who has read each; the employee's current ones (`/me/…`), marking one read and
 * its image. The page (`announcements` or `promotions`) is the tenant's feature of the same name.
 */
const postRoutes =
  (s: TServices, k: TPostConfig): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = [k.page];
    const base = `/${k.page}`;
    const view = `page:${k.page}:view` as const;
    app.get(
      base,
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend(ZAnnouncementQuery.shape),
          response: { 200: ZAnnouncementPage },
        },
      },
      async (req) => service.listAnnouncements(s, authOf(req), k, req.query),
    );
    app.post(
      base,
      { config: { access: `page:${k.page}:add` }, schema: { tags, consumes, response: { 201: ZAnnouncement } } },
      async (req, reply) =>
        reply.code(201).send(await service.createAnnouncement(s, authOf(req), k, await readFormOrJson(req), req)),
    );
    app.get(
      `${base}/audiences`,
      {
        config: { access: `page:${k.page}:add|page:${k.page}:edit` },
        schema: { tags, response: { 200: z.object({ kinds: z.array(z.enum(ANNOUNCEMENT_AUDIENCES)) }) } },
      },
      async (req) => ({ kinds: service.audienceKinds(authOf(req)) }),
    );
    app.get(
      `${base}/:id`,
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZAnnouncement } } },
      async (req) => service.getAnnouncement(s, authOf(req), k, req.params.id),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: `page:${k.page}:edit` },
        schema: { tags, params: ZId, consumes, response: { 200: ZAnnouncement } },
      },
      async (req) => service.updateAnnouncement(s, authOf(req), k, req.params.id, await readFormOrJson(req), req),
    );
    app.get(`${base}/:id/image`, { config: { access: view }, schema: { tags, params: ZId } }, async (req, reply) =>
      service.sendAnnouncementImage(s, authOf(req), k, req.params.id, reply),
    );
    app.post(
      `${base}/:id/delete`,
      { config: { access: `page:${k.page}:delete` }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await service.deleteAnnouncement(s, authOf(req), k, req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );
    app.get(
      `${base}/:id/readers`,
      {
        config: { access: view },
        schema: {
          tags,
          params: ZId,
          querystring: ZListQuery.extend(ZAnnouncementReadersQuery.shape),
          response: { 200: ZAnnouncementReaderPage },
        },
      },
      async (req) => service.listReaders(s, authOf(req), k, req.params.id, req.query),
    );

    // --- the employee's own ------------------------------------------------------------------------------------
    app.get(
      `/me${base}`,
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZMyAnnouncement) } } },
      async (req) => service.myAnnouncements(s, authOf(req), k),
    );
    app.post(
      `/me${base}/:id/read`,
      { config: { access: 'role:emp' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await service.readAnnouncement(s, authOf(req), k, req.params.id);
        return reply.code(204).send();
      },
    );
    app.get(
      `/me${base}/:id/image`,
      { config: { access: 'role:emp' }, schema: { tags, params: ZId } },
      async (req, reply) => service.sendMyImage(s, authOf(req), k, req.params.id, reply),
    );
  };

export const announcementRoutes = (s: TServices) => postRoutes(s, POSTS.announcement);
export const promotionRoutes = (s: TServices) => postRoutes(s, POSTS.promotion);
export const blogRoutes = (s: TServices) => postRoutes(s, POSTS.blog);
