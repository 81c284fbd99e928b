import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** Sub admins and security users (issue 11, `/employeesadmin_staff`): made, linked to employees, changed, stopped. */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
let roleId: string;

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  roleId = (await call(hr, 'GET', '/roles?pageSize=5')).json().rows[0].id;
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const userOf = async (id: string) =>
  (await owner.query(`select login_type, role_id, is_employee, disabled from users where id = $1`, [id])).rows[0];

describe('a sub admin', () => {
  it('is a new login with a role and no password yet; the email is unique; the role is required and real', async () => {
    const body = { kind: 'sub_admin', firstName: 'Vanna', lastName: 'Chea', email: 'Vanna.Chea@demo.test', roleId };
    const res = await call(hr, 'POST', '/staff', body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ kind: 'sub_admin', email: 'vanna.chea@demo.test', roleId, passwordSet: false });
    expect(await userOf(made.id)).toMatchObject({ login_type: 'sub_admin', role_id: roleId, is_employee: false });
    expect((await call(hr, 'GET', '/staff?search=vanna')).json().rows.map((r: { id: string }) => r.id)).toEqual([
      made.id,
    ]);

    const again = await call(hr, 'POST', '/staff', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'emailExists', message: 'Email Already Exists' });
    const noRole = await call(hr, 'POST', '/staff', { ...body, email: 'x1@demo.test', roleId: null });
    expect(noRole.json()).toMatchObject({ code: 'validation', fields: { roleId: 'required' } });
    const badRole = await call(hr, 'POST', '/staff', { ...body, email: 'x2@demo.test', roleId: crypto.randomUUID() });
    expect(badRole.json().fields).toEqual({ roleId: 'invalidReference' });
    const badEmail = await call(hr, 'POST', '/staff', { ...body, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    const log = await owner.query(`select action from audit_log where entity = 'staff' and entity_id = $1`, [made.id]);
    expect(log.rows.map((r) => r.action)).toEqual(['staff.create']);
  });

  it('made of an employee: their employee login gains the role (and the switch); one without a login gets one', async () => {
    const withLogin = (
      await owner.query(
        `select e.id, e.user_id from employees e join users u on u.id = e.user_id
          where e.tenant_id = $1 and u.login_type = 'emp' and e.deleted_at is null order by e.employee_code limit 1`,
        [demoId],
      )
    ).rows[0];
    const res = await call(hr, 'POST', '/staff', { kind: 'sub_admin', employeeId: withLogin.id, roleId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: withLogin.user_id, employeeId: withLogin.id, mailSent: null });
    expect(await userOf(withLogin.user_id)).toMatchObject({ login_type: 'sub_admin', is_employee: true });
    const twice = await call(hr, 'POST', '/staff', { kind: 'sub_admin', employeeId: withLogin.id, roleId });
    expect(twice.json()).toMatchObject({ code: 'alreadyStaff' });

    const noLogin = (
      await owner.query(
        `select id, email from employees where tenant_id = $1 and user_id is null and email is not null and deleted_at is null limit 1`,
        [demoId],
      )
    ).rows[0];
    const made = await call(hr, 'POST', '/staff', { kind: 'sub_admin', employeeId: noLogin.id, roleId });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      email: noLogin.email.toLowerCase(),
      employeeId: noLogin.id,
      passwordSet: false,
    });
    const linked = await owner.query(`select user_id from employees where id = $1`, [noLogin.id]);
    expect(linked.rows[0].user_id).toBe(made.json().id);
    const missing = await call(hr, 'POST', '/staff', { kind: 'sub_admin', employeeId: crypto.randomUUID(), roleId });
    expect(missing.json().fields).toEqual({ employeeId: 'invalidReference' });
  });
});

describe('a security user', () => {
  it('is listed apart from sub admins, without a role', async () => {
    const res = await call(hr, 'POST', '/staff', {
      kind: 'security',
      firstName: 'Gate',
      lastName: 'Two',
      email: 'gate2@demo.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'security', roleId: null });
    const guards = (await call(hr, 'GET', '/staff?kind=security&pageSize=50')).json().rows as { email: string }[];
    expect(guards.map((g) => g.email)).toContain('gate2@demo.test');
    const subs = (await call(hr, 'GET', '/staff?pageSize=50')).json().rows as { kind: string }[];
    expect(subs.every((r) => r.kind === 'sub_admin')).toBe(true);
    const csv = await call(hr, 'GET', '/staff/export.csv?kind=security');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('gate2@demo.test');
  });
});

describe('changing staff', () => {
  it('changes names and role, stops and restarts a login (its sessions end), never one’s own', async () => {
    const made = (
      await call(hr, 'POST', '/staff', { kind: 'sub_admin', firstName: 'Rith', email: 'rith@demo.test', roleId })
    ).json();
    await owner.query(
      `update users set password_hash = (select password_hash from users where email = 'sub@demo.test' and tenant_id = $1) where id = $2`,
      [demoId, made.id],
    );
    const theirs = await loginAs(t.app, 'rith@demo.test', 'demo');
    expect((await call(theirs, 'GET', '/auth/session')).statusCode).toBe(200);

    const up = await call(hr, 'PUT', `/staff/${made.id}`, {
      firstName: 'Rithy',
      lastName: 'Som',
      roleId,
      language: 'km',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ firstName: 'Rithy', lastName: 'Som', language: 'km' });

    const off = await call(hr, 'POST', `/staff/${made.id}/disable`);
    expect(off.json().disabled).toBe(true);
    expect((await call(theirs, 'GET', '/auth/session')).statusCode).toBe(401);
    expect((await call(hr, 'POST', `/staff/${made.id}/enable`)).json().disabled).toBe(false);

    const me = (await owner.query(`select id from users where tenant_id = $1 and email = 'hr@demo.test'`, [demoId]))
      .rows[0];
    expect((await call(hr, 'POST', `/staff/${me.id}/disable`)).statusCode).toBe(404);
    // a sub admin who may edit staff still cannot stop, change or re-link their own login
    const subId = (
      await owner.query(
        `update sub_admin_roles set privileges = privileges || '{"subAdmins":{"view":true,"add":true,"edit":true}}'::jsonb
          where id = (select role_id from users where tenant_id = $1 and email = 'sub@demo.test')
          returning (select id from users where tenant_id = $1 and email = 'sub@demo.test')`,
        [demoId],
      )
    ).rows[0].id;
    const sub = await loginAs(t.app, 'sub@demo.test', 'demo');
    for (const [method, url] of [
      ['POST', `/staff/${subId}/disable`],
      ['POST', `/staff/${subId}/resend-link`],
      ['PUT', `/staff/${subId}`],
    ] as const) {
      const res = await call(sub, method, url, method === 'PUT' ? { firstName: 'Me', roleId } : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('ownAccount');
    }
    const log = await owner.query(
      `select action from audit_log where entity = 'staff' and entity_id = $1 order by id`,
      [made.id],
    );
    expect(log.rows.map((r) => r.action)).toEqual(['staff.create', 'staff.update', 'staff.disable', 'staff.enable']);
  });

  it('is another tenant’s 404 and needs the Sub Admin page', async () => {
    const one = (await call(hr, 'GET', '/staff?pageSize=5')).json().rows[0];
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acme, 'GET', `/staff/${one.id}`)).statusCode).toBe(404);
    expect((await call(acme, 'PUT', `/staff/${one.id}`, { firstName: 'X', roleId })).statusCode).toBe(404);
    expect((await call(acme, 'POST', `/staff/${one.id}/disable`)).statusCode).toBe(404);
    const employee = await loginAs(t.app, 'guard@demo.test', 'demo');
    expect((await call(employee, 'GET', '/staff')).statusCode).toBe(403);
  });
});
