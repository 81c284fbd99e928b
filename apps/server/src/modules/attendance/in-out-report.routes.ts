import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hoursMinutes } from '@staffdesk/core/attendance';
import { type TInOutRow, ZInOutRow } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { ZDayRangeQuery } from './attendance-query.ts';
import { inOutBatches, inOutReport } from './in-out-report.service.ts';

const ZQuery = ZDayRangeQuery;
const at = (r: TInOutRow, iso: string | null) => (iso ? timeIn(r.timezone, new Date(iso)) : '');
const minutes = (n: number) => (n > 0 ? hoursMinutes(n) : '');

/** The Staff IN OUT report (`/shiftsattendance/staffinout`): every employee day of a range, CSV and Excel streamed. */
export const inOutReportRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const access = 'page:attendance:view' as const;
    app.get(
      '/attendance/in-out',
      {
        config: { access, heavy: true },
        schema: {
          tags,
          querystring: ZQuery,
          response: {
            200: z.object({ rows: z.array(ZInOutRow), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => inOutReport(s, authOf(req), req.query),
    );
    exportRoutes(app, {
      path: '/attendance/in-out',
      list: 'attendance',
      access,
      tags,
      query: ZQuery,
      batches: (auth, q) => inOutBatches(s, auth, q),
      columns: [
        { key: 'fields.shiftDate', label: 'Date', cell: (r) => r.day },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.organization', label: 'Organization', cell: (r) => r.organizationTitle },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.shift', label: 'Shift', cell: (r) => r.shiftName ?? '' },
        {
          key: 'fields.status',
          label: 'Status',
          cell: (r, lang) => translate(lang, 'attendance', `inOut.statuses.${r.status}`, r.status),
        },
        { key: 'fields.firstIn', label: 'In', cell: (r) => at(r, r.firstIn) },
        { key: 'fields.lastOut', label: 'Out', cell: (r) => at(r, r.lastOut) },
        { key: 'fields.worked', label: 'Worked', cell: (r) => minutes(r.workedMinutes) },
        { key: 'fields.late', label: 'Late', cell: (r) => minutes(r.lateMinutes) },
        { key: 'fields.early', label: 'Early leaving', cell: (r) => minutes(r.earlyMinutes) },
        { key: 'fields.overtime', label: 'Overtime', cell: (r) => minutes(r.overtimeMinutes) },
      ],
    });
  };
