import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './jobs.service.ts';

const ZJob = z.object({
  id: z.string(),
  account: z.string().nullable(),
  kind: z.string(),
  label: z.record(z.string(), z.union([z.string(), z.number()])),
  startedByName: z.string().nullable(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  message: z
    .object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
    .nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  result: z.unknown(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
const ZJobQuery = ZListQuery.pick({ page: true, pageSize: true }).extend({
  state: z.enum(['all', 'active', 'failed']).default('all'),
});
const ZId = z.object({ id: z.uuid() });

/**
 * The jobs pages (decision 0014): an HR admin lists their tenant's jobs and retries failed ones; the super admin does
 * the same over every tenant. Any user reads a job they started (the progress bar of a long task).
 */
export const jobRoutes =
  (services: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const scopes = [
      { prefix: '/jobs', list: 'role:hr_admin' as const, one: 'tenant' as const, scope: 'tenant' as const },
      { prefix: '/platform/jobs', list: 'platform' as const, one: 'platform' as const, scope: 'platform' as const },
    ];
    for (const s of scopes) {
      app.get(
        s.prefix,
        {
          config: { access: s.list },
          schema: {
            tags: ['jobs'],
            querystring: ZJobQuery,
            response: {
              200: z.object({ rows: z.array(ZJob), total: z.number(), page: z.number(), pageSize: z.number() }),
            },
          },
        },
        async (req) => service.list(services, authOf(req), s.scope, req.query),
      );
      app.get(
        `${s.prefix}/:id`,
        { config: { access: s.one }, schema: { tags: ['jobs'], params: ZId, response: { 200: ZJob } } },
        async (req) => service.get(services, authOf(req), s.scope, req.params.id),
      );
      app.post(
        `${s.prefix}/:id/retry`,
        { config: { access: s.list }, schema: { tags: ['jobs'], params: ZId, response: { 200: ZJob } } },
        async (req) => service.retry(services, authOf(req), s.scope, req.params.id, req),
      );
    }
  };
