import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TMyCourseDetail } from '@staffdesk/core/training-api';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as repo from './assignments.repo.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { chapterById, chaptersOf } from './courses.repo.ts';
import { sendChapterFile } from './courses.service.ts';

/**
 * An employee's training (issue 18, decision 0044): the published courses given to them, each chapter marked done
 * as they go; the last one completes the course, which then gives a certificate PDF in their language. Audited.
 */

const audit = entityAudit('courseAssignment');

async function me(db: TDb, auth: TAuth) {
  if (!auth.features.training || auth.loginType !== 'emp') throw notFound();
  const e = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
  if (!e) throw appError(404, 'noEmployeeRecord');
  return e.id;
}

export async function myCourses(s: TServices, auth: TAuth) {
  return s.database.tenant(auth, async (db) => repo.myCourses(db, auth.tenantId!, await me(db, auth)));
}

async function mine(db: TDb, auth: TAuth, assignmentId: string): Promise<TMyCourseDetail> {
  const employeeId = await me(db, auth);
  const a = UUID.test(assignmentId) ? await repo.myCourse(db, auth.tenantId!, employeeId, assignmentId) : null;
  if (!a) throw notFound();
  const done = await repo.doneChapters(db, auth.tenantId!, assignmentId);
  const chapters = await chaptersOf(db, auth.tenantId!, a.courseId);
  return { ...a, chapters: chapters.map((h) => ({ ...h, doneAt: done.get(h.id) ?? null })) };
}

export async function myCourse(s: TServices, auth: TAuth, assignmentId: string) {
  return s.database.tenant(auth, (db) => mine(db, auth, assignmentId));
}

/** Marks a chapter done; the last one completes the course. */
export async function chapterDone(
  s: TServices,
  auth: TAuth,
  assignmentId: string,
  chapterId: string,
  req: TRequestInfo,
) {
  return s.database.tenant(auth, async (db) => {
    const before = await mine(db, auth, assignmentId);
    await repo.lockAssignment(db, auth.tenantId!, assignmentId);
    if (!before.chapters.some((h) => h.id === chapterId)) throw notFound();
    if (await repo.markDone(db, auth.tenantId!, assignmentId, chapterId)) {
      const title = before.chapters.find((h) => h.id === chapterId)!.title;
      await audit(db, auth, 'chapterDone', assignmentId, { after: { courseId: before.courseId, chapter: title } }, req);
    }
    const after = await mine(db, auth, assignmentId);
    if (!after.completedAt && after.done >= after.total) {
      await repo.completeAssignment(db, auth.tenantId!, assignmentId);
      await audit(
        db,
        auth,
        'complete',
        assignmentId,
        { after: { courseId: after.courseId, course: after.title } },
        req,
      );
      return mine(db, auth, assignmentId);
    }
    return after;
  });
}

export async function chapterFile(
  s: TServices,
  auth: TAuth,
  assignmentId: string,
  chapterId: string,
  reply: FastifyReply,
) {
  const h = await s.database.tenant(auth, async (db) => {
    const a = await mine(db, auth, assignmentId);
    const x = UUID.test(chapterId) ? await chapterById(db, auth.tenantId!, a.courseId, chapterId) : null;
    if (!x) throw notFound();
    return x;
  });
  return sendChapterFile(s, reply, h);
}

/** The certificate of a completed course, in the employee's language. */
export async function certificate(s: TServices, auth: TAuth, assignmentId: string, lang: string) {
  const c = await s.database.tenant(auth, async (db) => {
    const a = await mine(db, auth, assignmentId);
    if (!a.completedAt) throw appError(409, 'courseNotCompleted');
    return repo.certificateOf(db, auth.tenantId!, assignmentId);
  });
  if (!c) throw notFound();
  const day = todayIn(c.timezone, new Date(String(c.completedAt)));
  const [y, m, d] = day.split('-');
  return certificatePdf(
    {
      name: c.name,
      code: c.code,
      organization: c.organization,
      course: c.course,
      type: c.type,
      chapters: c.chapters,
      day: `${d}-${m}-${y}`,
      reference: assignmentId.slice(0, 8).toUpperCase(),
    },
    lang,
  );
}
