import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@staffdesk/core/constants';
import { STAFFING_PARTS, type TStaffingFigures, ZStaffingQuery, ZStaffingReport } from '@staffdesk/core/staffing-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import { staffingReport } from './staffing.service.ts';

const access = 'page:reports:view' as const;

/** The cross-module reports (issue 19): the staffing report. */
export const reportRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['reports'];
    app.get(
      '/reports/staffing',
      { config: { access }, schema: { tags, querystring: ZStaffingQuery, response: { 200: ZStaffingReport } } },
      async (req) => staffingReport(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/reports/staffing/export.${format}`,
        {
          config: { access, heavy: true },
          schema: {
            tags,
            querystring: ZStaffingQuery.extend({ part: z.enum(STAFFING_PARTS), lang: z.enum(LANGUAGES).optional() }),
          },
        },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'reports', k, f);
          const r = await staffingReport(s, authOf(req), req.query);
          const figures = (x: TStaffingFigures) => [x.start, x.end, x.joiners, x.leavers, x.turnover ?? ''];
          const heads = [
            t('staffing.start', 'Headcount at start'),
            t('staffing.end', 'Headcount at end'),
            t('staffing.joiners', 'Joiners'),
            t('staffing.leavers', 'Leavers'),
            t('staffing.turnover', 'Turnover %'),
          ];
          const part = req.query.part;
          const notSet = t('staffing.notSet', 'Not set');
          const named = (key: string | null, label: string | null) => {
            if (label) return label;
            if (!key) return notSet;
            const ns = r.groupBy === 'gender' ? 'gender' : 'employmentType';
            return translate(lang, 'employees', `${ns}.${key}`, key);
          };
          const headers =
            part === 'months'
              ? [t('staffing.month', 'Month'), ...heads]
              : [t(`staffing.groups.${r.groupBy}`, r.groupBy), ...heads];
          async function* cells() {
            yield part === 'months'
              ? r.months.map((m) => [m.month, ...figures(m)])
              : [
                  ...r.groups.map((g) => [named(g.key, g.label), ...figures(g)]),
                  [t('staffing.total', 'Total'), ...figures(r.totals)],
                ];
          }
          return sendExport(reply, { list: `staffing-${part}`, format, headers, batches: cells() });
        },
      );
  };
