import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { showDay } from '@staffdesk/core/dates';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import { statusName, ZLeaveDecision } from '@staffdesk/core/leave-api';
import { otHours } from '@staffdesk/core/overtime';
import { ZOtListQuery, ZOtRequestBody, ZOtRow, ZOtTotals } from '@staffdesk/core/overtime-api';
import { parseBody } from '../../platform/errors.ts';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as list from './ot-list.service.ts';
import { cancelOwn, decideRequest, deleteRequest, fileRequest } from './ot-requests.service.ts';

const ZId = z.object({ id: z.string().regex(UUID) });
const ZQuery = ZListQuery.extend(ZOtListQuery.shape);
const ZPage = z.object({
  rows: z.array(ZOtRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: ZOtTotals,
});
const ZCreated = z.object({ id: z.string() });

/**
 * Overtime requests (`/shiftsotrequest/listing|Add|dlisting`, My Overtime): filing, the list with its minutes per
 * rate, decisions, the employee's cancel, HR's delete with a reason and the deleted list.
 */
export const otRequestRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['overtime'];
    const view = 'page:overtime:view' as const;
    app.get(
      '/overtime/requests',
      { config: { access: view }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => list.listRequests(s, authOf(req), req.query),
    );
    app.get(
      '/overtime/requests/deleted',
      { config: { access: 'page:overtime:delete' }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => list.listRequests(s, authOf(req), req.query, true),
    );
    exportRoutes(app, {
      path: '/overtime/requests',
      list: 'overtime',
      access: view,
      tags,
      query: ZQuery,
      batches: (auth, q) => list.requestBatches(s, auth, q),
      columns: [
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.organization', label: 'Organization', cell: (r) => r.organizationTitle },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.otDate', label: 'Date', cell: (r) => showDay(r.otDate) },
        { key: 'fields.fromTime', label: 'From time', cell: (r) => r.fromTime },
        { key: 'fields.toTime', label: 'To time', cell: (r) => r.toTime },
        { key: 'fields.otType', label: 'OT type', cell: (r) => `${r.otType}%` },
        { key: 'fields.totalHours', label: 'Total OT (hours)', cell: (r) => otHours(r.totalMinutes) },
        {
          key: 'fields.status',
          label: 'Status',
          cell: (r, lang) => translate(lang, 'leave', `statuses.${statusName(r.status)}`, statusName(r.status)),
        },
        { key: 'fields.remark', label: 'Employee remark', cell: (r) => r.remark },
        { key: 'fields.decidedBy', label: 'Decided by', cell: (r) => r.decidedByName ?? '' },
      ],
    });
    app.post(
      '/overtime/requests',
      { config: { access: 'page:overtime:add' }, schema: { tags, response: { 201: ZCreated } } },
      async (req, reply) =>
        reply.code(201).send(await fileRequest(s, authOf(req), parseBody(ZOtRequestBody, req.body), false, req)),
    );
    app.get(
      '/overtime/requests/:id',
      { config: { access: view }, schema: { tags, params: ZId, response: { 200: ZOtRow } } },
      async (req) => list.getRequest(s, authOf(req), req.params.id),
    );
    app.post(
      '/overtime/requests/:id/decision',
      { config: { access: 'page:overtime:approve' }, schema: { tags, params: ZId, body: ZLeaveDecision } },
      async (req, reply) => {
        await decideRequest(s, authOf(req), req.params.id, req.body, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/overtime/requests/:id/delete',
      { config: { access: 'page:overtime:delete' }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await deleteRequest(s, authOf(req), req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );

    // --- the employee's own (My Overtime) -----------------------------------------------------------------------
    const emp = 'role:emp' as const;
    app.get(
      '/me/overtime/requests',
      { config: { access: emp }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => list.myRequests(s, authOf(req), req.query),
    );
    app.post(
      '/me/overtime/requests',
      { config: { access: emp }, schema: { tags, response: { 201: ZCreated } } },
      async (req, reply) =>
        reply.code(201).send(await fileRequest(s, authOf(req), parseBody(ZOtRequestBody, req.body), true, req)),
    );
    app.post(
      '/me/overtime/requests/:id/cancel',
      { config: { access: emp }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await cancelOwn(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
  };
