import { type SQL, sql } from 'drizzle-orm';
import type { TPostComment } from '@staffdesk/core/announcements-api';
import type { TDb } from '../../platform/db/db.ts';

const COLUMNS = (me: string | null) => sql`
  c.id, c.post_id as "postId", a.title as "postTitle", c.body, c.status, c.author_name as "authorName",
  e.employee_code as "authorCode", ${me ? sql`c.author_employee_id is not distinct from ${me}::uuid` : sql`false`} as mine,
  c.created_at as "createdAt", c.moderated_by_name as "moderatedByName"`;
const FROM = sql`from post_comments c
  join announcements a on a.tenant_id = c.tenant_id and a.id = c.post_id
  left join employees e on e.tenant_id = c.tenant_id and e.id = c.author_employee_id`;
const present = (r: Record<string, unknown>) =>
  ({ ...r, createdAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : String(r.createdAt) }) as TPostComment;

/** A post's comments, oldest first: all of them (HR), or those approved and the reader's own (`employeeId`). */
export async function commentsOf(db: TDb, tenantId: string, postId: string, employeeId?: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(employeeId ?? null)} ${FROM}
     where c.tenant_id = ${tenantId} and c.post_id = ${postId}
       ${employeeId ? sql`and (c.status = 'approved' or c.author_employee_id = ${employeeId})` : sql``}
     order by c.created_at, c.id
     limit 500`);
  return r.rows.map(present);
}

/** Every post's comments in the caller's reach (`within`: the posts a scoped sub admin sees), newest first. */
export async function commentPage(
  db: TDb,
  tenantId: string,
  q: { status?: string; within: SQL | null; limit: number; offset: number },
) {
  const where = sql`where c.tenant_id = ${tenantId} and a.deleted_at is null
    ${q.status ? sql`and c.status = ${q.status}` : sql``}
    ${q.within ? sql`and ${q.within}` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(null)} ${FROM} ${where}
     order by (c.status = 'pending') desc, c.created_at desc, c.id limit ${q.limit} offset ${q.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function commentById(db: TDb, tenantId: string, postId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(null)}, c.author_user_id as "authorUserId" ${FROM}
     where c.tenant_id = ${tenantId} and c.post_id = ${postId} and c.id = ${id}`);
  return r.rows[0]
    ? { comment: present(r.rows[0]), authorUserId: (r.rows[0].authorUserId as string | null) ?? null }
    : null;
}

export async function insertComment(
  db: TDb,
  tenantId: string,
  c: { postId: string; employeeId: string | null; userId: string; name: string; body: string; approved: boolean },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into post_comments (tenant_id, post_id, author_employee_id, author_user_id, author_name, body, status,
                               moderated_at, moderated_by_name)
    values (${tenantId}, ${c.postId}, ${c.employeeId}, ${c.userId}, ${c.name}, ${c.body},
            ${c.approved ? 'approved' : 'pending'}, ${c.approved ? sql`now()` : null}, ${c.approved ? c.name : null})
    returning id`);
  return r.rows[0]!.id;
}

export async function moderate(db: TDb, tenantId: string, id: string, status: 'approved' | 'hidden', by: string) {
  await db.execute(sql`
    update post_comments set status = ${status}, moderated_at = now(), moderated_by_name = ${by}
     where tenant_id = ${tenantId} and id = ${id}`);
}
