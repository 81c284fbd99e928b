import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@staffdesk/core/constants';
import { IMPORT_KINDS, type TImportKind } from '@staffdesk/core/imports';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './imports.service.ts';

const ZPreview = z.object({
  id: z.string(),
  fileName: z.string(),
  total: z.number(),
  valid: z.number(),
  errorCount: z.number(),
  errors: z.array(
    z.object({
      row: z.number(),
      column: z.string(),
      code: z.string(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Bulk imports (issue 10): per import, its template (CSV or XLSX, headers in the asked language), an upload that
 * answers the preview (every row checked, nothing written), and Import, which queues the job that writes them all.
 */
export const importRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of IMPORT_KINDS as readonly TImportKind[]) {
      const access = service.IMPORTS[kind].access;
      const base = `/imports/${kind}`;
      app.get(
        `${base}/template`,
        {
          config: { access },
          schema: {
            tags: ['imports'],
            querystring: z.object({
              format: z.enum(['csv', 'xlsx']).default('csv'),
              lang: z.enum(LANGUAGES).default('en'),
            }),
          },
        },
        async (req, reply) =>
          reply
            .header('content-type', TYPES[req.query.format])
            .header('content-disposition', `attachment; filename="${kind}-template.${req.query.format}"`)
            .send(await service.template(kind, req.query.format, req.query.lang)),
      );
      app.post(
        base,
        { config: { access, heavy: true }, schema: { tags: ['imports'], response: { 200: ZPreview } } },
        async (req) => service.preview(s, authOf(req), kind, req),
      );
      app.post(
        `${base}/:id/commit`,
        {
          config: { access },
          schema: {
            tags: ['imports'],
            params: z.object({ id: z.uuid() }),
            response: { 202: z.object({ jobId: z.string() }) },
          },
        },
        async (req, reply) => reply.code(202).send(await service.commit(s, authOf(req), kind, req.params.id, req)),
      );
    }
  };
