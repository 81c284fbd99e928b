import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '@staffdesk/core/dates';
import type { TMoodTrends } from '@staffdesk/core/mood-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The mood pulse (issue 15): one answer a day, stored apart from who gave it; trends only of departments of five
 * or more and of days five or more answered; a request for a smaller group refused.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let tenant: string;
let sales: { org: string; dept: string };

const api = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const today = todayIn('Asia/Phnom_Penh');
const range = `from=${addDays(today, -20)}&to=${today}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  tenant = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  const r = await owner.query(`select e.organization_id as org, e.department_id as dept from employees e
                                 join users u on u.id = e.user_id where u.email = 'emp@demo.test'`);
  sales = r.rows[0];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('an employee', () => {
  it('shares a mood once a day, and nothing ties it to them', async () => {
    expect((await api(emp, 'GET', '/me/mood')).json()).toEqual({ day: today, sharedToday: false });
    expect((await api(emp, 'POST', '/me/mood', { mood: 9 })).statusCode).toBe(400);
    expect((await api(emp, 'POST', '/me/mood', { mood: 4 })).statusCode).toBe(201);
    expect((await api(emp, 'GET', '/me/mood')).json()).toEqual({ day: today, sharedToday: true });
    const again = await api(emp, 'POST', '/me/mood', { mood: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('moodAlreadyShared');

    const columns = await owner.query(
      `select column_name from information_schema.columns where table_name = 'mood_entries' order by 1`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'day',
      'department_id',
      'mood',
      'organization_id',
      'tenant_id',
    ]);
    const audit = await owner.query(`select after from audit_log where action = 'mood.record'`);
    expect(audit.rows).toEqual([{ after: { day: today } }]);
    // HR has no way to it either: the API has no person's mood, and staff cannot share one
    expect((await api(hr, 'POST', '/me/mood', { mood: 3 })).statusCode).toBe(403);
  });
});

describe('HR', () => {
  it('sees departments of five or more, counting only days five or more answered', async () => {
    // the demo's month of answers set aside: Sales gets six answers on one day, three on another (not counted)
    await owner.query(`delete from mood_entries where tenant_id = $1 and day < $2`, [tenant, today]);
    const day = addDays(today, -7);
    const put = (d: string, moods: number[], dept = sales.dept) =>
      owner.query(
        `insert into mood_entries (tenant_id, organization_id, department_id, day, mood)
         select $1, $2, $3, $4, m from unnest($5::int[]) m`,
        [tenant, sales.org, dept, d, moods],
      );
    await put(day, [5, 4, 4, 3, 2, 5]);
    await put(addDays(today, -6), [1, 1, 1]);
    // a department of two: never shown, whatever its answers
    const tiny = (
      await owner.query(
        `insert into departments (tenant_id, name, code, organization_id) values ($1, 'Tiny team', 'TINY', $2) returning id`,
        [tenant, sales.org],
      )
    ).rows[0].id;
    await owner.query(
      `update employees set department_id = $1
        where id in (select id from employees where tenant_id = $2 and department_id = $3 and user_id is null
                      order by employee_code limit 2)`,
      [tiny, tenant, sales.dept],
    );
    await put(day, [1, 1, 1, 1, 1, 1], tiny);

    const r = await api(hr, 'GET', `/mood/trends?${range}`);
    expect(r.statusCode, r.body).toBe(200);
    const trends = r.json() as TMoodTrends;
    expect(trends.minGroup).toBe(5);
    const salesRow = trends.departments.find((d) => d.departmentId === sales.dept)!;
    expect(salesRow.shown).toBe(true);
    const week = salesRow.weeks.find((w) => w.week === mondayOf(day))!;
    expect(week).toMatchObject({ responses: 6, average: '3.83', counts: [0, 1, 1, 2, 2] });
    const tinyRow = trends.departments.find((d) => d.departmentId === tiny)!;
    expect(tinyRow).toMatchObject({ people: 2, shown: false, weeks: [] });
    // the total leaves the small department out
    expect(trends.total.find((w) => w.week === mondayOf(day))!.responses).toBe(6);

    const small = await api(hr, 'GET', `/mood/trends?${range}&departmentId=${tiny}`);
    expect(small.statusCode).toBe(400);
    expect(small.json().code).toBe('moodTooFew');
    expect((await api(hr, 'GET', `/mood/trends?from=${today}&to=${addDays(today, -1)}`)).statusCode).toBe(400);
  });

  it('is a privilege page: a sub admin without it is refused', async () => {
    const finance = await loginAs(t.app, 'finance@demo.test', 'demo');
    expect((await api(finance, 'GET', `/mood/trends?${range}`)).statusCode).toBe(403);
  });
});
