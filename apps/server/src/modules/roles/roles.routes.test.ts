import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let owner: pg.Client;
let hr: string;
let demoId: string;
let orgs: string[];
let depts: string[];
let acmeOrg: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
  orgs = (await owner.query(`select id from organizations where tenant_id = $1 order by title`, [demoId])).rows.map(
    (r) => r.id,
  );
  depts = (
    await owner.query(`select id from departments where tenant_id = $1 and organization_id = $2 order by name`, [
      demoId,
      orgs[0],
    ])
  ).rows.map((r) => r.id);
  acmeOrg = (
    await owner.query(`select o.id from organizations o join tenants t on t.id = o.tenant_id where t.account = 'acme'`)
  ).rows[0].id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = hr) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

const payroll = {
  name: 'Payroll Clerk',
  privileges: { payslips: { view: true, add: true }, payCodes: { view: true } },
  organizationIds: [],
  departmentIds: [],
};

describe('user roles', () => {
  it("answers 'Please select at least one module' for a role without any page", async () => {
    for (const privileges of [{}, { payslips: { view: false, add: true } }, { notAPage: { view: true } }]) {
      const res = await call('POST', '/api/v1/roles', { name: 'Empty', privileges });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'selectModule', message: 'Please select at least one module' });
    }
  });

  it('creates, lists, shows, edits, deletes with a reason and restores a role', async () => {
    const created = await call('POST', '/api/v1/roles', {
      ...payroll,
      organizationIds: [orgs[0]],
      departmentIds: depts.slice(0, 2),
    });
    expect(created.statusCode).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({
      name: 'Payroll Clerk',
      modules: ['payslips', 'payCodes'],
      users: 0,
      organizationIds: [orgs[0]],
    });
    expect(role.privileges.payslips).toEqual({ view: true, add: true, edit: false, delete: false, approve: false });

    const list = await call('GET', '/api/v1/roles?search=clerk');
    expect(list.json()).toMatchObject({ total: 1, rows: [{ id: role.id }] });
    const all = await call('GET', '/api/v1/roles?sort=name:asc');
    expect(all.json().rows.map((r: { name: string; users: number }) => [r.name, r.users])).toEqual([
      ['Finance HR', 1],
      ['HR Officer', 1],
      ['Payroll Clerk', 0],
      ['Payroll Manager', 1],
    ]);
    expect((await call('GET', `/api/v1/roles/${role.id}`)).json().name).toBe('Payroll Clerk');

    const dup = await call('POST', '/api/v1/roles', { ...payroll, name: 'payroll clerk' });
    expect(dup.statusCode).toBe(409);

    const edit = await call('PUT', `/api/v1/roles/${role.id}`, {
      name: 'Payroll Officer',
      privileges: { payrollProcess: { view: true, approve: true } },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Payroll Officer', modules: ['payrollProcess'], organizationIds: [] });
    expect(edit.json().privileges.payrollProcess.approve).toBe(true);

    expect((await call('DELETE', `/api/v1/roles/${role.id}`, {})).json().code).toBe('reasonRequired');
    expect((await call('DELETE', `/api/v1/roles/${role.id}`, { reason: 'Merged into HR Officer' })).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/v1/roles/${role.id}`)).statusCode).toBe(404);
    const deleted = await call('GET', '/api/v1/roles/deleted');
    expect(deleted.json().rows).toMatchObject([
      { id: role.id, deleteReason: 'Merged into HR Officer', deletedByName: 'Dara Sok' },
    ]);
    // the name is free again while the role is deleted
    const twin = await call('POST', '/api/v1/roles', { ...payroll, name: 'Payroll Officer' });
    expect(twin.statusCode).toBe(201);
    expect((await call('POST', `/api/v1/roles/${role.id}/restore`)).statusCode).toBe(409);
    await call('DELETE', `/api/v1/roles/${twin.json().id}`, { reason: 'Twin' });
    expect((await call('POST', `/api/v1/roles/${role.id}/restore`)).json().deletedAt).toBeNull();

    const audit = await owner.query(
      `select action from audit_log where entity = 'userRole' and entity_id = $1 order by id`,
      [role.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses to delete a role in use', async () => {
    const used = (await owner.query(`select id from sub_admin_roles where name = 'HR Officer'`)).rows[0].id;
    const res = await call('DELETE', `/api/v1/roles/${used}`, { reason: 'no longer needed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('inUse');
  });

  it("refuses organizations and departments that are not the tenant's", async () => {
    const res = await call('POST', '/api/v1/roles', { ...payroll, name: 'Scoped', organizationIds: [acmeOrg] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ organizationIds: 'invalidReference' });
    const d = await call('POST', '/api/v1/roles', { ...payroll, name: 'Scoped', departmentIds: [orgs[0]] });
    expect(d.json().fields).toEqual({ departmentIds: 'invalidReference' });
  });

  it("answers 404 for another tenant's role, before looking at the body", async () => {
    const acmeHr = await loginAs(t.app, 'hr@acme.test', 'acme');
    const demoRole = (await owner.query(`select id from sub_admin_roles where name = 'HR Officer'`)).rows[0].id;
    expect((await call('GET', `/api/v1/roles/${demoRole}`, undefined, acmeHr)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v1/roles/${demoRole}`, { name: 'x', privileges: {} }, acmeHr)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/roles/${demoRole}`, { reason: 'x' }, acmeHr)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/roles', undefined, acmeHr)).json().total).toBe(0);
  });

  it('offers role options to tenant users and exports CSV and XLSX', async () => {
    const options = await call('GET', '/api/v1/roles/options');
    expect(options.json().map((o: { label: string }) => o.label)).toContain('HR Officer');
    const csv = await call('GET', '/api/v1/roles/export.csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="roles-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.body).toContain('HR Officer');
    const xlsx = await call('GET', '/api/v1/roles/export.xlsx');
    expect(xlsx.headers['content-disposition']).toMatch(/filename="roles-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('a sub admin with the user role page', () => {
  let sub: string;
  beforeAll(async () => {
    // the demo sub admin's role, given the user role page and limited to the first organization
    await owner.query(
      `update sub_admin_roles set privileges = privileges || '{"userRoles": {"view": true, "add": true, "edit": true}}'::jsonb,
              organization_ids = $1 where name = 'HR Officer'`,
      [[orgs[0]]],
    );
    sub = await loginAs(t.app, 'sub@demo.test', 'demo');
  });

  it('may give only what their own role has, within their own organizations', async () => {
    const ok = await call(
      'POST',
      '/api/v1/roles',
      { name: 'Shift Lead', privileges: { shifts: { view: true, add: true } }, organizationIds: [orgs[0]] },
      sub,
    );
    expect(ok.statusCode).toBe(201);
    const more = await call(
      'POST',
      '/api/v1/roles',
      { name: 'Too Much', privileges: { shifts: { view: true, delete: true } }, organizationIds: [orgs[0]] },
      sub,
    );
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe('Do not have Delete Privilege');
    const page = await call(
      'POST',
      '/api/v1/roles',
      { name: 'Too Much', privileges: { employees: { view: true } }, organizationIds: [orgs[0]] },
      sub,
    );
    expect(page.statusCode).toBe(403);
    // an empty organization list would mean every organization
    const everywhere = await call(
      'POST',
      '/api/v1/roles',
      { name: 'Too Much', privileges: { shifts: { view: true } } },
      sub,
    );
    expect(everywhere.json().fields).toEqual({ organizationIds: 'invalidReference' });
    const other = await call(
      'POST',
      '/api/v1/roles',
      { name: 'Too Much', privileges: { shifts: { view: true } }, organizationIds: [orgs[1]] },
      sub,
    );
    expect(other.statusCode).toBe(400);
  });

  it('is refused without the page, as employees are', async () => {
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call('GET', '/api/v1/roles', undefined, emp)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/roles', payroll, emp)).json().message).toBe('Do not have Add Privilege');
    expect(
      (await call('DELETE', '/api/v1/roles/00000000-0000-4000-8000-000000000000', { reason: 'x' }, sub)).json().message,
    ).toBe('Do not have Delete Privilege');
  });
});
