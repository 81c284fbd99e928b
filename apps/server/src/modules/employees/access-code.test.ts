import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { employeeByAccessCode } from './access-code.service.ts';

/** An employee's access code: shown once when set or reset, stored hashed, checked by Employee ID and PIN. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
let srey: { id: string; employeeCode: string };

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  srey = (await call(hr, 'GET', '/employees?search=srey%20pov')).json().rows[0];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const check = (code: string, pin: string) => t.db.tenant(demoId, (db) => employeeByAccessCode(db, demoId, code, pin));

it('is made at random, answered once, kept only as a hash, and replaced by a reset', async () => {
  expect((await call(hr, 'GET', `/employees/${srey.id}`)).json().accessCodeSetAt).toBeNull();
  const first = (await call(hr, 'POST', `/employees/${srey.id}/access-code`)).json();
  expect(first.code).toMatch(/^\d{6}$/);
  const stored = (await owner.query(`select access_code_hash from employees where id = $1`, [srey.id])).rows[0];
  expect(stored.access_code_hash).not.toContain(first.code);
  const record = (await call(hr, 'GET', `/employees/${srey.id}`)).json();
  expect(record.accessCodeSetAt).toBe(first.setAt);
  expect(JSON.stringify(record)).not.toContain('access_code_hash');
  expect(JSON.stringify(record)).not.toContain('accessCodeHash');

  expect(await check(srey.employeeCode.toLowerCase(), first.code)).toBe(srey.id);
  expect(await check(srey.employeeCode, first.code === '000000' ? '000001' : '000000')).toBeNull();
  expect(await check('NOPE-1', first.code)).toBeNull();

  const second = (await call(hr, 'POST', `/employees/${srey.id}/access-code`)).json();
  if (second.code !== first.code) expect(await check(srey.employeeCode, first.code)).toBeNull();
  expect(await check(srey.employeeCode, second.code)).toBe(srey.id);
  expect((await call(hr, 'DELETE', `/employees/${srey.id}/access-code`)).statusCode).toBe(204);
  expect(await check(srey.employeeCode, second.code)).toBeNull();
  const log = await owner.query(
    `select action from audit_log where entity_id = $1 and action like 'employee.accessCode%' order by at`,
    [srey.id],
  );
  expect(log.rows.map((r) => r.action)).toEqual([
    'employee.accessCodeSet',
    'employee.accessCodeReset',
    'employee.accessCodeRemove',
  ]);
});

it('is HR’s to set: an employee cannot, another tenant gets 404', async () => {
  const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  expect((await call(emp, 'POST', `/employees/${srey.id}/access-code`)).statusCode).toBe(403);
  const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
  expect((await call(acme, 'POST', `/employees/${srey.id}/access-code`)).statusCode).toBe(404);
});
