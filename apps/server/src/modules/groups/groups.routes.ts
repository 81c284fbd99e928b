import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID } from '@staffdesk/core/form-fields';
import {
  type TGroupLogRow,
  ZGroupLeaders,
  ZGroupLogQuery,
  ZGroupLogRow,
  ZGroupPunch,
  ZGroupPunchResult,
  ZGroupRow,
  ZLedGroup,
} from '@staffdesk/core/groups-api';
import { localDayTime } from '@staffdesk/core/time-zones';
import { exportRoutes } from '../../platform/http/export-routes.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './groups.service.ts';

const ZQuery = ZListQuery.extend(ZGroupLogQuery.shape);
const ZId = z.object({ id: z.string().regex(UUID) });
const local = (r: TGroupLogRow) => {
  const d = localDayTime(r.timezone, new Date(r.at));
  return `${d.day} ${d.time}`;
};

/** Groups (`/groups`), Groups CheckIN (a leader's phone) and Groups Attendance Logs (`/groupsattendanse`). */
export const groupsRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['groups'];
    app.get(
      '/groups',
      { config: { access: 'page:groups:view' }, schema: { tags, response: { 200: z.array(ZGroupRow) } } },
      async (req) => service.listGroups(s, authOf(req)),
    );
    app.put(
      '/groups/:id/leaders',
      { config: { access: 'page:groups:edit' }, schema: { tags, params: ZId, body: ZGroupLeaders } },
      async (req, reply) => {
        await service.setLeaders(s, authOf(req), req.params.id, req.body.employeeIds, req);
        return reply.code(204).send();
      },
    );
    app.get(
      '/groups/mine',
      { config: { access: 'role:emp' }, schema: { tags, response: { 200: z.array(ZLedGroup) } } },
      async (req) => service.myGroups(s, authOf(req)),
    );
    app.post(
      '/groups/:id/punch',
      {
        config: { access: 'role:emp' },
        schema: { tags, params: ZId, body: ZGroupPunch, response: { 200: ZGroupPunchResult } },
      },
      async (req) => service.groupPunch(s, authOf(req), req.params.id, req.body, req),
    );
    const access = 'page:groups:view' as const;
    app.get(
      '/groups/attendance',
      {
        config: { access },
        schema: {
          tags,
          querystring: ZQuery,
          response: {
            200: z.object({ rows: z.array(ZGroupLogRow), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.groupLog(s, authOf(req), req.query),
    );
    exportRoutes(app, {
      path: '/groups/attendance',
      list: 'groups',
      access,
      tags,
      query: ZQuery,
      batches: (auth, q) => service.groupLogBatches(s, auth, q),
      columns: [
        { key: 'fields.at', label: 'Time', cell: (r) => local(r) },
        {
          key: 'fields.kind',
          label: 'In / Out',
          cell: (r, lang) => translate(lang, 'groups', `kinds.${r.kind}`, r.kind),
        },
        { key: 'fields.group', label: 'Group', cell: (r) => r.groupName },
        { key: 'fields.employee', label: 'Employee', cell: (r) => r.employeeName },
        { key: 'fields.employeeCode', label: 'Employee ID', cell: (r) => r.employeeCode },
        { key: 'fields.department', label: 'Department', cell: (r) => r.departmentName ?? '' },
        { key: 'fields.leader', label: 'Leader', cell: (r) => r.leaderName },
        { key: 'fields.place', label: 'Place', cell: (r) => r.place ?? '' },
      ],
    });
  };
