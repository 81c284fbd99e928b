import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import {
  ZAdjustment,
  ZAssignmentQuery,
  ZAssignmentRow,
  ZAssignResult,
  ZAssignTemplate,
  ZBankQuery,
  ZBankRow,
  ZEmployeeBank,
  ZLedgerQuery,
  ZLedgerRow,
  ZLeaveSummary,
  type TBankRow,
} from '@staffdesk/core/leave-api';
import { exportRoutes, type TExportColumn } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './leave-bank.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const BANK_COLUMNS: TExportColumn<TBankRow>[] = [
  { key: 'bank.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
  { key: 'bank.employee', label: 'Employee', cell: (r) => r.employeeName },
  { key: 'bank.organization', label: 'Organization', cell: (r) => r.organizationTitle },
  { key: 'bank.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
  { key: 'bank.leaveType', label: 'Leave type', cell: (r) => r.leaveTypeName },
  { key: 'bank.balance', label: 'Balance (days)', cell: (r) => r.balance },
  { key: 'bank.balanceHours', label: 'Balance (hours)', cell: (r) => r.balanceHours },
  { key: 'bank.pending', label: 'Pending (days)', cell: (r) => r.pending },
];
const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
const ZBankListQuery = ZListQuery.extend(ZBankQuery.shape).extend({ at: ZDate });
const ZLedgerListQuery = ZListQuery.extend(ZLedgerQuery.shape);

/** The leave bank (`/shiftsleaves/Listingemp`, issue 13): templates assigned, balances, the ledger, adjustments. */
export const leaveBankRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['leave'];
    const view = 'page:leaveBank:view' as const;
    app.get(
      '/leave/assignments',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZListQuery.extend(ZAssignmentQuery.shape),
          response: { 200: page(ZAssignmentRow) },
        },
      },
      async (req) => service.assignments(s, authOf(req), req.query),
    );
    app.put(
      '/leave/assignments',
      {
        config: { access: 'page:leaveBank:edit' },
        schema: { tags, body: ZAssignTemplate, response: { 200: ZAssignResult } },
      },
      async (req) => service.assignTemplate(s, authOf(req), req.body, req),
    );
    app.get(
      '/leave/bank',
      { config: { access: view }, schema: { tags, querystring: ZBankListQuery, response: { 200: page(ZBankRow) } } },
      async (req) => service.bank(s, authOf(req), req.query),
    );
    // the leave report (`/reports/leaveReport`): the same rows with the days taken in a period, and totals per type
    const ZReportQuery = ZBankListQuery.extend({ from: ZDate });
    const report = 'page:reports:view' as const;
    app.get(
      '/leave/report',
      { config: { access: report }, schema: { tags, querystring: ZReportQuery, response: { 200: page(ZBankRow) } } },
      async (req) => service.bank(s, authOf(req), req.query),
    );
    app.get(
      '/leave/report/summary',
      { config: { access: report }, schema: { tags, querystring: ZReportQuery, response: { 200: ZLeaveSummary } } },
      async (req) => service.reportSummary(s, authOf(req), req.query),
    );
    exportRoutes(app, {
      path: '/leave/report',
      list: 'leave',
      access: report,
      tags,
      query: ZReportQuery,
      batches: (auth, q) => service.bankBatches(s, auth, q),
      columns: [...BANK_COLUMNS, { key: 'report.taken', label: 'Taken (days)', cell: (r) => r.taken }],
    });
    exportRoutes(app, {
      path: '/leave/bank',
      list: 'leave',
      access: view,
      tags,
      query: ZBankListQuery,
      batches: (auth, q) => service.bankBatches(s, auth, q),
      columns: BANK_COLUMNS,
    });
    app.get(
      '/leave/bank/:id',
      {
        config: { access: view },
        schema: {
          tags,
          params: ZId,
          querystring: z.object({ at: ZDate.optional() }),
          response: { 200: ZEmployeeBank },
        },
      },
      async (req) => service.employeeBank(s, authOf(req), req.params.id, req.query.at),
    );
    app.get(
      '/leave/bank/:id/ledger',
      {
        config: { access: view },
        schema: { tags, params: ZId, querystring: ZLedgerListQuery, response: { 200: page(ZLedgerRow) } },
      },
      async (req) => service.employeeLedger(s, authOf(req), req.params.id, req.query),
    );
    app.post(
      '/leave/bank/:id/adjustments',
      {
        config: { access: 'page:leaveBank:add' },
        schema: { tags, params: ZId, body: ZAdjustment, response: { 201: z.object({ id: z.string() }) } },
      },
      async (req, reply) => reply.code(201).send(await service.adjust(s, authOf(req), req.params.id, req.body, req)),
    );
    app.get(
      '/me/leave/bank',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: ZEmployeeBank } } },
      async (req) => service.myBank(s, authOf(req)),
    );
    app.get(
      '/me/leave/ledger',
      {
        config: { access: 'role:emp' },
        schema: { tags, querystring: ZLedgerListQuery, response: { 200: page(ZLedgerRow) } },
      },
      async (req) => service.myLedger(s, authOf(req), req.query),
    );
  };
