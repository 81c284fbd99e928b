import { type SQL, sql } from 'drizzle-orm';
import type { THistoryRow, TRoster, TShiftChip } from '@staffdesk/core/schedules';
import type { TDb } from '../../platform/db/db.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/** Who changed a roster, and how (the history's `source`). */
export type TRosterWriter = { id: string; name: string; source: 'assign' | 'grid' | 'import' };

/** A roster day as wanted: a shift, a rest day, or back to the default (no row). */
export type TWantedDay = {
  employeeId: string;
  day: string;
  mode: 'shift' | 'rest' | 'default';
  shiftId: string | null;
};

/**
 * Writes wanted days (a relation of employee_id, day, mode, shift_id) in one statement: days already so are left
 * alone; the others are set or cleared and each change is added to the history with what the day was before.
 * Answers how many days changed.
 */
async function writeWanted(db: TDb, tenantId: string, want: SQL, by: TRosterWriter): Promise<number> {
  const r = await db.execute<{ changed: number }>(sql`
    with want as (${want}),
    cur as (
      select w.employee_id, w.day, w.mode, w.shift_id, r.employee_id is not null as had, r.shift_id as old_shift
        from want w
        left join shift_roster r on r.tenant_id = ${tenantId} and r.employee_id = w.employee_id and r.day = w.day),
    diff as (
      select * from cur
       where not ((mode = 'default' and not had)
               or (had and mode = 'rest' and old_shift is null)
               or (had and mode = 'shift' and old_shift is not distinct from shift_id))),
    removed as (
      delete from shift_roster r using diff
       where diff.mode = 'default' and r.tenant_id = ${tenantId} and r.employee_id = diff.employee_id
         and r.day = diff.day),
    saved as (
      insert into shift_roster (tenant_id, employee_id, day, shift_id, updated_by)
      select ${tenantId}, employee_id, day, case when mode = 'shift' then shift_id end, ${by.id}
        from diff where mode <> 'default'
      on conflict (tenant_id, employee_id, day)
      do update set shift_id = excluded.shift_id, updated_at = now(), updated_by = excluded.updated_by),
    logged as (
      insert into shift_roster_history (tenant_id, employee_id, day, before_kind, before_shift_id, after_kind,
                                        after_shift_id, source, changed_by, changed_by_name)
      select ${tenantId}, employee_id, day,
             case when not had then 'default' when old_shift is null then 'rest' else 'shift' end, old_shift,
             mode, case when mode = 'shift' then shift_id end, ${by.source}, ${by.id}, ${by.name}
        from diff)
    select count(*)::int as changed from diff`);
  return r.rows[0]?.changed ?? 0;
}

/** Days changed one by one (the grid, an import). */
export function writeDays(db: TDb, tenantId: string, days: readonly TWantedDay[], by: TRosterWriter) {
  const json = JSON.stringify(
    days.map((d) => ({ employee_id: d.employeeId, day: d.day, mode: d.mode, shift_id: d.shiftId })),
  );
  return writeWanted(
    db,
    tenantId,
    sql`select distinct on (employee_id, day) * from jsonb_to_recordset(${json}::jsonb)
          as x(employee_id uuid, day date, mode text, shift_id uuid)`,
    by,
  );
}

/**
 * A rotation over a range for a set of employees (`employeesSql` selects `id, organization_id` from employees): day
 * d takes week ((Monday of d − Monday of from) / 7) mod n of the pattern, at its weekday; `keep` days and, unless
 * asked, full-day holidays are left as they are.
 */
export function writeRotation(
  db: TDb,
  tenantId: string,
  a: { employees: SQL; from: string; to: string; weeks: string[][]; workHolidays: boolean },
  by: TRosterWriter,
) {
  return writeWanted(
    db,
    tenantId,
    sql`
      select e.id as employee_id, g.d as day,
             case p.v when 'rest' then 'rest' when 'default' then 'default' else 'shift' end as mode,
             case when p.v not in ('rest', 'default') then p.v::uuid end as shift_id
        from (${a.employees}) e
       cross join (select d::date from generate_series(${a.from}::date, ${a.to}::date, interval '1 day') d) g
       cross join lateral (
         select ${JSON.stringify(a.weeks)}::jsonb
                  -> (((g.d - date_trunc('week', ${a.from}::date)::date) / 7) % ${a.weeks.length})::int
                  ->> (extract(isodow from g.d)::int - 1) as v) p
       where p.v <> 'keep' and (${a.workHolidays} or not holiday_on(${tenantId}, e.organization_id, g.d))`,
    by,
  );
}

/** The employees an assignment or a grid page covers: active, visible to the caller (row-level security). */
export type TEmployeeFilter = {
  employeeIds?: string[];
  organizationId?: string;
  departmentId?: string;
  groupId?: string;
  search?: string;
};

export function employeesWhere(tenantId: string, f: TEmployeeFilter): SQL {
  const parts = [sql`e.tenant_id = ${tenantId}`, sql`e.deleted_at is null`, sql`e.status = 'active'`];
  if (f.employeeIds)
    parts.push(sql`e.id in (select jsonb_array_elements_text(${JSON.stringify(f.employeeIds)}::jsonb)::uuid)`);
  if (f.organizationId) parts.push(sql`e.organization_id = ${f.organizationId}`);
  if (f.departmentId) parts.push(sql`e.department_id = ${f.departmentId}`);
  if (f.groupId) parts.push(sql`e.group_id = ${f.groupId}`);
  if (f.search) parts.push(employeeSearch(f.search));
  return sql.join(parts, sql` and `);
}

export async function countEmployees(db: TDb, where: SQL): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e where ${where}`);
  return r.rows[0]?.n ?? 0;
}

/** The tenant's live shifts, as the grid's palette. */
export async function shiftChips(db: TDb, tenantId: string): Promise<TShiftChip[]> {
  const r = await db.execute<TShiftChip>(sql`
    select id, code, name, color_code as "colorCode", to_char(start_time, 'HH24:MI') as "startTime",
           to_char(end_time, 'HH24:MI') as "endTime", working_days as "workingDays"
      from shifts where tenant_id = ${tenantId} and deleted_at is null order by start_time, code`);
  return r.rows;
}

/** Holiday `h` falls on day `g.d`: its date, or every year when recurring (as `holiday_on` in the database). */
const FALLS_ON_DAY = sql.raw(
  `(h.date = g.d::date or (h.recurring and to_char(h.date, 'MM-DD') = to_char(g.d, 'MM-DD')))`,
);

/** Full-day and half-day holidays falling in a range, recurring ones in each year of it. */
export async function holidaysIn(db: TDb, tenantId: string, from: string, to: string) {
  const r = await db.execute<{ day: string; name: string; organizationId: string | null }>(sql`
    select to_char(g.d, 'YYYY-MM-DD') as day, h.name, h.organization_id as "organizationId"
      from generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
      join holidays h on h.tenant_id = ${tenantId} and h.deleted_at is null
       and ${FALLS_ON_DAY}
     order by g.d, h.name`);
  return r.rows;
}

/** The holidays of one organization (and those of every organization) falling in a range, recurring ones each year. */
export async function organizationHolidays(
  db: TDb,
  tenantId: string,
  organizationId: string,
  from: string,
  to: string,
) {
  const r = await db.execute<{ day: string; name: string; halfDay: boolean; recurring: boolean }>(sql`
    select to_char(g.d, 'YYYY-MM-DD') as day, h.name, h.half_day as "halfDay", h.recurring
      from generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
      join holidays h on h.tenant_id = ${tenantId} and h.deleted_at is null
       and (h.organization_id is null or h.organization_id = ${organizationId}) and ${FALLS_ON_DAY}
     order by g.d, h.name`);
  return r.rows;
}

/** A page of the roster: employees by name, each with every day's plan. */
export async function rosterRows(
  db: TDb,
  where: SQL,
  range: { from: string; to: string },
  page: { limit: number; offset: number },
): Promise<TRoster['rows']> {
  const r = await db.execute<TRoster['rows'][number]>(sql`
    with emp as (
      select e.tenant_id, e.id, e.employee_code, trim(e.first_name || ' ' || e.last_name) as name,
             e.organization_id, d.name as dept
        from employees e
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where ${where}
       order by name, e.employee_code, e.id
       limit ${page.limit} offset ${page.offset})
    select emp.id as "employeeId", emp.employee_code as "employeeCode", emp.name as "employeeName",
           emp.dept as "departmentName", emp.organization_id as "organizationId",
           (select json_agg(json_build_object('day', to_char(g.d, 'YYYY-MM-DD'), 'kind', so.kind, 'shiftId', so.shift_id)
                            order by g.d)
              from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') g(d)
             cross join lateral schedule_of(emp.tenant_id, emp.id, g.d::date) so) as cells
      from emp order by emp.name, emp.employee_code, emp.id`);
  return r.rows;
}

/** Which of the ids are live shifts of the tenant. */
export async function liveShiftIds(db: TDb, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const r = await db.execute<{ id: string }>(sql`
    select id from shifts where tenant_id = ${tenantId} and deleted_at is null
       and id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`);
  return new Set(r.rows.map((x) => x.id));
}

const STATE = (kind: SQL, shift: string) => sql`json_build_object('kind', ${kind}, 'shiftCode', ${sql.raw(shift)}.code,
  'shiftName', ${sql.raw(shift)}.name, 'colorCode', ${sql.raw(shift)}.color_code)`;

/** The history, newest first, with the employee and both days' shifts. */
export async function historyPage(
  db: TDb,
  tenantId: string,
  f: { from?: string; to?: string; employeeId?: string; search?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: THistoryRow[]; total: number }> {
  const parts = [sql`h.tenant_id = ${tenantId}`];
  if (f.from) parts.push(sql`h.day >= ${f.from}::date`);
  if (f.to) parts.push(sql`h.day <= ${f.to}::date`);
  if (f.employeeId) parts.push(sql`h.employee_id = ${f.employeeId}`);
  if (f.search) parts.push(employeeSearch(f.search));
  const where = sql.join(parts, sql` and `);
  const from = sql`shift_roster_history h join employees e on e.tenant_id = h.tenant_id and e.id = h.employee_id`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`);
  const r = await db.execute<THistoryRow>(sql`
    select h.id, h.employee_id as "employeeId", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", to_char(h.day, 'YYYY-MM-DD') as day,
           ${STATE(sql`h.before_kind`, 'b')} as before, ${STATE(sql`h.after_kind`, 'a')} as after,
           h.source, h.changed_at as "changedAt", h.changed_by_name as "changedByName"
      from ${from}
      left join shifts b on b.tenant_id = h.tenant_id and b.id = h.before_shift_id
      left join shifts a on a.tenant_id = h.tenant_id and a.id = h.after_shift_id
     where ${where}
     order by h.changed_at desc, e.employee_code, h.day
     limit ${page.limit} offset ${page.offset}`);
  return {
    rows: r.rows.map((x) => ({ ...x, changedAt: new Date(x.changedAt).toISOString() })),
    total: total.rows[0]?.n ?? 0,
  };
}

/** The employee behind a login, for their own calendar. */
export async function ownEmployee(db: TDb, tenantId: string, userId: string) {
  const r = await db.execute<{ id: string; organizationId: string; timezone: string }>(sql`
    select e.id, e.organization_id as "organizationId", o.timezone
      from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.deleted_at is null`);
  return r.rows[0] ?? null;
}

/** One employee's days: plan, shift, holiday name and the attendance record of the date. */
export async function employeeDays(db: TDb, tenantId: string, employeeId: string, from: string, to: string) {
  const r = await db.execute<{
    day: string;
    kind: TRoster['rows'][number]['cells'][number]['kind'];
    shift: TShiftChip | null;
    holiday: string | null;
    attendance: { firstIn: string | null; lastOut: string | null; workedMinutes: number; lateMinutes: number } | null;
  }>(sql`
    select to_char(g.d, 'YYYY-MM-DD') as day, so.kind,
           case when sh.id is null then null else json_build_object('id', sh.id, 'code', sh.code, 'name', sh.name,
             'colorCode', sh.color_code, 'startTime', to_char(sh.start_time, 'HH24:MI'),
             'endTime', to_char(sh.end_time, 'HH24:MI'), 'workingDays', sh.working_days) end as shift,
           (select h.name from holidays h
             where h.tenant_id = e.tenant_id and h.deleted_at is null
               and (h.organization_id is null or h.organization_id = e.organization_id)
               and ${FALLS_ON_DAY}
             order by h.half_day limit 1) as holiday,
           case when a.id is null then null else json_build_object('firstIn', a.first_in, 'lastOut', a.last_out,
             'workedMinutes', a.worked_minutes, 'lateMinutes', a.late_minutes) end as attendance
      from employees e
     cross join generate_series(${from}::date, ${to}::date, interval '1 day') g(d)
     cross join lateral schedule_of(e.tenant_id, e.id, g.d::date) so
      left join shifts sh on sh.tenant_id = e.tenant_id and sh.id = so.shift_id
      left join attendance a on a.tenant_id = e.tenant_id and a.employee_id = e.id and a.shift_date = g.d::date
            and a.deleted_at is null
     where e.tenant_id = ${tenantId} and e.id = ${employeeId}
     order by g.d`);
  return r.rows;
}
