import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDay } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { ZBalance } from '@staffdesk/core/leave-api';
import {
  statusName,
  ZLeaveCancel,
  ZLeaveDecision,
  ZLeaveListQuery,
  ZLeavePreview,
  ZLeaveRow,
} from '@staffdesk/core/leave-api';
import { readForm } from '../../platform/files/uploads.ts';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as filing from './leave-filing.service.ts';
import { cancelRequest, decideRequest } from './leave-requests.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const ZQuery = ZListQuery.extend(ZLeaveListQuery.shape);
const ZPage = z.object({ rows: z.array(ZLeaveRow), total: z.number(), page: z.number(), pageSize: z.number() });
const ZOptions = z.object({ employeeId: z.string(), hasTemplate: z.boolean(), balances: z.array(ZBalance) });
const consumes = ['multipart/form-data', 'application/json'];

/** Leave requests (`/shiftsleaves/listing|add`, My Leaves): filing, the list, decisions, cancelling. */
export const leaveRequestRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['leave'];
    const view = 'page:leave:view' as const;
    app.get(
      '/leave/requests',
      { config: { access: view }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => filing.listRequests(s, authOf(req), req.query),
    );
    app.get(
      '/leave/calendar',
      {
        config: { access: view },
        schema: {
          tags,
          querystring: ZLeaveListQuery,
          response: { 200: z.object({ rows: z.array(ZLeaveRow), truncated: z.boolean() }) },
        },
      },
      async (req) => filing.teamCalendar(s, authOf(req), { ...req.query, page: 1, pageSize: 10 }),
    );
    exportRoutes(app, {
      path: '/leave/requests',
      list: 'leave',
      access: view,
      tags,
      query: ZQuery,
      batches: (auth, q) => filing.requestBatches(s, auth, q),
      columns: [
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.organization', label: 'Organization', cell: (r) => r.organizationTitle },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.leaveType', label: 'Leave type', cell: (r) => r.leaveTypeName },
        { key: 'fields.fromDate', label: 'From date', cell: (r) => showDay(r.fromDate) },
        { key: 'fields.toDate', label: 'To date', cell: (r) => showDay(r.toDate) },
        { key: 'fields.days', label: 'Days', cell: (r) => r.days },
        { key: 'fields.hours', label: 'Hours', cell: (r) => r.hours ?? '' },
        {
          key: 'fields.status',
          label: 'Status',
          cell: (r, lang) => translate(lang, 'leave', `statuses.${statusName(r.status)}`, statusName(r.status)),
        },
        { key: 'fields.reason', label: 'Reason', cell: (r) => r.reason },
        { key: 'fields.decidedBy', label: 'Decided by', cell: (r) => r.decidedByName ?? '' },
      ],
    });
    app.get(
      '/leave/requests/options/:id',
      { config: { access: 'page:leave:add' }, schema: { tags, params: ZId, response: { 200: ZOptions } } },
      async (req) => filing.requestOptions(s, authOf(req), req.params.id),
    );
    app.post(
      '/leave/requests/preview',
      { config: { access: 'page:leave:add' }, schema: { tags, consumes, response: { 200: ZLeavePreview } } },
      async (req) => filing.previewRequest(s, authOf(req), await readForm(req), false),
    );
    app.post(
      '/leave/requests',
      {
        config: { access: 'page:leave:add' },
        schema: { tags, consumes, response: { 201: z.object({ id: z.string() }) } },
      },
      async (req, reply) =>
        reply.code(201).send(await filing.fileRequest(s, authOf(req), await readForm(req), false, req)),
    );
    app.get(
      '/leave/requests/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZLeaveRow } } },
      async (req) => filing.getRequest(s, authOf(req), req.params.id, false),
    );
    app.get(
      '/leave/requests/:id/attachment',
      { config: { access: view }, schema: { tags, params: ZId } },
      async (req, reply) => filing.sendAttachment(s, authOf(req), req.params.id, false, reply),
    );
    app.post(
      '/leave/requests/:id/decision',
      { config: { access: 'page:leave:approve' }, schema: { tags, params: ZId, body: ZLeaveDecision } },
      async (req, reply) => {
        await decideRequest(s, authOf(req), req.params.id, req.body, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/leave/requests/:id/cancel',
      { config: { access: 'page:leave:edit' }, schema: { tags, params: ZId, body: ZLeaveCancel } },
      async (req, reply) => {
        await cancelRequest(s, authOf(req), req.params.id, req.body.comment || null, null, req);
        return reply.code(204).send();
      },
    );

    // --- the employee's own (My Leaves) -------------------------------------------------------------------------
    const emp = 'role:emp' as const;
    app.get(
      '/me/leave/requests',
      { config: { access: emp }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => filing.myRequests(s, authOf(req), req.query),
    );
    app.get(
      '/me/leave/options',
      { config: { access: emp }, schema: { tags, response: { 200: ZOptions } } },
      async (req) => filing.requestOptions(s, authOf(req), null),
    );
    app.post(
      '/me/leave/requests/preview',
      { config: { access: emp }, schema: { tags, consumes, response: { 200: ZLeavePreview } } },
      async (req) => filing.previewRequest(s, authOf(req), await readForm(req), true),
    );
    app.post(
      '/me/leave/requests',
      { config: { access: emp }, schema: { tags, consumes, response: { 201: z.object({ id: z.string() }) } } },
      async (req, reply) =>
        reply.code(201).send(await filing.fileRequest(s, authOf(req), await readForm(req), true, req)),
    );
    app.get(
      '/me/leave/requests/:id/attachment',
      { config: { access: emp }, schema: { tags, params: ZId } },
      async (req, reply) => filing.sendAttachment(s, authOf(req), req.params.id, true, reply),
    );
    app.post(
      '/me/leave/requests/:id/cancel',
      { config: { access: emp }, schema: { tags, params: ZId, body: ZLeaveCancel } },
      async (req, reply) => {
        const auth = authOf(req);
        const mine = await filing.getRequest(s, auth, req.params.id, true);
        await cancelRequest(s, auth, req.params.id, req.body.comment || null, mine.employeeId, req);
        return reply.code(204).send();
      },
    );
  };
