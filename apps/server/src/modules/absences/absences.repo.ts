import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TAbsenceRow } from '@staffdesk/core/absences';
import { addDays, utcDay } from '@staffdesk/core/dates';
import type { TDb } from '../../platform/db/db.ts';
import { employeeSearch } from '../employees/employee-search.ts';

export type TAbsenceFilter = {
  tenantId: string;
  from: string;
  to: string;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
  search?: string;
  /** days only of each organization's own today (the dashboard) */
  todayOnly?: boolean;
  now: Date;
};

/**
 * Every active employee in the caller's scope (row-level security) on each day of the range they were employed
 * (between joining and leaving), with the day's plan by `schedule_of` as `so`: the rows absences and the Staff IN
 * OUT report are made of (`e` employee, `o` organization, `dep` department, `g.d` the day).
 */
export function employeeDays(f: TAbsenceFilter) {
  const conds = [sql`e.tenant_id = ${f.tenantId}`, sql`e.deleted_at is null`, sql`e.status = 'active'`];
  if (f.organizationId) conds.push(sql`e.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  if (f.employeeId) conds.push(sql`e.id = ${f.employeeId}`);
  if (f.search) conds.push(employeeSearch(f.search));
  return {
    from: sql`employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments dep on dep.tenant_id = e.tenant_id and dep.id = e.department_id
     cross join (select d::date from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d) g
     cross join lateral schedule_of(e.tenant_id, e.id, g.d) so`,
    where: sql`${sql.join(conds, sql` and `)}
       and (e.join_date is null or g.d >= e.join_date) and (e.exit_date is null or g.d <= e.exit_date)`,
  };
}

/** The shift `sh` of day `g.d` has started, plus its late grace, by `now`. */
export const shiftDue = (now: Date) =>
  sql`((g.d + sh.start_time) at time zone o.timezone) + make_interval(mins => sh.late_grace_minutes) <= ${now.toISOString()}::timestamptz`;

/**
 * Approved leave covering the whole day `g.d` of `e` (issue 13): a day inside a request, or an end taken whole (not
 * an end that starts or stops at half time). Hourly leave leaves the rest of the day to be worked.
 */
const onLeave = sql`exists (
  select 1 from leave_requests q
   where q.tenant_id = e.tenant_id and q.employee_id = e.id and q.status = 2 and q.part <> 'hourly'
     and g.d between q.from_date and q.to_date
     and not (g.d = q.from_date and q.start_half = 2) and not (g.d = q.to_date and q.end_half = 1))`;

/**
 * The absent days of a range, as a query: employee days (`employeeDays`) with a shift (rest days and holidays have
 * none) that had started plus its late grace by `now`, with no attendance record of the date and no approved leave for the whole of it.
 */
export function absenceQuery(f: TAbsenceFilter): SQL {
  const d = employeeDays(f);
  const now = f.now.toISOString();
  return sql`
    select e.id as "employeeId", e.employee_code as "employeeCode", trim(e.first_name || ' ' || e.last_name) as "employeeName",
           dep.name as "departmentName", o.title as "organizationTitle", to_char(g.d, 'YYYY-MM-DD') as day,
           sh.code as "shiftCode", sh.name as "shiftName", to_char(sh.start_time, 'HH24:MI') as "startTime",
           to_char(sh.end_time, 'HH24:MI') as "endTime", so.kind = 'scheduled' as scheduled
      from ${d.from}
      join shifts sh on sh.tenant_id = e.tenant_id and sh.id = so.shift_id
     where ${d.where} and ${shiftDue(f.now)}
       ${f.todayOnly ? sql`and g.d = (${now}::timestamptz at time zone o.timezone)::date` : sql``}
       and not exists (select 1 from attendance a
                        where a.tenant_id = e.tenant_id and a.employee_id = e.id and a.shift_date = g.d
                          and a.deleted_at is null)
       and not ${onLeave}`;
}

export async function absencePage(db: TDb, f: TAbsenceFilter, page: { limit: number; offset: number }) {
  const q = absenceQuery(f);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TAbsenceRow>(sql`
    select * from (${q}) x order by day desc, "employeeName", "employeeCode" limit ${page.limit} offset ${page.offset}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** The export's query: every absence of the range, in list order. */
export const absenceExportQuery = (f: TAbsenceFilter) =>
  new PgDialect().sqlToQuery(
    sql`select * from (${absenceQuery(f)}) x order by day desc, "employeeName", "employeeCode"`,
  );

/** Absent so far today (each organization's own today), within the caller's scope: the dashboard's figure. */
export async function absentToday(db: TDb, tenantId: string, now: Date): Promise<number> {
  // every organization's today is within a day of the UTC one
  const day = utcDay(now);
  const q = absenceQuery({ tenantId, from: addDays(day, -1), to: addDays(day, 1), todayOnly: true, now });
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  return r.rows[0]?.n ?? 0;
}
