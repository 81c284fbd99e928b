import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAbsenceRow } from '@staffdesk/core/absences';
import { ZDate } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './absences.service.ts';

const ZId = z.union([z.literal(''), z.string().regex(UUID, { error: 'invalidReference' })]).optional();
const ZQuery = ZListQuery.extend({
  from: ZDate,
  to: ZDate,
  organizationId: ZId,
  departmentId: ZId,
  employeeId: ZId,
});

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
    for (const format of EXPORT_FORMATS)
      app.get(
        `/absences/export.${format}`,
        {
          config: { access, heavy: true },
          schema: { tags, querystring: ZQuery.extend({ lang: z.string().max(5).optional() }) },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'absences', k, f);
          const headers = [
            t('fields.day', 'Date'),
            t('fields.employee', 'Employee'),
            t('fields.employeeCode', 'Employee ID'),
            t('fields.organization', 'Organization'),
            t('fields.department', 'Department'),
            t('fields.shift', 'Shift'),
            t('fields.hours', 'Hours'),
          ];
          async function* cells() {
            for await (const rows of service.absenceBatches(s, authOf(req), req.query))
              yield rows.map((r) => [
                r.day,
                r.employeeName,
                r.employeeCode,
                r.organizationTitle,
                r.departmentName ?? '',
                r.shiftName,
                `${r.startTime}–${r.endTime}`,
              ]);
          }
          return sendExport(reply, { list: 'absences', format, headers, batches: cells() });
        },
      );
  };
