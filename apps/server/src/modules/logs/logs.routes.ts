import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import { EXPORT_FORMATS } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './logs.service.ts';

const ZLogQuery = ZListQuery.extend({
  user: z.string().max(100).optional(),
  action: z.string().max(50).optional(),
  entity: z.string().max(50).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  tz: z
    .string()
    .max(64)
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    })
    .optional(),
});
const ZLog = z.object({
  id: z.number(),
  at: z.string(),
  account: z.string().nullable(),
  actorName: z.string().nullable(),
  actorType: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/**
 * System logs: an HR admin (or a sub admin with the logs page) reads their tenant's; the platform super admin
 * (logs flag) reads every tenant's and the platform's own.
 */
export const logRoutes =
  (services: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const scopes = [
      { prefix: '/logs', access: 'page:logs:view' as const, platform: false },
      { prefix: '/platform/logs', access: 'platform:logs' as const, platform: true },
    ];
    for (const s of scopes) {
      const scope = s.platform ? ('platform' as const) : ('tenant' as const);

      app.get(
        s.prefix,
        {
          config: { access: s.access },
          schema: {
            tags: ['logs'],
            querystring: ZLogQuery,
            response: {
              200: z.object({ rows: z.array(ZLog), total: z.number(), page: z.number(), pageSize: z.number() }),
            },
          },
        },
        async (req) => service.list(services, authOf(req), scope, req.query),
      );
      app.get(
        `${s.prefix}/facets`,
        {
          config: { access: s.access },
          schema: {
            tags: ['logs'],
            response: { 200: z.object({ actions: z.array(z.string()), entities: z.array(z.string()) }) },
          },
        },
        async (req) => service.facets(services, authOf(req), scope),
      );
      for (const format of EXPORT_FORMATS)
        app.get(
          `${s.prefix}/export.${format}`,
          { config: { access: s.access, heavy: true }, schema: { tags: ['logs'], querystring: ZLogQuery } },
          async (req, reply) => service.exportLogs(services, authOf(req), scope, req.query, format, reply),
        );
    }
  };
