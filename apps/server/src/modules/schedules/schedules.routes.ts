import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import {
  ZAssignBody,
  ZAssignResult,
  ZCellsBody,
  ZHistoryRow,
  ZMySchedule,
  ZRoster,
  ZShiftChip,
} from '@staffdesk/core/schedules';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './schedules.service.ts';

const ZId = z
  .union([z.literal(''), z.string().regex(UUID, { error: 'invalidReference' })])
  .optional()
  .transform((v) => v || undefined);

/** The shift scheduler's API (issue 12): roster, assignment, day changes, history and the employee's own calendar. */
export const scheduleRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['schedules'];
    app.get(
      '/schedules/roster',
      {
        config: { access: 'page:scheduler:view' },
        schema: {
          tags,
          querystring: ZListQuery.extend({
            from: ZDate,
            to: ZDate,
            organizationId: ZId,
            departmentId: ZId,
            groupId: ZId,
          }),
          response: { 200: ZRoster },
        },
      },
      async (req) => service.roster(s, authOf(req), req.query),
    );
    app.get(
      '/schedules/shifts',
      { config: { access: 'page:scheduler:view' }, schema: { tags, response: { 200: z.array(ZShiftChip) } } },
      async (req) => service.shiftPalette(s, authOf(req)),
    );
    app.put(
      '/schedules/days',
      {
        config: { access: 'page:scheduler:edit' },
        schema: { tags, body: ZCellsBody, response: { 200: z.object({ changed: z.number() }) } },
      },
      async (req) => service.changeDays(s, authOf(req), req.body.cells, req),
    );
    app.post(
      '/schedules/assign',
      {
        config: { access: 'page:scheduler:add' },
        schema: { tags, body: ZAssignBody, response: { 200: ZAssignResult } },
      },
      async (req) => service.assign(s, authOf(req), req.body, req),
    );
    app.get(
      '/schedules/history',
      {
        config: { access: 'page:schedulerHistory:view' },
        schema: {
          tags,
          querystring: ZListQuery.extend({ from: ZDate.optional(), to: ZDate.optional(), employeeId: ZId }),
          response: {
            200: z.object({ rows: z.array(ZHistoryRow), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.history(s, authOf(req), req.query),
    );
    app.get(
      '/schedules/mine',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          querystring: z.object({ from: ZDate.optional(), to: ZDate.optional() }),
          response: { 200: ZMySchedule },
        },
      },
      async (req) => service.mySchedule(s, authOf(req), req.query),
    );
    app.get(
      '/me/holidays',
      {
        config: { access: 'tenant' },
        schema: {
          tags,
          querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
          response: {
            200: z.object({
              year: z.number(),
              today: z.string(),
              days: z.array(
                z.object({ day: z.string(), name: z.string(), halfDay: z.boolean(), recurring: z.boolean() }),
              ),
            }),
          },
        },
      },
      async (req) => service.myHolidays(s, authOf(req), req.query.year),
    );
  };
