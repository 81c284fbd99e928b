import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TLeaveRow } from '@staffdesk/core/leave-api';
import type { TScheduleKind } from '@staffdesk/core/schedules';
import type { TDb } from '../../platform/db/db.ts';
import { dbErrorOf } from '../../platform/http/error-log.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/** The plan of each day of a range for an employee (`schedule_of`: scheduled, default, rest, holiday or none). */
export async function dayPlan(db: TDb, tenantId: string, employeeId: string, from: string, to: string) {
  const r = await db.execute<{ day: string; kind: TScheduleKind }>(sql`
    select to_char(g.d, 'YYYY-MM-DD') as day, so.kind
      from generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
     cross join lateral schedule_of(${tenantId}, ${employeeId}, g.d::date) so
     order by g.d`);
  return r.rows;
}

export type TTypeRules = {
  id: string;
  name: string;
  halfDayAllowed: boolean;
  hourlyAllowed: boolean;
  hoursPerDay: string;
  countHolidays: boolean;
  countRestDays: boolean;
  maxConsecutiveDays: number | null;
  attachmentRequired: boolean;
  attachmentAfterDays: string | null;
  allowNegative: boolean;
  negativeLimitDays: string | null;
};

/** A live leave type's rules, or null. */
export async function typeRules(db: TDb, tenantId: string, id: string): Promise<TTypeRules | null> {
  const r = await db.execute<TTypeRules>(sql`
    select id, name, half_day_allowed as "halfDayAllowed", hourly_allowed as "hourlyAllowed",
           trim_scale(hours_per_day)::text as "hoursPerDay", count_holidays as "countHolidays",
           count_rest_days as "countRestDays", max_consecutive_days as "maxConsecutiveDays",
           attachment_required as "attachmentRequired", attachment_after_days::text as "attachmentAfterDays",
           allow_negative as "allowNegative", negative_limit_days::text as "negativeLimitDays"
      from leave_types where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
  return r.rows[0] ?? null;
}

/**
 * Holds the employee's leave for the rest of the transaction: two requests or decisions for one person are taken
 * one after the other, so the second sees the first's days (the balance check cannot be raced past).
 */
export async function lockEmployee(db: TDb, tenantId: string, employeeId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${tenantId}:${employeeId}`}, 0))`);
}

/** The whole ledger's sum of a type, and the days of pending requests (one request left out when named). */
export async function totals(db: TDb, tenantId: string, employeeId: string, leaveTypeId: string, except?: string) {
  const r = await db.execute<{ balance: string; pending: string }>(sql`
    select coalesce((select sum(days) from leave_ledger where tenant_id = ${tenantId} and employee_id = ${employeeId}
                        and leave_type_id = ${leaveTypeId}), 0)::text as balance,
           coalesce((select sum(days) from leave_requests where tenant_id = ${tenantId} and employee_id = ${employeeId}
                        and leave_type_id = ${leaveTypeId} and status = 1
                        ${except ? sql`and id <> ${except}` : sql``}), 0)::text as pending`);
  return r.rows[0]!;
}

export type TRequestInsert = {
  tenantId: string;
  organizationId: string;
  employeeId: string;
  leaveTypeId: string;
  reason: string;
  fromDate: string;
  toDate: string;
  part: string;
  startHalf: number;
  endHalf: number;
  hours: string | null;
  days: string;
  source: 'admin' | 'self' | 'public';
  createdBy: string | null;
  createdByName: string | null;
  attachment: { key: string; name: string; type: string; size: number } | null;
};

/** Writes a request; null when it shares a half day with a pending or approved one (the exclusion constraint). */
export async function insertRequest(db: TDb, q: TRequestInsert): Promise<string | null> {
  try {
    const r = await db.execute<{ id: string }>(sql`
      insert into leave_requests (tenant_id, organization_id, employee_id, leave_type_id, reason, from_date, to_date, part,
                                  start_half, end_half, hours, days, source, created_by, created_by_name,
                                  attachment_key, attachment_name, attachment_type, attachment_size)
      values (${q.tenantId}, ${q.organizationId}, ${q.employeeId}, ${q.leaveTypeId}, ${q.reason}, ${q.fromDate}, ${q.toDate},
              ${q.part}, ${q.startHalf}, ${q.endHalf}, ${q.hours}, ${q.days}, ${q.source}, ${q.createdBy}, ${q.createdByName},
              ${q.attachment?.key ?? null}, ${q.attachment?.name ?? null}, ${q.attachment?.type ?? null},
              ${q.attachment?.size ?? null})
      returning id`);
    return r.rows[0]!.id;
  } catch (e) {
    const pg = dbErrorOf(e);
    if (pg?.code === '23P01' && pg.constraint === 'leave_requests_overlap_ex') return null;
    throw e;
  }
}

const ROW = sql`
  q.id, q.employee_id as "employeeId", e.employee_code as "employeeCode",
  trim(e.first_name || ' ' || e.last_name) as "employeeName", o.title as "organizationTitle",
  dep.name as "departmentName", q.leave_type_id as "leaveTypeId", lt.name as "leaveTypeName", lt.color_code as "colorCode",
  q.reason, to_char(q.from_date, 'YYYY-MM-DD') as "fromDate", to_char(q.to_date, 'YYYY-MM-DD') as "toDate", q.part,
  q.start_half as "startHalf", q.end_half as "endHalf", trim_scale(q.hours)::text as hours,
  trim_scale(q.days)::text as days, q.status, q.source, q.created_by_name as "createdByName",
  to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  q.decided_by_name as "decidedByName",
  to_char(q.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "decidedAt",
  q.decision_comment as "decisionComment", q.attachment_name as "attachmentName"`;
const FROM = sql`
  leave_requests q
  join employees e on e.tenant_id = q.tenant_id and e.id = q.employee_id
  join organizations o on o.tenant_id = q.tenant_id and o.id = q.organization_id
  left join departments dep on dep.tenant_id = e.tenant_id and dep.id = e.department_id
  join leave_types lt on lt.tenant_id = q.tenant_id and lt.id = q.leave_type_id`;

/** One request (in the caller's scope), or null; `lock` holds it for a decision. */
export async function requestById(db: TDb, tenantId: string, id: string, lock = false) {
  const r = await db.execute<
    TLeaveRow & { organizationId: string; attachmentKey: string | null; attachmentType: string | null }
  >(sql`
    select ${ROW}, q.organization_id as "organizationId", q.attachment_key as "attachmentKey",
           q.attachment_type as "attachmentType"
      from ${FROM} where q.tenant_id = ${tenantId} and q.id = ${id} ${lock ? sql`for update of q` : sql``}`);
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
    update leave_requests set status = ${d.status}, decided_by = ${d.by}, decided_by_name = ${d.name},
           decided_at = now(), decision_comment = ${d.comment}
     where tenant_id = ${tenantId} and id = ${id}`);
}

export type TRequestFilter = {
  tenantId: string;
  from: string;
  to: string;
  status?: number;
  /** pending and approved (the team calendar) */
  live?: boolean;
  organizationId?: string;
  departmentId?: string;
  leaveTypeId?: string;
  employeeId?: string;
  search?: string;
};

/** Requests overlapping a range, in the caller's scope. */
function requestQuery(f: TRequestFilter): SQL {
  const conds = [sql`q.tenant_id = ${f.tenantId}`, sql`q.from_date <= ${f.to}`, sql`q.to_date >= ${f.from}`];
  if (f.status) conds.push(sql`q.status = ${f.status}`);
  if (f.live) conds.push(sql`q.status in (1, 2)`);
  if (f.organizationId) conds.push(sql`q.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  if (f.leaveTypeId) conds.push(sql`q.leave_type_id = ${f.leaveTypeId}`);
  if (f.employeeId) conds.push(sql`q.employee_id = ${f.employeeId}`);
  if (f.search) conds.push(employeeSearch(f.search));
  return sql`select ${ROW}, q.created_at as sort_at from ${FROM} where ${sql.join(conds, sql` and `)}`;
}

const ORDER = sql`order by "fromDate" desc, sort_at desc, id`;
const strip = ({ sort_at: _s, ...r }: TLeaveRow & { sort_at?: unknown }) => r as TLeaveRow;

export async function requestPage(db: TDb, f: TRequestFilter, page: { limit: number; offset: number }) {
  const q = requestQuery(f);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TLeaveRow>(
    sql`select * from (${q}) x ${ORDER} limit ${page.limit} offset ${page.offset}`,
  );
  return { rows: rows.rows.map(strip), total: total.rows[0]?.n ?? 0 };
}

/** Pending and approved requests of a range for the team calendar, by employee; at most `limit` (one more tells). */
export async function calendarRows(db: TDb, f: TRequestFilter, limit: number) {
  const rows = await db.execute<TLeaveRow>(
    sql`select * from (${requestQuery({ ...f, live: true })}) x order by "employeeName", "employeeId", "fromDate"
         limit ${limit + 1}`,
  );
  return { rows: rows.rows.slice(0, limit).map(strip), truncated: rows.rows.length > limit };
}

export const requestExportQuery = (f: TRequestFilter) =>
  new PgDialect().sqlToQuery(sql`select * from (${requestQuery(f)}) x ${ORDER}`);
export const presentRequest = strip;
