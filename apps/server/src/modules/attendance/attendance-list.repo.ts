import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TAttendanceStatus, TDayVerdict } from '@staffdesk/core/attendance-api';
import type { TDb } from '../../platform/db/db.ts';
import { employeeSearch } from '../employees/employee-search.ts';
import { DAY_SELECT, type TDayRow } from './attendance.repo.ts';
import { evaluationJoin, VERDICT } from './evaluation.sql.ts';

export const ATTENDANCE_SORT_SQL = {
  shiftDate: sql`a.shift_date`,
  employee: sql`lower(e.first_name || ' ' || e.last_name)`,
  workedMinutes: sql`a.worked_minutes`,
  lateMinutes: sql`a.late_minutes`,
} as const;
export type TAttendanceSort = keyof typeof ATTENDANCE_SORT_SQL;

export type TAttendanceListQuery = {
  tenantId: string;
  from: string;
  to: string;
  organizationId?: string;
  departmentId?: string;
  employeeId?: string;
  status?: TAttendanceStatus;
  search?: string;
  sort: TAttendanceSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** the deleted list instead of the live one */
  deleted?: boolean;
};

export type TAttendanceListRow = TDayRow & {
  employeeId: string;
  employeeName: string;
  employeeCode: string;
  organizationId: string;
  organizationTitle: string;
  departmentName: string | null;
  timezone: string;
  remarks: string | null;
  verdict: TDayVerdict;
  pairs: { inAt: string; outAt: string | null }[];
};

// a sub admin's scope holds on the record (its organization) and on its employee (row-level security)
const FROM = sql`attendance a
  join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
  join organizations o on o.tenant_id = a.tenant_id and o.id = a.organization_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
  left join shifts sh on sh.tenant_id = a.tenant_id and sh.id = a.shift_id
  ${evaluationJoin(sql`a.organization_id`)}`;

/** a day's punches as they stand: its live ones, or for a deleted day the ones deleted with it (same moment) */
const LIVE_WITH_DAY = sql`p.deleted_at is not distinct from a.deleted_at`;

const SELECT = sql`select ${DAY_SELECT}, e.id as "employeeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
  e.employee_code as "employeeCode", a.organization_id as "organizationId", o.title as "organizationTitle", d.name as "departmentName", o.timezone,
  a.remarks, ${VERDICT} as verdict,
  coalesce((select json_agg(json_build_object('inAt', p.in_at, 'outAt', p.out_at) order by p.in_at)
              from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
               and ${LIVE_WITH_DAY}), '[]') as pairs`;

const STATUS: Record<TAttendanceStatus, SQL> = {
  late: sql`a.late_minutes > 0`,
  early: sql`a.early_minutes > 0`,
  overtime: sql`a.overtime_minutes > 0`,
  open: sql`exists (select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
                     and p.out_at is null and p.deleted_at is null)`,
  autoClosed: sql`exists (select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
                           and p.auto_closed_at is not null and p.deleted_at is null)`,
  halfDay: sql`${VERDICT} = 'halfDay'`,
  short: sql`${VERDICT} = 'absent'`,
  several: sql`(select count(*) from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
                 and ${LIVE_WITH_DAY}) > 1`,
  device: sql`exists (select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
                       and p.in_source = 'device' and p.deleted_at is null)`,
};

function whereOf(q: TAttendanceListQuery): SQL {
  const conds = [
    sql`a.tenant_id = ${q.tenantId}`,
    q.deleted ? sql`a.deleted_at is not null` : sql`a.deleted_at is null`,
    sql`a.shift_date between ${q.from} and ${q.to}`,
  ];
  if (q.organizationId) conds.push(sql`a.organization_id = ${q.organizationId}`);
  if (q.departmentId) conds.push(sql`e.department_id = ${q.departmentId}`);
  if (q.employeeId) conds.push(sql`a.employee_id = ${q.employeeId}`);
  if (q.status) conds.push(STATUS[q.status]);
  if (q.search) conds.push(employeeSearch(q.search));
  return sql.join(conds, sql` and `);
}

const orderOf = (q: TAttendanceListQuery) =>
  sql`${ATTENDANCE_SORT_SQL[q.sort]} ${q.dir === 'desc' ? sql`desc` : sql`asc`}, lower(e.first_name || ' ' || e.last_name), a.id`;

export async function listAttendance(db: TDb, q: TAttendanceListQuery) {
  const where = whereOf(q);
  const rows = await db.execute<TAttendanceListRow>(
    sql`${SELECT} from ${FROM} where ${where} order by ${orderOf(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${FROM} where ${where}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** A page of the deleted list: the days as they were, newest deletion first. */
export async function listDeleted(db: TDb, q: TAttendanceListQuery) {
  const where = whereOf({ ...q, deleted: true });
  const rows = await db.execute<
    TAttendanceListRow & { deletedAt: Date; deletedByName: string | null; deleteReason: string | null }
  >(
    sql`${SELECT}, a.deleted_at as "deletedAt", a.deleted_by_name as "deletedByName", a.delete_reason as "deleteReason"
          from ${FROM} where ${where} order by a.deleted_at desc, a.id
         limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${FROM} where ${where}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export const attendanceExportQuery = (q: TAttendanceListQuery) =>
  new PgDialect().sqlToQuery(sql`${SELECT} from ${FROM} where ${whereOf(q)} order by ${orderOf(q)}`);

export async function getAttendance(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<TAttendanceListRow>(
    sql`${SELECT} from ${FROM} where a.tenant_id = ${tenantId} and a.id = ${id} and a.deleted_at is null`,
  );
  return r.rows[0] ?? null;
}

export async function punchPhotoKey(db: TDb, tenantId: string, id: string, punchId: string, side: 'in' | 'out') {
  const r = await db.execute<{ key: string | null }>(sql`
    select ${side === 'in' ? sql`in_photo_key` : sql`out_photo_key`} as key from attendance_punches
     where tenant_id = ${tenantId} and attendance_id = ${id} and id = ${punchId} and deleted_at is null`);
  return r.rows[0]?.key ?? null;
}

export async function punchesOf(db: TDb, tenantId: string, attendanceId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select id, in_photo_key is not null as "inPhoto", out_photo_key is not null as "outPhoto", in_at as "inAt", in_source as "inSource", in_place as "inPlace", in_latitude as "inLatitude",
           in_longitude as "inLongitude", in_by_name as "inByName", out_at as "outAt", out_source as "outSource",
           out_place as "outPlace", out_latitude as "outLatitude", out_longitude as "outLongitude",
           out_by_name as "outByName", auto_closed_at is not null as "autoClosed", edited_at as "editedAt",
           edited_by_name as "editedByName", edit_reason as "editReason"
      from attendance_punches where tenant_id = ${tenantId} and attendance_id = ${attendanceId} and deleted_at is null
     order by in_at`);
  return r.rows;
}

/**
 * The dashboard's attendance figures, within the caller's scope: who is in now, and of today's records (each
 * organization's own today) how many there are and how many were late.
 */
export async function todayFigures(db: TDb, tenantId: string) {
  const r = await db.execute<{ presentNow: number; checkedInToday: number; lateToday: number }>(sql`
    select
      (select count(distinct p.employee_id)::int from attendance_punches p
         join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
        where p.tenant_id = ${tenantId} and p.out_at is null and p.deleted_at is null) as "presentNow",
      count(a.id)::int as "checkedInToday",
      (count(a.id) filter (where a.late_minutes > 0))::int as "lateToday"
      from attendance a
      join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
      join organizations o on o.tenant_id = a.tenant_id and o.id = a.organization_id
     where a.tenant_id = ${tenantId} and a.deleted_at is null
       and a.shift_date = (now() at time zone o.timezone)::date`);
  return r.rows[0]!;
}
