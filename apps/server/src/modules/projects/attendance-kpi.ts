import { type SQL, sql } from 'drizzle-orm';
import {
  ATTENDANCE_KPI_MAX_DAYS,
  attendanceRates,
  type TAttendanceKpi,
  type TKpiLevel,
} from '@staffdesk/core/attendance-kpi';
import type { TDb } from '../../platform/db/db.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { absenceQuery, employeeDays, shiftDue, type TAbsenceFilter } from '../absences/absences.repo.ts';

/**
 * Attendance KPI (issue 18): each employee's scheduled, present, absent and late days, time worked and overtime over
 * a period — the employee days and absences of the absences list, the attendance records — summed per employee,
 * department or organization. Staff with the projects page who also read attendance, within their scope.
 */

const groups = (t: string): Record<TKpiLevel, { key: SQL; select: SQL; join: SQL }> => ({
  employee: {
    key: sql`d.employee_id`,
    select: sql`g.id, concat_ws(' ', g.first_name, g.last_name) as name, g.employee_code as code,
                go.title as "organizationName"`,
    join: sql`join employees g on g.tenant_id = ${t} and g.id = k.key
              join organizations go on go.tenant_id = g.tenant_id and go.id = g.organization_id`,
  },
  department: {
    key: sql`d.department_id`,
    select: sql`g.id, g.name, g.code, go.title as "organizationName"`,
    join: sql`join departments g on g.tenant_id = ${t} and g.id = k.key
              left join organizations go on go.tenant_id = g.tenant_id and go.id = g.organization_id`,
  },
  organization: {
    key: sql`d.organization_id`,
    select: sql`g.id, g.title as name, g.code, null as "organizationName"`,
    join: sql`join organizations g on g.tenant_id = ${t} and g.id = k.key`,
  },
});

function kpiQuery(level: TKpiLevel, f: TAbsenceFilter): SQL {
  const d = employeeDays(f);
  const g = groups(f.tenantId)[level];
  return sql`
    with days as materialized (
      select e.id as employee_id, e.organization_id, e.department_id,
             count(*) filter (where sh.id is not null and ${shiftDue(f.now)})::int as scheduled
        from ${d.from}
        left join shifts sh on sh.tenant_id = e.tenant_id and sh.id = so.shift_id
       where ${d.where}
       group by e.id, e.organization_id, e.department_id
    ), att as materialized (
      select a.employee_id, count(*)::int as present, count(*) filter (where a.late_minutes > 0)::int as late,
             sum(a.late_minutes)::int as late_minutes, sum(a.worked_minutes)::int as worked,
             sum(a.overtime_minutes)::int as overtime
        from attendance a
       where a.tenant_id = ${f.tenantId} and a.deleted_at is null and a.shift_date between ${f.from}::date and ${f.to}::date
       group by a.employee_id
    ), absent as materialized (
      select x."employeeId" as employee_id, count(*)::int as n from (${absenceQuery(f)}) x group by 1
    ), k as materialized (
      select ${g.key} as key, count(*)::int as employees, sum(d.scheduled)::int as scheduled,
             coalesce(sum(att.present), 0)::int as present, coalesce(sum(absent.n), 0)::int as absent,
             coalesce(sum(att.late), 0)::int as late, coalesce(sum(att.late_minutes), 0)::int as late_minutes,
             coalesce(sum(att.worked), 0)::int as worked, coalesce(sum(att.overtime), 0)::int as overtime
        from days d
        left join att on att.employee_id = d.employee_id
        left join absent on absent.employee_id = d.employee_id
       where ${g.key} is not null
       group by ${g.key}
    )
    select ${g.select}, k.employees, k.scheduled as "scheduledDays", k.present as "presentDays",
           k.absent as "absentDays", k.late as "lateDays", k.late_minutes as "lateMinutes",
           k.worked as "workedMinutes", k.overtime as "overtimeMinutes"
      from k ${g.join}`;
}

type TKpiQuery = TListQuery & {
  level: TKpiLevel;
  from: string;
  to: string;
  organizationId?: string;
  departmentId?: string;
};

const present = (r: Omit<TAttendanceKpi, 'punctuality' | 'absenceRate' | 'overtimeRate'>): TAttendanceKpi => ({
  ...r,
  ...attendanceRates(r),
});

async function rowsOf(db: TDb, auth: TAuth, q: TKpiQuery, page: { limit: number; offset: number } | null) {
  dayRange(q.from, q.to, ATTENDANCE_KPI_MAX_DAYS);
  const f: TAbsenceFilter = {
    tenantId: auth.tenantId!,
    from: q.from,
    to: q.to,
    organizationId: q.organizationId || undefined,
    departmentId: q.departmentId || undefined,
    search: q.level === 'employee' ? q.search?.trim() || undefined : undefined,
    now: new Date(),
  };
  // the total beside each row: the period's work is done once
  const rows = await db.execute<
    Omit<TAttendanceKpi, 'punctuality' | 'absenceRate' | 'overtimeRate'> & { total: number }
  >(
    sql`select r.*, count(*) over ()::int as total from (${kpiQuery(q.level, f)}) r
         order by r.name, r.id ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  const total = rows.rows[0]?.total ?? 0;
  return { rows: rows.rows.map(({ total: _, ...r }) => present(r)), total };
}

const access = (auth: TAuth) => {
  authorize('page:projects:view', auth);
  authorize('page:attendance:view', auth);
};

export async function attendanceKpi(s: TServices, auth: TAuth, q: TKpiQuery) {
  access(auth);
  const r = await s.database.tenant(auth, (db) =>
    rowsOf(db, auth, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportAttendanceKpi(s: TServices, auth: TAuth, q: TKpiQuery) {
  access(auth);
  return (await s.database.tenant(auth, (db) => rowsOf(db, auth, q, null))).rows;
}
