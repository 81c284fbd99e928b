import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMyAttendance, ZPunchBody, ZPunchResult } from '@staffdesk/core/attendance-api';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import { selfPunch } from './check-in.service.ts';
import { myAttendance } from './my-attendance.service.ts';

/** Attendance (issue 12): the employee's own check-in page. */
export const attendanceRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['attendance'];
    app.get(
      '/me/attendance',
      { config: { access: 'tenant' }, schema: { tags, response: { 200: ZMyAttendance } } },
      async (req) => myAttendance(s, authOf(req)),
    );
    app.post(
      '/me/attendance/punch',
      { config: { access: 'tenant' }, schema: { tags, body: ZPunchBody, response: { 200: ZPunchResult } } },
      async (req) => selfPunch(s, authOf(req), req.body, req),
    );
  };
