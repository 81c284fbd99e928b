import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** The security gate (issue 12): a guard checks employees in and out by ID card or Employee ID and access code. */
let t: TTestContext;
let owner: pg.Client;
let guard: string;
let hr: string;
let acmeCard: string;
const employee: { id: string; code: string; card: string } = { id: '', code: '', card: '' };
const gate = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/gate/punch', headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  guard = await loginAs(t.app, 'guard@demo.test', 'demo');
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  // a Phnom Penh employee without a login, a card and an access code; no shift, so any hour will do
  const r = await owner.query<{ id: string; employee_code: string }>(
    `select e.id, e.employee_code from employees e join tenants t on t.id = e.tenant_id and t.account = 'demo'
      where e.user_id is null and e.status = 'active' and e.deleted_at is null order by e.employee_code limit 1`,
  );
  Object.assign(employee, { id: r.rows[0]!.id, code: r.rows[0]!.employee_code, card: 'c'.repeat(32) });
  await owner.query(`update employees set card_token = $1, access_code_hash = $2, shift_id = null where id = $3`, [
    employee.card,
    await hashPassword('123456'),
    employee.id,
  ]);
  const acme = await owner.query<{ id: string }>(
    `select e.id from employees e join tenants t on t.id = e.tenant_id and t.account = 'acme' limit 1`,
  );
  acmeCard = 'a'.repeat(32);
  await owner.query(`update employees set card_token = $1 where id = $2`, [acmeCard, acme.rows[0]!.id]);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('security gate', () => {
  it('checks an employee in by card, lists them inside, and out by Employee ID and access code', async () => {
    const first = await gate(guard, { cardToken: employee.card });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'in', employeeCode: employee.code });
    const inside = (await t.app.inject({ url: '/api/v1/gate/inside', headers: { cookie: guard } })).json();
    expect(inside.map((r: { employeeCode: string }) => r.employeeCode)).toContain(employee.code);
    const second = await gate(guard, { employeeCode: employee.code.toLowerCase(), accessCode: '123456' });
    expect(second.json()).toMatchObject({ kind: 'out', employeeCode: employee.code });
    const punches = await owner.query(
      `select in_source, out_source, in_by_name, out_by_name from attendance_punches
        where employee_id = $1 and in_source = 'gate'`,
      [employee.id],
    );
    expect(punches.rows).toEqual([
      { in_source: 'gate', out_source: 'gate', in_by_name: 'Vuthy Keo', out_by_name: 'Vuthy Keo' },
    ]);
  });

  it("refuses a wrong access code, an unknown card and another tenant's card alike (404)", async () => {
    for (const body of [
      { employeeCode: employee.code, accessCode: '000000' },
      { employeeCode: 'NOPE-1', accessCode: '123456' },
      { cardToken: 'z'.repeat(32) },
      { cardToken: acmeCard },
    ]) {
      const res = await gate(guard, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().code).toBe('gateUnknown');
    }
  });

  it('is for guards only', async () => {
    expect((await gate(hr, { cardToken: employee.card })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/gate/inside', headers: { cookie: hr } })).statusCode).toBe(403);
  });
});
