import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TOtRow } from '@staffdesk/core/overtime-api';
import type { TDb } from '../../platform/db/db.ts';
import { dbErrorOf } from '../../platform/http/error-log.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/**
 * Whether the employee has attendance on the shift date and the organization has not closed it (spec: 'Attendance
 * Not Present this Day or Closed').
 */
export async function attendanceOpen(
  db: TDb,
  tenantId: string,
  employeeId: string,
  organizationId: string,
  day: string,
) {
  const r = await db.execute<{ present: boolean; closed: boolean }>(sql`
    select exists (select 1 from attendance a where a.tenant_id = ${tenantId} and a.employee_id = ${employeeId}
                     and a.shift_date = ${day} and a.deleted_at is null) as present,
           exists (select 1 from attendance_closings c where c.tenant_id = ${tenantId}
                     and c.organization_id = ${organizationId} and ${day}::date between c.from_date and c.to_date)
             as closed`);
  const x = r.rows[0]!;
  return x.present && !x.closed;
}

export type TOtInsert = {
  tenantId: string;
  organizationId: string;
  employeeId: string;
  otDate: string;
  fromTime: string;
  toTime: string;
  otType: number;
  totalMinutes: number;
  remark: string;
  source: 'admin' | 'self' | 'public';
  createdBy: string | null;
  createdByName: string | null;
};

/** Writes a request; null when it overlaps a live one of the employee (the exclusion constraint). */
export async function insertRequest(db: TDb, q: TOtInsert): Promise<string | null> {
  try {
    const r = await db.execute<{ id: string }>(sql`
      insert into ot_requests (tenant_id, organization_id, employee_id, ot_date, from_time, to_time, ot_type,
                               total_minutes, remark, source, created_by, created_by_name)
      values (${q.tenantId}, ${q.organizationId}, ${q.employeeId}, ${q.otDate}, ${q.fromTime}, ${q.toTime}, ${q.otType},
              ${q.totalMinutes}, ${q.remark}, ${q.source}, ${q.createdBy}, ${q.createdByName})
      returning id`);
    return r.rows[0]!.id;
  } catch (e) {
    const pg = dbErrorOf(e);
    if (pg?.code === '23P01' && pg.constraint === 'ot_requests_overlap_ex') return null;
    throw e;
  }
}

const ROW = sql`
  q.id, q.employee_id as "employeeId", e.employee_code as "employeeCode",
  trim(e.first_name || ' ' || e.last_name) as "employeeName", o.title as "organizationTitle",
  dep.name as "departmentName", to_char(q.ot_date, 'YYYY-MM-DD') as "otDate",
  to_char(q.from_time, 'HH24:MI') as "fromTime", to_char(q.to_time, 'HH24:MI') as "toTime",
  q.ot_type::int as "otType", q.total_minutes as "totalMinutes", q.remark, q.status::int as status, q.source,
  q.created_by_name as "createdByName",
  to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  q.decided_by_name as "decidedByName",
  to_char(q.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "decidedAt",
  q.decision_comment as "decisionComment",
  to_char(q.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "deletedAt",
  q.deleted_by_name as "deletedByName", q.delete_reason as "deleteReason"`;
const FROM = sql`
  ot_requests q
  join employees e on e.tenant_id = q.tenant_id and e.id = q.employee_id
  join organizations o on o.tenant_id = q.tenant_id and o.id = q.organization_id
  left join departments dep on dep.tenant_id = e.tenant_id and dep.id = e.department_id`;

export type TOtFull = TOtRow & { organizationId: string; departmentId: string | null };

/** One live request (in the caller's scope), or null; `lock` holds it for a decision. */
export async function requestById(db: TDb, tenantId: string, id: string, lock = false): Promise<TOtFull | null> {
  const r = await db.execute<TOtFull>(sql`
    select ${ROW}, q.organization_id as "organizationId", e.department_id as "departmentId"
      from ${FROM} where q.tenant_id = ${tenantId} and q.id = ${id} and q.deleted_at is null
      ${lock ? sql`for update of q` : sql``}`);
  return r.rows[0] ?? null;
}

/** Sets a request's decision (approve, reject, cancel) and who made it. */
export async function decide(
  db: TDb,
  tenantId: string,
  id: string,
  d: { status: number; by: string | null; name: string | null; comment: string | null },
) {
  await db.execute(sql`
    update ot_requests set status = ${d.status}, decided_by = ${d.by}, decided_by_name = ${d.name},
           decided_at = now(), decision_comment = ${d.comment}
     where tenant_id = ${tenantId} and id = ${id}`);
}

/** Deletes a request (kept for the deleted list, with why). */
export async function remove(
  db: TDb,
  tenantId: string,
  id: string,
  d: { by: string | null; name: string | null; reason: string },
) {
  await db.execute(sql`
    update ot_requests set deleted_at = now(), deleted_by = ${d.by}, deleted_by_name = ${d.name},
           delete_reason = ${d.reason}
     where tenant_id = ${tenantId} and id = ${id}`);
}

export type TOtFilter = {
  tenantId: string;
  from: string;
  to: string;
  deleted: boolean;
  status?: number;
  otType?: number;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
  search?: string;
};

/** Requests of days in a range, in the caller's scope: the live ones, or the deleted ones. */
function requestQuery(f: TOtFilter): SQL {
  const conds = [
    sql`q.tenant_id = ${f.tenantId}`,
    sql`q.ot_date between ${f.from} and ${f.to}`,
    f.deleted ? sql`q.deleted_at is not null` : sql`q.deleted_at is null`,
  ];
  if (f.status) conds.push(sql`q.status = ${f.status}`);
  if (f.otType) conds.push(sql`q.ot_type = ${f.otType}`);
  if (f.organizationId) conds.push(sql`q.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  if (f.employeeId) conds.push(sql`q.employee_id = ${f.employeeId}`);
  if (f.search) conds.push(employeeSearch(f.search));
  return sql`select ${ROW}, q.created_at as sort_at from ${FROM} where ${sql.join(conds, sql` and `)}`;
}

const ORDER = sql`order by "otDate" desc, "fromTime" desc, sort_at desc, id`;
const strip = ({ sort_at: _s, ...r }: TOtRow & { sort_at?: unknown }) => r as TOtRow;

export async function requestPage(db: TDb, f: TOtFilter, page: { limit: number; offset: number }) {
  const q = requestQuery(f);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TOtRow>(sql`select * from (${q}) x ${ORDER} limit ${page.limit} offset ${page.offset}`);
  return { rows: rows.rows.map(strip), total: total.rows[0]?.n ?? 0 };
}

/** Minutes per OT type and status of the filtered requests (the list's totals: what payroll will pay). */
export async function requestTotals(db: TDb, f: TOtFilter) {
  const r = await db.execute<{ otType: number; status: number; minutes: number }>(sql`
    select "otType", status, sum("totalMinutes")::int as minutes from (${requestQuery(f)}) x
     group by "otType", status order by "otType", status`);
  return r.rows;
}

export const requestExportQuery = (f: TOtFilter) =>
  new PgDialect().sqlToQuery(sql`select * from (${requestQuery(f)}) x ${ORDER}`);
export const presentRequest = strip;
