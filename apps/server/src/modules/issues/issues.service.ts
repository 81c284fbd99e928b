import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import {
  ISSUE_FILE_FIELD,
  type TIssueDetail,
  ZIssueBody,
  ZIssueComment,
  ZIssueUpdate,
} from '@staffdesk/core/issues-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { readAttachment, withSavedFile } from '../../platform/files/attachment.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { requestSubject } from '../leave/leave-filing.service.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import * as repo from './issues.repo.ts';

const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** The module is the tenant's `issue` feature (the staff routes' page carries it; employees' are checked here). */
const requireFeature = (auth: TAuth) => {
  if (!auth.features.issue) throw notFound();
};

/** Who handles an employee's issues: HR admins and the sub admins who may edit issues within the employee's reach. */
const handlers = (db: TDb, tenantId: string, head: { organizationId: string; departmentId: string | null }) =>
  approvers(db, tenantId, head.organizationId, head.departmentId, 'issues', 'edit');

const headOf = repo.employeeOf;

const link = async (db: TDb, tenantId: string, mine: boolean, id: string) =>
  `/${await accountOf(db, tenantId)}/${mine ? 'myissues' : 'employeesissues/view'}/${id}`;

const audit = (
  db: TDb,
  auth: TAuth,
  action: 'create' | 'update' | 'comment' | 'delete',
  i: { id: string; number: number; title: string },
  organizationId: string,
  change: { before: object | null; after: object },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `issue.${action}`,
      entity: 'issue',
      entityId: i.id,
      organizationId,
      ...change,
    },
    req,
  );

async function category(db: TDb, tenantId: string, id: string) {
  const c = (await repo.categories(db, tenantId)).find((x) => x.id === id);
  if (!c) throw appError(400, 'validation', { categoryId: 'invalidReference' });
  return c;
}

/** Files an issue for the caller (`self`) or, by HR, for an employee in their reach; HR's bells ring. */
export async function fileIssue(s: TServices, auth: TAuth, form: TMultipart, self: boolean, req: TRequestInfo) {
  if (self) requireFeature(auth);
  const b = parseBody(ZIssueBody, form.fields);
  const upload = readAttachment(form.files, ISSUE_FILE_FIELD);
  return withSavedFile(s, upload, (file) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const head = await requestSubject(db, auth, self, form.fields.employeeId);
      const c = await category(db, tenantId, b.categoryId);
      const priority = b.priority ?? c.priority;
      const made = await repo.insertIssue(db, tenantId, { ...b, priority, employeeId: head.id }, file, {
        id: auth.userId,
        name: auth.userName,
      });
      const i = { id: made.id, number: made.number, title: b.title };
      await audit(
        db,
        auth,
        'create',
        i,
        head.organizationId,
        {
          before: null,
          after: { number: i.number, title: b.title, employee: head.name, category: c.name, priority },
        },
        req,
      );
      await notifyUsers(
        db,
        tenantId,
        (await handlers(db, tenantId, head)).filter((u) => u !== auth.userId),
        {
          kind: 'issueFiled',
          params: { name: head.name, number: i.number, title: b.title, id: i.id },
          link: await link(db, tenantId, false, i.id),
        },
      );
      return (await repo.issueDetail(db, tenantId, i.id, { viewer: auth.userId }))!;
    }),
  );
}

export async function listIssues(
  s: TServices,
  auth: TAuth,
  q: TListQuery & { status?: string; priority?: string; categoryId?: string; assignee?: string },
) {
  const assignee = q.assignee === 'me' ? auth.userId : q.assignee || undefined;
  if (assignee && assignee !== 'none' && !UUID.test(assignee))
    throw appError(400, 'validation', { assignee: 'invalidReference' });
  if (q.categoryId && !UUID.test(q.categoryId)) throw appError(400, 'validation', { categoryId: 'invalidReference' });
  const r = await s.database.tenant(auth, (db) =>
    repo.issuePage(
      db,
      {
        tenantId: auth.tenantId!,
        status: q.status || undefined,
        priority: q.priority || undefined,
        categoryId: q.categoryId || undefined,
        assignee,
        search: q.search?.trim() || undefined,
      },
      page(q),
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** An issue in the caller's reach (HR) or of their own (`self`). */
async function found(db: TDb, auth: TAuth, id: string, self: boolean): Promise<TIssueDetail> {
  let employeeId: string | undefined;
  if (self) {
    requireFeature(auth);
    employeeId = (await requestSubject(db, auth, true, undefined)).id;
  }
  const i = UUID.test(id) ? await repo.issueDetail(db, auth.tenantId!, id, { viewer: auth.userId, employeeId }) : null;
  if (!i) throw notFound();
  return i;
}

export const getIssue = (s: TServices, auth: TAuth, id: string, self: boolean) =>
  s.database.tenant(auth, (db) => found(db, auth, id, self));

export async function assigneesFor(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => {
    const i = await found(db, auth, id, false);
    const head = await headOf(db, auth.tenantId!, i.employeeId);
    return repo.userNames(db, auth.tenantId!, await handlers(db, auth.tenantId!, head));
  });
}

const shape = (i: TIssueDetail) => ({
  status: i.status,
  priority: i.priority,
  category: i.categoryName,
  assignee: i.assigneeName,
});

/** HR changes an issue: status, priority, category, assignee; the employee hears of a new status, an assignee of theirs. */
export async function updateIssue(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await found(db, auth, id, false);
    const u = parseBody(ZIssueUpdate, raw);
    await category(db, tenantId, u.categoryId);
    const head = await headOf(db, tenantId, before.employeeId);
    let assigneeName: string | null = null;
    if (u.assigneeId) {
      const may = await handlers(db, tenantId, head);
      if (!may.includes(u.assigneeId)) throw appError(400, 'validation', { assigneeId: 'invalidReference' });
      assigneeName = (await repo.userNames(db, tenantId, [u.assigneeId]))[0]?.name ?? null;
    }
    await repo.updateIssue(db, tenantId, id, { ...u, assigneeId: u.assigneeId, assigneeName });
    const after = await found(db, auth, id, false);
    await audit(db, auth, 'update', after, head.organizationId, { before: shape(before), after: shape(after) }, req);
    const params = { number: after.number, title: after.title, id: after.id };
    if (after.status !== before.status) {
      if (head.userId && head.userId !== auth.userId)
        await notifyUsers(db, tenantId, [head.userId], {
          kind: 'issueStatus',
          params: { ...params, status: after.status },
          link: await link(db, tenantId, true, id),
        });
    }
    if (after.assigneeId && after.assigneeId !== before.assigneeId && after.assigneeId !== auth.userId)
      await notifyUsers(db, tenantId, [after.assigneeId], {
        kind: 'issueAssigned',
        params,
        link: await link(db, tenantId, false, id),
      });
    return after;
  });
}

/**
 * A comment: HR's tells the employee; the employee's tells the assignee (or, unassigned, whoever handles it). A
 * closed issue takes no more comments from the employee.
 */
export async function comment(
  s: TServices,
  auth: TAuth,
  id: string,
  form: TMultipart,
  self: boolean,
  req: TRequestInfo,
) {
  // a stranger's id is 404 whatever the form
  await s.database.tenant(auth, (db) => found(db, auth, id, self));
  const body = parseBody(ZIssueComment, form.fields).body;
  const upload = readAttachment(form.files, ISSUE_FILE_FIELD);
  if (!body && !upload) throw appError(400, 'validation', { body: 'required' });
  return withSavedFile(s, upload, (file) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const i = await found(db, auth, id, self);
      if (self && i.status === 'closed') throw appError(409, 'issueClosed');
      const head = await headOf(db, tenantId, i.employeeId);
      await repo.insertComment(
        db,
        tenantId,
        {
          issueId: i.id,
          sender: self ? 'employee' : 'staff',
          authorUserId: auth.userId,
          authorName: self ? head.name : auth.userName,
          body,
        },
        file,
      );
      await audit(
        db,
        auth,
        'comment',
        i,
        head.organizationId,
        { before: null, after: { file: file?.name ?? null } },
        req,
      );
      const params = { name: self ? head.name : auth.userName, number: i.number, title: i.title, id: i.id };
      const to = self
        ? i.assigneeId
          ? [i.assigneeId]
          : await handlers(db, tenantId, head)
        : [head.userId].filter((x): x is string => !!x);
      await notifyUsers(
        db,
        tenantId,
        to.filter((u) => u !== auth.userId),
        { kind: 'issueComment', params, link: await link(db, tenantId, !self, i.id) },
      );
      return found(db, auth, id, self);
    }),
  );
}

export async function deleteIssue(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const i = await found(db, auth, id, false);
    const head = await headOf(db, auth.tenantId!, i.employeeId);
    await repo.deleteIssue(db, auth.tenantId!, id, auth.userName, reason);
    await audit(db, auth, 'delete', i, head.organizationId, { before: shape(i), after: { reason } }, req);
  });
}

export async function sendFile(
  s: TServices,
  auth: TAuth,
  reply: FastifyReply,
  id: string,
  fileId: string,
  self: boolean,
) {
  const f = await s.database.tenant(auth, async (db) => {
    await found(db, auth, id, self);
    return UUID.test(fileId) ? repo.fileOf(db, auth.tenantId!, id, fileId) : null;
  });
  if (!f) throw notFound();
  return sendStoredFile(reply, s.files, { ...f, type: f.type as TFileType });
}

export async function myIssues(s: TServices, auth: TAuth) {
  requireFeature(auth);
  return s.database.tenant(auth, async (db) => {
    const me = await requestSubject(db, auth, true, undefined);
    return repo.issuesOf(db, auth.tenantId!, me.id);
  });
}

export async function myCategories(s: TServices, auth: TAuth) {
  requireFeature(auth);
  return s.database.tenant(auth, (db) => repo.categories(db, auth.tenantId!));
}
