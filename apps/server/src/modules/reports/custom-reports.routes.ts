import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@staffdesk/core/constants';
import { ZCustomReport, ZCustomReportPage, ZReportResult } from '@staffdesk/core/custom-reports-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './custom-reports.service.ts';
import { sendReportExport, startReportExport } from './report-export-job.ts';

const ZId = z.object({ id: z.string().max(64) });
/** `?chart=1`: a grouped report's every group (up to CHART_ROWS) for its chart */
const ZChart = z.object({ chart: z.enum(['0', '1']).optional() });
const page = (action: 'view' | 'add' | 'edit' | 'delete') => `page:customReports:${action}` as const;

/** Custom reports (issue 19, decision 0046): saved definitions, the builder's preview, runs and files. */
export const customReportRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    app.get(
      '/custom-reports',
      {
        config: { access: page('view') },
        schema: { tags, querystring: ZListQuery, response: { 200: ZCustomReportPage } },
      },
      async (req) => service.listReports(s, authOf(req), req.query),
    );
    // the builder's first rows: any body, checked by the service
    app.post(
      '/custom-reports/preview',
      { config: { access: page('view') }, schema: { tags, querystring: ZChart, response: { 200: ZReportResult } } },
      async (req) => service.previewReport(s, authOf(req), req.body, req.query.chart === '1'),
    );
    app.post(
      '/custom-reports',
      { config: { access: page('add') }, schema: { tags, response: { 201: ZCustomReport } } },
      async (req, reply) => reply.code(201).send(await service.addReport(s, authOf(req), req.body, req)),
    );
    app.get(
      '/custom-reports/recipients',
      {
        config: { access: 'page:customReports:add|page:customReports:edit' },
        schema: { tags, response: { 200: z.array(z.object({ id: z.string(), label: z.string() })) } },
      },
      async (req) => service.recipientOptions(s, authOf(req)),
    );
    app.get(
      '/custom-reports/:id',
      { config: { access: page('view') }, schema: { tags, params: ZId, response: { 200: ZCustomReport } } },
      async (req) => service.getReport(s, authOf(req), req.params.id),
    );
    app.put(
      '/custom-reports/:id',
      { config: { access: page('edit') }, schema: { tags, params: ZId, response: { 200: ZCustomReport } } },
      async (req) => service.editReport(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/custom-reports/:id',
      { config: { access: page('delete') }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await service.deleteReport(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/custom-reports/:id/run',
      {
        config: { access: page('view') },
        schema: { tags, params: ZId, querystring: ZListQuery.extend(ZChart.shape), response: { 200: ZReportResult } },
      },
      async (req) => service.runReport(s, authOf(req), req.params.id, { ...req.query, chart: req.query.chart === '1' }),
    );
    // a large report's file, built as a job with progress (`/jobs/:id`), then downloaded by whoever asked
    app.post(
      '/custom-reports/:id/export-job',
      {
        config: { access: page('view'), heavy: true },
        schema: {
          tags,
          params: ZId,
          body: z.object({ format: z.enum(EXPORT_FORMATS), lang: z.enum(LANGUAGES).optional() }),
          response: { 202: z.object({ jobId: z.string() }) },
        },
      },
      async (req, reply) =>
        reply
          .code(202)
          .send(
            await startReportExport(
              s,
              authOf(req),
              req.params.id,
              { format: req.body.format, lang: req.body.lang ?? req.sessionLookup?.user.language ?? 'en' },
              req,
            ),
          ),
    );
    app.get(
      '/custom-reports/export-jobs/:id/file',
      { config: { access: page('view') }, schema: { tags, params: ZId } },
      async (req, reply) => sendReportExport(s, authOf(req), req.params.id, reply),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/custom-reports/:id/export.${format}`,
        {
          config: { access: page('view'), heavy: true },
          schema: { tags, params: ZId, querystring: z.object({ lang: z.enum(LANGUAGES).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const { headers, batches } = await service.reportFile(s, authOf(req), req.params.id, lang);
          return sendExport(reply, { list: 'report', format, headers, batches });
        },
      );
  };
