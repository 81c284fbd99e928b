import { sql } from 'drizzle-orm';
import { instantIn, planShift, shiftDateFor } from '@staffdesk/core/attendance';
import { addDays, isCalendarDate } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../../platform/db/db.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import * as repo from './attendance.repo.ts';
import { retotal } from './check-in.service.ts';

/** kept as JSON between the preview and the import: the instant as ISO text */
type TDevicePunch = { employeeId: string; at: string; deviceId: string };
type TPerson = { id: string; organizationId: string; timezone: string };
type TContext = { people: Map<string, TPerson>; closed: Map<string, { from: string; to: string }[]> };

/** `31-01-2027 07:58`, `31/01/2027 07:58:12`, `2027-01-31 07:58` or `2027-01-31T07:58:12`: day and time of day. */
export function parseLocalTime(text: string): { day: string; time: string } | null {
  const v = text.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  const m = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5]] : ymd ? [ymd[1], ymd[2], ymd[3], ymd[4], ymd[5]] : null;
  if (!m) return null;
  const day = `${m[0]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  const h = Number(m[3]);
  if (!isCalendarDate(day) || h > 23) return null;
  return { day, time: `${String(h).padStart(2, '0')}:${m[4]}` };
}

/**
 * The shift date a device punch belongs to. A device cannot say in or out, so a punch after the previous day's shift
 * ended — by up to the organization's check-out margin, and before today's shift may be checked in for — is that
 * shift's late check-out (a night worker leaving at 06:02); otherwise the date a check-in would take.
 */
export function devicePunchDate(c: repo.TPunchContext, at: Date) {
  const own = shiftDateFor(c.timezone, at, repo.shiftOn(c));
  const yesterday = addDays(todayIn(c.timezone, at), -1);
  const prev = repo.shiftOn(c)(yesterday);
  if (own.shiftDate === yesterday || !prev) return own;
  const p = planShift(c.timezone, yesterday, prev);
  const opens = own.planned ? own.planned.start.getTime() - own.planned.checkInWindowMinutes * 60_000 : Infinity;
  if (at.getTime() < p.end.getTime() + c.checkoutMarginMinutes * 60_000 && at.getTime() < opens)
    return { shiftDate: yesterday, planned: p };
  return own;
}

/**
 * The time machine (`/shifts/importattendance`, issue 12): punches from a biometric device's export — Device ID,
 * Employee ID, Time (the organization's local time). Each punch goes to the shift date it was worked for by the
 * employee's schedule (`devicePunchDate`); a day's first punch is its check-in and its last the check-out (a later file for the same
 * day widens them); a punch seen twice counts once. Unknown employees, bad times and closed periods are reported per
 * row, and nothing is written unless every row is good.
 */
export const DEVICE_IMPORT: TImportSpec<TDevicePunch, TContext> = {
  kind: 'devicePunches',
  entity: 'attendance',
  columns: [{ key: 'deviceId' }, { key: 'employeeCode', required: true }, { key: 'time', required: true }],
  example: [
    { deviceId: 'GATE-1', employeeCode: 'MT0001', time: '01-03-2027 07:56' },
    { deviceId: 'GATE-1', employeeCode: 'MT0001', time: '01-03-2027 17:04' },
  ],
  async context(db: TDb) {
    // read as the uploader: a scoped sub admin's employees only (row-level security)
    const people = await db.execute<TPerson & { code: string }>(sql`
      select e.id, e.employee_code as code, e.organization_id as "organizationId", o.timezone
        from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
       where e.deleted_at is null and e.status = 'active'`);
    const closings = await db.execute<{ organizationId: string; from: string; to: string }>(sql`
      select organization_id as "organizationId", to_char(from_date, 'YYYY-MM-DD') as from,
             to_char(to_date, 'YYYY-MM-DD') as to from attendance_closings`);
    const closed = new Map<string, { from: string; to: string }[]>();
    for (const c of closings.rows) closed.set(c.organizationId, [...(closed.get(c.organizationId) ?? []), c]);
    return { people: new Map(people.rows.map((p) => [p.code.toLowerCase(), p])), closed };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string }[] = [];
    const code = (cells.employeeCode ?? '').trim().toLowerCase();
    const person = code ? ctx.people.get(code) : undefined;
    if (!code) errors.push({ column: 'employeeCode', code: 'required' });
    else if (!person) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
    const local = cells.time ? parseLocalTime(cells.time) : null;
    if (!cells.time) errors.push({ column: 'time', code: 'required' });
    else if (!local) errors.push({ column: 'time', code: 'invalidDateTime' });
    const deviceId = (cells.deviceId ?? '').trim();
    if (deviceId.length > 50) errors.push({ column: 'deviceId', code: 'tooLong' });
    if (!person || !local) return { errors };
    const at = instantIn(person.timezone, local.day, local.time);
    if (at.getTime() > Date.now() + 5 * 60_000) errors.push({ column: 'time', code: 'futureDate' });
    const day = todayIn(person.timezone, at);
    if ((ctx.closed.get(person.organizationId) ?? []).some((c) => c.from <= day && day <= c.to))
      errors.push({ column: 'time', code: 'closedPeriod' });
    if (errors.length) return { errors };
    return { value: { employeeId: person.id, at: at.toISOString(), deviceId }, errors };
  },
  // a punch seen twice (the same employee at the same minute, from any device) is one punch, not an error
  key: (p) => `${p.employeeId}|${p.at}`,
  duplicates: 'ignore',
  exists: () => false,
  async insert(db, tenantId, rows, actor) {
    const by = { id: actor.id, name: actor.name };
    const days = new Map<
      string,
      {
        c: repo.TPunchContext;
        shiftDate: string;
        first: Date;
        last: Date;
        planned: ReturnType<typeof shiftDateFor>['planned'];
      }
    >();
    for (const p of rows) {
      const at = new Date(p.at);
      const c = await repo.punchContext(db, tenantId, { employeeId: p.employeeId }, { at });
      if (!c) continue;
      const { shiftDate, planned } = devicePunchDate(c, at);
      const k = `${p.employeeId}|${shiftDate}`;
      const d = days.get(k);
      if (!d) days.set(k, { c, shiftDate, first: at, last: at, planned });
      else {
        if (at < d.first) d.first = at;
        if (at > d.last) d.last = at;
      }
    }
    for (const d of days.values()) {
      const id = await repo.dayRecord(db, tenantId, d.c, d.shiftDate, d.planned, by);
      const before = await repo.takeDevicePair(db, tenantId, id);
      const first = before && before.first < d.first ? before.first : d.first;
      const last = before && before.last > d.last ? before.last : d.last;
      await repo.insertPair(db, tenantId, id, d.c.employeeId, first, last, by, 'device');
      await retotal(db, tenantId, id);
    }
  },
};
