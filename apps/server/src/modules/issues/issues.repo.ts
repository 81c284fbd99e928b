import { sql } from 'drizzle-orm';
import type { TIssue, TIssueDetail, TIssueInput, TIssueNote, TIssuePriority } from '@staffdesk/core/issues-api';
import type { TDb } from '../../platform/db/db.ts';
import type { TSavedAttachment } from '../../platform/files/attachment.ts';
import { escapeLike } from '../../platform/db/like.ts';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v));

const COLUMNS = sql`
  i.id, i.number, i.title, i.category_id as "categoryId", c.name as "categoryName", i.priority, i.status,
  i.employee_id as "employeeId", concat_ws(' ', e.first_name, e.last_name) as "employeeName",
  e.employee_code as "employeeCode", d.name as "departmentName", i.assignee_id as "assigneeId",
  i.assignee_name as "assigneeName",
  (select count(*)::int from issue_comments n where n.tenant_id = i.tenant_id and n.issue_id = i.id) as comments,
  i.created_by_name as "createdByName", i.created_at as "createdAt", i.updated_at as "updatedAt"`;

const FROM = sql`from issues i
  join employees e on e.tenant_id = i.tenant_id and e.id = i.employee_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
  left join ticket_categories c on c.tenant_id = i.tenant_id and c.id = i.category_id`;

const present = (r: Record<string, unknown>) =>
  ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }) as TIssue;

export type TIssueFilter = {
  tenantId: string;
  status?: string;
  priority?: string;
  categoryId?: string;
  /** a login, or 'none' for the unassigned */
  assignee?: string;
  employeeId?: string;
  search?: string;
};

const where = (f: TIssueFilter) => sql`
  where i.tenant_id = ${f.tenantId} and i.deleted_at is null
    ${
      f.status === 'active'
        ? sql`and i.status in ('open', 'inProgress')`
        : f.status
          ? sql`and i.status = ${f.status}`
          : sql``
    }
    ${f.priority ? sql`and i.priority = ${f.priority}` : sql``}
    ${f.categoryId ? sql`and i.category_id = ${f.categoryId}` : sql``}
    ${f.assignee === 'none' ? sql`and i.assignee_id is null` : f.assignee ? sql`and i.assignee_id = ${f.assignee}` : sql``}
    ${f.employeeId ? sql`and i.employee_id = ${f.employeeId}` : sql``}
    ${
      f.search
        ? sql`and (i.title ilike ${`%${escapeLike(f.search)}%`} or i.number::text = ${f.search.replace(/^#/, '')}
               or concat_ws(' ', e.first_name, e.last_name) ilike ${`%${escapeLike(f.search)}%`}
               or e.employee_code ilike ${`%${escapeLike(f.search)}%`})`
        : sql``
    }`;

/** Most urgent first among the waiting, then the newest. */
const ORDER = sql`order by (i.status in ('open', 'inProgress')) desc,
  array_position(array['veryHigh', 'high', 'moderate', 'low'], i.priority), i.created_at desc, i.id`;

export async function issuePage(db: TDb, f: TIssueFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

/** An employee's own issues, newest first. */
export async function issuesOf(db: TDb, tenantId: string, employeeId: string): Promise<TIssue[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where({ tenantId, employeeId })} order by i.created_at desc, i.id limit 200`);
  return r.rows.map(present);
}

/** One issue with its comments (`employeeId`: only if it is that employee's); `viewer` marks one's own. */
export async function issueDetail(
  db: TDb,
  tenantId: string,
  id: string,
  o: { viewer: string; employeeId?: string },
): Promise<TIssueDetail | null> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS}, i.description, i.file_name as "fileName", i.file_type as "fileType", i.file_size as "fileSize",
           i.resolved_at as "resolvedAt", i.closed_at as "closedAt"
      ${FROM} ${where({ tenantId, employeeId: o.employeeId })} and i.id = ${id}`);
  const x = r.rows[0];
  if (!x) return null;
  const notes = await db.execute<Record<string, unknown>>(sql`
    select id, sender, author_name as "authorName", body, file_name as "fileName", file_type as "fileType",
           file_size as "fileSize", created_at as "createdAt", author_user_id = ${o.viewer} as mine
      from issue_comments where tenant_id = ${tenantId} and issue_id = ${id}
     order by created_at, id`);
  const file = (row: Record<string, unknown>, fileId: string) =>
    row.fileName
      ? { id: fileId, name: row.fileName as string, type: row.fileType as string, size: Number(row.fileSize) }
      : null;
  const { fileName: _n, fileType: _t, fileSize: _s, ...rest } = x;
  return {
    ...present(rest),
    description: x.description as string,
    attachment: file(x, x.id as string),
    resolvedAt: iso(x.resolvedAt),
    closedAt: iso(x.closedAt),
    notes: notes.rows.map(
      (n): TIssueNote => ({
        id: n.id as string,
        sender: n.sender as 'staff' | 'employee',
        authorName: n.authorName as string,
        body: n.body as string,
        attachment: file(n, n.id as string),
        createdAt: iso(n.createdAt)!,
        mine: n.mine === true,
      }),
    ),
  } as TIssueDetail;
}

/** Files an issue with the tenant's next number. */
export async function insertIssue(
  db: TDb,
  tenantId: string,
  b: TIssueInput & { priority: string; employeeId: string },
  file: TSavedAttachment,
  by: { id: string; name: string },
): Promise<{ id: string; number: number }> {
  const n = await db.execute<{ last: number }>(sql`
    insert into issue_numbers (tenant_id, last) values (${tenantId}, 1)
    on conflict (tenant_id) do update set last = issue_numbers.last + 1
    returning last`);
  const r = await db.execute<{ id: string; number: number }>(sql`
    insert into issues (tenant_id, number, employee_id, title, description, category_id, priority, file_key, file_name,
                        file_type, file_size, created_by, created_by_name)
    values (${tenantId}, ${n.rows[0]!.last}, ${b.employeeId}, ${b.title}, ${b.description}, ${b.categoryId},
           ${b.priority}, ${file?.key ?? null}, ${file?.name ?? null}, ${file?.type ?? null}, ${file?.size ?? null},
           ${by.id}, ${by.name})
    returning id, number`);
  return r.rows[0]!;
}

export async function updateIssue(
  db: TDb,
  tenantId: string,
  id: string,
  u: { status: string; priority: string; categoryId: string; assigneeId: string | null; assigneeName: string | null },
) {
  await db.execute(sql`
    update issues
       set status = ${u.status}, priority = ${u.priority}, category_id = ${u.categoryId},
           assignee_id = ${u.assigneeId}, assignee_name = ${u.assigneeName}, updated_at = now(),
           resolved_at = case when ${u.status} = 'resolved' then coalesce(resolved_at, now())
                              when ${u.status} in ('open', 'inProgress') then null else resolved_at end,
           closed_at = case when ${u.status} = 'closed' then coalesce(closed_at, now()) else null end
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function insertComment(
  db: TDb,
  tenantId: string,
  c: { issueId: string; sender: 'staff' | 'employee'; authorUserId: string; authorName: string; body: string },
  file: TSavedAttachment,
) {
  await db.execute(sql`
    insert into issue_comments (tenant_id, issue_id, sender, author_user_id, author_name, body, file_key, file_name,
                                file_type, file_size)
    values (${tenantId}, ${c.issueId}, ${c.sender}, ${c.authorUserId}, ${c.authorName}, ${c.body}, ${file?.key ?? null},
            ${file?.name ?? null}, ${file?.type ?? null}, ${file?.size ?? null})`);
  await db.execute(sql`update issues set updated_at = now() where tenant_id = ${tenantId} and id = ${c.issueId}`);
}

/** The issue's own file (fileId = its id) or one of its comments'. */
export async function fileOf(db: TDb, tenantId: string, issueId: string, fileId: string) {
  const r = await db.execute<{ key: string; name: string; type: string }>(sql`
    select file_key as key, file_name as name, file_type as type from issues
     where tenant_id = ${tenantId} and id = ${issueId} and id = ${fileId} and file_key is not null
    union all
    select file_key, file_name, file_type from issue_comments
     where tenant_id = ${tenantId} and issue_id = ${issueId} and id = ${fileId} and file_key is not null`);
  return r.rows[0] ?? null;
}

export async function deleteIssue(db: TDb, tenantId: string, id: string, by: string, reason: string) {
  await db.execute(sql`
    update issues set deleted_at = now(), deleted_by_name = ${by}, delete_reason = ${reason}
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

/** The names of some logins, by id (whom an issue may be assigned to). */
export async function userNames(db: TDb, tenantId: string, ids: string[]) {
  const r = await db.execute<{ id: string; name: string }>(sql`
    select id, trim(first_name || ' ' || last_name) as name from users
     where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])
     order by 2`);
  return r.rows;
}

export async function categories(db: TDb, tenantId: string) {
  const r = await db.execute<{ id: string; name: string; priority: TIssuePriority }>(sql`
    select id, name, priority from ticket_categories where tenant_id = ${tenantId} and deleted_at is null order by name`);
  return r.rows;
}

/** The employee an issue is about, deleted or not: who handles it and whom to tell. */
export async function employeeOf(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<{
    id: string;
    name: string;
    organizationId: string;
    departmentId: string | null;
    userId: string | null;
  }>(sql`
    select id, trim(first_name || ' ' || last_name) as name, organization_id as "organizationId",
           department_id as "departmentId", user_id as "userId"
      from employees where tenant_id = ${tenantId} and id = ${employeeId}`);
  return r.rows[0]!;
}
