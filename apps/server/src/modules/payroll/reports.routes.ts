import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZJournal, ZNoticePay, ZPayrollCost, ZStatutory, ZYearToDate } from '@staffdesk/core/payroll-reports';
import { authOf } from '../../platform/http/guard.ts';
import { exportNoticePay, noticePayReport } from './notice-pay-report.ts';
import type { TServices } from '../../platform/services.ts';
import {
  exportRunReport,
  exportYearToDate,
  payrollCost,
  runJournal,
  runStatutory,
  yearToDate,
} from './reports.service.ts';

const ZRunId = z.object({ id: z.string().max(64) });

/**
 * Payroll reports (issue 14): a run's journal and statutory summaries, any of a run's reports as a file, an
 * organization's year to date and its leavers' notice pay, and a year's cost of pay. Queries are read after the run or organization is found.
 */
export const payrollReportRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payroll'];
    const access = 'page:payrollProcess:view' as const;
    app.get(
      '/payroll/runs/:id/journal',
      { config: { access }, schema: { tags, params: ZRunId, response: { 200: ZJournal } } },
      async (req) => runJournal(s, authOf(req), req.params.id),
    );
    app.get(
      '/payroll/runs/:id/statutory',
      { config: { access }, schema: { tags, params: ZRunId, response: { 200: ZStatutory } } },
      async (req) => runStatutory(s, authOf(req), req.params.id, req.query),
    );
    app.get(
      '/payroll/runs/:id/report',
      { config: { access, heavy: true }, schema: { tags, params: ZRunId, produces: ['text/csv'] } },
      async (req, reply) => exportRunReport(s, authOf(req), req.params.id, req.query, reply),
    );
    app.get(
      '/payroll/reports/ytd',
      { config: { access }, schema: { tags, response: { 200: ZYearToDate } } },
      async (req) => yearToDate(s, authOf(req), req.query),
    );
    app.get(
      '/payroll/reports/ytd/export',
      { config: { access, heavy: true }, schema: { tags, produces: ['text/csv'] } },
      async (req, reply) => exportYearToDate(s, authOf(req), req.query, reply),
    );
    app.get(
      '/payroll/reports/notice-pay',
      { config: { access }, schema: { tags, response: { 200: ZNoticePay } } },
      async (req) => noticePayReport(s, authOf(req), req.query),
    );
    app.get(
      '/payroll/reports/notice-pay/export',
      { config: { access, heavy: true }, schema: { tags, produces: ['text/csv'] } },
      async (req, reply) => exportNoticePay(s, authOf(req), req.query, reply),
    );
    app.get(
      '/payroll/reports/cost',
      { config: { access }, schema: { tags, response: { 200: ZPayrollCost } } },
      async (req) => payrollCost(s, authOf(req), req.query),
    );
  };
