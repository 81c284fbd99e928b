import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { applyDuePromotions } from './promotions.ts';

/** Promotions: applied to the job info on their effective date, once, then kept as history and locked. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let srey: { id: string };
let finance: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: hr }, ...(payload ? { payload } : {}) });
const today = () => todayIn('Asia/Phnom_Penh');

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  srey = (await call('GET', '/employees?search=srey%20pov')).json().rows[0];
  finance = (await owner.query(`select id from departments where code = 'FIN' limit 1`)).rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it('takes effect at once when its date has come, keeps what changed, and is locked after', async () => {
  const before = (await call('GET', `/employees/${srey.id}`)).json();
  const res = await call('POST', '/resources/promotion', {
    employeeId: srey.id,
    effectiveDate: addDays(today(), -1),
    position: 'Senior Sales Executive',
    basicSalary: '1500.00',
  });
  expect(res.statusCode, res.body).toBe(201);
  const p = res.json();
  expect(p).toMatchObject({ appliedOn: today(), fromPosition: before.position, fromDepartmentIdLabel: 'Sales' });
  expect(Number(p.fromBasicSalary)).toBe(Number(before.basicSalary));
  const after = (await call('GET', `/employees/${srey.id}`)).json();
  expect(after).toMatchObject({ position: 'Senior Sales Executive', basicSalary: '1500', departmentName: 'Sales' });

  const put = await call('PUT', `/resources/promotion/${p.id}`, { effectiveDate: today(), position: 'Other' });
  expect(put.statusCode).toBe(409);
  expect(put.json().code).toBe('recordLocked');
  expect((await call('DELETE', `/resources/promotion/${p.id}`, { reason: 'oops' })).statusCode).toBe(409);
  const log = await owner.query(
    `select before, after from audit_log where action = 'employee.promotion' and after->>'promotionId' = $1`,
    [p.id],
  );
  expect(log.rows[0].after).toMatchObject({ promotionId: p.id, position: 'Senior Sales Executive' });
});

it('waits for a future date, may be changed until then, and is applied by the hourly job', async () => {
  const p = (
    await call('POST', '/resources/promotion', {
      employeeId: srey.id,
      effectiveDate: addDays(today(), 30),
      departmentId: finance,
    })
  ).json();
  expect(p.appliedOn).toBeNull();
  expect((await call('GET', `/employees/${srey.id}`)).json().departmentName).toBe('Sales');
  const put = await call('PUT', `/resources/promotion/${p.id}`, {
    effectiveDate: addDays(today(), 20),
    departmentId: finance,
    position: 'Payroll Officer',
  });
  expect(put.statusCode).toBe(200);
  expect(await applyDuePromotions(t.app.services)).toEqual({ applied: 0 });
  // the day comes
  await owner.query(`update employee_promotions set effective_date = current_date - 1 where id = $1`, [p.id]);
  expect(await applyDuePromotions(t.app.services)).toEqual({ applied: 1 });
  expect(await applyDuePromotions(t.app.services)).toEqual({ applied: 0 });
  expect((await call('GET', `/employees/${srey.id}`)).json()).toMatchObject({
    departmentName: 'Finance',
    position: 'Payroll Officer',
    basicSalary: '1500',
  });
  const history = (await call('GET', `/resources/promotion?employeeId=${srey.id}&sort=effectiveDate:asc`)).json();
  expect(history.rows.map((r: { fromDepartmentIdLabel: string }) => r.fromDepartmentIdLabel)).toEqual([
    'Sales',
    'Sales',
  ]);
});
