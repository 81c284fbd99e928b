import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

type TBy = { id: string; name: string };
type TPunchTimes = { inAt: string; outAt: string | null };

/** A live punch of a record, or null. */
export async function livePunch(db: TDb, tenantId: string, attendanceId: string, punchId: string) {
  const r = await db.execute<TPunchTimes>(sql`
    select in_at as "inAt", out_at as "outAt" from attendance_punches
     where tenant_id = ${tenantId} and attendance_id = ${attendanceId} and id = ${punchId} and deleted_at is null`);
  return r.rows[0] ?? null;
}

/** New times for a punch: a check-out set by HR is a manual one, and a forgotten one closed by the job is reviewed. */
export async function updatePunch(
  db: TDb,
  tenantId: string,
  punchId: string,
  t: { inAt: Date; outAt: Date | null },
  by: TBy,
  reason: string,
) {
  await db.execute(sql`
    update attendance_punches
       set in_at = ${t.inAt.toISOString()}, out_at = ${t.outAt?.toISOString() ?? null},
           out_source = case when ${t.outAt === null} then null else coalesce(out_source, 'manual') end,
           auto_closed_at = null, edited_at = now(), edited_by = ${by.id}, edited_by_name = ${by.name},
           edit_reason = ${reason}
     where tenant_id = ${tenantId} and id = ${punchId}`);
}

/** Marks a live punch deleted; answers its times, or null when there is none. */
export async function deletePunchRow(
  db: TDb,
  tenantId: string,
  attendanceId: string,
  punchId: string,
  by: TBy,
  reason: string,
) {
  const r = await db.execute<TPunchTimes>(sql`
    update attendance_punches set deleted_at = now(), deleted_by_name = ${by.name}, delete_reason = ${reason}
     where tenant_id = ${tenantId} and attendance_id = ${attendanceId} and id = ${punchId} and deleted_at is null
    returning in_at as "inAt", out_at as "outAt"`);
  return r.rows[0] ?? null;
}

export async function livePunchCount(db: TDb, tenantId: string, attendanceId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from attendance_punches
     where tenant_id = ${tenantId} and attendance_id = ${attendanceId} and deleted_at is null`);
  return r.rows[0]!.n;
}

/** Marks a day and its live punches deleted, at one instant (what a restore brings back). */
export async function deleteRecordRow(db: TDb, tenantId: string, attendanceId: string, by: TBy, reason: string) {
  await db.execute(sql`
    with day as (
      update attendance set deleted_at = now(), deleted_by = ${by.id}, deleted_by_name = ${by.name},
             delete_reason = ${reason}
       where tenant_id = ${tenantId} and id = ${attendanceId} and deleted_at is null
      returning id)
    update attendance_punches p set deleted_at = now(), deleted_by_name = ${by.name}, delete_reason = ${reason}
      from day where p.tenant_id = ${tenantId} and p.attendance_id = day.id and p.deleted_at is null`);
}

/** Brings a deleted day back with the punches deleted at the same instant; null when no such deleted day. */
export async function restoreRecordRow(db: TDb, tenantId: string, attendanceId: string) {
  const r = await db.execute<{ organizationId: string; shiftDate: string }>(sql`
    with day as (
      select id, deleted_at from attendance
       where tenant_id = ${tenantId} and id = ${attendanceId} and deleted_at is not null),
    punches as (
      update attendance_punches p set deleted_at = null, deleted_by_name = null, delete_reason = null
        from day where p.tenant_id = ${tenantId} and p.attendance_id = day.id and p.deleted_at = day.deleted_at)
    update attendance a set deleted_at = null, deleted_by = null, deleted_by_name = null, delete_reason = null,
           updated_at = now()
      from day where a.tenant_id = ${tenantId} and a.id = day.id
    returning a.organization_id as "organizationId", to_char(a.shift_date, 'YYYY-MM-DD') as "shiftDate"`);
  return r.rows[0] ?? null;
}

/**
 * The active employees of a group or department the caller may reach (row-level security), by name, at most
 * `limit`, each with their record of the date if they have one already.
 */
export async function bulkMembers(
  db: TDb,
  tenantId: string,
  f: { groupId?: string; departmentId?: string; shiftDate: string },
  limit: number,
) {
  const r = await db.execute<{
    employeeId: string;
    employeeCode: string;
    employeeName: string;
    departmentName: string | null;
    timezone: string;
    firstIn: string | null;
    lastOut: string | null;
  }>(sql`
    select e.id as "employeeId", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", d.name as "departmentName", o.timezone,
           a.first_in as "firstIn", a.last_out as "lastOut"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
      left join attendance a on a.tenant_id = e.tenant_id and a.employee_id = e.id
            and a.shift_date = ${f.shiftDate}::date and a.deleted_at is null
     where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
       and ${f.groupId ? sql`e.group_id = ${f.groupId}` : sql`true`}
       and ${f.departmentId ? sql`e.department_id = ${f.departmentId}` : sql`true`}
     order by "employeeName", e.employee_code
     limit ${limit}`);
  return r.rows.map((x) => ({
    ...x,
    firstIn: x.firstIn && new Date(x.firstIn).toISOString(),
    lastOut: x.lastOut && new Date(x.lastOut).toISOString(),
  }));
}
