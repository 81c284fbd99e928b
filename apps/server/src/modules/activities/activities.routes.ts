import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MONTH,
  ZActivity,
  ZActivityOptions,
  ZActivityPage,
  ZActivityQuery,
  ZKpiPage,
  ZTarget,
  ZTargetPage,
  ZTargetQuery,
} from '@staffdesk/core/activities-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './activities.service.ts';
import * as targets from './targets.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZLang = z.enum(['en', 'km', 'zh']).optional();

/**
 * Activities and KPI targets (issue 18): the access is checked in the services (staff by the activity, monthly and
 * summary target pages; an employee their own activities), behind the tenant's features.
 */
export const activityRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['activities'];
    const ZQuery = ZListQuery.extend(ZActivityQuery.shape);
    const one = { tags, params: ZId, response: { 200: ZActivity } };
    app.get(
      '/activities',
      { config: { access: 'tenant' }, schema: { tags, querystring: ZQuery, response: { 200: ZActivityPage } } },
      async (req) => service.listActivities(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/activities/export.${format}`,
        { config: { access: 'tenant', heavy: true }, schema: { tags, querystring: ZQuery.extend({ lang: ZLang }) } },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'activities', k, f);
          const rows = await service.exportActivities(s, authOf(req), req.query);
          const headers = [
            t('fields.doneOn', 'Date'),
            t('fields.employee', 'Employee'),
            t('fields.code', 'Employee ID'),
            t('fields.organization', 'Organization'),
            t('fields.type', 'Activity type'),
            t('fields.status', 'Activity status'),
            t('fields.evaluation', 'Evaluation'),
            t('fields.minutes', 'Minutes'),
            t('fields.notes', 'Notes'),
          ];
          async function* cells() {
            yield rows.map((a) => [
              a.doneOn,
              a.employee.name,
              a.employee.code,
              a.organizationName,
              a.type.name,
              a.status.name,
              a.evaluation?.name ?? '',
              a.minutes,
              a.notes ?? '',
            ]);
          }
          return sendExport(reply, { list: 'activities', format, headers, batches: cells() });
        },
      );
    app.get(
      '/activities/options',
      { config: { access: 'tenant' }, schema: { tags, response: { 200: ZActivityOptions } } },
      async (req) => service.activityOptions(s, authOf(req)),
    );
    app.get('/activities/:id', { config: { access: 'tenant' }, schema: one }, async (req) =>
      service.getActivity(s, authOf(req), req.params.id),
    );
    app.post(
      '/activities',
      { config: { access: 'tenant' }, schema: { tags, response: { 201: ZActivity } } },
      async (req, reply) => reply.code(201).send(await service.addActivity(s, authOf(req), req.body, req)),
    );
    app.put('/activities/:id', { config: { access: 'tenant' }, schema: one }, async (req) =>
      service.editActivity(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/activities/:id',
      { config: { access: 'tenant' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await service.deleteActivity(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );

    // targets and the KPI
    const targetTags = ['targets'];
    const target = { tags: targetTags, params: ZId, response: { 200: ZTarget } };
    const anyTargets = 'page:monthlyTarget:view|page:summaryTarget:view' as const;
    app.get(
      '/targets',
      {
        config: { access: anyTargets },
        schema: {
          tags: targetTags,
          querystring: ZListQuery.extend(ZTargetQuery.shape),
          response: { 200: ZTargetPage },
        },
      },
      async (req) => targets.listTargets(s, authOf(req), req.query),
    );
    app.get(
      '/targets/kpi',
      {
        config: { access: 'page:monthlyTarget:view' },
        schema: {
          tags: targetTags,
          querystring: ZListQuery.extend({ month: z.string().regex(MONTH) }),
          response: { 200: ZKpiPage },
        },
      },
      async (req) => targets.kpi(s, authOf(req), req.query),
    );
    app.get('/targets/:id', { config: { access: anyTargets }, schema: target }, async (req) =>
      targets.getTarget(s, authOf(req), req.params.id),
    );
    app.post(
      '/targets',
      { config: { access: anyTargets }, schema: { tags: targetTags, response: { 201: ZTarget } } },
      async (req, reply) => reply.code(201).send(await targets.addTarget(s, authOf(req), req.body, req)),
    );
    app.put('/targets/:id', { config: { access: anyTargets }, schema: target }, async (req) =>
      targets.editTarget(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/targets/:id',
      { config: { access: anyTargets }, schema: { tags: targetTags, params: ZId } },
      async (req, reply) => {
        await targets.deleteTarget(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
  };
