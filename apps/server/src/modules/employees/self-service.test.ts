import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** Update Profile: an employee changes only what HR allows, checked as on the HR form, never in a time machine. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let demoId: string;

const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  emp = await loginAs(t.app, 'emp@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

it('lets an employee change the allowed fields only, audited', async () => {
  expect((await call(emp, 'GET', '/me/employee/self-service')).json()).toEqual({
    fields: ['mobile', 'address'],
    hrFields: [],
  });
  const ok = await call(emp, 'PUT', '/me/employee', { mobile: '+855 12 999 000', address: 'Toul Kork, Phnom Penh' });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toMatchObject({ mobile: '+855 12 999 000', address: 'Toul Kork, Phnom Penh' });
  const refused = await call(emp, 'PUT', '/me/employee', { mobile: '+855 12 999 001', basicSalary: '9999' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().fields).toEqual({ basicSalary: 'notEditable' });
  const bad = await call(emp, 'PUT', '/me/employee', { mobile: 'call me maybe' });
  expect(bad.json().fields.mobile).toBeDefined();
  const log = await owner.query(`select before, after from audit_log where action = 'employee.selfUpdate'`);
  expect(log.rows).toHaveLength(1);
  expect(log.rows[0].after).toEqual({ mobile: '+855 12 999 000', address: 'Toul Kork, Phnom Penh' });
});

it('shows an employee the labels of their custom HR fields (My Profile)', async () => {
  const defs = await call(emp, 'GET', '/employees/hr-fields');
  expect(defs.statusCode).toBe(200);
  expect(defs.json().rows.map((r: { label: string }) => r.label)).toContain('Emergency contact');
});

it('follows HR’s choice of fields, custom HR fields included, and stops in a time machine', async () => {
  expect((await call(emp, 'PUT', '/employees/self-service', { fields: ['mobile'] })).statusCode).toBe(403);
  const set = await call(hr, 'PUT', '/employees/self-service', { fields: ['maritalStatus', 'hrFields'] });
  expect(set.json()).toEqual({ fields: ['maritalStatus', 'hrFields'] });
  const mine = (await call(emp, 'GET', '/me/employee/self-service')).json();
  const contact = mine.hrFields.find((f: { label: string }) => f.label === 'Emergency contact');
  expect(contact).toBeDefined();
  const res = await call(emp, 'PUT', '/me/employee', {
    maritalStatus: 'married',
    hrFields: { [contact.id]: '+855 99 111 222' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().hrFields[contact.id]).toBe('+855 99 111 222');
  expect((await call(emp, 'PUT', '/me/employee', { mobile: '1' })).json().fields).toEqual({ mobile: 'notEditable' });

  await owner.query(`update tenants set time_machine = true where id = $1`, [demoId]);
  expect((await call(emp, 'GET', '/me/employee/self-service')).json().fields).toEqual([]);
  expect((await call(emp, 'PUT', '/me/employee', { maritalStatus: 'single' })).statusCode).toBe(403);
  await owner.query(`update tenants set time_machine = false where id = $1`, [demoId]);
});
