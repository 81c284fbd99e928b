import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';
import { insertRole, insertUser } from '../auth/auth.repo.ts';

/** The employee record (issue 11): list, search, export, add with a login, edit, delete, scope and isolation. */
let t: TTestContext;
let owner: pg.Client;
let demoId: string;
let hr: string;
let orgPP: string;
let orgSR: string;
let deptSales: string;
let deptFinance: string;
let deptCS: string;
let contactField: string;
const all = { view: true, add: true, edit: true, delete: true };

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function subAdmin(email: string, organizationIds: string[], departmentIds: string[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.db.tenant(demoId, async (db) => {
    const role = await insertRole(db, {
      tenantId: demoId,
      name: email,
      privileges: { employees: all },
      organizationIds,
      departmentIds,
    });
    await insertUser(db, {
      tenantId: demoId,
      passwordHash,
      email,
      loginType: 'sub_admin',
      roleId: role.id,
      firstName: 'Scoped',
      lastName: email,
    });
  });
  return loginAs(t.app, email, 'demo');
}

const person = (over: Record<string, unknown> = {}) => ({
  firstName: 'Kanha',
  lastName: 'Phan',
  organizationId: orgPP,
  departmentId: deptSales,
  position: 'Sales Executive',
  gender: 'female',
  dateOfBirth: '1996-04-02',
  joinDate: '2026-01-05',
  payrollType: 'flatSalary',
  basicSalary: '820.50',
  hrFields: { [contactField]: '+855 12 345 678' },
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  demoId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
  const orgs = await owner.query<{ id: string; code: string }>(
    `select id, code from organizations where tenant_id = $1`,
    [demoId],
  );
  orgPP = orgs.rows.find((o) => o.code === 'MTPP')!.id;
  orgSR = orgs.rows.find((o) => o.code === 'MYKL')!.id;
  const depts = await owner.query<{ id: string; code: string }>(
    `select id, code from departments where tenant_id = $1`,
    [demoId],
  );
  deptSales = depts.rows.find((d) => d.code === 'SAL')!.id;
  deptFinance = depts.rows.find((d) => d.code === 'FIN')!.id;
  deptCS = depts.rows.find((d) => d.code === 'CS')!.id;
  contactField = (
    await owner.query<{ id: string }>(`select id from hr_fields where tenant_id = $1 and label = 'Emergency contact'`, [
      demoId,
    ])
  ).rows[0]!.id;
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

describe('the staff list', () => {
  it('lists the demo staff with their organization and department, sorted by name', async () => {
    const page = (await call(hr, 'GET', '/employees?pageSize=50')).json();
    expect(page.total).toBe(58);
    const srey = page.rows.find((r: { email: string }) => r.email === 'emp@demo.test');
    expect(srey).toMatchObject({ firstName: 'Srey', departmentName: 'Sales', hasLogin: true, status: 'active' });
    const names = page.rows.map((r: { firstName: string; lastName: string }) =>
      `${r.firstName} ${r.lastName}`.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('searches names, IDs, email and mobile by substring, in any script', async () => {
    const by = async (q: string) =>
      (await call(hr, 'GET', `/employees?search=${encodeURIComponent(q)}`))
        .json()
        .rows.map((r: { firstName: string }) => r.firstName);
    expect(await by('pov')).toEqual(['Srey']);
    expect(await by('ម៉ៅ')).toEqual(['សុភា']);
    expect(await by('丽娜')).toEqual(['丽娜']);
    expect(await by('100%')).toEqual([]);
  });

  it('filters by organization, department and status', async () => {
    const sr = (await call(hr, 'GET', `/employees?organizationId=${orgSR}&pageSize=50`)).json();
    expect(sr.rows.every((r: { organizationId: string }) => r.organizationId === orgSR)).toBe(true);
    expect(sr.total).toBeGreaterThan(0);
    const fin = (await call(hr, 'GET', `/employees?departmentId=${deptFinance}`)).json();
    expect(fin.rows.map((r: { departmentName: string }) => r.departmentName)).toEqual(Array(fin.total).fill('Finance'));
    expect((await call(hr, 'GET', '/employees?status=inactive')).json().total).toBe(1);
  });

  it('exports every matching row as CSV and XLSX', async () => {
    const csv = await call(hr, 'GET', `/employees/export.csv?departmentId=${deptFinance}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/employees-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 3);
    const xlsx = await call(hr, 'GET', '/employees/export.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('offers at most twenty options, searched on the server', async () => {
    const all = (await call(hr, 'GET', '/employees/options')).json().rows;
    expect(all).toHaveLength(20);
    const one = (await call(hr, 'GET', '/employees/options?search=srey%20pov')).json().rows;
    expect(one).toEqual([expect.objectContaining({ firstName: 'Srey', status: 'active' })]);
    expect(Object.keys(one[0]).sort()).toEqual(['employeeCode', 'firstName', 'id', 'lastName', 'status']);
  });
});

describe('the HR dashboard', () => {
  it('counts staff by organization and department, joiners, leavers, birthdays and probation in the month', async () => {
    const before = (await call(hr, 'GET', '/employees/dashboard')).json();
    expect(before).toMatchObject({ active: 57, inactive: 1 });
    expect(before.byOrganization.reduce((n: number, o: { active: number }) => n + o.active, 0)).toBe(57);
    expect(before.byDepartment[0].active).toBeGreaterThanOrEqual(before.byDepartment.at(-1).active);
    const today = todayIn('Asia/Phnom_Penh');
    const soon = addDays(today, 2);
    const made = (
      await call(
        hr,
        'POST',
        '/employees',
        person({
          firstName: 'Dash',
          dateOfBirth: `1990${soon.slice(4)}`,
          joinDate: today,
          confirmationDate: addDays(today, 10),
        }),
      )
    ).json();
    const after = (await call(hr, 'GET', '/employees/dashboard')).json();
    expect(after.active).toBe(58);
    expect(after.joinersThisMonth).toBe(before.joinersThisMonth + 1);
    expect(after.birthdays).toContainEqual(expect.objectContaining({ id: made.id, day: soon }));
    expect(after.probationEnding).toContainEqual(
      expect.objectContaining({ id: made.id, confirmationDate: addDays(today, 10) }),
    );
    await call(hr, 'PUT', `/employees/${made.id}`, person({ firstName: 'Dash', status: 'inactive', joinDate: today }));
    const left = (await call(hr, 'GET', '/employees/dashboard')).json();
    expect(left).toMatchObject({ active: 57, leaversThisMonth: before.leaversThisMonth + 1 });
    expect((await call(hr, 'GET', `/employees/${made.id}`)).json().exitDate).toBe(today);
    await call(hr, 'DELETE', `/employees/${made.id}`, { reason: 'test done' });
  });
});

describe('adding an employee', () => {
  it('takes the next number of the organization series and stores the salary exactly', async () => {
    const series = (
      await owner.query(`select prefix, next_number from organization_series where organization_id = $1`, [orgPP])
    ).rows[0];
    const res = await call(hr, 'POST', '/employees', person({ pcbCategory: 'spouseNotWorking' }));
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e.employeeCode).toBe(`${series.prefix}${series.next_number}`);
    expect(e).toMatchObject({ basicSalary: '820.5', effectiveCurrency: 'USD', hasLogin: false, mailSent: null });
    expect(e.pcbCategory).toBe('spouseNotWorking');
    expect(e.effectiveTimeZone).toBe('Asia/Phnom_Penh');
    const log = await owner.query(`select action from audit_log where entity = 'employee' and entity_id = $1`, [e.id]);
    expect(log.rows).toEqual([{ action: 'create' }]);
  });

  it('with an email: a login of type emp that can set its password from the link', async () => {
    const res = await call(hr, 'POST', '/employees', person({ firstName: 'Dalin', email: 'Dalin.Ny@Mekong.test' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'dalin.ny@mekong.test', hasLogin: true });
    const u = await owner.query(`select login_type, password_hash from users where email = 'dalin.ny@mekong.test'`);
    expect(u.rows).toEqual([{ login_type: 'emp', password_hash: '!' }]);
    const tokens = await owner.query(
      `select purpose from credential_tokens c join users u on u.id = c.user_id where u.email = 'dalin.ny@mekong.test'`,
    );
    expect(tokens.rows).toEqual([{ purpose: 'setPassword' }]);
  });

  it('refuses a taken email or employee ID, case-insensitively', async () => {
    const email = await call(hr, 'POST', '/employees', person({ email: 'EMP@demo.test' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'emailExists', message: 'Email Already Exists' });
    const code = await call(hr, 'POST', '/employees', person({ employeeCode: 'pp1001' }));
    expect(code.statusCode).toBe(409);
    expect(code.json().fields).toEqual({ employeeCode: 'employeeCodeExists' });
  });

  it('answers bad fields with their codes, never a 500', async () => {
    const res = await call(hr, 'POST', '/employees', {
      firstName: '',
      organizationId: 'nope',
      email: 'not-an-email',
      basicSalary: '-5',
      dateOfBirth: '2001-02-30',
      joinDate: '2026-02-01',
      confirmationDate: '2026-01-01',
      gender: 'x',
      pcbCategory: '4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      pcbCategory: 'invalidOption',
      firstName: 'required',
      organizationId: 'invalidReference',
      email: 'invalidEmail',
      basicSalary: 'invalidAmount',
      dateOfBirth: 'invalidDate',
      gender: 'invalidOption',
    });
    const dept = await call(hr, 'POST', '/employees', person({ organizationId: orgSR, departmentId: deptSales }));
    expect(dept.json().fields).toEqual({ departmentId: 'departmentOrganization' });
    const yen = await call(hr, 'POST', '/employees', person({ salaryCurrency: 'JPY', basicSalary: '1000.5' }));
    expect(yen.json().fields).toEqual({ basicSalary: 'invalidAmount' });
  });
});

describe('changing and deleting', () => {
  it('refuses a reporting loop', async () => {
    const a = (await call(hr, 'POST', '/employees', person({ firstName: 'Boss' }))).json();
    const b = (await call(hr, 'POST', '/employees', person({ firstName: 'Report', reportingManagerId: a.id }))).json();
    expect(b.reportingManagerName).toBe('Boss Phan');
    const loop = await call(hr, 'PUT', `/employees/${a.id}`, person({ firstName: 'Boss', reportingManagerId: b.id }));
    expect(loop.statusCode).toBe(400);
    expect(loop.json().fields).toEqual({ reportingManagerId: 'managerLoop' });
    const self = await call(hr, 'PUT', `/employees/${a.id}`, person({ firstName: 'Boss', reportingManagerId: a.id }));
    expect(self.json().fields).toEqual({ reportingManagerId: 'managerSelf' });
  });

  it('In-Active stops the login; deleting needs a reason and disables it too', async () => {
    const e = (
      await call(hr, 'POST', '/employees', person({ firstName: 'Leaving', email: 'leaving@mekong.test' }))
    ).json();
    await owner.query(`update users set password_hash = $1 where email = 'leaving@mekong.test'`, [
      await hashPassword(DEMO_PASSWORD),
    ]);
    await loginAs(t.app, 'leaving@mekong.test', 'demo');
    const off = await call(
      hr,
      'PUT',
      `/employees/${e.id}`,
      person({ firstName: 'Leaving', email: 'leaving@mekong.test', status: 'inactive' }),
    );
    expect(off.statusCode).toBe(200);
    await expect(loginAs(t.app, 'leaving@mekong.test', 'demo')).rejects.toThrow();
    expect((await call(hr, 'DELETE', `/employees/${e.id}`, {})).json()).toMatchObject({ code: 'reasonRequired' });
    expect((await call(hr, 'DELETE', `/employees/${e.id}`, { reason: 'Left the company' })).statusCode).toBe(204);
    expect((await call(hr, 'GET', `/employees/${e.id}`)).statusCode).toBe(404);
    // the email is free again for a new record
    expect((await call(hr, 'POST', '/employees', person({ email: 'leaving2@mekong.test' }))).statusCode).toBe(201);
  });
});

describe('records that employees use', () => {
  it('a department, group or bank with live employees is not deleted, and the answer says what uses it', async () => {
    const res = await call(hr, 'DELETE', `/resources/department/${deptFinance}`, { reason: 'Merged' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'inUse', fields: { employees: expect.stringMatching(/^\d+$/) } });
    const org = await call(hr, 'DELETE', `/resources/organization/${orgSR}`, { reason: 'Closed' });
    expect(org.json().fields).toMatchObject({ departments: '2', employees: expect.any(String) });
    // an organization's logo is part of it, not a use of it
    expect(Object.keys(org.json().fields)).not.toContain('career_org_logos');
  });
});

describe('who sees whom', () => {
  it('a sub admin scoped to one department sees, reads and files only its people', async () => {
    const scoped = await subAdmin('finance-only@demo.test', [orgPP], [deptFinance]);
    const page = (await call(scoped, 'GET', '/employees?pageSize=50')).json();
    expect(page.total).toBe(3);
    expect(new Set(page.rows.map((r: { departmentName: string }) => r.departmentName))).toEqual(new Set(['Finance']));
    const csv = (await call(scoped, 'GET', '/employees/export.csv')).body;
    expect(csv.trim().split('\r\n')).toHaveLength(4);
    const options = (await call(scoped, 'GET', '/employees/options')).json().rows;
    expect(options).toHaveLength(3);
    const dash = (await call(scoped, 'GET', '/employees/dashboard')).json();
    expect(dash.byDepartment).toEqual([{ id: deptFinance, name: 'Finance', active: 3 }]);
    expect(dash.byOrganization).toEqual([{ id: orgPP, title: 'Mekong Trading Phnom Penh', active: 3 }]);
    // the search finds people through an index outside the policies: what it finds still passes the scope
    expect((await call(scoped, 'GET', '/employees?search=pov')).json().total).toBe(0);
    expect((await call(scoped, 'GET', '/employees/options?search=srey')).json().rows).toEqual([]);
    const srey = (await call(hr, 'GET', '/employees?search=pov')).json().rows[0];
    expect((await call(scoped, 'GET', `/employees/${srey.id}`)).statusCode).toBe(404);
    expect((await call(scoped, 'PUT', `/employees/${srey.id}`, person())).statusCode).toBe(404);
    expect((await call(scoped, 'DELETE', `/employees/${srey.id}`, { reason: 'x' })).statusCode).toBe(404);
    const outside = await call(scoped, 'POST', '/employees', person({ departmentId: deptSales }));
    expect(outside.json().fields).toEqual({ departmentId: 'invalidReference' });
    const none = await call(scoped, 'POST', '/employees', person({ departmentId: null }));
    expect(none.json().fields).toEqual({ departmentId: 'required' });
    expect((await call(scoped, 'POST', '/employees', person({ departmentId: deptFinance }))).statusCode).toBe(201);
    const denied = await owner.query(`select 1 from audit_log where action = 'denied' and entity_id = $1`, [srey.id]);
    expect(denied.rows.length).toBeGreaterThan(0);
  });

  it('a sub admin scoped to the other organization sees none of the first', async () => {
    const scoped = await subAdmin('sr-only@demo.test', [orgSR], []);
    const page = (await call(scoped, 'GET', '/employees?pageSize=50')).json();
    expect(page.rows.every((r: { organizationId: string }) => r.organizationId === orgSR)).toBe(true);
    expect(page.rows.some((r: { departmentId: string }) => r.departmentId === deptCS)).toBe(true);
  });

  it('an employee reads their own record only; another tenant sees nothing', async () => {
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    const me = await call(emp, 'GET', '/me/employee');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Srey', email: 'emp@demo.test' });
    expect((await call(emp, 'GET', '/employees')).statusCode).toBe(403);
    expect((await call(emp, 'GET', `/employees/${me.json().id}`)).statusCode).toBe(403);
    const acme = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await call(acme, 'GET', `/employees/${me.json().id}`)).statusCode).toBe(404);
    expect((await call(acme, 'GET', '/employees')).json().total).toBe(1);
  });
});

describe('the organization chart', () => {
  it('links people to their managers within the viewer’s scope; a manager outside it makes a root', async () => {
    const chart = (await call(hr, 'GET', '/employees/org-chart')).json();
    const active = (await call(hr, 'GET', '/employees?status=active&pageSize=5')).json().total;
    expect(chart).toHaveLength(active);
    const ids = new Set(chart.map((n: { id: string }) => n.id));
    expect(chart.every((n: { managerId: string | null }) => n.managerId === null || ids.has(n.managerId))).toBe(true);
    const finance = await subAdmin('chart-finance@demo.test', [orgPP], [deptFinance]);
    const scoped = (await call(finance, 'GET', '/employees/org-chart')).json();
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((n: { departmentName: string }) => n.departmentName === 'Finance')).toBe(true);
    const byDept = (await call(hr, 'GET', `/employees/org-chart?departmentId=${deptSales}`)).json();
    expect(byDept.every((n: { departmentName: string }) => n.departmentName === 'Sales')).toBe(true);
  });
});

describe('organization KPIs', () => {
  it('counts each organization’s staff, and a scoped sub admin sees only theirs', async () => {
    const kpis = (await call(hr, 'GET', '/employees/organization-kpi')).json();
    const pp = kpis.find((k: { code: string }) => k.code === 'MTPP');
    expect(pp.headcount).toBe(pp.active + pp.inactive);
    const total = kpis.reduce((n: number, k: { headcount: number }) => n + k.headcount, 0);
    const list = (await call(hr, 'GET', '/employees?pageSize=5')).json().total;
    expect(total).toBe(list);
    const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call(emp, 'GET', '/employees/organization-kpi')).statusCode).toBe(403);
  });
});
