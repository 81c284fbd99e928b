import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { leaveWorker } from '../../test/leave-fixtures.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The public request pages (issue 13, spec `/{account}/applyLeave` and `/applyOt`): Employee ID and access code with
 * the spec's 2 and 3 — the same answer for an unknown ID, a wrong code and an unknown account — throttled, then the
 * employee's own balances and requests with the same rules and codes as in the app.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let worker: { id: string; name: string; code: string };
const CODE = '482913';

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
const login = (employeeCode: string, accessCode: string, account = 'demo') =>
  post('/public/employee/login', { account, employeeCode, accessCode });
const passOf = (r: { cookies: { name: string; value: string }[] }) => {
  const c = r.cookies.find((x) => x.name === 'sd_emp_pass');
  return c ? `sd_emp_pass=${c.value}` : '';
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const tenantId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  worker = await leaveWorker(owner, tenantId);
  await owner.query(`update employees set access_code_hash = $1 where id = $2`, [await hashPassword(CODE), worker.id]);
  // the worker is one of the demo's three without a leave template: give them the Standard one
  const standard = (
    await owner.query<{ id: string }>(`select id from leave_templates where tenant_id = $1 and code = 'STD'`, [
      tenantId,
    ])
  ).rows[0]!.id;
  const assigned = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/leave/assignments',
    headers: { cookie: hr },
    payload: { templateId: standard, target: 'employees', employeeIds: [worker.id], fromDate: '2026-01-01' },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('signing in', () => {
  it("answers the spec's 2 without an Employee ID and 3 for every wrong pair alike", async () => {
    const none = await login('', CODE);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 2, message: 'Please enter Employee ID' });
    for (const [id, code, account] of [
      [worker.code, '000000', 'demo'],
      ['NOPE-404', CODE, 'demo'],
      [worker.code, CODE, 'nosuchaccount'],
    ] as const) {
      const r = await login(id, code, account);
      expect(r.statusCode, `${id} ${account}`).toBe(401);
      expect(r.json()).toEqual({ code: 3, message: 'password Does not exists' });
      expect(passOf(r)).toBe('');
    }
  });

  it('shows the employee their own balances, and nothing without the pass', async () => {
    const r = await login(worker.code.toLowerCase(), CODE);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ employeeName: worker.name, employeeCode: worker.code, hasTemplate: true });
    expect(r.json().balances.length).toBeGreaterThan(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/public/employee/me', headers: { cookie: passOf(r) } });
    expect(me.json().employeeCode).toBe(worker.code);
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/public/employee/me' });
    expect(anon.statusCode).toBe(401);
    // a forged pass for someone else is refused
    const [tenant, , expiry, sig] = passOf(r).replace('sd_emp_pass=', '').split('.');
    const other = (await owner.query<{ id: string }>(`select id from employees where id <> $1 limit 1`, [worker.id]))
      .rows[0]!.id;
    const forged = `sd_emp_pass=${tenant}.${other}.${expiry}.${sig}`;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/public/employee/me', headers: { cookie: forged } }))
        .statusCode,
    ).toBe(401);
  });

  it('throttles wrong pairs of one Employee ID', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await login('PP-THROTTLE', '111111')).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});

describe('filing', () => {
  it("files leave with the app's rules and codes, as a public request", async () => {
    const pass = passOf(await login(worker.code, CODE));
    const types = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/employee/me', headers: { cookie: pass } })
    ).json().balances as { leaveTypeId: string; hourlyAllowed: boolean }[];
    const hourly = types.find((b) => b.hourlyAllowed)!;
    // a weekday two weeks ahead: after the worker joined, in no closed period
    let ahead = addDays(todayIn('Asia/Phnom_Penh'), 14);
    while (isoWeekday(ahead) > 5) ahead = addDays(ahead, 1);
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leave/bank/${worker.id}/adjustments`,
      headers: { cookie: hr },
      payload: { leaveTypeId: hourly.leaveTypeId, days: '2', day: todayIn('Asia/Phnom_Penh'), reason: 'Opening' },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect((await post('/public/employee/leave', { reason: 'Clinic' }, pass)).json().code).toBe('leaveSelect');
    const body = {
      leaveTypeId: hourly.leaveTypeId,
      reason: 'Clinic',
      fromDate: ahead,
      toDate: ahead,
      part: 'hourly',
      hours: 2,
    };
    const preview = await post('/public/employee/leave/preview', body, pass);
    expect(preview.statusCode, preview.body).toBe(200);
    const r = await post('/public/employee/leave', body, pass);
    expect(r.statusCode, r.body).toBe(201);
    const again = await post('/public/employee/leave', body, pass);
    expect(again.json().code).toBe('leavePresent');
    const row = await owner.query(`select source, employee_id from leave_requests where id = $1`, [r.json().id]);
    expect(row.rows[0]).toEqual({ source: 'public', employee_id: worker.id });
    // HR sees it, pending
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leave/requests/${r.json().id}`,
      headers: { cookie: hr },
    });
    expect(list.json()).toMatchObject({ status: 1, source: 'public' });
  });

  it("files overtime only on a day of attendance, with the spec's 5", async () => {
    const pass = passOf(await login(worker.code, CODE));
    const refused = await post(
      '/public/employee/overtime',
      { otDate: '2020-01-06', fromTime: '18:00', toTime: '19:00', otType: 150, totalOt: '1:00', remark: 'Stock' },
      pass,
    );
    expect(refused.json()).toMatchObject({ code: 'otNoAttendance' });
    const day = (
      await owner.query<{ d: string }>(
        `select to_char(a.shift_date, 'YYYY-MM-DD') as d from attendance a
          where a.employee_id = $1 and a.deleted_at is null
            and not exists (select 1 from attendance_closings c where c.organization_id = a.organization_id
                              and a.shift_date between c.from_date and c.to_date)
          order by a.shift_date desc limit 1`,
        [worker.id],
      )
    ).rows[0]?.d;
    if (!day) return; // the first days of a month: every attendance day of the demo is in the closed month
    const r = await post(
      '/public/employee/overtime',
      { otDate: day, fromTime: '21:00', toTime: '22:00', otType: 200, totalOt: '1:00', remark: 'Stock' },
      pass,
    );
    expect(r.statusCode, r.body).toBe(201);
  });

  it('refuses filing without a pass', async () => {
    const r = await post('/public/employee/overtime', { otDate: '2026-03-16' });
    expect(r.statusCode).toBe(401);
  });
});
