import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import {
  CAREERS_RETRY,
  JOB_STATUSES,
  JOB_VISIBILITY,
  PIPELINE_STAGES,
  STAGE_LABELS,
  type TPipelineStage,
  ZApplicantRow,
  ZBoardQuery,
  ZJobPostRow,
  ZOrgCareerRow,
  experienceLabel,
} from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import { EXPORT_FORMATS, sendExport } from '../../platform/export.ts';
import { isDatabaseUnavailable } from '../../platform/db/unavailable.ts';
import { AppError } from '../../platform/errors.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { limiter } from '../../platform/http/rate-limit.ts';
import { translate } from '../../platform/i18n.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import type { TServices } from '../../platform/services.ts';
import * as applicants from './applicants.service.ts';
import * as applications from './career-applications.service.ts';
import * as boards from './career-boards.service.ts';
import * as orgs from './career-organizations.service.ts';
import { sendPdf } from '../../platform/files/files.ts';
import { jobPostFlyer } from './job-post-flyer.ts';
import * as posts from './job-posts.service.ts';

// any string: an id that is no uuid names no record (404 from the service), not a validation error
const ZId = z.object({ id: z.string().max(100) });
const ZAny = z.record(z.string(), z.unknown());
const ZPage = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });
const ZCode = z.object({ code: z.union([z.number(), z.string()]), message: z.string() });
const ZUuidOrEmpty = z.union([z.uuid(), z.literal('')]).optional();
const ZCsv = { lang: z.string().max(5).optional() };

const ZPostQuery = ZListQuery.extend({
  status: z.enum(JOB_STATUSES).optional(),
  visibility: z.enum(JOB_VISIBILITY).optional(),
  organizationId: ZUuidOrEmpty,
  deleted: z.enum(['true', 'false']).optional(),
});
const ZApplicantQuery = ZListQuery.extend({
  jobPostId: ZUuidOrEmpty,
  stage: z.enum(PIPELINE_STAGES).optional(),
  organizationId: ZUuidOrEmpty,
  from: ZDate.optional(),
  to: ZDate.optional(),
});

const dmy = (d: string) => d.split('-').reverse().join('-');
const dmyTime = (v: Date | string) => {
  const s = (v instanceof Date ? v : new Date(v)).toISOString();
  return `${dmy(s.slice(0, 10))} ${s.slice(11, 16)} UTC`;
};
const langOf = (q: { lang?: string }, fallback: string | null | undefined) => q.lang ?? fallback ?? 'en';

/** Staff routes (`/api/v1/careers`): the careers list, job posts, applicants; employees' company page. */
export const careerRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['careers'];

    // --- careers list (organizations), page jobFrontend -----------------------------------------------------
    app.get(
      '/organizations',
      {
        config: { access: 'page:jobFrontend:view' },
        schema: { tags, querystring: ZListQuery, response: { 200: ZPage(ZOrgCareerRow) } },
      },
      async (req) => orgs.listOrganizations(s, authOf(req), req.query),
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/organizations/export.${format}`,
        {
          config: { access: 'page:jobFrontend:view', heavy: true },
          schema: { tags, querystring: ZListQuery.extend(ZCsv) },
        },
        async (req, reply) => {
          const auth = authOf(req);
          const lang = langOf(req.query, req.sessionLookup?.user.language);
          const origin = publicOrigin(s.config);
          const t = (k: string, f: string) => translate(lang, 'careers', k, f);
          const headers = [
            t('list.title', 'Title'),
            t('list.address', 'Address'),
            t('list.code', 'Code'),
            t('list.publicJobs', 'Public Jobs'),
            t('list.privateJobs', 'Private Jobs'),
          ];
          const batches = orgs.organizationBatches(s, auth, { ...req.query, page: 1 });
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((o) => [
                o.title,
                o.address ?? '',
                o.code,
                `${origin}/${auth.account}/career/${encodeURIComponent(o.code)}`,
                `${origin}/${auth.account}/careercompany/${encodeURIComponent(o.code)}`,
              ]);
          }
          return sendExport(reply, { list: 'careers', format, headers, batches: cells() });
        },
      );
    app.get(
      '/organizations/:id/logo',
      {
        config: { access: 'page:organization:view' },
        schema: { tags, params: ZId, response: { 200: z.object({ logoUrl: z.string().nullable() }) } },
      },
      async (req) => orgs.organizationLogo(s, authOf(req), req.params.id),
    );
    app.put(
      '/organizations/:id/logo',
      {
        config: { access: 'page:organization:edit' },
        schema: {
          tags,
          params: ZId,
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ logoUrl: z.string() }) },
        },
      },
      async (req) => orgs.setOrganizationLogo(s, authOf(req), req.params.id, await readForm(req), req),
    );
    app.delete(
      '/organizations/:id/logo',
      {
        config: { access: 'page:organization:edit' },
        schema: { tags, params: ZId, response: { 200: z.object({ logoUrl: z.null() }) } },
      },
      async (req) => orgs.deleteOrganizationLogo(s, authOf(req), req.params.id, req),
    );

    // --- job posts, page jobPost -------------------------------------------------------------------------------
    const postParams = (q: z.infer<typeof ZPostQuery>) => ({
      ...q,
      organizationId: q.organizationId || null,
      deleted: q.deleted === 'true',
    });
    app.get(
      '/posts',
      {
        config: { access: 'page:jobPost:view' },
        schema: { tags, querystring: ZPostQuery, response: { 200: ZPage(ZJobPostRow) } },
      },
      async (req) => {
        const { rows, total, page, pageSize } = await posts.listPosts(s, authOf(req), postParams(req.query));
        return { rows, total, page, pageSize };
      },
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/posts/export.${format}`,
        {
          config: { access: 'page:jobPost:view', heavy: true },
          schema: { tags, querystring: ZPostQuery.extend(ZCsv) },
        },
        async (req, reply) => {
          const lang = langOf(req.query, req.sessionLookup?.user.language);
          const t = (k: string, f: string) => translate(lang, 'careers', k, f);
          const headers = [
            t('posts.code', 'Job ID'),
            t('posts.title', 'Title'),
            t('posts.organization', 'Organization'),
            t('posts.jobType', 'Job Type'),
            t('posts.jobDescription', 'Job Description'),
            t('posts.positions', 'Position'),
            t('posts.minimumExperience', 'Minimum Experience'),
            t('posts.postedDate', 'Date Of Posted'),
            t('posts.closingDate', 'Date Of Closing'),
            t('posts.status', 'Status'),
            t('posts.visibility', 'Visibility'),
            t('posts.applicants', 'Applicants'),
          ];
          const batches = posts.postBatches(s, authOf(req), { ...postParams(req.query), page: 1 });
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((p) => [
                p.code,
                p.title,
                p.organizationTitle,
                p.jobTypeName ?? '',
                p.jobDescriptionTitle ?? '',
                p.positions,
                translate(lang, 'careers', `experience.${p.minimumExperience}`, experienceLabel(p.minimumExperience)),
                dmy(p.postedDate),
                dmy(p.closingDate),
                translate(lang, 'careers', `status.${p.status}`, p.status),
                translate(lang, 'careers', `visibility.${p.visibility}`, p.visibility),
                p.applicants,
              ]);
          }
          return sendExport(reply, { list: 'careerjobpost', format, headers, batches: cells() });
        },
      );
    app.get(
      '/posts/:id',
      { config: { access: 'page:jobPost:view' }, schema: { tags, params: ZId, response: { 200: ZAny } } },
      async (req) => posts.getPost(s, authOf(req), req.params.id),
    );
    app.get(
      '/posts/:id/flyer',
      {
        config: { access: 'page:jobPost:view', heavy: true },
        schema: { tags, params: ZId, querystring: z.object(ZCsv), produces: ['application/pdf'] },
      },
      async (req, reply) => {
        const lang = langOf(req.query, req.sessionLookup?.user.language);
        return sendPdf(reply, await jobPostFlyer(s, authOf(req), req.params.id, lang));
      },
    );
    // bodies are checked by the service after the record is found, so another tenant's id is a 404 first
    app.post(
      '/posts',
      { config: { access: 'page:jobPost:add' }, schema: { tags, body: ZAny.nullish(), response: { 201: ZAny } } },
      async (req, reply) => reply.code(201).send(await posts.createPost(s, authOf(req), req.body, req)),
    );
    app.put(
      '/posts/:id',
      {
        config: { access: 'page:jobPost:edit' },
        schema: { tags, params: ZId, body: ZAny.nullish(), response: { 200: ZAny } },
      },
      async (req) => posts.updatePost(s, authOf(req), req.params.id, req.body, req),
    );
    app.post(
      '/posts/:id/status',
      {
        config: { access: 'page:jobPost:edit' },
        schema: { tags, params: ZId, body: ZAny.nullish(), response: { 200: ZAny } },
      },
      async (req) => posts.setPostStatus(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/posts/:id',
      {
        config: { access: 'page:jobPost:delete' },
        schema: { tags, params: ZId, body: z.object({ reason: z.unknown() }).partial().nullish() },
      },
      async (req, reply) => {
        await posts.deletePost(s, authOf(req), req.params.id, req.body?.reason, req);
        return reply.code(204).send();
      },
    );
    app.post(
      '/posts/:id/restore',
      { config: { access: 'page:jobPost:edit' }, schema: { tags, params: ZId, response: { 200: ZAny } } },
      async (req) => posts.restorePost(s, authOf(req), req.params.id, req),
    );
    app.put(
      '/posts/:id/image',
      {
        config: { access: 'page:jobPost:edit' },
        schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 200: ZAny } },
      },
      async (req) => posts.setPostImage(s, authOf(req), req.params.id, await readForm(req), req),
    );
    app.delete(
      '/posts/:id/image',
      { config: { access: 'page:jobPost:edit' }, schema: { tags, params: ZId, response: { 200: ZAny } } },
      async (req) => posts.deletePostImage(s, authOf(req), req.params.id, req),
    );

    // --- applicants, page applicationList ---------------------------------------------------------------------
    const applicantParams = (q: z.infer<typeof ZApplicantQuery>) => ({
      ...q,
      jobPostId: q.jobPostId || null,
      organizationId: q.organizationId || null,
    });
    app.get(
      '/applicants',
      {
        config: { access: 'page:applicationList:view' },
        schema: { tags, querystring: ZApplicantQuery, response: { 200: ZPage(ZApplicantRow) } },
      },
      async (req) => {
        const { rows, total, page, pageSize } = await applicants.listApplicants(
          s,
          authOf(req),
          applicantParams(req.query),
        );
        return { rows, total, page, pageSize };
      },
    );
    for (const format of EXPORT_FORMATS)
      app.get(
        `/applicants/export.${format}`,
        {
          config: { access: 'page:applicationList:view', heavy: true },
          schema: { tags, querystring: ZApplicantQuery.extend(ZCsv) },
        },
        async (req, reply) => {
          const lang = langOf(req.query, req.sessionLookup?.user.language);
          const t = (k: string, f: string) => translate(lang, 'careers', k, f);
          const headers = [
            t('applicants.name', 'Name'),
            t('applicants.email', 'Email'),
            t('applicants.mobileNo', 'Mobile No'),
            t('applicants.jobPostCode', 'Job ID'),
            t('applicants.jobPost', 'Job'),
            t('applicants.organization', 'Organization'),
            t('applicants.stage', 'Stage'),
            t('applicants.appliedAt', 'Applied'),
          ];
          const batches = applicants.applicantBatches(s, authOf(req), { ...applicantParams(req.query), page: 1 });
          async function* cells() {
            for await (const rows of batches)
              yield rows.map((a) => [
                a.name,
                a.email,
                a.mobileNo,
                a.jobPostCode,
                a.jobPostTitle,
                a.organizationTitle,
                translate(lang, 'careers', `stages.${a.stage}`, STAGE_LABELS[a.stage as TPipelineStage] ?? a.stage),
                dmyTime(a.createdAt),
              ]);
          }
          return sendExport(reply, { list: 'applicants', format, headers, batches: cells() });
        },
      );
    app.get(
      '/posts/:id/applicants',
      {
        config: { access: 'page:applicationList:view' },
        schema: { tags, params: ZId, querystring: ZApplicantQuery, response: { 200: ZPage(ZApplicantRow) } },
      },
      async (req) => {
        const { rows, total, page, pageSize } = await applicants.listPostApplicants(
          s,
          authOf(req),
          req.params.id,
          applicantParams(req.query),
        );
        return { rows, total, page, pageSize };
      },
    );
    app.get(
      '/posts/:id/board',
      { config: { access: 'page:applicationList:view' }, schema: { tags, params: ZId, response: { 200: ZAny } } },
      async (req) => applicants.postBoard(s, authOf(req), req.params.id),
    );
    app.get(
      '/applicants/:id',
      { config: { access: 'page:applicationList:view' }, schema: { tags, params: ZId, response: { 200: ZAny } } },
      async (req) => applicants.getApplicant(s, authOf(req), req.params.id),
    );
    app.get(
      '/resumes/:fileId',
      {
        config: { access: 'page:applicationList:view' },
        schema: { tags, params: z.object({ fileId: z.string().max(100) }) },
      },
      async (req, reply) => applicants.sendResume(s, authOf(req), req.params.fileId, req, reply),
    );
    app.post(
      '/applicants/stage',
      {
        config: { access: 'page:applicationList:edit' },
        schema: {
          tags,
          body: z.object({ ids: z.array(z.uuid()).min(1).max(applicants.BULK_MOVE_MAX) }).catchall(z.unknown()),
          response: { 200: z.object({ count: z.number(), notified: z.number() }) },
        },
      },
      async (req) => applicants.moveStages(s, authOf(req), req.body.ids, req.body, req),
    );
    app.post(
      '/applicants/:id/stage',
      {
        config: { access: 'page:applicationList:edit' },
        schema: { tags, params: ZId, body: ZAny.nullish(), response: { 200: ZAny } },
      },
      async (req) => applicants.moveStage(s, authOf(req), req.params.id, req.body, req),
    );
    app.post(
      '/applicants/:id/notes',
      {
        config: { access: 'page:applicationList:add' },
        schema: { tags, params: ZId, body: ZAny.nullish(), response: { 201: ZAny } },
      },
      async (req, reply) =>
        reply.code(201).send(await applicants.addNote(s, authOf(req), req.params.id, req.body, req)),
    );

    // --- employees: the company page (`/careercompany/:id`) ---------------------------------------------------
    const emp = 'role:emp' as const;
    const ZOrgCode = z.object({ orgCode: z.string().min(1).max(40) });
    app.get(
      '/company',
      {
        config: { access: emp },
        schema: { tags, response: { 200: z.array(z.object({ code: z.string(), title: z.string() })) } },
      },
      async (req) => boards.employeeOrganizations(s, authOf(req)),
    );
    app.get(
      '/company/:orgCode',
      {
        config: { access: emp },
        schema: { tags, params: ZOrgCode, querystring: ZBoardQuery, response: { 200: ZAny } },
      },
      async (req) => boards.employeeBoard(s, authOf(req), req.params.orgCode, req.query),
    );
    app.get(
      '/company/:orgCode/disclosure',
      {
        config: { access: emp },
        schema: { tags, params: ZOrgCode, response: { 200: z.object({ description: z.string() }) } },
      },
      async (req) => boards.employeeDisclosure(s, authOf(req), req.params.orgCode),
    );
    app.get(
      '/company/:orgCode/jobs/:id',
      { config: { access: emp }, schema: { tags, params: ZOrgCode.extend(ZId.shape), response: { 200: ZAny } } },
      async (req) => boards.employeeJob(s, authOf(req), req.params.orgCode, req.params.id),
    );
    app.post(
      '/company/:orgCode/jobs/:id/apply',
      {
        config: { access: emp },
        schema: {
          tags,
          params: ZOrgCode.extend(ZId.shape),
          consumes: ['multipart/form-data'],
          response: { 201: ZCode },
        },
      },
      async (req, reply) => {
        const language = (req.sessionLookup?.user.language ??
          req.sessionLookup?.tenant?.default_language ??
          'en') as TLanguage;
        return reply
          .code(201)
          .send(
            await applications.employeeApply(
              s,
              authOf(req),
              req.params.orgCode,
              req.params.id,
              await readForm(req),
              req,
              language,
            ),
          );
      },
    );
  };

/**
 * Public routes (`/api/v1/public/:account`): no login, limited per client IP. A failure that is not one of the
 * answers below is logged with the request id and answered as CAREERS_RETRY (the page offers to try again).
 */
export const publicCareerRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['careers'];
    const { readsPerMinute, appliesPerHour } = s.config.careers;
    // the board is hot: its reads are counted in batches (one statement a second per instance, not one per read)
    const reads = limiter(app, 'career-read', readsPerMinute, 60_000, { batch: true });
    const applies = limiter(app, 'career-apply', appliesPerHour, 60 * 60_000);
    const ZAccount = z.object({ account: z.string().min(1).max(40) });
    const ZOrg = ZAccount.extend({ orgCode: z.string().min(1).max(40) });

    app.addHook('onRequest', async (_req, reply) => {
      reply.header('x-request-id', String(_req.id));
    });
    app.setErrorHandler((err, req, reply) => {
      if (err instanceof AppError) throw err;
      const status = (err as { statusCode?: number }).statusCode;
      if ((status && status >= 400 && status < 500) || isDatabaseUnavailable(err)) throw err;
      req.log.error({ err, reqId: req.id, url: req.url }, 'public careers call failed');
      return reply.code(500).send({ code: CAREERS_RETRY.code, message: CAREERS_RETRY.message });
    });

    app.get(
      '/:account/career/:orgCode',
      {
        config: { access: 'public' },
        schema: { tags, params: ZOrg, querystring: ZBoardQuery, response: { 200: ZAny } },
      },
      async (req) => {
        await reads(req, req.ip);
        return boards.publicBoard(s, req.params.account, req.params.orgCode, req.query);
      },
    );
    app.get(
      '/:account/career/:orgCode/disclosure',
      {
        config: { access: 'public' },
        schema: { tags, params: ZOrg, response: { 200: z.object({ description: z.string() }) } },
      },
      async (req) => {
        await reads(req, req.ip);
        return boards.publicDisclosure(s, req.params.account, req.params.orgCode);
      },
    );
    app.get(
      '/:account/jobs/:id',
      { config: { access: 'public' }, schema: { tags, params: ZAccount.extend(ZId.shape), response: { 200: ZAny } } },
      async (req) => {
        await reads(req, req.ip);
        return boards.publicJob(s, req.params.account, req.params.id);
      },
    );
    app.post(
      '/:account/jobs/:id/apply',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: ZAccount.extend(ZId.shape),
          consumes: ['multipart/form-data'],
          response: { 201: ZCode },
        },
      },
      async (req, reply) => {
        await applies(req, req.ip);
        const form = await readForm(req);
        return reply.code(201).send(await applications.publicApply(s, req.params.account, req.params.id, form, req));
      },
    );
    app.get(
      '/:account/career-images/:key',
      { config: { access: 'public' }, schema: { tags, params: ZAccount.extend({ key: z.string().max(40) }) } },
      async (req, reply) => {
        await reads(req, req.ip);
        return boards.careerImage(s, req.params.account, req.params.key, reply);
      },
    );
  };

/** `/{account}/career/{orgCode}/job/{id}`: the share page's path (the web's route), for the index.html meta. */
export const SHARE_PATH = /^\/([A-Za-z0-9]{1,40})\/career\/([^/?#]{1,40})\/job\/([0-9a-fA-F-]{36})\/?(?:[?#].*)?$/;
