import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAbsenceRow } from '@staffdesk/core/absences';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import { ZDayRangeQuery } from '../attendance/attendance-query.ts';
import * as service from './absences.service.ts';

const ZQuery = ZDayRangeQuery;

/** Absences (`/absent/listing`, `/shiftsabsent/listing`): computed from the schedule and attendance, CSV and Excel. */
export const absenceRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    const access = 'page:absent:view' as const;
    app.get(
      '/absences',
      {
        config: { access, heavy: true },
        schema: {
          tags,
          querystring: ZQuery,
          response: {
            200: z.object({ rows: z.array(ZAbsenceRow), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.listAbsences(s, authOf(req), req.query),
    );
    exportRoutes(app, {
      path: '/absences',
      list: 'absences',
      access,
      tags,
      query: ZQuery,
      batches: (auth, q) => service.absenceBatches(s, auth, q),
      columns: [
        { key: 'fields.day', label: 'Date', cell: (r) => r.day },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.organization', label: 'Organization', cell: (r) => r.organizationTitle },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.shift', label: 'Shift', cell: (r) => r.shiftName },
        { key: 'fields.hours', label: 'Hours', cell: (r) => `${r.startTime}–${r.endTime}` },
      ],
    });
  };
