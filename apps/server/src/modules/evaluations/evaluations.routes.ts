import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANSWER_PARTS,
  ZCycle,
  ZCyclePage,
  ZCycleQuery,
  ZMyReviews,
  ZReviewDetail,
  ZReviewPage,
  ZReviewQuery,
  ZTemplate,
  ZTemplateOptions,
  ZTemplatePage,
} from '@staffdesk/core/evaluations-api';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as cycles from './cycles.service.ts';
import * as participants from './participants.service.ts';
import * as reviews from './reviews.service.ts';
import * as templates from './templates.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZLang = z.enum(['en', 'km', 'zh']).optional();
const STAGE_WORDS = {
  pending: 'Pending',
  selfSubmitted: 'Self evaluation submitted',
  managerSubmitted: 'Reviewer evaluation submitted',
  completed: 'Completed',
} as const;

/**
 * Evaluations (issue 18): templates and cycles are staff's (the `evaluations` page); reviews are read and answered by
 * staff, the employee and their reviewer — the services check who may do what, behind the tenant's feature.
 */
export const evaluationRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['evaluations'];
    const staff = 'page:evaluations:view' as const;

    // templates
    const template = { tags, params: ZId, response: { 200: ZTemplate } };
    app.get(
      '/evaluations/templates',
      { config: { access: staff }, schema: { tags, querystring: ZListQuery, response: { 200: ZTemplatePage } } },
      async (req) => templates.listTemplates(s, authOf(req), req.query),
    );
    app.get(
      '/evaluations/templates/options',
      { config: { access: staff }, schema: { tags, response: { 200: ZTemplateOptions } } },
      async (req) => templates.templateOptions(s, authOf(req)),
    );
    app.get('/evaluations/templates/:id', { config: { access: staff }, schema: template }, async (req) =>
      templates.getTemplate(s, authOf(req), req.params.id),
    );
    app.post(
      '/evaluations/templates',
      { config: { access: 'page:evaluations:add' }, schema: { tags, response: { 201: ZTemplate } } },
      async (req, reply) => reply.code(201).send(await templates.addTemplate(s, authOf(req), req.body, req)),
    );
    app.put(
      '/evaluations/templates/:id',
      { config: { access: 'page:evaluations:edit' }, schema: template },
      async (req) => templates.editTemplate(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/evaluations/templates/:id',
      { config: { access: 'page:evaluations:delete' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await templates.deleteTemplate(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );

    // cycles
    const cycle = { tags, params: ZId, response: { 200: ZCycle } };
    app.get(
      '/evaluations/cycles',
      {
        config: { access: staff },
        schema: { tags, querystring: ZListQuery.extend(ZCycleQuery.shape), response: { 200: ZCyclePage } },
      },
      async (req) => cycles.listCycles(s, authOf(req), req.query),
    );
    app.get('/evaluations/cycles/:id', { config: { access: staff }, schema: cycle }, async (req) =>
      cycles.getCycle(s, authOf(req), req.params.id),
    );
    app.post(
      '/evaluations/cycles',
      { config: { access: 'page:evaluations:add' }, schema: { tags, response: { 201: ZCycle } } },
      async (req, reply) => reply.code(201).send(await cycles.addCycle(s, authOf(req), req.body, req)),
    );
    app.put('/evaluations/cycles/:id', { config: { access: 'page:evaluations:edit' }, schema: cycle }, async (req) =>
      cycles.editCycle(s, authOf(req), req.params.id, req.body, req),
    );
    app.post(
      '/evaluations/cycles/:id/close',
      { config: { access: 'page:evaluations:edit' }, schema: cycle },
      async (req) => cycles.closeCycle(s, authOf(req), req.params.id, req),
    );
    app.delete(
      '/evaluations/cycles/:id',
      { config: { access: 'page:evaluations:delete' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await cycles.deleteCycle(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/evaluations/cycles/:id/reviews',
      { config: { access: 'page:evaluations:edit' }, schema: { tags, params: ZId, response: { 201: ZReviewDetail } } },
      async (req, reply) =>
        reply.code(201).send(await participants.addReview(s, authOf(req), req.params.id, req.body, req)),
    );

    // reviews
    const ZQuery = ZListQuery.extend(ZReviewQuery.shape);
    const review = { tags, params: ZId, response: { 200: ZReviewDetail } };
    app.get(
      '/evaluations/reviews',
      { config: { access: staff }, schema: { tags, querystring: ZQuery, response: { 200: ZReviewPage } } },
      async (req) => reviews.listReviews(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/evaluations/reviews/export.${format}`,
        { config: { access: staff, heavy: true }, schema: { tags, querystring: ZQuery.extend({ lang: ZLang }) } },
        async (req, reply) => {
          const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
          const t = (k: string, f: string) => translate(lang, 'evaluations', k, f);
          const rows = await reviews.exportReviews(s, authOf(req), req.query);
          const headers = [
            t('fields.cycle', 'Cycle'),
            t('fields.employee', 'Employee'),
            t('fields.code', 'Employee ID'),
            t('fields.department', 'Department'),
            t('fields.reviewer', 'Reviewer'),
            t('fields.stage', 'Stage'),
            t('fields.selfScore', 'Self score %'),
            t('fields.reviewerScore', 'Reviewer score %'),
            t('fields.finalScore', 'Final score %'),
          ];
          async function* cells() {
            yield rows.map((r) => [
              r.cycleName,
              r.employee.name,
              r.employee.code,
              r.departmentName ?? '',
              r.reviewer?.name ?? t('hr', 'HR'),
              t(`stages.${r.stage}`, STAGE_WORDS[r.stage]),
              r.self.score ?? '',
              r.manager.score ?? '',
              r.finalScore ?? '',
            ]);
          }
          return sendExport(reply, { list: 'evaluations', format, headers, batches: cells() });
        },
      );
    app.get(
      '/evaluations/mine',
      { config: { access: 'tenant' }, schema: { tags, response: { 200: ZMyReviews } } },
      async (req) => reviews.myReviews(s, authOf(req)),
    );
    app.get('/evaluations/reviews/:id', { config: { access: 'tenant' }, schema: review }, async (req) =>
      reviews.getReview(s, authOf(req), req.params.id),
    );
    for (const part of ANSWER_PARTS)
      app.put(`/evaluations/reviews/:id/${part}`, { config: { access: 'tenant' }, schema: review }, async (req) =>
        reviews.saveAnswer(s, authOf(req), req.params.id, part, req.body, req),
      );
    app.post(
      '/evaluations/reviews/:id/complete',
      { config: { access: 'page:evaluations:edit' }, schema: review },
      async (req) => reviews.completeReview(s, authOf(req), req.params.id, req.body, req),
    );
    app.put(
      '/evaluations/reviews/:id/reviewer',
      { config: { access: 'page:evaluations:edit' }, schema: review },
      async (req) => participants.setReviewer(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/evaluations/reviews/:id',
      { config: { access: 'page:evaluations:edit' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await participants.removeReview(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );
  };
