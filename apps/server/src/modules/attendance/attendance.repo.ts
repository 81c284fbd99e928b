import { type SQL, sql } from 'drizzle-orm';
import type { TAttendanceLocation } from '@staffdesk/core/locations';
import type { TPlannedShift, TPunch, TShiftPlan, TWorked } from '@staffdesk/core/attendance';
import type { TDb } from '../../platform/db/db.ts';
import { preparedSql } from '../../platform/db/prepared.ts';

/** What a day is in an employee's schedule (`schedule_of`): a shift from the roster or their default, or none. */
export type TScheduleKind = 'scheduled' | 'default' | 'rest' | 'holiday' | 'none';
export type TDayPlan = {
  day: string;
  kind: TScheduleKind;
  shiftId: string | null;
  shiftName: string | null;
  shift: TShiftPlan | null;
};

/** What checking one employee in or out needs: their organization's zone, places and margin, and their days' shifts. */
export type TPunchContext = {
  employeeId: string;
  organizationId: string;
  orgCode: string;
  orgTitle: string;
  qrDynamic: boolean;
  qrSeconds: number;
  timezone: string;
  locations: TAttendanceLocation[];
  checkoutMarginMinutes: number;
  /** the organization asks a photo with each check-in and check-out from a phone */
  photoRequired: boolean;
  /** the days asked for (the local yesterday and today of an instant, or one date) */
  plans: TDayPlan[];
  /** the check-in waiting for its check-out, read in the same statement (one round trip per check-in) */
  open: TOpenPunch | null;
};

/** The shift of one of the context's days, or null (a rest day, a holiday, none planned, or a day not asked for). */
export const shiftOn = (c: TPunchContext) => (day: string) => c.plans.find((p) => p.day === day)?.shift ?? null;
export const planOf = (c: TPunchContext, day: string) => c.plans.find((p) => p.day === day) ?? null;

type TPlanRow = Omit<TDayPlan, 'shift'> & Partial<TShiftPlan>;

const planOfRow = (p: TPlanRow): TDayPlan => ({
  day: p.day,
  kind: p.kind,
  shiftId: p.shiftId,
  shiftName: p.shiftName,
  shift: p.startTime
    ? {
        startTime: p.startTime,
        endTime: p.endTime!,
        breakMinutes: p.breakMinutes!,
        lateGraceMinutes: p.lateGraceMinutes!,
        earlyLeaveGraceMinutes: p.earlyLeaveGraceMinutes!,
        checkInWindowMinutes: p.checkInWindowMinutes!,
      }
    : null,
});

type TContextRow = Omit<TPunchContext, 'plans' | 'open'> & { plans: TPlanRow[]; open: TOpenPunch | null };

/** The context statement, by whom (a login or an employee) and which days; named, so planned once a connection. */
const contextStatement = (by: 'user' | 'employee', when: 'at' | 'day') =>
  preparedSql<TContextRow>(`attendance_punch_context_${by}_${when}`, (p) => {
    const who = by === 'user' ? sql`e.user_id = ${p('who')}` : sql`e.id = ${p('who')}`;
    const days =
      when === 'at'
        ? sql`select local - 1 as d from (select (${p('at')}::timestamptz at time zone o.timezone)::date as local) x
            union all select (${p('at')}::timestamptz at time zone o.timezone)::date`
        : sql`select ${p('day')}::date as d`;
    return sql`
    select e.id as "employeeId", e.organization_id as "organizationId", o.timezone, o.code as "orgCode",
           o.title as "orgTitle", o.qr_interval = 'dynamic' as "qrDynamic", coalesce(o.qr_seconds, 30) as "qrSeconds",
           o.attendance_locations as locations, o.checkout_margin_minutes as "checkoutMarginMinutes",
           o.check_in_photo as "photoRequired",
           (select json_agg(json_build_object(
                     'day', to_char(dd.d, 'YYYY-MM-DD'), 'kind', so.kind, 'shiftId', sh.id, 'shiftName', sh.name,
                     'startTime', to_char(sh.start_time, 'HH24:MI'), 'endTime', to_char(sh.end_time, 'HH24:MI'),
                     'breakMinutes', sh.break_minutes, 'lateGraceMinutes', sh.late_grace_minutes,
                     'earlyLeaveGraceMinutes', sh.early_leave_grace_minutes,
                     'checkInWindowMinutes', sh.check_in_window_minutes) order by dd.d)
              from (${days}) dd
              cross join lateral schedule_of(e.tenant_id, e.id, dd.d) so
              left join shifts sh on sh.tenant_id = e.tenant_id and sh.id = so.shift_id) as plans,
           (select json_build_object('id', p.id, 'attendanceId', p.attendance_id, 'inAt', p.in_at,
                     'shiftDate', to_char(a.shift_date, 'YYYY-MM-DD'), 'plannedStart', a.planned_start,
                     'plannedEnd', a.planned_end)
              from attendance_punches p join attendance a on a.tenant_id = p.tenant_id and a.id = p.attendance_id
             where p.tenant_id = e.tenant_id and p.employee_id = e.id and p.out_at is null and p.deleted_at is null
             limit 1) as open
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where e.tenant_id = ${p('tenantId')} and ${who} and e.deleted_at is null and e.status = 'active'`;
  });
const CONTEXT = {
  user: { at: contextStatement('user', 'at'), day: contextStatement('user', 'day') },
  employee: { at: contextStatement('employee', 'at'), day: contextStatement('employee', 'day') },
};

/**
 * The active employee behind a login (or by id), with what a punch needs; null when there is none. `when` names the
 * days whose shifts come along: an instant's local yesterday and today (a night shift started yesterday may still
 * be running), or one shift date. One statement, one round trip.
 */
export async function punchContext(
  db: TDb,
  tenantId: string,
  by: { userId: string } | { employeeId: string },
  when: { at: Date } | { day: string },
): Promise<TPunchContext | null> {
  const statement = CONTEXT['userId' in by ? 'user' : 'employee']['at' in when ? 'at' : 'day'];
  const [row] = await statement(db, {
    tenantId,
    who: 'userId' in by ? by.userId : by.employeeId,
    at: 'at' in when ? when.at.toISOString() : null,
    day: 'day' in when ? when.day : null,
  });
  return row
    ? { ...row, locations: row.locations ?? [], plans: (row.plans ?? []).map(planOfRow), open: openOf(row.open) }
    : null;
}

export type TOpenPunch = {
  id: string;
  attendanceId: string;
  inAt: Date;
  shiftDate: string;
  plannedStart: Date | null;
  plannedEnd: Date | null;
};

/** An open punch as read (times as text or dates), with its times as dates. */
const openOf = (row: TOpenPunch | null | undefined): TOpenPunch | null =>
  row
    ? {
        ...row,
        inAt: new Date(row.inAt),
        plannedStart: row.plannedStart && new Date(row.plannedStart),
        plannedEnd: row.plannedEnd && new Date(row.plannedEnd),
      }
    : null;

const NO_TOTALS: TWorked = {
  firstIn: null,
  lastOut: null,
  workedMinutes: 0,
  lateMinutes: 0,
  earlyMinutes: 0,
  overtimeMinutes: 0,
};

type TValue = (name: string) => unknown;

/**
 * The statement making the employee's record of a shift date if missing (one live record per employee and date: the
 * unique index settles two requests racing), with the shift's plan copied and a new record's totals; answers `id`
 * and `made`. `v(name)` gives each value (a placeholder of a named statement): `recordValues` names them.
 */
const upsertRecord = (v: TValue) => sql`
    insert into attendance (tenant_id, employee_id, organization_id, shift_date, shift_id, planned_start, planned_end,
                            break_minutes, late_grace_minutes, early_leave_grace_minutes, first_in, worked_minutes,
                            late_minutes, early_minutes, overtime_minutes, created_by, created_by_name, updated_by)
    values (${v('tenantId')}, ${v('employeeId')}, ${v('organizationId')}, ${v('shiftDate')}, ${v('shiftId')},
            ${v('plannedStart')}, ${v('plannedEnd')}, ${v('breakMinutes')}, ${v('lateGrace')}, ${v('earlyGrace')},
            ${v('firstIn')}, ${v('worked')}, ${v('late')}, ${v('early')}, ${v('overtime')}, ${v('byId')},
            ${v('byName')}, ${v('byId')})
    on conflict (tenant_id, employee_id, shift_date) where deleted_at is null
    do update set updated_at = now(), updated_by = excluded.updated_by
    returning id, (xmax = 0) as made, first_in`;

/** The values of `upsertRecord`. */
function recordValues(
  tenantId: string,
  c: TPunchContext,
  shiftDate: string,
  planned: TPlannedShift | null,
  by: { id: string | null; name: string | null },
  totals: TWorked,
): Record<string, unknown> {
  return {
    tenantId,
    employeeId: c.employeeId,
    organizationId: c.organizationId,
    shiftDate,
    shiftId: planned ? (planOf(c, shiftDate)?.shiftId ?? null) : null,
    plannedStart: planned?.start.toISOString() ?? null,
    plannedEnd: planned?.end.toISOString() ?? null,
    breakMinutes: planned?.breakMinutes ?? 0,
    lateGrace: planned?.lateGraceMinutes ?? 0,
    earlyGrace: planned?.earlyLeaveGraceMinutes ?? 0,
    firstIn: totals.firstIn?.toISOString() ?? null,
    worked: totals.workedMinutes,
    late: totals.lateMinutes,
    early: totals.earlyMinutes,
    overtime: totals.overtimeMinutes,
    byId: by.id,
    byName: by.name,
  };
}

const dayRecordStatement = preparedSql<{ id: string }>('attendance_day_record', upsertRecord);

/** The employee's record of a shift date, made if missing (untotalled); answers its id. */
export async function dayRecord(
  db: TDb,
  tenantId: string,
  c: TPunchContext,
  shiftDate: string,
  planned: TPlannedShift | null,
  actor: { id: string; name: string },
): Promise<string> {
  const [row] = await dayRecordStatement(db, recordValues(tenantId, c, shiftDate, planned, actor, NO_TOTALS));
  return row!.id;
}

const checkInStatement = preparedSql<{ attendanceId: string; made: boolean; firstIn: Date | null }>(
  'attendance_check_in',
  (p) => sql`
    with rec as (${upsertRecord(p)})
    insert into attendance_punches (tenant_id, attendance_id, employee_id, in_at, in_source, in_latitude, in_longitude,
                                    in_place, in_photo_key, in_by, in_by_name)
    select ${p('tenantId')}, rec.id, ${p('employeeId')}, ${p('at')}, ${p('source')}, ${p('latitude')},
           ${p('longitude')}, ${p('place')}, ${p('photoKey')}, ${p('byId')}, ${p('byName')}
      from rec
    returning attendance_id as "attendanceId", (select made from rec) as made,
              (select first_in from rec) as "firstIn"`,
);

/**
 * A check-in in one statement: the day's record (made if missing, with `totalsIfNew` — what a lone open punch
 * totals — so a first check-in needs no second pass) and the open punch. Answers the record and whether it was
 * made now, and an existing record's first check-in as stored; the caller totals an existing record again when
 * that may have changed.
 */
export async function checkInDay(
  db: TDb,
  tenantId: string,
  c: TPunchContext,
  shiftDate: string,
  planned: TPlannedShift | null,
  w: TPunchWrite,
  totalsIfNew: TWorked,
): Promise<{ attendanceId: string; made: boolean; firstIn: Date | null }> {
  const by = w.by ?? { id: null, name: null };
  const [row] = await checkInStatement(db, {
    ...recordValues(tenantId, c, shiftDate, planned, by, totalsIfNew),
    ...punchValues(w),
  });
  return row!;
}

/** The values of a check-in's or check-out's own columns. */
const punchValues = (w: TPunchWrite) => ({
  at: w.at.toISOString(),
  source: w.source,
  latitude: w.latitude,
  longitude: w.longitude,
  place: w.place,
  photoKey: w.photoKey ?? null,
});

export type TPunchWrite = {
  at: Date;
  source: 'self' | 'qr' | 'gate' | 'group' | 'manual' | 'device' | 'auto';
  latitude: number | null;
  longitude: number | null;
  place: string | null;
  by: { id: string; name: string } | null;
  /** the stored photo taken with the punch (a phone's camera), if any */
  photoKey?: string | null;
};

/** Whether the employee has a live punch sharing time with [inAt, outAt) (one still open runs on without end). */
export async function overlapsPunch(db: TDb, tenantId: string, employeeId: string, inAt: Date, outAt: Date) {
  const r = await db.execute(sql`
    select 1 from attendance_punches
     where tenant_id = ${tenantId} and employee_id = ${employeeId} and deleted_at is null
       and in_at < ${outAt.toISOString()} and coalesce(out_at, 'infinity') > ${inAt.toISOString()}
     limit 1`);
  return r.rows.length > 0;
}

/** A punch entered with both its times (HR's manual entry). */
export async function insertPair(
  db: TDb,
  tenantId: string,
  attendanceId: string,
  employeeId: string,
  inAt: Date,
  outAt: Date,
  by: { id: string; name: string },
  source: 'manual' | 'device' = 'manual',
) {
  await db.execute(sql`
    insert into attendance_punches (tenant_id, attendance_id, employee_id, in_at, in_source, in_by, in_by_name,
                                    out_at, out_source, out_by, out_by_name)
    values (${tenantId}, ${attendanceId}, ${employeeId}, ${inAt.toISOString()}, ${source}, ${by.id}, ${by.name},
            ${outAt.toISOString()}, ${source}, ${by.id}, ${by.name})`);
}

/**
 * The record's time-machine pair, removed so a new import can replace it (first in, last out over both): answers
 * its times, or null when the record has none.
 */
export async function takeDevicePair(db: TDb, tenantId: string, attendanceId: string) {
  const r = await db.execute<{ inAt: string; outAt: string | null }>(sql`
    delete from attendance_punches
     where tenant_id = ${tenantId} and attendance_id = ${attendanceId} and in_source = 'device' and deleted_at is null
    returning in_at as "inAt", out_at as "outAt"`);
  if (r.rows.length === 0) return null;
  const times = r.rows.flatMap((p) => [new Date(p.inAt), ...(p.outAt ? [new Date(p.outAt)] : [])]);
  return { first: new Date(Math.min(...times.map(Number))), last: new Date(Math.max(...times.map(Number))) };
}

/** A record's plan (its shift copied when it was made) and its live punches: what its totals are made from. */
export type TTotalsInput = {
  attendanceId: string;
  shiftDate: string;
  plannedStart: string | null;
  plannedEnd: string | null;
  breakMinutes: number;
  lateGraceMinutes: number;
  earlyLeaveGraceMinutes: number;
  punches: TPunch[];
};

type TTotalsRow = Omit<TTotalsInput, 'punches'> & { punches: { inAt: string; outAt: string | null }[] | null };

/** The columns of `TTotalsInput` of record `a`; `outAt` is how a punch `p`'s check-out reads. */
const totalsColumns = (outAt: SQL) => sql`
  a.id as "attendanceId", to_char(a.shift_date, 'YYYY-MM-DD') as "shiftDate", a.planned_start as "plannedStart",
  a.planned_end as "plannedEnd", a.break_minutes as "breakMinutes", a.late_grace_minutes as "lateGraceMinutes",
  a.early_leave_grace_minutes as "earlyLeaveGraceMinutes",
  (select json_agg(json_build_object('inAt', p.in_at, 'outAt', ${outAt}))
     from attendance_punches p
    where p.tenant_id = a.tenant_id and p.attendance_id = a.id and p.deleted_at is null) as punches`;

const totalsOf = (row: TTotalsRow | undefined): TTotalsInput | null =>
  row
    ? {
        ...row,
        punches: (row.punches ?? []).map((p) => ({
          inAt: new Date(p.inAt),
          outAt: p.outAt ? new Date(p.outAt) : null,
        })),
      }
    : null;

const totalsInputStatement = preparedSql<TTotalsRow>(
  'attendance_totals_input',
  (p) => sql`select ${totalsColumns(sql`p.out_at`)} from attendance a
              where a.tenant_id = ${p('tenantId')} and a.id = ${p('attendanceId')}`,
);

/** What a record's totals are made from, in one statement; null when there is no such record. */
export async function totalsInput(db: TDb, tenantId: string, attendanceId: string) {
  return totalsOf((await totalsInputStatement(db, { tenantId, attendanceId }))[0]);
}

const closePunchStatement = preparedSql<TTotalsRow>(
  'attendance_close_punch',
  (p) => sql`
    with closed as (
      update attendance_punches
         set out_at = ${p('at')}, out_source = ${p('source')}, out_latitude = ${p('latitude')},
             out_longitude = ${p('longitude')}, out_place = ${p('place')}, out_photo_key = ${p('photoKey')},
             out_by = ${p('byId')}, out_by_name = ${p('byName')},
             auto_closed_at = case when ${p('auto')}::boolean then now() end
       where tenant_id = ${p('tenantId')} and id = ${p('punchId')} and out_at is null and deleted_at is null
      returning id, attendance_id, out_at)
    select ${totalsColumns(sql`case when p.id = c.id then c.out_at else p.out_at end`)}
      from closed c join attendance a on a.tenant_id = ${p('tenantId')} and a.id = c.attendance_id`,
);

/**
 * Closes an open punch and answers what its record's totals are made from (the punch closed, read in the same
 * statement); null when it was closed meanwhile (a second tap, another device).
 */
export async function closePunch(db: TDb, tenantId: string, punchId: string, w: TPunchWrite, auto = false) {
  const rows = await closePunchStatement(db, {
    tenantId,
    punchId,
    ...punchValues(w),
    byId: w.by?.id ?? null,
    byName: w.by?.name ?? null,
    auto,
  });
  return totalsOf(rows[0]);
}

const saveTotalsStatement = preparedSql(
  'attendance_save_totals',
  (p) => sql`
    update attendance
       set first_in = ${p('firstIn')}, last_out = ${p('lastOut')}, worked_minutes = ${p('worked')},
           late_minutes = ${p('late')}, early_minutes = ${p('early')}, overtime_minutes = ${p('overtime')},
           updated_at = now()
     where tenant_id = ${p('tenantId')} and id = ${p('attendanceId')}`,
);

export async function saveTotals(db: TDb, tenantId: string, attendanceId: string, t: TWorked) {
  await saveTotalsStatement(db, {
    tenantId,
    attendanceId,
    firstIn: t.firstIn?.toISOString() ?? null,
    lastOut: t.lastOut?.toISOString() ?? null,
    worked: t.workedMinutes,
    late: t.lateMinutes,
    early: t.earlyMinutes,
    overtime: t.overtimeMinutes,
  });
}

/** Columns of a day record as the API answers it (`a` the record, `sh` its shift). */
export const DAY_SELECT = sql`a.id, to_char(a.shift_date, 'YYYY-MM-DD') as "shiftDate", sh.name as "shiftName",
  a.planned_start as "plannedStart", a.planned_end as "plannedEnd", a.first_in as "firstIn", a.last_out as "lastOut",
  a.worked_minutes as "workedMinutes", a.late_minutes as "lateMinutes", a.early_minutes as "earlyMinutes",
  a.overtime_minutes as "overtimeMinutes",
  exists (select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
           and p.out_at is null and p.deleted_at is null) as open,
  exists (select 1 from attendance_punches p where p.tenant_id = a.tenant_id and p.attendance_id = a.id
           and p.auto_closed_at is not null and p.deleted_at is null) as "autoClosed"`;

export type TDayRow = {
  id: string;
  shiftDate: string;
  shiftName: string | null;
  plannedStart: Date | null;
  plannedEnd: Date | null;
  firstIn: Date | null;
  lastOut: Date | null;
  workedMinutes: number;
  lateMinutes: number;
  earlyMinutes: number;
  overtimeMinutes: number;
  open: boolean;
  autoClosed: boolean;
};

/** An employee's latest records, newest first. */
export async function recentDays(db: TDb, tenantId: string, employeeId: string, limit: number) {
  const r = await db.execute<TDayRow>(sql`
    select ${DAY_SELECT} from attendance a left join shifts sh on sh.tenant_id = a.tenant_id and sh.id = a.shift_id
     where a.tenant_id = ${tenantId} and a.employee_id = ${employeeId} and a.deleted_at is null
     order by a.shift_date desc limit ${limit}`);
  return r.rows;
}

/** Where the open punch was made, for the check-in page. */
export async function openPlace(db: TDb, tenantId: string, punchId: string) {
  const r = await db.execute<{ place: string | null }>(
    sql`select in_place as place from attendance_punches where tenant_id = ${tenantId} and id = ${punchId}`,
  );
  return r.rows[0]?.place ?? null;
}
