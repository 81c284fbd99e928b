import { sql } from 'drizzle-orm';
import { planShift, type TShiftPlan, workedTime } from '@staffdesk/core/attendance';
import { addDays, daysFromTo, isoWeekday, monthStart } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';

type TActor = { id: string; name: string };
type TPerson = { id: string; organization_id: string; timezone: string; place: string | null; login: string | null };
type TShiftRow = TShiftPlan & { id: string; code: string };

/** A stable pseudo-random number in [0, 1) for an employee and a day (the demo looks the same on every start). */
function chance(i: number, day: string, salt: number) {
  let h = 2166136261 ^ salt;
  for (const c of `${i}:${day}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}
const MINUTE = 60_000;

/**
 * A month of attendance for the demo tenant (issue 12): everyone works the day shift, three warehouse staff the
 * night shift; on working days before today some arrive late, some leave early, some stay on, some are absent, some
 * clock out for lunch (two pairs), and one check-out was forgotten (closed by the job). The previous calendar month is
 * closed. The employee login (emp@demo.test) keeps no default shift, so checking in works at any hour in a demo.
 * `fromMonthsBack`: from the first day of that many months back instead (the started demo's payroll history), the
 * employee login's day shifts too, up to the end of last month.
 */
export async function seedDemoAttendance(
  db: TDb,
  tenantId: string,
  actor: TActor,
  kioskPasswordHash: string,
  opts: { fromMonthsBack?: number } = {},
) {
  // Phnom Penh's kiosk screen signs in with the demo password; its QR changes every 30 seconds
  await db.execute(
    sql`update organizations set kiosk_password_hash = ${kioskPasswordHash} where tenant_id = ${tenantId} and code = 'MTPP'`,
  );
  const shifts = (
    await db.execute<TShiftRow>(sql`
      select id, code, to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime",
             break_minutes as "breakMinutes", late_grace_minutes as "lateGraceMinutes",
             early_leave_grace_minutes as "earlyLeaveGraceMinutes", check_in_window_minutes as "checkInWindowMinutes"
        from shifts where tenant_id = ${tenantId} and deleted_at is null order by start_time`)
  ).rows;
  const day = shifts.find((s) => s.code !== 'NIGHT');
  const night = shifts.find((s) => s.code === 'NIGHT');
  if (!day || !night) return;
  const people = (
    await db.execute<TPerson & { dept: string | null }>(sql`
      select e.id, e.organization_id, o.timezone, o.attendance_locations->0->>'name' as place, u.email as login,
             d.name as dept
        from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
        left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
       where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
       order by e.employee_code`)
  ).rows;
  const nightCrew = new Set(
    people
      .filter((p) => p.dept === 'Warehouse')
      .slice(0, 3)
      .map((p) => p.id),
  );
  const shiftOf = (p: TPerson) => (p.login === 'emp@demo.test' ? null : nightCrew.has(p.id) ? night : day);
  for (const s of [day, night]) {
    const ids = people.filter((p) => shiftOf(p) === s).map((p) => p.id);
    if (ids.length)
      await db.execute(
        sql`update employees set shift_id = ${s.id} where tenant_id = ${tenantId} and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
      );
  }

  const rows: Record<string, unknown>[] = [];
  people.forEach((p, i) => {
    const today = todayIn(p.timezone);
    // the last 30 days, or from the first day of the month so many months back (the demo's payroll history)
    const first = opts.fromMonthsBack ? monthStart(today, -opts.fromMonthsBack) : null;
    // the employee login worked day shifts in the history's closed months (its payslips count the days), none since
    const plan = shiftOf(p) ?? (first ? day : null);
    if (!plan) return;
    const until = shiftOf(p) ? today : monthStart(today, 0);
    for (let back = first ? Math.max(30, daysFromTo(first, today) - 1) : 30; back >= 1; back--) {
      const date = addDays(today, -back);
      if (date >= until) continue;
      if (isoWeekday(date) === 7) continue; // Sundays are rest days
      if (chance(i, date, 1) < 0.04) continue; // absent
      const planned = planShift(p.timezone, date, plan);
      const roll = chance(i, date, 2);
      let inAt = planned.start.getTime() - Math.floor(chance(i, date, 3) * 14) * MINUTE;
      let outAt = planned.end.getTime() + Math.floor(chance(i, date, 4) * 10) * MINUTE;
      if (roll < 0.12) inAt = planned.start.getTime() + (16 + Math.floor(chance(i, date, 5) * 30)) * MINUTE;
      else if (roll < 0.18) outAt = planned.end.getTime() - (20 + Math.floor(chance(i, date, 6) * 70)) * MINUTE;
      else if (roll < 0.28) outAt = planned.end.getTime() + (30 + Math.floor(chance(i, date, 7) * 90)) * MINUTE;
      const forgotten = i === 3 && back === 2;
      if (forgotten) outAt = planned.end.getTime();
      const punch = { inAt: new Date(inAt), outAt: new Date(outAt) };
      // now and then a day shift clocked out for lunch: two pairs, the gap taken as the break
      const lunch =
        !forgotten && plan === day && chance(i, date, 8) < 0.06
          ? {
              out: new Date(planned.start.getTime() + (240 + Math.floor(chance(i, date, 9) * 20)) * MINUTE),
              in: new Date(planned.start.getTime() + (295 + Math.floor(chance(i, date, 10) * 20)) * MINUTE),
            }
          : null;
      const w = workedTime(
        lunch
          ? [
              { inAt: punch.inAt, outAt: lunch.out },
              { inAt: lunch.in, outAt: punch.outAt },
            ]
          : [punch],
        planned,
      );
      rows.push({
        employee_id: p.id,
        organization_id: p.organization_id,
        shift_date: date,
        shift_id: plan.id,
        planned_start: planned.start.toISOString(),
        planned_end: planned.end.toISOString(),
        break_minutes: plan.breakMinutes,
        late_grace: plan.lateGraceMinutes,
        early_grace: plan.earlyLeaveGraceMinutes,
        first_in: punch.inAt.toISOString(),
        last_out: punch.outAt.toISOString(),
        worked: w.workedMinutes,
        late: w.lateMinutes,
        early: w.earlyMinutes,
        ot: w.overtimeMinutes,
        place: p.place,
        auto: forgotten,
        lunch_out: lunch?.out.toISOString() ?? null,
        lunch_in: lunch?.in.toISOString() ?? null,
      });
    }
  });
  if (rows.length === 0) return;
  // one statement for the records and their punches
  await db.execute(sql`
    with src as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        employee_id uuid, organization_id uuid, shift_date date, shift_id uuid, planned_start timestamptz,
        planned_end timestamptz, break_minutes int, late_grace int, early_grace int, first_in timestamptz,
        last_out timestamptz, worked int, late int, early int, ot int, place text, auto boolean,
        lunch_out timestamptz, lunch_in timestamptz)),
    ins as (
      insert into attendance (tenant_id, employee_id, organization_id, shift_date, shift_id, planned_start, planned_end,
                              break_minutes, late_grace_minutes, early_leave_grace_minutes, first_in, last_out,
                              worked_minutes, late_minutes, early_minutes, overtime_minutes, created_by, created_by_name)
      select ${tenantId}, employee_id, organization_id, shift_date, shift_id, planned_start, planned_end, break_minutes,
             late_grace, early_grace, first_in, last_out, worked, late, early, ot, ${actor.id}, ${actor.name}
        from src
      returning id, employee_id, shift_date)
    insert into attendance_punches (tenant_id, attendance_id, employee_id, in_at, in_source, in_place, out_at, out_source,
                                    out_place, auto_closed_at)
    select ${tenantId}, ins.id, src.employee_id, pair.in_at, 'self', src.place, pair.out_at,
           case when src.auto then 'auto' else 'self' end, case when src.auto then null else src.place end,
           case when src.auto then src.last_out + interval '4 hours' end
      from ins join src using (employee_id, shift_date)
     cross join lateral (values (src.first_in, coalesce(src.lunch_out, src.last_out)), (src.lunch_in, src.last_out))
           as pair(in_at, out_at)
     where pair.in_at is not null`);
  // the previous calendar month is closed for both organizations
  const today = todayIn('Asia/Phnom_Penh');
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(firstOfMonth, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
  await db.execute(sql`
    insert into attendance_closings (tenant_id, organization_id, from_date, to_date, note, created_by, created_by_name)
    select ${tenantId}, id, ${lastMonthStart}, ${lastMonthEnd}, 'Payroll closed', ${actor.id}, ${actor.name}
      from organizations where tenant_id = ${tenantId} and deleted_at is null`);
}
