import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssignmentPage,
  ZAssignResult,
  ZCourseDetail,
  ZCoursePage,
  ZCourseQuery,
  ZMyCourseDetail,
  ZMyCourses,
} from '@staffdesk/core/training-api';
import { sendPdf } from '../../platform/files/files.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as assignments from './assignments.service.ts';
import * as courses from './courses.service.ts';
import * as learning from './learning.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZChapterId = ZId.extend({ chapterId: z.string().max(64) });

/**
 * Training (issue 18): courses, chapters and assignments are staff's (the `training` page); `/training/mine` is the
 * employee's own — the services check who may, behind the tenant's feature.
 */
export const trainingRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['training'];
    const view = 'page:training:view' as const;
    const edit = 'page:training:edit' as const;
    const course = { tags, params: ZId, response: { 200: ZCourseDetail } };
    const chapter = { tags, params: ZChapterId, response: { 200: ZCourseDetail } };
    app.get(
      '/courses',
      {
        config: { access: view },
        schema: { tags, querystring: ZListQuery.extend(ZCourseQuery.shape), response: { 200: ZCoursePage } },
      },
      async (req) => courses.listCourses(s, authOf(req), req.query),
    );
    app.post(
      '/courses',
      { config: { access: 'page:training:add' }, schema: { tags, response: { 201: ZCourseDetail } } },
      async (req, reply) => reply.code(201).send(await courses.addCourse(s, authOf(req), req.body, req)),
    );
    app.get('/courses/:id', { config: { access: view }, schema: course }, async (req) =>
      courses.getCourse(s, authOf(req), req.params.id),
    );
    app.put('/courses/:id', { config: { access: edit }, schema: course }, async (req) =>
      courses.editCourse(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/courses/:id',
      { config: { access: 'page:training:delete' }, schema: { tags, params: ZId } },
      async (req, reply) => {
        await courses.deleteCourse(s, authOf(req), req.params.id, req);
        return reply.code(204).send();
      },
    );

    // chapters
    app.post('/courses/:id/chapters', { config: { access: edit }, schema: course }, async (req) =>
      courses.addChapter(s, authOf(req), req.params.id, req.body, req),
    );
    app.put('/courses/:id/chapters/order', { config: { access: edit }, schema: course }, async (req) =>
      courses.orderChapters(s, authOf(req), req.params.id, req.body, req),
    );
    app.put('/courses/:id/chapters/:chapterId', { config: { access: edit }, schema: chapter }, async (req) =>
      courses.editChapter(s, authOf(req), req.params.id, req.params.chapterId, req.body, req),
    );
    app.delete('/courses/:id/chapters/:chapterId', { config: { access: edit }, schema: chapter }, async (req) =>
      courses.deleteChapter(s, authOf(req), req.params.id, req.params.chapterId, req),
    );
    app.post(
      '/courses/:id/chapters/:chapterId/file',
      { config: { access: edit }, schema: { ...chapter, consumes: ['multipart/form-data'] } },
      async (req) => courses.attachFile(s, authOf(req), req.params.id, req.params.chapterId, req),
    );
    app.get(
      '/courses/:id/chapters/:chapterId/file',
      { config: { access: view }, schema: { tags, params: ZChapterId } },
      async (req, reply) => courses.downloadFile(s, authOf(req), req.params.id, req.params.chapterId, reply),
    );
    app.delete('/courses/:id/chapters/:chapterId/file', { config: { access: edit }, schema: chapter }, async (req) =>
      courses.removeFile(s, authOf(req), req.params.id, req.params.chapterId, req),
    );

    // assignments
    app.get(
      '/courses/:id/assignments',
      {
        config: { access: view },
        schema: { tags, params: ZId, querystring: ZListQuery, response: { 200: ZAssignmentPage } },
      },
      async (req) => assignments.listAssignments(s, authOf(req), req.params.id, req.query),
    );
    app.post(
      '/courses/:id/assignments',
      { config: { access: 'page:training:add' }, schema: { tags, params: ZId, response: { 200: ZAssignResult } } },
      async (req) => assignments.assign(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete(
      '/courses/:id/assignments/:assignmentId',
      {
        config: { access: 'page:training:delete' },
        schema: { tags, params: ZId.extend({ assignmentId: z.string().max(64) }) },
      },
      async (req, reply) => {
        await assignments.unassign(s, authOf(req), req.params.id, req.params.assignmentId, req);
        return reply.code(204).send();
      },
    );

    // the employee's own
    app.get(
      '/training/mine',
      { config: { access: 'tenant' }, schema: { tags, response: { 200: ZMyCourses } } },
      async (req) => learning.myCourses(s, authOf(req)),
    );
    const mine = { tags, params: ZId, response: { 200: ZMyCourseDetail } };
    app.get('/training/mine/:id', { config: { access: 'tenant' }, schema: mine }, async (req) =>
      learning.myCourse(s, authOf(req), req.params.id),
    );
    app.post(
      '/training/mine/:id/chapters/:chapterId/done',
      { config: { access: 'tenant' }, schema: { ...mine, params: ZChapterId } },
      async (req) => learning.chapterDone(s, authOf(req), req.params.id, req.params.chapterId, req),
    );
    app.get(
      '/training/mine/:id/chapters/:chapterId/file',
      { config: { access: 'tenant' }, schema: { tags, params: ZChapterId } },
      async (req, reply) => learning.chapterFile(s, authOf(req), req.params.id, req.params.chapterId, reply),
    );
    app.get(
      '/training/mine/:id/certificate.pdf',
      {
        config: { access: 'tenant', heavy: true },
        schema: { tags, params: ZId, querystring: z.object({ lang: z.enum(['en', 'km', 'zh']).optional() }) },
      },
      async (req, reply) => {
        const lang = req.query.lang ?? req.sessionLookup?.user.language ?? 'en';
        const pdf = await learning.certificate(s, authOf(req), req.params.id, lang);
        const name = translate(lang, 'training', 'certificate.file', 'certificate');
        return sendPdf(reply, { fileName: `${name}.pdf`, pdf });
      },
    );
  };
