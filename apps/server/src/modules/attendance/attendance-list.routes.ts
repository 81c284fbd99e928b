import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hoursMinutes, pairsText } from '@staffdesk/core/attendance';
import {
  ATTENDANCE_STATUSES,
  PUNCH_KINDS,
  ZAttendanceRow,
  ZAttendanceView,
  ZBulkAttendance,
  ZBulkMember,
  ZBulkMembersQuery,
  ZClosing,
  ZClosingBody,
  ZDeletedAttendanceRow,
  ZManualAttendance,
  ZPunchEdit,
} from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { UUID, ZDeleteReason } from '@staffdesk/core/form-fields';
import { sendImage } from '../../platform/files/files.ts';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { ZDayRangeQuery } from './attendance-query.ts';
import * as service from './attendance-list.service.ts';
import * as closings from './closings.service.ts';
import * as edits from './edits.service.ts';
import { addBulk, addManual, bulkMembers } from './manual.service.ts';

const ZQuery = ZDayRangeQuery.extend({ status: z.enum(ATTENDANCE_STATUSES).optional() });
const ZPage = z.object({ rows: z.array(ZAttendanceRow), total: z.number(), page: z.number(), pageSize: z.number() });

/** HR's attendance (`/shiftsattendance/listing|view/:id`) with CSV and Excel. */
export const attendanceListRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const access = 'page:attendance:view' as const;
    app.get(
      '/attendance',
      { config: { access }, schema: { tags, querystring: ZQuery, response: { 200: ZPage } } },
      async (req) => service.listAttendance(s, authOf(req), req.query),
    );
    app.post(
      '/attendance',
      {
        config: { access: 'page:attendance:add' },
        schema: { tags, body: ZManualAttendance, response: { 201: z.object({ id: z.string() }) } },
      },
      async (req, reply) => reply.code(201).send(await addManual(s, authOf(req), req.body, req)),
    );
    app.post(
      '/attendance/bulk',
      {
        config: { access: 'page:attendance:add' },
        schema: { tags, body: ZBulkAttendance, response: { 201: z.object({ added: z.number() }) } },
      },
      async (req, reply) => reply.code(201).send(await addBulk(s, authOf(req), req.body, req)),
    );
    app.get(
      '/attendance/bulk/members',
      {
        config: { access: 'page:attendance:add' },
        schema: { tags, querystring: ZBulkMembersQuery, response: { 200: z.array(ZBulkMember) } },
      },
      async (req) => bulkMembers(s, authOf(req), req.query),
    );
    app.get(
      '/attendance/deleted',
      {
        config: { access },
        schema: {
          tags,
          querystring: ZQuery.omit({ status: true }),
          response: {
            200: z.object({
              rows: z.array(ZDeletedAttendanceRow),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (req) => service.listDeleted(s, authOf(req), req.query),
    );
    const ZIds = z.object({ id: z.string().regex(UUID), punchId: z.string().regex(UUID) });
    app.patch(
      '/attendance/:id/punches/:punchId',
      { config: { access: 'page:attendance:edit' }, schema: { tags, params: ZIds, body: ZPunchEdit } },
      async (req, reply) => {
        await edits.editPunch(s, authOf(req), req.params.id, req.params.punchId, req.body, req);
        return reply.code(204).send();
      },
    );
    app.delete(
      '/attendance/:id/punches/:punchId',
      {
        config: { access: 'page:attendance:delete' },
        schema: { tags, params: ZIds, body: ZDeleteReason, response: { 200: z.object({ dayDeleted: z.boolean() }) } },
      },
      async (req) => edits.deletePunch(s, authOf(req), req.params.id, req.params.punchId, req.body.reason, req),
    );
    const ZId = z.object({ id: z.string().regex(UUID) });
    app.delete(
      '/attendance/:id',
      { config: { access: 'page:attendance:delete' }, schema: { tags, params: ZId, body: ZDeleteReason } },
      async (req, reply) => {
        await edits.deleteDay(s, authOf(req), req.params.id, req.body.reason, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/attendance/:id/restore',
      { config: { access: 'page:attendance:delete' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await edits.restoreDay(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/attendance/closings',
      { config: { access }, schema: { tags, response: { 200: z.array(ZClosing) } } },
      async (req) => closings.listClosings(s, authOf(req)),
    );
    app.post(
      '/attendance/closings',
      {
        config: { access: 'page:attendance:approve' },
        schema: { tags, body: ZClosingBody, response: { 201: ZClosing } },
      },
      async (req, reply) => reply.code(201).send(await closings.closePeriod(s, authOf(req), req.body, req)),
    );
    app.delete(
      '/attendance/closings/:id',
      {
        config: { access: 'page:attendance:approve' },
        schema: { tags, params: z.object({ id: z.string().regex(UUID) }) },
      },
      async (req, reply) => {
        await closings.reopenPeriod(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/attendance/today',
      {
        config: { access },
        schema: {
          tags,
          response: {
            200: z.object({
              presentNow: z.number(),
              checkedInToday: z.number(),
              lateToday: z.number(),
              absentToday: z.number(),
            }),
          },
        },
      },
      async (req) => service.attendanceToday(s, authOf(req)),
    );
    app.get(
      '/attendance/:id/punches/:punchId/photo',
      {
        config: { access },
        schema: { tags, params: ZIds, querystring: z.object({ side: z.enum(PUNCH_KINDS) }) },
      },
      async (req, reply) => {
        const p = req.params;
        const photo = await service.punchPhoto(s, authOf(req), p.id, p.punchId, req.query.side);
        return sendImage(reply, photo.content, photo.type, 'private, max-age=3600');
      },
    );
    app.get(
      '/attendance/:id',
      {
        config: { access },
        schema: { tags, params: z.object({ id: z.string().regex(UUID) }), response: { 200: ZAttendanceView } },
      },
      async (req) => service.viewAttendance(s, authOf(req), req.params.id),
    );
    exportRoutes(app, {
      path: '/attendance',
      list: 'attendance',
      access,
      tags,
      query: ZQuery,
      batches: (auth, q) => service.attendanceBatches(s, auth, q),
      columns: [
        { key: 'fields.shiftDate', label: 'Date', cell: (r) => r.shiftDate },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.organization', label: 'Organization', cell: (r) => r.organizationTitle },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.shift', label: 'Shift', cell: (r) => r.shiftName ?? '' },
        { key: 'fields.firstIn', label: 'In', cell: (r) => (r.firstIn ? timeIn(r.timezone, new Date(r.firstIn)) : '') },
        {
          key: 'fields.lastOut',
          label: 'Out',
          cell: (r) => (r.lastOut ? timeIn(r.timezone, new Date(r.lastOut)) : ''),
        },
        {
          key: 'fields.pairs',
          label: 'Check-ins and check-outs',
          cell: (r) => pairsText(r.timezone, r.pairs),
        },
        { key: 'fields.worked', label: 'Worked', cell: (r) => hoursMinutes(r.workedMinutes) },
        { key: 'fields.late', label: 'Late', cell: (r) => hoursMinutes(r.lateMinutes) },
        { key: 'fields.early', label: 'Early leaving', cell: (r) => hoursMinutes(r.earlyMinutes) },
        { key: 'fields.overtime', label: 'Overtime', cell: (r) => hoursMinutes(r.overtimeMinutes) },
        {
          key: 'fields.verdict',
          label: 'Counts as',
          cell: (r, lang) => translate(lang, 'attendance', `verdicts.${r.verdict}`, r.verdict),
        },
        { key: 'fields.remarks', label: 'Remarks', cell: (r) => r.remarks ?? '' },
      ],
    });
  };
