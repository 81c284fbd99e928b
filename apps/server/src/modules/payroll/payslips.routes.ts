import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPayslip, ZPayslipList, ZPayslipListQuery, ZPayslipPage } from '@staffdesk/core/payroll-api';
import { sendPdf } from '../../platform/files/files.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import { sendPayslipZip, startPayslipZip } from './payslip-zip.ts';
import { getPayslip, listMyPayslips, listPayslips, payslipPdfOf, payslipRefOf } from './payslips.service.ts';

const ZSlip = z.object({ runId: z.string().max(64), employeeId: z.string().max(64) });

/**
 * Payslips (issue 14): the list for HR and sub admins with the payslips page, My Payslips for employees, and one
 * payslip on screen and as a PDF — whoever may read it (the service decides: own and approved, or in scope).
 */
export const payslipRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    app.get(
      '/payroll/payslips',
      {
        config: { access: 'page:payslips:view' },
        schema: { tags, querystring: ZPayslipListQuery, response: { 200: ZPayslipPage } },
      },
      async (req) => listPayslips(s, authOf(req), req.query),
    );
    app.get(
      '/payroll/my-payslips',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: ZPayslipList } } },
      async (req) => listMyPayslips(s, authOf(req)),
    );
    app.get(
      '/payroll/payslips/:runId/:employeeId',
      { config: { access: 'tenant' }, schema: { tags, params: ZSlip, response: { 200: ZPayslip } } },
      async (req) => getPayslip(s, authOf(req), req.params.runId, req.params.employeeId),
    );
    app.get(
      '/payroll/payslips/:runId/:employeeId/pdf',
      {
        config: { access: 'tenant', heavy: true },
        schema: {
          tags,
          params: ZSlip,
          querystring: z.object({ lang: z.enum(['en', 'km', 'zh']).optional() }),
          produces: ['application/pdf'],
        },
      },
      async (req, reply) =>
        sendPdf(reply, await payslipPdfOf(s, authOf(req), req.params.runId, req.params.employeeId, req.query.lang)),
    );
    app.get(
      '/payroll/payslip-refs/:id',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: z.object({ runId: z.string(), employeeId: z.string() }) },
        },
      },
      async (req) => payslipRefOf(s, authOf(req), req.params.id),
    );
    // every payslip of a run in one zip, built in the background (HR and sub admins who read the run's payslips)
    app.post(
      '/payroll/runs/:id/payslips-zip',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          querystring: z.object({ lang: z.enum(['en', 'km', 'zh']).optional() }),
          response: { 202: z.object({ jobId: z.string() }) },
        },
      },
      async (req, reply) =>
        reply.code(202).send(await startPayslipZip(s, authOf(req), req.params.id, req.query.lang ?? null, req)),
    );
    app.get(
      '/payroll/payslip-zips/:id',
      {
        config: { access: 'tenant' },
        schema: { tags, params: z.object({ id: z.string().max(64) }), produces: ['application/zip'] },
      },
      async (req, reply) => sendPayslipZip(s, authOf(req), req.params.id, reply),
    );
  };
