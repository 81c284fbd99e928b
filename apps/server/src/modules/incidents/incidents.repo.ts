import { type SQL, sql } from 'drizzle-orm';
import type { TIncident, TIncidentComment, TIncidentFile } from '@staffdesk/core/incidents-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import type { TInvolved } from './incidents.tables.ts';

const COLUMNS = sql`
  i.id, i.number, i.organization_id as "organizationId", o.title as "organizationName", i.type,
  i.occurred_at as "occurredAt", i.place, i.description, i.priority, i.status, i.people,
  i.assignee_id as "assigneeId", i.assignee_name as "assigneeName", i.reported_by_name as "reportedByName",
  i.closed_at as "closedAt", i.closed_by_name as "closedByName",
  (select count(*)::int from incident_files f where f.tenant_id = i.tenant_id and f.incident_id = i.id) as "fileCount",
  i.created_at as "createdAt", i.updated_at as "updatedAt"`;

const FROM = sql`from incidents i join organizations o on o.tenant_id = i.tenant_id and o.id = i.organization_id`;

const present = (r: Record<string, unknown>) =>
  ({
    ...r,
    occurredAt: iso(r.occurredAt),
    closedAt: iso(r.closedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }) as TIncident;

export type TIncidentFilter = {
  tenantId: string;
  search?: string;
  status?: string;
  priority?: string;
  type?: string;
  /** days it happened on, in its organization's calendar */
  from?: string;
  to?: string;
};

const day = sql`(i.occurred_at at time zone o.timezone)::date`;

const where = (f: TIncidentFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where i.tenant_id = ${f.tenantId}
    ${like ? sql`and (i.number ilike ${like} or i.place ilike ${like} or i.description ilike ${like} or i.people::text ilike ${like})` : sql``}
    ${f.status ? sql`and i.status = ${f.status}` : sql``}
    ${f.priority ? sql`and i.priority = ${f.priority}` : sql``}
    ${f.type ? sql`and i.type = ${f.type}` : sql``}
    ${f.from ? sql`and ${day} >= ${f.from}::date` : sql``}
    ${f.to ? sql`and ${day} <= ${f.to}::date` : sql``}`;
};

/** Open ones first, the most serious first, then the latest. */
const ORDER = sql`order by case i.status when 'closed' then 1 else 0 end,
  case i.priority when 'veryHigh' then 0 when 'high' then 1 when 'moderate' then 2 else 3 end,
  i.occurred_at desc, i.id`;

export async function incidentPage(db: TDb, f: TIncidentFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function incidentsFor(db: TDb, f: TIncidentFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit}`,
  );
  return rows.rows.map(present);
}

export async function incidentById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where({ tenantId })} and i.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

/** The incident's row locked (one change at a time), if it is in reach. */
export async function lockIncident(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; status: string; organizationId: string; number: string }>(sql`
    select id, status, organization_id as "organizationId", number from incidents
     where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

export type TIncidentRow = {
  organizationId: string;
  type: string;
  occurredAt: string;
  place: string;
  description: string;
  priority: string;
  people: TInvolved[];
};

export async function insertIncident(
  db: TDb,
  tenantId: string,
  number: string,
  v: TIncidentRow,
  by: { id: string; name: string },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into incidents (tenant_id, number, organization_id, type, occurred_at, place, description, priority,
                           people, reported_by, reported_by_name)
    values (${tenantId}, ${number}, ${v.organizationId}, ${v.type}, ${v.occurredAt}, ${v.place}, ${v.description},
            ${v.priority}, ${JSON.stringify(v.people)}::jsonb, ${by.id}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateIncident(db: TDb, tenantId: string, id: string, v: TIncidentRow) {
  await db.execute(sql`
    update incidents set organization_id = ${v.organizationId}, type = ${v.type}, occurred_at = ${v.occurredAt},
           place = ${v.place}, description = ${v.description}, priority = ${v.priority},
           people = ${JSON.stringify(v.people)}::jsonb, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setAssignee(db: TDb, tenantId: string, id: string, user: { id: string; name: string } | null) {
  await db.execute(sql`
    update incidents set assignee_id = ${user?.id ?? null}, assignee_name = ${user?.name ?? null}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setStatus(db: TDb, tenantId: string, id: string, status: string, by: string) {
  await db.execute(sql`
    update incidents set status = ${status}, updated_at = now(),
           closed_at = case when ${status} = 'closed' then now() end,
           closed_by_name = case when ${status} = 'closed' then ${by}::text end
     where tenant_id = ${tenantId} and id = ${id}`);
}

/** The people named in a report, as they are now: active or not, employees by id, visits by id. */
export async function involved(db: TDb, tenantId: string, people: { kind: string; id: string }[]) {
  const employees = people.filter((p) => p.kind === 'employee').map((p) => p.id);
  const visits = people.filter((p) => p.kind === 'visitor').map((p) => p.id);
  const r = await db.execute<TInvolved>(sql`
    select 'employee' as kind, e.id, concat_ws(' ', e.first_name, e.last_name) as name, e.employee_code as detail
      from employees e
     where e.tenant_id = ${tenantId} and e.id = any(${sql.param(employees)}::uuid[]) and e.deleted_at is null
    union all
    select 'visitor', v.id, v.visitor_name, v.company
      from visits v where v.tenant_id = ${tenantId} and v.id = any(${sql.param(visits)}::uuid[])`);
  return r.rows;
}

/** Employees and visits to name in a report, by name (or Employee ID, or company): at most 20 of each. */
export async function peopleOptions(db: TDb, tenantId: string, search: string) {
  const like = `%${escapeLike(search)}%`;
  const r = await db.execute<TInvolved>(sql`
    (select 'employee' as kind, e.id, concat_ws(' ', e.first_name, e.last_name) as name, e.employee_code as detail
       from employees e
      where e.tenant_id = ${tenantId} and e.deleted_at is null
        and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like})
      order by e.first_name, e.last_name limit 20)
    union all
    (select 'visitor', v.id, v.visitor_name, concat_ws(' · ', v.company,
            to_char(coalesce(v.checked_in_at, v.expected_on::timestamptz, v.created_at), 'YYYY-MM-DD'))
       from visits v
      where v.tenant_id = ${tenantId} and (v.visitor_name ilike ${like} or v.company ilike ${like})
      order by coalesce(v.checked_in_at, v.created_at) desc limit 20)`);
  return r.rows;
}

/** The organizations an incident may be in, and whom it may be assigned to (HR, sub admins and guards). */
export async function options(db: TDb, tenantId: string) {
  const orgs = await db.execute<{ id: string; title: string }>(sql`
    select id, title from organizations where tenant_id = ${tenantId} and deleted_at is null order by title`);
  const users = await db.execute<{ id: string; name: string; loginType: string }>(sql`
    select id, concat_ws(' ', first_name, last_name) as name, login_type as "loginType" from users
     where tenant_id = ${tenantId} and not disabled and login_type in ('hr_admin', 'sub_admin', 'security')
     order by first_name, last_name`);
  return { organizations: orgs.rows, assignees: users.rows };
}

export async function assignee(db: TDb, tenantId: string, userId: string) {
  const r = await db.execute<{ id: string; name: string }>(sql`
    select id, concat_ws(' ', first_name, last_name) as name from users
     where tenant_id = ${tenantId} and id = ${userId} and not disabled
       and login_type in ('hr_admin', 'sub_admin', 'security')`);
  return r.rows[0] ?? null;
}

export async function organizationOf(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; timezone: string }>(sql`
    select id, timezone from organizations where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
  return r.rows[0] ?? null;
}

// files

const FILE_COLUMNS = sql`id, kind, type, name, size::float8 as size, created_by_name as "createdByName", created_at as "createdAt"`;

export async function filesOf(db: TDb, tenantId: string, incidentId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${FILE_COLUMNS} from incident_files where tenant_id = ${tenantId} and incident_id = ${incidentId}
     order by created_at, id`);
  return r.rows.map((x) => ({ ...x, createdAt: iso(x.createdAt) }) as TIncidentFile);
}

export async function countFiles(db: TDb, tenantId: string, incidentId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from incident_files where tenant_id = ${tenantId} and incident_id = ${incidentId}`);
  return r.rows[0]!.n;
}

export type TNewFile = { kind: string; key: string; thumbKey: string | null; type: string; name: string; size: number };

export async function insertFiles(
  db: TDb,
  tenantId: string,
  incidentId: string,
  files: TNewFile[],
  by: { id: string; name: string },
) {
  for (const f of files)
    await db.execute(sql`
      insert into incident_files (tenant_id, incident_id, kind, file_key, thumb_key, type, name, size, created_by,
                                  created_by_name)
      values (${tenantId}, ${incidentId}, ${f.kind}, ${f.key}, ${f.thumbKey}, ${f.type}, ${f.name}, ${f.size},
              ${by.id}, ${by.name})`);
}

export async function fileById(db: TDb, tenantId: string, incidentId: string, id: string) {
  const r = await db.execute<{
    id: string;
    kind: string;
    key: string;
    thumbKey: string | null;
    type: string;
    name: string;
    size: number;
  }>(sql`
    select id, kind, file_key as key, thumb_key as "thumbKey", type, name, size::float8 as size from incident_files
     where tenant_id = ${tenantId} and incident_id = ${incidentId} and id = ${id}`);
  return r.rows[0] ?? null;
}

export async function deleteFile(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from incident_files where tenant_id = ${tenantId} and id = ${id}`);
}

// comments

export async function commentsOf(db: TDb, tenantId: string, incidentId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select id, event, text, value, author_name as "authorName", created_at as "createdAt" from incident_comments
     where tenant_id = ${tenantId} and incident_id = ${incidentId} order by created_at, id`);
  return r.rows.map((x) => ({ ...x, createdAt: iso(x.createdAt) }) as TIncidentComment);
}

export async function insertComment(
  db: TDb,
  tenantId: string,
  incidentId: string,
  c: { event: 'comment' | 'assigned' | 'status'; text: string; value: string | null },
  by: { id: string; name: string },
) {
  await db.execute(sql`
    insert into incident_comments (tenant_id, incident_id, event, text, value, author_id, author_name)
    values (${tenantId}, ${incidentId}, ${c.event}, ${c.text}, ${c.value}, ${by.id}, ${by.name})`);
}
