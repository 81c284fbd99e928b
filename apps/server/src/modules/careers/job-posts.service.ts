import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMAGE_FIELD,
  JOB_POST_MESSAGES,
  JOB_POST_RICH_FIELDS,
  ZJobPostInput,
  type TJobPostDetail,
  type TJobStatus,
  type TJobVisibility,
} from '@staffdesk/core/careers';
import { auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, fieldCodes, notFound } from '../../platform/errors.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import { sanitizeOptionalRichText, sanitizeRichText } from '../../platform/rich-text.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './careers.repo.ts';
import { camelRow } from '../../platform/db/rows.ts';
import { cacheOf } from './careers.cache.ts';
import { presentDetail, presentRow } from './careers.present.ts';
import { type TListParams, imageOf, UUID, actor, tenantOf, validation, who, listWindow } from './careers.shared.ts';

// --- staff: job posts ---------------------------------------------------------------------------------------------

export type TPostListParams = TListParams & {
  status?: TJobStatus;
  visibility?: TJobVisibility;
  organizationId?: string | null;
  deleted?: boolean;
  all?: boolean;
};

export async function listPosts(s: TServices, auth: TAuth, p: TPostListParams) {
  const r = await s.database.tenant(auth, (db) =>
    repo.listPosts(db, {
      ...listWindow(auth, p, repo.POST_SORTS, 'createdAt', 'desc'),
      deleted: p.deleted ?? false,
      status: p.status,
      visibility: p.visibility,
      organizationId: p.organizationId,
    }),
  );
  return {
    rows: r.rows.map((x) => presentRow(x, auth.account!)),
    total: r.total,
    page: p.page,
    pageSize: p.pageSize,
    raw: r.rows,
  };
}

/** Every matching post in batches from a cursor (the export): the list's filters and sort. */
export async function* postBatches(s: TServices, auth: TAuth, p: TPostListParams) {
  const query = repo.postsExportQuery({
    ...listWindow(auth, { ...p, all: true }, repo.POST_SORTS, 'createdAt', 'desc'),
    deleted: p.deleted ?? false,
    status: p.status,
    visibility: p.visibility,
    organizationId: p.organizationId,
  });
  for await (const rows of s.database.cursor<Record<string, unknown>>(auth, query, { objects: true, rawDates: true }))
    yield rows.map((row) => camelRow<repo.TPostExportRow>(row));
}

/** A post the caller may see (scope), or 404. */
export async function postFor(
  db: TDb,
  auth: TAuth,
  id: string,
  opts: { deleted?: boolean; lock?: boolean } = { deleted: false },
) {
  if (!UUID.test(id)) throw notFound();
  const post = await repo.getPost(db, tenantOf(auth), id, opts);
  // the scope is row-level security's (decision 0012); the check stays as a second line
  if (!post || !inScope(auth, post.organizationId))
    throw notFoundOf({ entity: 'jobPost', table: 'career_job_posts', id });
  return post;
}

export async function getPost(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => presentDetail(await postFor(db, auth, id), auth.account!));
}

/** The body, checked: field codes (400), references of the tenant in the caller's scope, rich text sanitised. */
async function postValues(db: TDb, auth: TAuth, body: unknown) {
  const parsed = ZJobPostInput.safeParse(body ?? {});
  if (!parsed.success) {
    throw validation(
      fieldCodes(parsed.error.issues, (i) => (i.message && !i.message.includes(' ') ? i.message : 'required')),
    );
  }
  const v = { ...parsed.data };
  const tenantId = tenantOf(auth);
  const fields: Record<string, string> = {};
  const org = await repo.orgById(db, tenantId, v.organizationId);
  if (!org || !inScope(auth, org.id)) fields.organizationId = 'invalidReference';
  if (!(await repo.masterExists(db, 'career_job_titles', tenantId, v.jobTitleId)))
    fields.jobTitleId = 'invalidReference';
  if (!(await repo.masterExists(db, 'career_job_types', tenantId, v.jobTypeId))) fields.jobTypeId = 'invalidReference';
  const jd = await repo.jobDescriptionOf(db, tenantId, v.jobDescriptionId);
  // a job description belongs to one organization: the post's
  if (!jd || jd.organizationId !== v.organizationId) fields.jobDescriptionId = 'invalidReference';
  for (const k of JOB_POST_RICH_FIELDS) {
    if (k === 'description') {
      v.description = sanitizeRichText(v.description);
      if (!v.description) fields.description = 'required';
    } else {
      v[k] = sanitizeOptionalRichText(v[k]);
    }
  }
  if (Object.keys(fields).length > 0) throw validation(fields);
  return v;
}

const auditValues = (v: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(v).filter(
      ([k]) => !['tenantId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'createdByName'].includes(k),
    ),
  );

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)) {
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
  }
  return { before: b, after: a };
}

export async function createPost(s: TServices, auth: TAuth, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const v = await postValues(db, auth, body);
    // the series may have been set back below codes already used: take the next free one
    let code: string | undefined;
    for (let i = 0; i < 100; i++) {
      code = await repo.takeJobCode(db, tenantId, v.organizationId);
      if (!code)
        throw new AppError(400, 'noJobIdSeries', JOB_POST_MESSAGES.noJobIdSeries, { organizationId: 'noJobIdSeries' });
      if (!(await repo.codeTaken(db, tenantId, code))) break;
      code = undefined;
    }
    if (!code) throw appError(409, 'duplicate', { code: 'duplicate' });
    const { status, ...rest } = v;
    const id = await repo.insertPost(db, tenantId, { ...rest, code, status }, who(auth));
    await auditIn(
      db,
      { tenantId, actor: actor(auth), action: 'create', entity: 'jobPost', entityId: id, after: { code, ...v } },
      req,
    );
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).invalidate({ tenantId });
  return out;
}

export async function updatePost(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const { status: _status, ...v } = await postValues(db, auth, body);
    await repo.updatePost(db, tenantId, id, v, who(auth));
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'update',
        entity: 'jobPost',
        entityId: id,
        organizationId: v.organizationId,
        ...changed(auditValues(before), v),
      },
      req,
    );
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).invalidate({ tenantId });
  return out;
}

export async function setPostStatus(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const parsed = z.object({ status: z.enum(['draft', 'published', 'unpublished', 'closed']) }).safeParse(body ?? {});
    if (!parsed.success) throw validation({ status: 'invalidOption' });
    const status = parsed.data.status;
    if (status !== before.status) {
      await repo.setPostStatus(db, tenantId, id, status, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actor(auth),
          action: 'careers.status',
          entity: 'jobPost',
          entityId: id,
          organizationId: before.organizationId,
          before: { status: before.status },
          after: { status },
        },
        req,
      );
    }
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).invalidate({ tenantId });
  return out;
}

export async function deletePost(s: TServices, auth: TAuth, id: string, reason: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(auth, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why) throw appError(400, 'reasonRequired', { reason: 'reasonRequired' });
    if (why.length > 500) throw validation({ reason: 'tooLong' });
    await repo.softDeletePost(db, tenantId, id, why, who(auth));
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'delete',
        entity: 'jobPost',
        entityId: id,
        organizationId: before.organizationId,
        before: auditValues(before),
        reason: why,
      },
      req,
    );
  });
  cacheOf(s).invalidate({ tenantId });
}

export async function restorePost(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(auth, async (db) => {
    const before = await postFor(db, auth, id, { deleted: true, lock: true });
    await repo.restorePost(db, tenantId, id, who(auth));
    await auditIn(
      db,
      {
        tenantId,
        actor: actor(auth),
        action: 'restore',
        entity: 'jobPost',
        entityId: id,
        organizationId: before.organizationId,
        before: { deleteReason: before.deleteReason },
      },
      req,
    );
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).invalidate({ tenantId });
  return out;
}

export async function setPostImage(s: TServices, auth: TAuth, id: string, form: TMultipart, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(auth, (db) => postFor(db, auth, id));
  const { file, type } = imageOf(form, IMAGE_FIELD);
  const key = await s.files.save(file.content);
  let old: string | null = null;
  let out: TJobPostDetail;
  try {
    out = await s.database.tenant(auth, async (db) => {
      const before = await postFor(db, auth, id, { deleted: false, lock: true });
      old = before.imageKey;
      await repo.setPostImage(db, tenantId, id, { key, type, size: file.size }, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actor(auth),
          action: 'careers.image',
          entity: 'jobPost',
          entityId: id,
          organizationId: before.organizationId,
          after: { image: { type, size: file.size } },
        },
        req,
      );
      return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
    });
  } catch (e) {
    await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  cacheOf(s).invalidate({ tenantId });
  return out;
}

export async function deletePostImage(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  let old: string | null = null;
  const out = await s.database.tenant(auth, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    old = before.imageKey;
    if (old) {
      await repo.setPostImage(db, tenantId, id, null, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actor(auth),
          action: 'careers.image.delete',
          entity: 'jobPost',
          entityId: id,
          organizationId: before.organizationId,
        },
        req,
      );
    }
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  if (old) await s.files.remove(old);
  cacheOf(s).invalidate({ tenantId });
  return out;
}
