import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSuperUser, ZSuperUserInput, ZSuperUserUpdate } from '@staffdesk/core/platform';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './super-users.service.ts';

const ZId = z.object({ id: z.uuid() });

/** `/superadmin_staff/listing|Add`: platform staff with admin role flags. Super admins with the adminstaff flag. */
export const superUserRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const access = 'platform:adminstaff' as const;
    const tags = ['platform'];

    app.get(
      '/super-users',
      {
        config: { access },
        schema: {
          tags,
          querystring: ZListQuery,
          response: {
            200: z.object({ rows: z.array(ZSuperUser), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.list(s, req.query),
    );
    app.post(
      '/super-users',
      {
        config: { access },
        schema: { tags, body: ZSuperUserInput, response: { 201: ZSuperUser.extend({ mailSent: z.boolean() }) } },
      },
      async (req, reply) => reply.code(201).send(await service.create(s, authOf(req), req.body, req)),
    );
    app.get(
      '/super-users/:id',
      { config: { access }, schema: { tags, params: ZId, response: { 200: ZSuperUser } } },
      async (req) => service.get(s, req.params.id),
    );
    app.put(
      '/super-users/:id',
      { config: { access }, schema: { tags, params: ZId, body: ZSuperUserUpdate, response: { 200: ZSuperUser } } },
      async (req) => service.update(s, authOf(req), req.params.id, req.body, req),
    );
    for (const [path, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/super-users/:id/${path}`,
        { config: { access }, schema: { tags, params: ZId, response: { 200: ZSuperUser } } },
        async (req) => service.setDisabled(s, authOf(req), req.params.id, disabled, req),
      );
    }
    app.post(
      '/super-users/:id/resend-link',
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
  };
