import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, showDay } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { applyDueSettlements } from './settlements.ts';

/** Settlements: on the exit date the employee becomes In-Active and their login stops; the record is then locked. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let srey: { id: string; employeeCode: string };
let bopha: { id: string; employeeCode: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = hr) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const today = () => todayIn('Asia/Phnom_Penh');

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  srey = (await call('GET', '/employees?search=srey%20pov')).json().rows[0];
  bopha = (await call('GET', '/employees?search=bopha')).json().rows[0];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it('makes the employee In-Active on an exit date that has come, and their login stops at once', async () => {
  const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  expect((await call('GET', '/me/employee', undefined, emp)).statusCode).toBe(200);
  const res = await call('POST', '/resources/settlement', {
    employeeId: srey.id,
    exitDate: today(),
    reason: 'resignation',
    noticeDays: 30,
    leaveEncashment: '145.50',
    severancePay: '420',
    deductions: '35',
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ appliedOn: today(), netAmount: '530.50' });
  expect((await call('GET', `/employees/${srey.id}`)).json()).toMatchObject({ status: 'inactive', exitDate: today() });
  expect((await call('GET', '/me/employee', undefined, emp)).statusCode).toBe(401);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'demo', email: 'emp@demo.test', password: DEMO_PASSWORD },
  });
  expect(again.statusCode).not.toBe(200);

  const second = await call('POST', '/resources/settlement', {
    employeeId: srey.id,
    exitDate: today(),
    reason: 'other',
  });
  expect(second.statusCode).toBe(409);
  expect(second.json().code).toBe('settlementExists');
  expect(
    (await call('PUT', `/resources/settlement/${res.json().id}`, { exitDate: today(), reason: 'other' })).json().code,
  ).toBe('recordLocked');
});

it('waits for a future exit date, then the hourly job applies it', async () => {
  const s = (
    await call('POST', '/resources/settlement', {
      employeeId: bopha.id,
      exitDate: addDays(today(), 14),
      reason: 'contractEnd',
    })
  ).json();
  expect(s).toMatchObject({ appliedOn: null, netAmount: '0.00' });
  expect((await call('GET', `/employees/${bopha.id}`)).json().status).toBe('active');
  expect(await applyDueSettlements(t.app.services)).toEqual({ applied: 0 });
  await owner.query(`update employee_settlements set exit_date = current_date - 1 where id = $1`, [s.id]);
  expect(await applyDueSettlements(t.app.services)).toEqual({ applied: 1 });
  expect((await call('GET', `/employees/${bopha.id}`)).json().status).toBe('inactive');
});

it('imports exits: an employee who already has a settlement is refused by row', async () => {
  const file = Buffer.from(
    `\uFEFFEmployee ID,Exit Date,Reason,Notice Period (days)\r\n${srey.employeeCode},${showDay(today())},Resignation,30\r\n`,
    'utf8',
  );
  const body = multipart({}, [{ field: 'file', name: 'exits.csv', type: 'text/csv', content: file }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/imports/exits',
    payload: body.payload,
    headers: { ...body.headers, cookie: hr },
  });
  expect(res.json().errors).toEqual([{ row: 2, column: '', code: 'exists' }]);
});
