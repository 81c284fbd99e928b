import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** `/settingspayrollPrivilege` (issue 11): each HR admin's and sub admin's three payroll approval parts. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
const ids: Record<string, string> = {};

const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const none = { approvePayroll: false, approvePaid: false, payrollLine: false };

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  // a second HR admin and a third sub admin (with the HR Officer role) to set privileges for
  await owner.query(
    `insert into users (tenant_id, email, password_hash, login_type, first_name, last_name, role_id)
     values ($1, 'hr2@demo.test', '!', 'hr_admin', 'Second', 'Admin', null),
            ($1, 'sub3@demo.test', '!', 'sub_admin', 'Third', 'Sub',
             (select role_id from users where tenant_id = $1 and email = 'sub@demo.test'))`,
    [demoId],
  );
  const users = await owner.query(`select id, email from users where tenant_id = $1`, [demoId]);
  for (const u of users.rows) ids[u.email] = u.id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('payroll privilege', () => {
  it('lists HR admins (all three parts by default) and sub admins (none), not employees or guards', async () => {
    const res = await call(hr, 'GET', '/payroll-privileges?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { email: string; loginType: string; set: boolean }[];
    expect(rows.every((r) => r.loginType === 'hr_admin' || r.loginType === 'sub_admin')).toBe(true);
    expect(rows.find((r) => r.email === 'hr@demo.test')).toMatchObject({
      set: false,
      approvePayroll: true,
      approvePaid: true,
      payrollLine: true,
    });
    expect(rows.find((r) => r.email === 'sub@demo.test')).toMatchObject({ set: false, ...none });
    expect(rows.some((r) => r.email === 'guard@demo.test')).toBe(false);
  });

  it('sets a sub admin’s parts and payroll organization: stored, audited, in their session at once', async () => {
    const sub = await loginAs(t.app, 'sub@demo.test', 'demo');
    expect((await call(sub, 'GET', '/auth/session')).json().payrollPrivilege).toMatchObject(none);
    const org = (await owner.query(`select id from organizations where tenant_id = $1 order by code limit 1`, [demoId]))
      .rows[0].id;
    const body = { organizationId: org, approvePayroll: true, approvePaid: false, payrollLine: true };
    const res = await call(hr, 'PUT', `/payroll-privileges/${ids['sub@demo.test']}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, set: true, updatedByName: expect.any(String) });
    const session = (await call(sub, 'GET', '/auth/session')).json();
    expect(session.payrollPrivilege).toMatchObject({ approvePayroll: true, approvePaid: false, payrollLine: true });
    expect(session.payrollOrganizationId).toBe(org);

    // a second change updates the same row
    const again = await call(hr, 'PUT', `/payroll-privileges/${ids['sub@demo.test']}`, {
      ...body,
      organizationId: null,
    });
    expect(again.json()).toMatchObject({ organizationId: null, approvePayroll: true });
    const log = await owner.query(
      `select action, before, after from audit_log where entity = 'payrollPrivilege' and entity_id = $1 order by id`,
      [ids['sub@demo.test']],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['payrollPrivilege.update', 'payrollPrivilege.update']);
    expect(log.rows[0].before).toMatchObject(none);
  });

  it('an HR admin may take parts from another HR admin, never from themselves', async () => {
    const own = await call(hr, 'PUT', `/payroll-privileges/${ids['hr@demo.test']}`, none);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('ownAccount');
    const res = await call(hr, 'PUT', `/payroll-privileges/${ids['hr2@demo.test']}`, { ...none, approvePaid: true });
    expect(res.json()).toMatchObject({ approvePayroll: false, approvePaid: true, set: true });
  });

  it('answers bad input with 400 and what is not theirs with 404', async () => {
    const id = ids['sub@demo.test'];
    const bad = await call(hr, 'PUT', `/payroll-privileges/${id}`, { approvePayroll: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ approvePayroll: 'required' });
    const org = await call(hr, 'PUT', `/payroll-privileges/${id}`, { ...none, organizationId: crypto.randomUUID() });
    expect(org.json().fields).toEqual({ organizationId: 'invalidReference' });
    expect((await call(hr, 'PUT', '/payroll-privileges/not-a-uuid', none)).statusCode).toBe(404);
    expect((await call(hr, 'PUT', `/payroll-privileges/${ids['guard@demo.test']}`, none)).statusCode).toBe(404);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acme, 'PUT', `/payroll-privileges/${id}`, none)).statusCode).toBe(404);
    const guard = await loginAs(t.app, 'guard@demo.test', 'demo');
    expect((await call(guard, 'GET', '/payroll-privileges')).statusCode).toBe(403);
  });

  it('a scoped sub admin with the page: sub admins only, an organization of their scope, no part they lack', async () => {
    await owner.query(
      `update sub_admin_roles set privileges = privileges || '{"payrollPrivilege":{"view":true,"edit":true}}'::jsonb
        where id = (select role_id from users where id = $1)`,
      [ids['finance@demo.test']],
    );
    const finance = await loginAs(t.app, 'finance@demo.test', 'demo');
    const rows = (await call(finance, 'GET', '/payroll-privileges?pageSize=50')).json().rows as { loginType: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.loginType === 'sub_admin')).toBe(true);
    expect((await call(finance, 'PUT', `/payroll-privileges/${ids['hr@demo.test']}`, none)).statusCode).toBe(404);

    const target = ids['sub@demo.test'];
    const noOrg = await call(finance, 'PUT', `/payroll-privileges/${target}`, none);
    // HR set this row for every organization: outside an organization-scoped sub admin's reach
    expect(noOrg.statusCode).toBe(404);

    const scope = (
      await owner.query(
        `select organization_ids from sub_admin_roles r join users u on u.role_id = r.id where u.id = $1`,
        [ids['finance@demo.test']],
      )
    ).rows[0].organization_ids as string[];
    const stranger = ids['sub3@demo.test'];
    const required = await call(finance, 'PUT', `/payroll-privileges/${stranger}`, none);
    expect(required.json().fields).toEqual({ organizationId: 'required' });
    const beyond = await call(finance, 'PUT', `/payroll-privileges/${stranger}`, {
      ...none,
      organizationId: scope[0],
      approvePayroll: true,
    });
    expect(beyond.statusCode).toBe(403);
    const ok = await call(finance, 'PUT', `/payroll-privileges/${stranger}`, { ...none, organizationId: scope[0] });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
