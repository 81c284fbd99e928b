import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHrAdmin, ZHrAdminInput, ZSupportLink } from '@staffdesk/core/platform';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './hr-admins.service.ts';

const ZId = z.object({ id: z.uuid() });

/** `/hradmin`: HR admins of every tenant, and "Open as HR admin". Super admins with the hradmin flag. */
export const hrAdminRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const access = 'platform:hradmin' as const;
    const tags = ['platform'];

    app.get(
      '/hradmins',
      {
        config: { access },
        schema: {
          tags,
          querystring: ZListQuery.extend({ tenantId: z.uuid().optional() }),
          response: {
            200: z.object({ rows: z.array(ZHrAdmin), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.list(s, req.query),
    );

    app.post(
      '/hradmins',
      {
        config: { access },
        schema: { tags, body: ZHrAdminInput, response: { 201: ZHrAdmin.extend({ mailSent: z.boolean() }) } },
      },
      async (req, reply) => reply.code(201).send(await service.create(s, authOf(req), req.body, req)),
    );

    for (const [path, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/hradmins/:id/${path}`,
        { config: { access }, schema: { tags, params: ZId, response: { 200: ZHrAdmin } } },
        async (req) => service.setDisabled(s, authOf(req), req.params.id, disabled, req),
      );
    }

    app.post(
      '/hradmins/:id/resend-link',
      {
        config: { access },
        schema: {
          tags,
          params: ZId,
          response: { 200: z.object({ code: z.string(), message: z.string(), mailSent: z.boolean() }) },
        },
      },
      async (req) => service.resendLink(s, authOf(req), req.params.id, req),
    );

    app.post(
      '/tenants/:id/support-link',
      {
        config: { access },
        schema: {
          tags,
          params: ZId,
          body: z.object({ userId: z.uuid().optional() }).nullish(),
          response: { 201: ZSupportLink },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await service.supportLink(s, authOf(req), req.params.id, req.body?.userId, req)),
    );
  };
