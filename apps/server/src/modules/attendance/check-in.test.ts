import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeForgotten } from './attendance-jobs.ts';
import { realClockAfterEach, serverClockAt } from '../../test/clock.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * An employee's own check-in and check-out (issue 12): the place, the shift date in the organization's zone, the
 * database refusing a second open check-in however many race, forgotten check-outs and closed periods.
 */
let t: TTestContext;
let owner: pg.Client;
let emp: string;
let hr: string;
let employeeId: string;
let tenantId: string;
const HEAD_OFFICE = { latitude: 11.5682, longitude: 104.9282 }; // Mekong Trading Phnom Penh's first place
const NEAR = { latitude: 11.569, longitude: 104.9285 }; // ~90 m from it, inside its 150 m
const FAR = { latitude: 11.5882, longitude: 104.9282 }; // 2.2 km north

const punch = (cookie: string, kind: 'in' | 'out', at: object | null = HEAD_OFFICE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/attendance/punch',
    headers: { cookie },
    payload: { kind, ...at },
  });
const mine = async () => (await t.app.inject({ url: '/api/v1/me/attendance', headers: { cookie: emp } })).json();

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const r = await owner.query<{ id: string; tenant_id: string }>(
    `select e.id, e.tenant_id from employees e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      where u.email = 'emp@demo.test'`,
  );
  employeeId = r.rows[0]!.id;
  tenantId = r.rows[0]!.tenant_id;
  // the demo employee works in Phnom Penh (UTC+7), with no default shift to start with
  await owner.query(
    `update employees set organization_id = (select id from organizations where tenant_id = $1 and code = 'MTPP'),
       department_id = null, shift_id = null where id = $2`,
    [tenantId, employeeId],
  );
});
realClockAfterEach();
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('checking in and out', () => {
  it('needs the position, inside one of the places, and says how far away the nearest is', async () => {
    const none = await punch(emp, 'in', null);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('locationRequired');
    const far = await punch(emp, 'in', FAR);
    expect(far.statusCode).toBe(403);
    expect(far.json()).toMatchObject({ code: 'outsideRadius', place: 'Head office (Norodom Blvd)' });
    expect(far.json().meters).toBeGreaterThan(2000);
    expect(far.json().meters).toBeLessThan(2100);
    expect((await punch(emp, 'in', { latitude: 95, longitude: 0 })).statusCode).toBe(400);
  });

  it('checks in once, refuses a second check-in, checks out once, and audits both', async () => {
    const res = await punch(emp, 'in', NEAR);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().place).toBe('Head office (Norodom Blvd)');
    const again = await punch(emp, 'in');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyCheckedIn', message: 'You already Checked In' });
    const status = await mine();
    expect(status.open).toMatchObject({ place: 'Head office (Norodom Blvd)' });
    expect(status.recent[0]).toMatchObject({ open: true, shiftDate: res.json().shiftDate });

    expect((await punch(emp, 'out')).statusCode).toBe(200);
    const twice = await punch(emp, 'out');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'checkOutMissing', message: 'Check out details are Not Available' });
    expect((await mine()).open).toBeNull();
    const log = await owner.query(
      `select action from audit_log where tenant_id = $1 and entity = 'attendance' order by at`,
      [tenantId],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['attendance.checkIn', 'attendance.checkOut']);
  });

  it('makes exactly one check-in of 20 concurrent ones', async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => punch(emp, 'in')));
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(all.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(19).fill('alreadyCheckedIn'),
    );
    const open = await owner.query(
      `select count(*)::int as n from attendance_punches where employee_id = $1 and out_at is null`,
      [employeeId],
    );
    expect(open.rows[0].n).toBe(1);
    const out = await punch(emp, 'out');
    expect(out.statusCode).toBe(200);
    // both pairs of the day are one record
    const days = await owner.query(
      `select count(*)::int as n from attendance where employee_id = $1 and shift_date = $2`,
      [employeeId, out.json().shiftDate],
    );
    expect(days.rows[0].n).toBe(1);
  });

  it("asks the camera's photo when the organization wants one, keeps it with the punch and shows it to HR only", async () => {
    const PNG =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    await owner.query(`update organizations set check_in_photo = true where tenant_id = $1 and code = 'MTPP'`, [
      tenantId,
    ]);
    expect((await mine()).photoRequired).toBe(true);
    const none = await punch(emp, 'in');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'photoRequired', message: 'Please add the image' });
    const fake = await punch(emp, 'in', { ...HEAD_OFFICE, photo: `data:image/png;base64,${btoa('<svg onload=x>')}` });
    expect(fake.json().code).toBe('photoRequired');
    const res = await punch(emp, 'in', { ...HEAD_OFFICE, photo: PNG });
    expect(res.statusCode, res.body).toBe(200);
    await owner.query(`update organizations set check_in_photo = false where tenant_id = $1 and code = 'MTPP'`, [
      tenantId,
    ]);
    expect((await punch(emp, 'out')).statusCode).toBe(200);

    const day = await owner.query<{ id: string; punch: string }>(
      `select p.attendance_id as id, p.id as punch from attendance_punches p
        where p.employee_id = $1 and p.in_photo_key is not null`,
      [employeeId],
    );
    const { id, punch: punchId } = day.rows[0]!;
    const view = (await t.app.inject({ url: `/api/v1/attendance/${id}`, headers: { cookie: hr } })).json();
    expect(view.punches.find((p: { id: string }) => p.id === punchId)).toMatchObject({
      inPhoto: true,
      outPhoto: false,
    });
    const photo = await t.app.inject({
      url: `/api/v1/attendance/${id}/punches/${punchId}/photo?side=in`,
      headers: { cookie: hr },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const url = `/api/v1/attendance/${id}/punches/${punchId}/photo`;
    expect((await t.app.inject({ url: `${url}?side=out`, headers: { cookie: hr } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}?side=in`, headers: { cookie: emp } })).statusCode).toBe(403);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await t.app.inject({ url: `${url}?side=in`, headers: { cookie: acme } })).statusCode).toBe(404);
  });

  it('refuses a login with no employee record', async () => {
    const res = await punch(hr, 'in');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('noEmployeeRecord');
  });
});

describe('shifts, forgotten check-outs and closed periods', () => {
  beforeAll(async () => {
    await owner.query(
      `update employees set shift_id = (select id from shifts where tenant_id = $1 and code = 'NIGHT') where id = $2`,
      [tenantId, employeeId],
    );
  });

  it('keeps a night shift from 22:00 to 06:00 as one record of the day it started', async () => {
    serverClockAt('2026-01-15T14:50:00Z'); // 21:50 in Phnom Penh
    const checkIn = await punch(emp, 'in');
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json().shiftDate).toBe('2026-01-15');
    serverClockAt('2026-01-15T23:05:00Z'); // 06:05 the next morning
    const checkOut = await punch(emp, 'out');
    expect(checkOut.json().shiftDate).toBe('2026-01-15');
    const day = (await mine()).recent.find((d: { shiftDate: string }) => d.shiftDate === '2026-01-15');
    // 8 h 15 min less the hour's break; not late (10 minutes early), not early
    expect(day).toMatchObject({ workedMinutes: 435, lateMinutes: 0, earlyMinutes: 0, open: false });
  });

  it('refuses a check-in before the shift window opens, saying when it opens', async () => {
    serverClockAt('2026-01-16T13:30:00Z'); // 20:30: the night shift's window opens at 21:00
    const res = await punch(emp, 'in');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'checkInTooEarly', opensAt: '2026-01-16T14:00:00.000Z' });
  });

  it('closes a forgotten check-out at the shift end instead of turning the next check-in into a check-out', async () => {
    serverClockAt('2026-01-16T15:20:00Z'); // 22:20: 20 minutes late
    expect((await punch(emp, 'in')).json().shiftDate).toBe('2026-01-16');
    serverClockAt('2026-01-17T14:55:00Z'); // the next evening: still "in" since yesterday
    const next = await punch(emp, 'in');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().shiftDate).toBe('2026-01-17');
    const days = (await mine()).recent as {
      shiftDate: string;
      autoClosed: boolean;
      lateMinutes: number;
      lastOut: string;
    }[];
    const forgotten = days.find((d) => d.shiftDate === '2026-01-16')!;
    expect(forgotten).toMatchObject({ autoClosed: true, lateMinutes: 20, lastOut: '2026-01-16T23:00:00.000Z' });
    serverClockAt('2026-01-17T23:00:00Z');
    expect((await punch(emp, 'out')).statusCode).toBe(200);
  });

  it('the scheduled job closes forgotten check-outs once their margin has passed, and only then', async () => {
    // Sunday is the night shift's weekly rest day: the roster puts the employee on it
    await owner.query(
      `insert into shift_roster (tenant_id, employee_id, day, shift_id)
       select $1, $2, '2026-01-18', id from shifts where tenant_id = $1 and code = 'NIGHT'`,
      [tenantId, employeeId],
    );
    serverClockAt('2026-01-18T14:58:00Z'); // 21:58
    expect((await punch(emp, 'in')).statusCode).toBe(200);
    vi.useRealTimers();
    // the shift ends at 06:00 (23:00Z), the demo organization's margin is 4 hours
    expect(await closeForgotten({ database: t.db }, new Date('2026-01-19T02:59:00Z'))).toEqual({ closed: 0 });
    expect(await closeForgotten({ database: t.db }, new Date('2026-01-19T03:00:00Z'))).toEqual({ closed: 1 });
    const p = await owner.query(
      `select out_at, out_source, auto_closed_at is not null as auto from attendance_punches
        where employee_id = $1 and in_at = '2026-01-18T14:58:00Z'`,
      [employeeId],
    );
    expect(p.rows[0]).toMatchObject({ out_at: new Date('2026-01-18T23:00:00Z'), out_source: 'auto', auto: true });
    expect(await closeForgotten({ database: t.db }, new Date('2026-01-19T05:00:00Z'))).toEqual({ closed: 0 });
  });

  it('totals a day of two pairs: a second check-in changes nothing, its check-out adds the pair', async () => {
    const day = async () =>
      ((await mine()).recent as { shiftDate: string }[]).find((d) => d.shiftDate === '2026-01-21');
    serverClockAt('2026-01-21T14:55:00Z'); // 21:55
    expect((await punch(emp, 'in')).statusCode).toBe(200);
    serverClockAt('2026-01-21T18:00:00Z'); // 01:00, 3 h 5 min in
    expect((await punch(emp, 'out')).statusCode).toBe(200);
    const first = await day();
    expect(first).toMatchObject({ workedMinutes: 125, open: false }); // the whole hour's break deducted so far
    serverClockAt('2026-01-21T18:30:00Z'); // back from a 30-minute break
    expect((await punch(emp, 'in')).json().shiftDate).toBe('2026-01-21');
    expect(await day()).toEqual({ ...first, open: true });
    serverClockAt('2026-01-21T23:00:00Z'); // 06:00: 4 h 30 min more; 30 of the hour's break are left to deduct
    expect((await punch(emp, 'out')).statusCode).toBe(200);
    expect(await day()).toMatchObject({ workedMinutes: 425, lateMinutes: 0, earlyMinutes: 0, open: false });
  });

  it('refuses any change to a closed period, in the database itself', async () => {
    const org = await owner.query(`select organization_id from employees where id = $1`, [employeeId]);
    await owner.query(
      `insert into attendance_closings (tenant_id, organization_id, from_date, to_date) values ($1, $2, '2026-01-01', '2026-01-31')`,
      [tenantId, org.rows[0].organization_id],
    );
    serverClockAt('2026-01-20T15:00:00Z');
    const res = await punch(emp, 'in');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'attendanceClosed' });
    await expect(
      owner.query(`update attendance set remarks = 'x' where employee_id = $1 and shift_date = '2026-01-15'`, [
        employeeId,
      ]),
    ).rejects.toThrow(/closed period/);
    await expect(
      owner.query(`delete from attendance_punches where employee_id = $1 and in_at < '2026-01-16'`, [employeeId]),
    ).rejects.toThrow(/closed period/);
  });
});
