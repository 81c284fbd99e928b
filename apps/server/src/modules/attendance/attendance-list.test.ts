import type pg from 'pg';
import { pairsText } from '@staffdesk/core/attendance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** HR's attendance list (issue 12): a date range, filters, the sub admin's scope, a day's punches, CSV. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let finance: string;
let acme: string;
const ids: Record<string, string> = {};
const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
type TRow = { id: string; employeeCode: string; departmentName: string | null; lateMinutes: number; open: boolean };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  // one day each for a Finance and a Sales employee of Phnom Penh: a late arrival and a day still open
  const people = await owner.query<{ id: string; tenant_id: string; organization_id: string; dept: string }>(
    `select distinct on (d.name) e.id, e.tenant_id, e.organization_id, d.name as dept
       from employees e join tenants t on t.id = e.tenant_id and t.account = 'demo'
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       join departments d on d.id = e.department_id and d.name in ('Finance', 'Sales')
      where e.deleted_at is null order by d.name, e.employee_code`,
  );
  for (const p of people.rows) {
    const late = p.dept === 'Finance' ? 25 : 0;
    const a = await owner.query<{ id: string }>(
      `insert into attendance (tenant_id, employee_id, organization_id, shift_date, planned_start, planned_end,
                               first_in, last_out, worked_minutes, late_minutes)
       values ($1, $2, $3, '2026-03-10', '2026-03-10T01:00Z', '2026-03-10T10:00Z', '2026-03-10T01:25Z',
               ${late ? `'2026-03-10T10:00Z'` : 'null'}, ${late ? 455 : 0}, $4) returning id`,
      [p.tenant_id, p.id, p.organization_id, late],
    );
    await owner.query(
      `insert into attendance_punches (tenant_id, attendance_id, employee_id, in_at, in_source, in_place, out_at, out_source)
       values ($1, $2, $3, '2026-03-10T01:25Z', 'self', 'Head office', ${late ? `'2026-03-10T10:00Z', 'self'` : 'null, null'})`,
      [p.tenant_id, a.rows[0]!.id, p.id],
    );
    ids[p.dept] = a.rows[0]!.id;
  }
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('attendance list', () => {
  const range = '?from=2026-03-01&to=2026-03-31&pageSize=50';

  it('lists the days of a range, filtered by status, newest first', async () => {
    const res = await get(hr, `/attendance${range}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as TRow[];
    expect(rows.map((r) => r.departmentName).sort()).toEqual(['Finance', 'Sales']);
    const late = (await get(hr, `/attendance${range}&status=late`)).json().rows as TRow[];
    expect(late.map((r) => [r.departmentName, r.lateMinutes])).toEqual([['Finance', 25]]);
    const open = (await get(hr, `/attendance${range}&status=open`)).json().rows as TRow[];
    expect(open.map((r) => [r.departmentName, r.open])).toEqual([['Sales', true]]);
    expect((await get(hr, '/attendance?from=2026-04-01&to=2026-04-30')).json().total).toBe(0);
  });

  it('keeps a scoped sub admin to their departments, and another tenant out', async () => {
    const rows = (await get(finance, `/attendance${range}`)).json().rows as TRow[];
    expect(rows.map((r) => r.departmentName)).toEqual(['Finance']);
    expect((await get(finance, `/attendance/${ids.Sales}`)).statusCode).toBe(404);
    expect((await get(finance, `/attendance/${ids.Finance}`)).statusCode).toBe(200);
    expect((await get(acme, `/attendance/${ids.Finance}`)).statusCode).toBe(404);
    expect((await get(acme, `/attendance${range}`)).json().total).toBe(0);
  });

  it("shows a day's punches, and exports the list as CSV in the viewer's language", async () => {
    const view = (await get(hr, `/attendance/${ids.Finance}`)).json();
    expect(view.punches).toHaveLength(1);
    expect(view.punches[0]).toMatchObject({ inPlace: 'Head office', inSource: 'self', autoClosed: false });
    const csv = await get(hr, `/attendance/export.csv${range}&status=late&lang=km`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('ម៉ោងធ្វើការ');
    // times in the organization's zone (UTC+7): 08:25 in, 17:00 out, 7 h 35 min worked, 25 min late
    expect(lines[1]).toContain('08:25');
    expect(lines[1]).toContain('17:00');
    expect(lines[1]).toContain('07:35');
    expect(lines[1]).toContain('00:25');
  });

  it("counts today's attendance for the dashboard within the viewer's scope", async () => {
    const all = (await get(hr, '/attendance/today')).json();
    expect(all).toEqual({
      presentNow: expect.any(Number),
      checkedInToday: expect.any(Number),
      lateToday: expect.any(Number),
      absentToday: expect.any(Number),
    });
    // the Sales day of March is still open: one person in now, and outside Finance's scope
    expect(all.presentNow).toBeGreaterThanOrEqual(1);
    const scoped = (await get(finance, '/attendance/today')).json();
    expect(scoped.presentNow).toBe(all.presentNow - 1);
    expect((await get(acme, '/attendance/today')).json()).toMatchObject({
      presentNow: 0,
      checkedInToday: 0,
      lateToday: 0,
    });
  });

  it('refuses bad dates and filters with a 400', async () => {
    expect((await get(hr, '/attendance?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await get(hr, `/attendance${range}&status=absentish`)).statusCode).toBe(400);
    expect((await get(hr, `/attendance${range}&organizationId=nope`)).statusCode).toBe(400);
  });
});

describe('closing a period', () => {
  const post = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/attendance/closings', headers: { cookie }, payload });
  let orgPP: string;
  beforeAll(async () => {
    orgPP = (
      await owner.query(
        `select o.id from organizations o join tenants t on t.id = o.tenant_id where t.account = 'demo' and o.code = 'MTPP'`,
      )
    ).rows[0].id;
  });

  it('refuses a period holding a check-in without its check-out, then closes it once that is out', async () => {
    const body = { organizationId: orgPP, fromDate: '2026-03-01', toDate: '2026-03-31', note: 'March payroll' };
    const blocked = await post(hr, body);
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().code).toBe('closingOpenPunches');
    await owner.query(`update attendance_punches set out_at = in_at + interval '8 hours' where attendance_id = $1`, [
      ids.Sales,
    ]);
    const res = await post(hr, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
      records: 2,
      note: 'March payroll',
    });
    expect((await post(hr, { ...body, fromDate: '2026-03-31', toDate: '2026-04-05' })).json().code).toBe(
      'closingOverlap',
    );
    expect((await post(hr, { ...body, fromDate: '2026-04-05', toDate: '2026-04-01' })).json().code).toBe(
      'closingOrder',
    );
    // the closed days can no longer change, from any route
    await expect(
      owner.query(`update attendance set remarks = 'late bus' where id = $1`, [ids.Finance]),
    ).rejects.toThrow(/closed period/);
    const list = (await get(hr, '/attendance/closings')).json();
    expect(list.map((c: { fromDate: string }) => c.fromDate)).toContain('2026-03-01');
    // a sub admin without the approve right may read the closings, not reopen them
    expect((await get(finance, '/attendance/closings')).statusCode).toBe(200);
    const del = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/attendance/closings/${res.json().id}`, headers: { cookie } });
    expect((await del(finance)).statusCode).toBe(403);
    expect((await del(hr)).statusCode).toBe(204);
    await owner.query(`update attendance set remarks = 'late bus' where id = $1`, [ids.Finance]);
    const log = await owner.query(`select action from audit_log where entity = 'attendanceClosing' order by at`);
    expect(log.rows.map((r) => r.action)).toEqual(['attendance.close', 'attendance.reopen']);
  });
});

describe('manual attendance', () => {
  const add = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/attendance', headers: { cookie }, payload });
  const employeeOf = async (id: string) =>
    (await owner.query(`select employee_id from attendance where id = $1`, [id])).rows[0].employee_id as string;

  it("adds a night's pair on a shift date in the organization's zone, with remarks, audited", async () => {
    const employeeId = await employeeOf(ids.Finance!);
    const res = await add(hr, {
      employeeId,
      shiftDate: '2026-04-02',
      inTime: '22:00',
      outTime: '06:00',
      remarks: 'Stock count',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = (await get(hr, `/attendance/${res.json().id}`)).json();
    expect(view).toMatchObject({ shiftDate: '2026-04-02', remarks: 'Stock count' });
    // Phnom Penh is UTC+7: 22:00 is 15:00Z, 06:00 the next morning is 23:00Z
    expect(view.punches[0]).toMatchObject({
      inAt: '2026-04-02T15:00:00.000Z',
      outAt: '2026-04-02T23:00:00.000Z',
      inSource: 'manual',
      inByName: 'Dara Sok',
    });
    const log = await owner.query(`select action from audit_log where entity_id = $1`, [res.json().id]);
    expect(log.rows.map((r) => r.action)).toContain('attendance.add');
  });

  it('asks for both times, and keeps a scoped sub admin to their own people', async () => {
    const employeeId = await employeeOf(ids.Finance!);
    const missing = await add(hr, { employeeId, shiftDate: '2026-04-03', inTime: '08:00' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ outTime: 'required' });
    const sales = await employeeOf(ids.Sales!);
    const outside = await add(finance, {
      employeeId: sales,
      shiftDate: '2026-04-03',
      inTime: '08:00',
      outTime: '17:00',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ employeeId: 'invalidReference' });
    expect(
      (await add(finance, { employeeId, shiftDate: '2026-04-03', inTime: '08:00', outTime: '17:00' })).statusCode,
    ).toBe(201);
  });

  it("refuses a pair over times already worked ('Can not Add Attendance'), and takes one beside them", async () => {
    const employeeId = await employeeOf(ids.Finance!);
    const day = { employeeId, shiftDate: '2026-04-06' };
    expect((await add(hr, { ...day, inTime: '08:00', outTime: '12:00' })).statusCode).toBe(201);
    const over = await add(hr, { ...day, inTime: '11:00', outTime: '13:00' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'attendanceOverlap', message: 'Can not Add Attendance' });
    // the night before reaching into the morning is the same time too
    expect((await add(hr, { ...day, shiftDate: '2026-04-05', inTime: '22:00', outTime: '08:30' })).statusCode).toBe(
      409,
    );
    expect((await add(hr, { ...day, inTime: '12:00', outTime: '13:00' })).statusCode).toBe(201);
    const pairs = await owner.query(
      `select count(*)::int as n from attendance_punches p join attendance a on a.id = p.attendance_id
        where a.employee_id = $1 and a.shift_date in ('2026-04-05', '2026-04-06') and p.deleted_at is null`,
      [employeeId],
    );
    expect(pairs.rows[0].n).toBe(2);
    // the day of several pairs (`/shiftsattendance/morechecinout`): listed with each pair, in order
    const several = (
      await get(hr, `/attendance?from=2026-04-01&to=2026-04-30&status=several&employeeId=${employeeId}`)
    ).json();
    expect(several.rows.map((r: { shiftDate: string }) => r.shiftDate)).toEqual(['2026-04-06']);
    expect(pairsText('Asia/Phnom_Penh', several.rows[0].pairs)).toBe('08:00–12:00, 12:00–13:00');
    const csv = await get(
      hr,
      `/attendance/export.csv?from=2026-04-06&to=2026-04-06&status=several&employeeId=${employeeId}`,
    );
    expect(csv.body).toContain('"08:00–12:00, 12:00–13:00"');
  });

  it("judges each finished day by the organization's attendance evaluation: half day, counted absent (status filters)", async () => {
    const range = '?from=2026-03-01&to=2026-03-31&pageSize=50';
    // the demo's Company rule: absent below 1:00 worked, a half day below 4:00 or when more than 2:00 late
    const day = (status: string) =>
      get(hr, `/attendance${range}&status=${status}`).then((r) => r.json().rows as (TRow & { verdict: string })[]);
    expect((await get(hr, `/attendance/${ids.Finance}`)).json().verdict).toBe('present');
    await owner.query(`update attendance set worked_minutes = 200 where id = $1`, [ids.Finance]);
    const finance = (rows: (TRow & { verdict: string })[]) => rows.filter((r) => r.departmentName === 'Finance');
    expect(finance(await day('halfDay')).map((r) => r.verdict)).toEqual(['halfDay']);
    await owner.query(`update attendance set worked_minutes = 30 where id = $1`, [ids.Finance]);
    expect(finance(await day('short')).map((r) => r.verdict)).toEqual(['absent']);
    expect(finance(await day('halfDay'))).toEqual([]);
    const csv = await get(hr, `/attendance/export.csv${range}&status=short&lang=en`);
    expect(csv.body).toContain('Counts as');
    expect(csv.body).toContain('Absent');
    await owner.query(`update attendance set worked_minutes = 455 where id = $1`, [ids.Finance]);
  });
});
