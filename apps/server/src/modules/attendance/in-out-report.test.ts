import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** The Staff IN OUT report (issue 12): every employee day of a range by schedule and attendance, scoped, exported. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let finance: string;
let acme: string;
let person: { id: string; code: string };
const get = (cookie: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: { cookie } });
type TRow = { day: string; employeeCode: string; status: string; firstIn: string | null; workedMinutes: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  finance = await loginAs(t.app, 'finance@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  // a Finance employee of Phnom Penh on a default shift working Monday to Saturday
  const r = await owner.query<{ id: string; code: string; shift_id: string }>(
    `select e.id, e.employee_code as code, e.shift_id
       from employees e join tenants t on t.id = e.tenant_id and t.account = 'demo'
       join organizations o on o.id = e.organization_id and o.code = 'MTPP'
       join departments d on d.id = e.department_id and d.name = 'Finance'
      where e.deleted_at is null and e.status = 'active' and e.shift_id is not null and e.join_date <= '2026-03-01'
      order by e.employee_code limit 1`,
  );
  person = r.rows[0]!;
  await owner.query(`update shifts set working_days = '[1,2,3,4,5,6]' where id = $1`, [r.rows[0]!.shift_id]);
  const add = await t.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    headers: { cookie: hr },
    payload: { employeeId: person.id, shiftDate: '2026-03-02', inTime: '08:10', outTime: '17:00' },
  });
  expect(add.statusCode, add.body).toBe(201);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('Staff IN OUT report', () => {
  // Monday 2 March to Sunday 15 March 2026 (8 March, a Sunday, is International Women's Day in the demo)
  const week = '?from=2026-03-02&to=2026-03-15&pageSize=50';

  it("gives each of an employee's days: present with its times, absent, a holiday and a rest day", async () => {
    const res = await get(hr, `/attendance/in-out${week}&employeeId=${person.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as TRow[];
    expect(rows.map((r) => [r.day, r.status])).toEqual([
      ['2026-03-02', 'present'],
      ['2026-03-03', 'absent'],
      ['2026-03-04', 'absent'],
      ['2026-03-05', 'absent'],
      ['2026-03-06', 'absent'],
      ['2026-03-07', 'absent'],
      ['2026-03-08', 'holiday'],
      ...['09', '10', '11', '12', '13', '14'].map((d) => [`2026-03-${d}`, 'absent']),
      ['2026-03-15', 'rest'],
    ]);
    expect(rows[0]).toMatchObject({ firstIn: '2026-03-02T01:10:00.000Z', workedMinutes: expect.any(Number) });
    expect(res.json().total).toBe(14);
  });

  it("keeps to the viewer's scope, refuses a long range, and exports in the viewer's language", async () => {
    const scoped = (await get(finance, `/attendance/in-out${week}`)).json().rows as { departmentName: string }[];
    expect(new Set(scoped.map((r) => r.departmentName))).toEqual(new Set(['Finance']));
    // another tenant reads its own people only
    const other = (await get(acme, `/attendance/in-out${week}&employeeId=${person.id}`)).json();
    expect(other.total).toBe(0);
    const long = await get(hr, '/attendance/in-out?from=2026-01-01&to=2026-06-30');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ to: 'rangeTooLong' });
    const csv = await get(hr, `/attendance/in-out/export.csv${week}&employeeId=${person.id}&lang=zh`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(15);
    expect(lines[1]).toContain('08:10');
    expect(lines[2]).toContain('缺勤');
  });

  it("judges a finished day by the organization's attendance evaluation: a half day, or absent", async () => {
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/attendanceEvaluation',
      headers: { cookie: hr },
      payload: { name: 'Head office', absentBelowMinutes: '1:00', halfDayBelowMinutes: '8:30' },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const day = async () =>
      (
        (await get(hr, `/attendance/in-out?from=2026-03-02&to=2026-03-02&employeeId=${person.id}`)).json()
          .rows as TRow[]
      )[0]!;
    // 08:10–17:00 less the hour of rest: 7 h 50 min, under 8 h 30 min
    expect(await day()).toMatchObject({ status: 'halfDay', workedMinutes: 470 });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/resources/attendanceEvaluation/${rule.json().id}`,
      headers: { cookie: hr },
      payload: { name: 'Head office', absentBelowMinutes: '8:00', halfDayBelowMinutes: '0:00' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await day()).status).toBe('absent');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/resources/attendanceEvaluation',
          headers: { cookie: hr },
          payload: { name: 'Bad', absentBelowMinutes: '25:00', halfDayBelowMinutes: 'soon' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
