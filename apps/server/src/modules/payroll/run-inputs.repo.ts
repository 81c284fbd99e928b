import { sql } from 'drizzle-orm';
import { countLeave, type TLeavePart } from '@staffdesk/core/leave';
import { LEAVE_STATUSES } from '@staffdesk/core/leave-api';
import { Money } from '@staffdesk/core/money';
import type { TOvertimeMinutes } from '@staffdesk/core/payroll-pay';
import type { TScheduleKind } from '@staffdesk/core/schedules';
import type { TDb } from '../../platform/db/db.ts';

/**
 * What a payroll run reads of one organization's period (issue 14, decision 0030), set-based: attendance, approved
 * overtime at the OT setting in force on each day, and approved leave split to the days inside the period. Keyed by
 * employee; employees without any are absent from the maps.
 */
export type TPeriod = { tenantId: string; organizationId: string; from: string; to: string };

/** Days with a check-in and the minutes worked, from the attendance records of the period's shift dates. */
export async function attendanceInPeriod(db: TDb, p: TPeriod) {
  const r = await db.execute<{ employeeId: string; presentDays: number; workedMinutes: number }>(sql`
    select a.employee_id as "employeeId",
           count(*) filter (where a.first_in is not null)::int as "presentDays",
           coalesce(sum(a.worked_minutes), 0)::int as "workedMinutes"
      from attendance a
     where a.tenant_id = ${p.tenantId} and a.organization_id = ${p.organizationId} and a.deleted_at is null
       and a.shift_date between ${p.from}::date and ${p.to}::date
     group by a.employee_id`);
  return new Map(r.rows.map((x) => [x.employeeId, { presentDays: x.presentDays, workedMinutes: x.workedMinutes }]));
}

/**
 * Approved overtime minutes per type and percentage: each request at the percentage of the organization's OT
 * setting in force on its day (the latest `effective_from` on or before it); a day before any setting pays the
 * type's own percentage.
 */
export async function overtimeInPeriod(db: TDb, p: TPeriod) {
  const r = await db.execute<{ employeeId: string; otType: number; percent: string; minutes: number }>(sql`
    select o.employee_id as "employeeId", o.ot_type as "otType",
           coalesce(case o.ot_type when 30 then s.rate30_percent when 100 then s.rate100_percent
                                   when 150 then s.rate150_percent when 200 then s.rate200_percent end,
                    o.ot_type)::text as percent,
           sum(o.total_minutes)::int as minutes
      from ot_requests o
      left join lateral (
        select * from ot_settings s
         where s.tenant_id = o.tenant_id and s.organization_id = o.organization_id and s.deleted_at is null
           and s.effective_from <= o.ot_date
         order by s.effective_from desc limit 1
      ) s on true
     where o.tenant_id = ${p.tenantId} and o.organization_id = ${p.organizationId} and o.deleted_at is null
       and o.status = 2 and o.ot_date between ${p.from}::date and ${p.to}::date
     group by 1, 2, 3
     order by 1, 2, 3`);
  const out = new Map<string, TOvertimeMinutes[]>();
  for (const x of r.rows) {
    const list = out.get(x.employeeId) ?? [];
    list.push({ otType: x.otType, percent: new Money(x.percent).toFixed(), minutes: x.minutes });
    out.set(x.employeeId, list);
  }
  return out;
}

type TLeaveDay = {
  requestId: string;
  employeeId: string;
  paid: boolean;
  part: 'full' | 'half' | 'hourly';
  startHalf: 1 | 2;
  endHalf: 1 | 2;
  hours: string | null;
  hoursPerDay: string;
  countHolidays: boolean;
  countRestDays: boolean;
  firstDay: boolean;
  lastDay: boolean;
  day: string;
  kind: TScheduleKind;
};

/**
 * Approved leave days inside the period, paid and unpaid: each request counted by the leave module's own rule
 * (`countLeave` on the plan of each day) over the part of its range inside the period — a half at an end only where
 * that end falls inside — so a request across a month end is paid in each month for its own days.
 */
export async function leaveInPeriod(db: TDb, p: TPeriod) {
  const r = await db.execute<TLeaveDay>(sql`
    select q.id as "requestId", q.employee_id as "employeeId", t.paid, q.part, q.start_half as "startHalf",
           q.end_half as "endHalf", q.hours::text as hours, t.hours_per_day::text as "hoursPerDay",
           t.count_holidays as "countHolidays", t.count_rest_days as "countRestDays",
           g.d::date = q.from_date as "firstDay", g.d::date = q.to_date as "lastDay",
           to_char(g.d, 'YYYY-MM-DD') as day, so.kind
      from leave_requests q
      join leave_types t on t.tenant_id = q.tenant_id and t.id = q.leave_type_id
     cross join lateral generate_series(greatest(q.from_date, ${p.from}::date), least(q.to_date, ${p.to}::date),
                                        interval '1 day') g(d)
     cross join lateral schedule_of(q.tenant_id, q.employee_id, g.d::date) so
     where q.tenant_id = ${p.tenantId} and q.organization_id = ${p.organizationId}
       and q.status = ${LEAVE_STATUSES.approved}
       and q.from_date <= ${p.to}::date and q.to_date >= ${p.from}::date
     order by q.id, g.d`);
  const byRequest = new Map<string, TLeaveDay[]>();
  for (const d of r.rows) byRequest.set(d.requestId, [...(byRequest.get(d.requestId) ?? []), d]);
  const out = new Map<string, { paidDays: string; unpaidDays: string }>();
  for (const days of byRequest.values()) {
    const q = days[0]!;
    const part: TLeavePart =
      q.part === 'hourly'
        ? { kind: 'hourly', hours: Number(q.hours ?? 0) }
        : q.part === 'half'
          ? // a half only at an end inside the period; elsewhere the day is whole
            { kind: 'half', startHalf: q.firstDay ? q.startHalf : 1, endHalf: days.at(-1)!.lastDay ? q.endHalf : 2 }
          : { kind: 'full' };
    const counted = countLeave(
      days.map((d) => ({ day: d.day, kind: d.kind })),
      { countHolidays: q.countHolidays, countRestDays: q.countRestDays },
      part,
      q.hoursPerDay,
    );
    const sum = out.get(q.employeeId) ?? { paidDays: '0', unpaidDays: '0' };
    if (q.paid) sum.paidDays = new Money(sum.paidDays).plus(counted.days).toFixed();
    else sum.unpaidDays = new Money(sum.unpaidDays).plus(counted.days).toFixed();
    out.set(q.employeeId, sum);
  }
  return out;
}
