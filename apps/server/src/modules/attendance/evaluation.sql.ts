import { type SQL, sql } from 'drizzle-orm';

/**
 * The attendance evaluation (`/settingsattendansevalution`, decision 0023) in SQL, one rule for every reader: the
 * Staff IN OUT report, the attendance list and its status filter (and payroll, later). `evaluationJoin` finds the
 * rule of a day record `a` — its organization's, else the one for every organization, the latest changed first —
 * as `ev`; `VERDICT` judges the day by it: absent below a worked time, a half day below another or when late or
 * leaving early by more than a limit, else present. A day not over yet (its planned end, else its midnight, in the
 * organization's zone `o`), with a check-in still open, or with no rule, is present.
 */
export const evaluationJoin = (organizationId: SQL, on: SQL = sql`true`) => sql`
  left join lateral (
    select ev.absent_below_minutes, ev.half_day_below_minutes, ev.late_half_day_after_minutes,
           ev.early_half_day_after_minutes
      from attendance_evaluations ev
     where ev.tenant_id = a.tenant_id and ev.deleted_at is null
       and (ev.organization_id = ${organizationId} or ev.organization_id is null)
     order by ev.organization_id nulls last, ev.updated_at desc limit 1) ev on ${on}`;

export const VERDICT = sql`(case
    when ev.absent_below_minutes is null
      or coalesce(a.planned_end, (a.shift_date + 1)::timestamp at time zone o.timezone) > now()
      or exists (
           select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
              and p.out_at is null and p.deleted_at is null) then 'present'
    when ev.absent_below_minutes > 0 and a.worked_minutes < ev.absent_below_minutes then 'absent'
    when (ev.half_day_below_minutes > 0 and a.worked_minutes < ev.half_day_below_minutes)
      or (ev.late_half_day_after_minutes > 0 and a.late_minutes > ev.late_half_day_after_minutes)
      or (ev.early_half_day_after_minutes > 0 and a.early_minutes > ev.early_half_day_after_minutes) then 'halfDay'
    else 'present' end)`;
