import type { FastifyReply, FastifyRequest } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import {
  CHAPTER_FILE_FIELD,
  type TChapter,
  type TCourseDetail,
  ZChapterBody,
  ZChapterOrder,
  ZCourseBody,
} from '@staffdesk/core/training-api';
import { entityAudit, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { readAttachment, withSavedFile } from '../../platform/files/attachment.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { readForm } from '../../platform/files/uploads.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './courses.repo.ts';

/**
 * Courses and their chapters (issue 18, decision 0044): HR and sub admins with the `training` page write them,
 * behind the tenant's `training` feature. Courses are the tenant's; a course given to anyone is not deleted, nor is
 * a chapter someone has done. Every change is audited; a chapter's stored file goes with it.
 */

export function staffAccess(auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'>) {
  if (!auth.features.training) throw notFound();
  authorize(`page:training:${action}`, auth);
}

const audit = entityAudit('course');

export async function listCourses(s: TServices, auth: TAuth, q: TListQuery & { status?: string; typeId?: string }) {
  staffAccess(auth, 'view');
  const r = await s.database.tenant(auth, (db) =>
    repo.coursePage(
      db,
      {
        tenantId: auth.tenantId!,
        search: q.search?.trim() || undefined,
        status: q.status || undefined,
        typeId: q.typeId || undefined,
      },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function detailOf(db: TDb, auth: TAuth, id: string): Promise<TCourseDetail> {
  const c = UUID.test(id) ? await repo.courseById(db, auth.tenantId!, id) : null;
  if (!c) throw notFound();
  return { ...c, chapterList: await repo.chaptersOf(db, auth.tenantId!, id) };
}

export async function getCourse(s: TServices, auth: TAuth, id: string) {
  staffAccess(auth, 'view');
  return s.database.tenant(auth, (db) => detailOf(db, auth, id));
}

const courseShape = (c: TCourseDetail) => ({
  title: c.title,
  type: c.type.name,
  description: c.description,
  status: c.status,
  chapters: c.chapterList.map((h) => h.title),
});

/** The body checked; a course is published only once it has a chapter. */
async function rowOf(db: TDb, auth: TAuth, input: unknown, chapters: number) {
  const body = parseBody(ZCourseBody, input);
  if (!(await repo.courseTypeExists(db, auth.tenantId!, body.typeId)))
    throw appError(400, 'validation', { typeId: 'invalidReference' });
  if (body.status === 'published' && chapters === 0) throw appError(400, 'validation', { status: 'noChapters' });
  return body;
}

export async function addCourse(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'add');
  return s.database.tenant(auth, async (db) => {
    const id = await repo.insertCourse(db, auth.tenantId!, await rowOf(db, auth, input, 0), auth.userId);
    const after = await detailOf(db, auth, id);
    await audit(db, auth, 'create', id, { after: courseShape(after) }, req);
    return after;
  });
}

async function locked(db: TDb, auth: TAuth, id: string) {
  if (!UUID.test(id) || !(await repo.lockCourse(db, auth.tenantId!, id))) throw notFound();
  return detailOf(db, auth, id);
}

export async function editCourse(s: TServices, auth: TAuth, id: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, id);
    const row = await rowOf(db, auth, input, before.chapterList.length);
    await repo.updateCourse(db, auth.tenantId!, id, row);
    const after = await detailOf(db, auth, id);
    await audit(db, auth, 'update', id, { before: courseShape(before), after: courseShape(after) }, req);
    return after;
  });
}

export async function deleteCourse(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  staffAccess(auth, 'delete');
  const keys = await s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, id);
    if ((await repo.assignmentCount(db, auth.tenantId!, id)) > 0) throw appError(409, 'courseAssigned');
    const files = await repo.fileKeysOf(db, auth.tenantId!, id);
    await repo.deleteCourse(db, auth.tenantId!, id);
    await audit(db, auth, 'delete', id, { before: courseShape(before) }, req);
    return files;
  });
  for (const key of keys) await s.files.remove(key);
}

// chapters

/** The chapter's body, its topics' rich text made safe. */
const chapterRow = (input: unknown): repo.TChapterRow => {
  const body = parseBody(ZChapterBody, input);
  return {
    title: body.title,
    topics: body.topics.map((x) => ({ title: x.title, content: sanitizeRichText(x.content) })),
    videoUrls: body.videoUrls,
  };
};

const chapterShape = (h: Pick<TChapter, 'title' | 'topics' | 'videoUrls'>) => ({
  title: h.title,
  topics: h.topics.map((x) => x.title),
  videoUrls: h.videoUrls,
});

async function lockedChapter(db: TDb, auth: TAuth, courseId: string, chapterId: string) {
  await locked(db, auth, courseId);
  const h = UUID.test(chapterId) ? await repo.chapterById(db, auth.tenantId!, courseId, chapterId) : null;
  if (!h) throw notFound();
  return h;
}

export async function addChapter(s: TServices, auth: TAuth, courseId: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, courseId);
    const row = chapterRow(input);
    const id = await repo.insertChapter(db, auth.tenantId!, courseId, row);
    await audit(db, auth, 'addChapter', courseId, { after: { chapterId: id, ...chapterShape(row) } }, req);
    // a new chapter reopens nobody's completed course: completion is kept as it was earned
    return { ...before, chapterList: await repo.chaptersOf(db, auth.tenantId!, courseId) };
  });
}

export async function editChapter(
  s: TServices,
  auth: TAuth,
  courseId: string,
  chapterId: string,
  input: unknown,
  req: TRequestInfo,
) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await lockedChapter(db, auth, courseId, chapterId);
    const row = chapterRow(input);
    await repo.updateChapter(db, auth.tenantId!, chapterId, row);
    await audit(
      db,
      auth,
      'updateChapter',
      courseId,
      { before: { chapterId, ...chapterShape(before) }, after: { chapterId, ...chapterShape(row) } },
      req,
    );
    return detailOf(db, auth, courseId);
  });
}

export async function deleteChapter(s: TServices, auth: TAuth, courseId: string, chapterId: string, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  const { result, key } = await s.database.tenant(auth, async (db) => {
    const before = await lockedChapter(db, auth, courseId, chapterId);
    if ((await repo.chapterDoneCount(db, auth.tenantId!, chapterId)) > 0) throw appError(409, 'chapterDone');
    await repo.deleteChapter(db, auth.tenantId!, chapterId);
    await audit(db, auth, 'deleteChapter', courseId, { before: { chapterId, ...chapterShape(before) } }, req);
    return { result: await detailOf(db, auth, courseId), key: before.fileKey };
  });
  if (key) await s.files.remove(key);
  return result;
}

export async function orderChapters(s: TServices, auth: TAuth, courseId: string, input: unknown, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const before = await locked(db, auth, courseId);
    const { ids } = parseBody(ZChapterOrder, input);
    const known = before.chapterList.map((h) => h.id);
    if (ids.length !== known.length || new Set(ids).size !== ids.length || ids.some((x) => !known.includes(x)))
      throw appError(400, 'validation', { ids: 'invalidReference' });
    await repo.setChapterOrder(db, auth.tenantId!, courseId, ids);
    const after = await detailOf(db, auth, courseId);
    await audit(
      db,
      auth,
      'orderChapters',
      courseId,
      {
        before: { chapters: before.chapterList.map((h) => h.title) },
        after: { chapters: after.chapterList.map((h) => h.title) },
      },
      req,
    );
    return after;
  });
}

/** Attaches a file (PDF or picture, checked by content) to a chapter, in place of the one it had. */
export async function attachFile(s: TServices, auth: TAuth, courseId: string, chapterId: string, req: FastifyRequest) {
  staffAccess(auth, 'edit');
  // the chapter first: another tenant's id is 404 whatever the body
  await s.database.tenant(auth, (db) => lockedChapter(db, auth, courseId, chapterId));
  const upload = readAttachment((await readForm(req)).files, CHAPTER_FILE_FIELD);
  if (!upload) throw appError(400, 'validation', { [CHAPTER_FILE_FIELD]: 'required' });
  let replaced: string | null = null;
  const result = await withSavedFile(s, upload, (file) =>
    s.database.tenant(auth, async (db) => {
      const before = await lockedChapter(db, auth, courseId, chapterId);
      replaced = before.fileKey;
      await repo.setChapterFile(db, auth.tenantId!, chapterId, file);
      await audit(db, auth, 'attachFile', courseId, { after: { chapterId, name: file!.name } }, req);
      return detailOf(db, auth, courseId);
    }),
  );
  if (replaced) await s.files.remove(replaced);
  return result;
}

export async function removeFile(s: TServices, auth: TAuth, courseId: string, chapterId: string, req: TRequestInfo) {
  staffAccess(auth, 'edit');
  const { result, key } = await s.database.tenant(auth, async (db) => {
    const before = await lockedChapter(db, auth, courseId, chapterId);
    if (!before.fileKey) throw notFound();
    await repo.setChapterFile(db, auth.tenantId!, chapterId, null);
    await audit(db, auth, 'removeFile', courseId, { before: { chapterId, name: before.file?.name } }, req);
    return { result: await detailOf(db, auth, courseId), key: before.fileKey };
  });
  await s.files.remove(key);
  return result;
}

/** Sends a chapter's file: to staff, and (learning.service) to an employee the course is given to. */
export async function sendChapterFile(
  s: TServices,
  reply: FastifyReply,
  f: { fileKey: string | null; file: TChapter['file'] },
) {
  if (!f.fileKey || !f.file) throw notFound();
  return sendStoredFile(reply, s.files, { key: f.fileKey, name: f.file.name, type: f.file.type as TFileType });
}

export async function downloadFile(
  s: TServices,
  auth: TAuth,
  courseId: string,
  chapterId: string,
  reply: FastifyReply,
) {
  staffAccess(auth, 'view');
  const h = await s.database.tenant(auth, async (db) => {
    await detailOf(db, auth, courseId);
    const x = UUID.test(chapterId) ? await repo.chapterById(db, auth.tenantId!, courseId, chapterId) : null;
    if (!x) throw notFound();
    return x;
  });
  return sendChapterFile(s, reply, h);
}
