import { UUID } from '@staffdesk/core/form-fields';
import { ZModerateBody, ZPostCommentBody } from '@staffdesk/core/announcements-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import { mineSql } from './announcements.repo.ts';
import { found, POSTS, within } from './announcements.service.ts';
import * as repo from './post-comments.repo.ts';

const BLOG = POSTS.blog;

/** HR: every comment of a post in their reach, oldest first. */
export const postComments = (s: TServices, auth: TAuth, postId: string) =>
  s.database.tenant(auth, async (db) => {
    await found(db, auth, BLOG, postId);
    return repo.commentsOf(db, auth.tenantId!, postId);
  });

/** HR comments on a post: shown at once (no one moderates HR). */
export async function addStaffComment(s: TServices, auth: TAuth, postId: string, raw: unknown, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    await found(db, auth, BLOG, postId);
    const { body } = parseBody(ZPostCommentBody, raw);
    const id = await repo.insertComment(db, tenantId, {
      postId,
      employeeId: null,
      userId: auth.userId,
      name: auth.userName,
      body,
      approved: true,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'blogComment.create',
        entity: 'blogComment',
        entityId: id,
        after: { postId, body },
      },
      req,
    );
    return (await repo.commentById(db, tenantId, postId, id))!.comment;
  });
}

/** Approves or hides a comment of a post in the caller's reach; audited. */
export async function moderateComment(
  s: TServices,
  auth: TAuth,
  postId: string,
  commentId: string,
  raw: unknown,
  req: TRequestInfo,
) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    await found(db, auth, BLOG, postId);
    const before = UUID.test(commentId) ? await repo.commentById(db, tenantId, postId, commentId) : null;
    if (!before) throw notFound();
    const { status } = parseBody(ZModerateBody, raw);
    await repo.moderate(db, tenantId, commentId, status, auth.userName);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'blogComment.moderate',
        entity: 'blogComment',
        entityId: commentId,
        before: { status: before.comment.status },
        after: { status },
      },
      req,
    );
    return (await repo.commentById(db, tenantId, postId, commentId))!.comment;
  });
}

/** The moderation queue: every post's comments in the caller's reach, pending first. */
export async function commentQueue(s: TServices, auth: TAuth, q: TListQuery & { status?: string }) {
  const r = await s.database.tenant(auth, (db) =>
    repo.commentPage(db, auth.tenantId!, {
      status: q.status || undefined,
      within: within(auth),
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** The employee's post (one shown to them today), or 404; the module is the tenant's `blogs` feature. */
async function asReader<T>(
  s: TServices,
  auth: TAuth,
  postId: string,
  fn: (db: TDb, me: { id: string; name: string; organizationId: string; departmentId: string | null }) => Promise<T>,
) {
  if (!auth.features.blogs) throw notFound();
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    const post = UUID.test(postId) ? (await db.execute(mineSql(auth.tenantId!, 'blog', me.id, postId))).rows[0] : null;
    if (!post) throw notFound();
    return fn(db, me);
  });
}

export const myPostComments = (s: TServices, auth: TAuth, postId: string) =>
  asReader(s, auth, postId, (db, me) => repo.commentsOf(db, auth.tenantId!, postId, me.id));

/** An employee comments: waiting for HR's approval; those who moderate the blog are told. */
export async function addMyComment(s: TServices, auth: TAuth, postId: string, raw: unknown, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return asReader(s, auth, postId, async (db, me) => {
    const { body } = parseBody(ZPostCommentBody, raw);
    const id = await repo.insertComment(db, tenantId, {
      postId,
      employeeId: me.id,
      userId: auth.userId,
      name: me.name,
      body,
      approved: false,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'blogComment.create',
        entity: 'blogComment',
        entityId: id,
        organizationId: me.organizationId,
        after: { postId, body },
      },
      req,
    );
    const c = (await repo.commentById(db, tenantId, postId, id))!.comment;
    const hr = await approvers(db, tenantId, me.organizationId, me.departmentId, 'blogs', 'edit');
    await notifyUsers(db, tenantId, hr, {
      kind: 'blogComment',
      params: { name: me.name, title: c.postTitle },
      link: `/${await accountOf(db, tenantId)}/blog/comments?status=pending`,
    });
    return { ...c, mine: true };
  });
}
