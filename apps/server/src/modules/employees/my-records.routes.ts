import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SELF_RECORD_KEYS } from '@staffdesk/core/resources/employee-records';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './my-records.service.ts';

const ZPage = z.object({
  rows: z.array(z.record(z.string(), z.unknown())),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  sum: z.number().optional(),
});

/** `/api/v1/me/records/<key>`: My Profile's tabs, the caller's own dependants, documents, assets, points, promotions. */
export const myRecordRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    for (const key of SELF_RECORD_KEYS)
      app.get(
        `/me/records/${key}`,
        { config: { access: 'tenant' }, schema: { tags, querystring: ZListQuery, response: { 200: ZPage } } },
        async (req) => service.myRecords(s, authOf(req), key, req.query),
      );
    app.get(
      '/me/records/employeeDocument/:id/file',
      { config: { access: 'tenant' }, schema: { tags, params: z.object({ id: z.string().max(100) }) } },
      async (req, reply) => service.myRecordFile(s, authOf(req), 'employeeDocument', req.params.id, reply),
    );
  };
