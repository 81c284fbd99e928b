import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivity, TActivityOptions, TKpiRow, TTarget } from '@staffdesk/core/activities-api';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Activities and KPI targets (issue 18): an employee logs their own activities until HR evaluates them; HR logs and
 * evaluates; monthly and summary targets count the month's final activities by their evaluations; the KPI score;
 * who may; every change audited.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let srey: string;
let o: TActivityOptions;

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const MONTH = '2024-03';
const named = <T extends { name: string }>(rows: T[], name: string) => rows.find((r) => r.name === name)!;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  [hr, emp, finance, acme] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
    await loginAs(t.app, 'hr@acme.test', 'acme'),
  ];
  srey = (
    await owner.query(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`)
  ).rows[0].id;
  o = (await api(emp, 'GET', '/activities/options')).json();
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const visit = (extra: object = {}) => ({
  typeId: named(o.types, 'Customer visit').id,
  statusId: named(o.statuses, 'Completed').id,
  doneOn: `${MONTH}-05`,
  minutes: 90,
  notes: 'Sok Heng Trading',
  ...extra,
});

describe('activities', () => {
  let mine: TActivity;

  it('an employee logs their own, without an evaluation; audited', async () => {
    const r = await api(emp, 'POST', '/activities', visit({ evaluationId: named(o.evaluations, 'Exceeds target').id }));
    expect(r.statusCode, r.body).toBe(201);
    mine = r.json();
    expect(mine).toMatchObject({ employee: { id: srey }, evaluation: null, minutes: 90, editable: true });
    const log = await owner.query(`select action from audit_log where entity = 'activity' and entity_id = $1`, [
      mine.id,
    ]);
    expect(log.rows.map((x) => x.action)).toEqual(['activity.create']);
  });

  it('refuses bad input field by field', async () => {
    const bad = await api(hr, 'POST', '/activities', visit({ employeeId: srey, typeId: srey, minutes: 0 }));
    expect(bad.json().fields).toEqual({ minutes: 'tooSmall' });
    const ref = await api(hr, 'POST', '/activities', visit({ employeeId: srey, typeId: srey }));
    expect(ref.json().fields).toEqual({ typeId: 'invalidReference' });
    const ahead = await api(emp, 'POST', '/activities', visit({ doneOn: '2099-01-01' }));
    expect(ahead.json().fields).toEqual({ doneOn: 'futureDate' });
    expect((await api(hr, 'POST', '/activities', visit())).json().fields).toEqual({ employeeId: 'required' });
  });

  it('HR evaluates it; then it is no longer the employee’s to change', async () => {
    const r = await api(
      hr,
      'PUT',
      `/activities/${mine.id}`,
      visit({ employeeId: srey, evaluationId: named(o.evaluations, 'Exceeds target').id }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().evaluation).toMatchObject({ name: 'Exceeds target', valuation: 120 });
    expect((await api(emp, 'PUT', `/activities/${mine.id}`, visit())).statusCode).toBe(403);
    expect((await api(emp, 'DELETE', `/activities/${mine.id}`)).statusCode).toBe(403);
    const list = (await api(emp, 'GET', `/activities?from=${MONTH}-01&to=${MONTH}-31`)).json();
    expect(list.rows.map((a: TActivity) => [a.id, a.editable])).toEqual([[mine.id, false]]);
  });

  it('an employee sees only their own', async () => {
    const other = (
      await owner.query(
        `select id from employees where id <> $1 and organization_id = (select organization_id from
        employees where id = $1) and status = 'active' order by employee_code limit 1`,
        [srey],
      )
    ).rows[0].id;
    const theirs = (await api(hr, 'POST', '/activities', visit({ employeeId: other }))).json() as TActivity;
    expect((await api(emp, 'GET', `/activities/${theirs.id}`)).statusCode).toBe(404);
    const list = (await api(emp, 'GET', `/activities?employeeId=${other}&from=${MONTH}-01&to=${MONTH}-31`)).json();
    expect(list.rows.every((a: TActivity) => a.employee.id === srey)).toBe(true);
    expect((await api(hr, 'DELETE', `/activities/${theirs.id}`)).statusCode).toBe(204);
  });
});

describe('targets and the KPI', () => {
  let monthly: TTarget;

  it('a monthly target counts the final activities of its type by their evaluations', async () => {
    // one more visit, still in progress (does not count), and a call (another type)
    await api(emp, 'POST', '/activities', visit({ statusId: named(o.statuses, 'In Progress').id }));
    await api(emp, 'POST', '/activities', visit({ typeId: named(o.types, 'Phone call').id }));
    const r = await api(hr, 'POST', '/targets', {
      kind: 'type',
      employeeId: srey,
      month: MONTH,
      typeId: named(o.types, 'Customer visit').id,
      target: 2,
      goal: 'Two visits a month',
      valuation: 60,
    });
    expect(r.statusCode, r.body).toBe(201);
    monthly = r.json();
    expect(monthly).toMatchObject({ achieved: 1.2, achievement: 60, type: { name: 'Customer visit' } });
    const again = await api(hr, 'POST', '/targets', { ...monthly, typeId: monthly.type!.id, employeeId: srey });
    expect(again.json().fields).toEqual({ month: 'targetExists' });
    const noType = await api(hr, 'POST', '/targets', {
      kind: 'type',
      employeeId: srey,
      month: MONTH,
      target: 1,
      valuation: 1,
    });
    expect(noType.json().fields).toEqual({ typeId: 'required' });
  });

  it('a summary target counts every type; the KPI weighs both by their valuations', async () => {
    const r = await api(hr, 'POST', '/targets', {
      kind: 'summary',
      employeeId: srey,
      month: MONTH,
      target: 4,
      valuation: 40,
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ achieved: 2.2, achievement: 55, type: null });
    const k = await api(hr, 'GET', `/targets/kpi?month=${MONTH}`);
    expect(k.statusCode, k.body).toBe(200);
    const row = (k.json().rows as TKpiRow[]).find((x) => x.employee.id === srey)!;
    // 60 % of 60 + 55 % of 40
    expect(row).toMatchObject({ targets: 2, activities: 3, score: 58 });
    const list = (await api(hr, 'GET', `/targets?kind=summary&month=${MONTH}`)).json();
    expect(list.rows).toHaveLength(1);
  });

  it('changes and deletes, audited', async () => {
    const r = await api(hr, 'PUT', `/targets/${monthly.id}`, {
      kind: 'type',
      employeeId: srey,
      month: MONTH,
      typeId: monthly.type!.id,
      target: 1,
      valuation: 60,
    });
    expect(r.json()).toMatchObject({ target: 1, achievement: 120 });
    expect((await api(hr, 'DELETE', `/targets/${monthly.id}`)).statusCode).toBe(204);
    const log = await owner.query(
      `select action from audit_log where entity = 'target' and entity_id = $1 order by at`,
      [monthly.id],
    );
    expect(log.rows.map((x) => x.action)).toEqual(['target.create', 'target.update', 'target.delete']);
  });
});

describe('who may', () => {
  it('staff by their pages, a tenant without the features nobody', async () => {
    expect((await api(emp, 'GET', '/targets?kind=type')).statusCode).toBe(403);
    expect((await api(finance, 'GET', '/activities')).statusCode).toBe(403);
    expect((await api(acme, 'GET', '/activities')).statusCode).toBe(404);
    expect((await api(acme, 'GET', '/targets')).statusCode).toBe(404);
    const csv = await api(hr, 'GET', `/activities/export.csv?from=${MONTH}-01&to=${MONTH}-31&lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Sok Heng Trading');
  });
});
