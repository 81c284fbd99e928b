import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hoursMinutes } from '@staffdesk/core/attendance';
import {
  ATTENDANCE_STATUSES,
  ZAttendanceRow,
  ZAttendanceView,
  ZClosing,
  ZClosingBody,
  ZManualAttendance,
} from '@staffdesk/core/attendance-api';
import { ZDate } from '@staffdesk/core/dates';
import { timeIn } from '@staffdesk/core/time-zones';
import { UUID } from '@staffdesk/core/form-fields';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './attendance-list.service.ts';
import * as closings from './closings.service.ts';
import { addManual } from './manual.service.ts';

const ZId = z.union([z.literal(''), z.string().regex(UUID, { error: 'invalidReference' })]).optional();
const ZQuery = ZListQuery.extend({
  from: ZDate,
  to: ZDate,
  organizationId: ZId,
  departmentId: ZId,
  employeeId: ZId,
  status: z.enum(ATTENDANCE_STATUSES).optional(),
});
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
      '/attendance/:id',
      {
        config: { access },
        schema: { tags, params: z.object({ id: z.string().regex(UUID) }), response: { 200: ZAttendanceView } },
      },
      async (req) => service.viewAttendance(s, authOf(req), req.params.id),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/attendance/export.${format}`,
        {
          config: { access, heavy: true },
          schema: { tags, querystring: ZQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'attendance', k, f);
          const headers = [
            t('fields.shiftDate', 'Date'),
            t('fields.employee', 'Employee'),
            t('fields.employeeCode', 'Employee ID'),
            t('fields.organization', 'Organization'),
            t('fields.department', 'Department'),
            t('fields.shift', 'Shift'),
            t('fields.firstIn', 'In'),
            t('fields.lastOut', 'Out'),
            t('fields.worked', 'Worked'),
            t('fields.late', 'Late'),
            t('fields.early', 'Early leaving'),
            t('fields.overtime', 'Overtime'),
            t('fields.remarks', 'Remarks'),
          ];
          const batches = service.attendanceBatches(s, authOf(req), req.query);
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((r) => [
                r.shiftDate,
                r.employeeName,
                r.employeeCode,
                r.organizationTitle,
                r.departmentName ?? '',
                r.shiftName ?? '',
                r.firstIn ? timeIn(r.timezone, new Date(r.firstIn)) : '',
                r.lastOut ? timeIn(r.timezone, new Date(r.lastOut)) : '',
                hoursMinutes(r.workedMinutes),
                hoursMinutes(r.lateMinutes),
                hoursMinutes(r.earlyMinutes),
                hoursMinutes(r.overtimeMinutes),
                r.remarks ?? '',
              ]);
          }
          return sendExport(reply, { list: 'attendance', format, headers, batches: cells() });
        },
      );
  };
