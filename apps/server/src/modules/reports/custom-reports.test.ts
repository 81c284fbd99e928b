import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_SOURCES,
  type TCustomReport,
  type TReportDefinitionInput,
  type TReportResult,
} from '@staffdesk/core/custom-reports-api';
import { apiAs, createTestApp, demoLogins, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * Custom reports (issue 19): definitions compiled from the declared sources only; grouped results with sums per
 * currency; a sub admin never gets rows outside their scope nor a column of a page they cannot view; a report
 * shared with a role is refused to others; changes audited; files headed and named in the language asked.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let sub: string;
let api: ReturnType<typeof apiAs>;
let financeRole: string;
let financeDept: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance } = await demoLogins(t.app));
  api = apiAs(t.app);
  // the plain demo sub admin may build reports of leave too (another role than Finance's)
  await owner.query(`
    update sub_admin_roles r set privileges = privileges || '{"customReports": {"view": true, "add": true}}'
      from users u where u.email = 'sub@demo.test' and u.role_id = r.id`);
  sub = await loginAs(t.app, 'sub@demo.test', 'demo');
  const f = await owner.query(`select u.role_id, r.department_ids[1] as dept from users u
    join sub_admin_roles r on r.id = u.role_id where u.email = 'finance@demo.test'`);
  [financeRole, financeDept] = [f.rows[0].role_id, f.rows[0].dept];
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const preview = async (cookie: string, d: TReportDefinitionInput) => {
  const r = await api(cookie, 'POST', '/custom-reports/preview', d);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TReportResult;
};
const demoTenant = `(select id from tenants where account = 'demo')`;

describe('building', () => {
  it('runs every column of every source, listed and grouped', async () => {
    for (const source of REPORT_SOURCES) {
      const all = await preview(hr, { source: source.key, columns: source.columns.map((c) => c.key) });
      expect(all.columns).toHaveLength(source.columns.length);
      const numbers = source.columns.filter((c) => c.type === 'number');
      for (const c of source.columns) {
        const r = await preview(hr, {
          source: source.key,
          groups: [{ column: c.key, ...(c.type === 'date' ? { by: 'month' as const } : {}) }],
          measures: [{ fn: 'count' }, ...numbers.map((n) => ({ fn: 'avg' as const, column: n.key }))],
        });
        expect(r.rows.length, `${source.key}.${c.key}`).toBeLessThanOrEqual(20);
      }
    }
  });

  it('lists chosen columns, sorted, with the total count', async () => {
    const r = await preview(hr, {
      source: 'employees',
      columns: ['employeeCode', 'employeeName', 'department', 'status'],
      filters: [{ column: 'status', op: 'in', values: ['active'] }],
      sort: { key: 'employeeCode', dir: 'desc' },
    });
    const n = await owner.query(
      `select count(*)::int as n from employees where tenant_id = ${demoTenant} and deleted_at is null and status = 'active'`,
    );
    expect(r.total).toBe(n.rows[0].n);
    expect(r.rows.length).toBe(Math.min(20, r.total));
    expect(r.columns.map((c) => c.key)).toEqual(['employeeCode', 'employeeName', 'department', 'status']);
    const codes = r.rows.map((x) => String(x[0]));
    expect(codes).toEqual([...codes].sort().reverse());
    expect(new Set(r.rows.map((x) => x[3]))).toEqual(new Set(['active']));
  });

  it('groups overtime hours by department and month as the hand-written query does', async () => {
    const r = await preview(hr, {
      source: 'overtime',
      groups: [{ column: 'department' }, { column: 'date', by: 'month' }],
      measures: [{ fn: 'sum', column: 'hours' }, { fn: 'count' }],
      filters: [{ column: 'status', op: 'in', values: ['approved', 'pending'] }],
    });
    const raw = await owner.query(`
      select d.name, to_char(r.ot_date, 'YYYY-MM') as month, round(sum(r.total_minutes / 60.0), 2)::float8 as hours,
             count(*)::int as n
        from ot_requests r join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where r.tenant_id = ${demoTenant} and r.deleted_at is null and r.status in (1, 2)
       group by 1, 2 order by 1 nulls first, 2`);
    expect(r.total).toBe(raw.rows.length);
    expect(r.rows.slice(0, 20)).toEqual(raw.rows.slice(0, 20).map((x) => [x.name, x.month, x.hours, x.n]));
    expect(r.columns.map((c) => [c.key, c.measure ?? null])).toEqual([
      ['g0', null],
      ['g1', null],
      ['m0', 'sum'],
      ['m1', 'count'],
    ]);
  });

  it('adds money up per currency, never across', async () => {
    const r = await preview(hr, {
      source: 'employees',
      groups: [{ column: 'organization' }],
      measures: [{ fn: 'sum', column: 'basicSalary' }],
    });
    expect(r.columns.map((c) => c.key)).toEqual(['g0', 'currency', 'm0']);
    const currencies = new Set(r.rows.map((x) => x[1]));
    expect(currencies.has('MYR') && currencies.has('USD')).toBe(true);
  });

  it('filters by text, number and relative and fixed periods', async () => {
    const today = (await owner.query(`select (now() at time zone 'Asia/Phnom_Penh')::date::text as d`)).rows[0].d;
    const thisMonth = await preview(hr, {
      source: 'attendance',
      columns: ['date', 'employeeCode', 'workedHours'],
      filters: [
        { column: 'date', op: 'period', value: 'thisMonth' },
        { column: 'workedHours', op: 'gte', value: '0' },
      ],
    });
    for (const row of thisMonth.rows) expect(String(row[0]).slice(0, 7)).toBe(today.slice(0, 7));
    const between = await preview(hr, {
      source: 'employees',
      columns: ['employeeName', 'joinDate'],
      filters: [
        { column: 'joinDate', op: 'between', value: '2020-01-01', to: '2022-12-31' },
        { column: 'employeeName', op: 'contains', value: 'a' },
      ],
    });
    for (const [name, join] of between.rows) {
      expect(String(name).toLowerCase()).toContain('a');
      expect(String(join) >= '2020-01-01' && String(join) <= '2022-12-31').toBe(true);
    }
  });

  it('refuses a definition the declarations do not allow, field by field, and garbage without a 5xx', async () => {
    const bad = await api(hr, 'POST', '/custom-reports/preview', {
      source: 'employees',
      columns: ['employeeName', 'password_hash'],
      filters: [
        { column: 'status', op: 'contains', value: 'x' },
        { column: 'joinDate', op: 'between', value: '2026-05-01', to: '2026-01-01' },
        { column: 'age', op: 'gt', value: '1; drop table users' },
      ],
      groups: [{ column: 'department', by: 'month' }],
      measures: [{ fn: 'sum', column: 'employeeName' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      columns: 'invalidOption',
      'filters.0': 'invalidOption',
      'filters.1': 'dateOrder',
      'filters.2': 'invalidNumber',
      'groups.0': 'invalidOption',
      'measures.0': 'invalidOption',
    });
    for (const body of [
      [],
      { source: 'users' },
      { source: 'employees', columns: 'all' },
      { source: 'employees', filters: [1] },
    ]) {
      const r = await api(hr, 'POST', '/custom-reports/preview', body as object);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api(hr, 'POST', '/custom-reports/preview')).statusCode).toBe(400);
  });
});

describe('who sees what', () => {
  it('keeps a sub admin to their scope', async () => {
    const mine = await preview(finance, {
      source: 'employees',
      groups: [{ column: 'department' }],
      measures: [{ fn: 'count' }],
    });
    const dept = (await owner.query(`select name from departments where id = $1`, [financeDept])).rows[0].name;
    expect(mine.rows.map((x) => x[0])).toEqual([dept]);
    const all = await owner.query(
      `select count(*)::int as n from employees where department_id = $1 and deleted_at is null`,
      [financeDept],
    );
    expect(mine.rows[0]![1]).toBe(all.rows[0].n);
  });

  it('refuses a column of a page the caller cannot view, and a source of one', async () => {
    await owner.query(`update sub_admin_roles set privileges = privileges - 'payslips' where id = $1`, [financeRole]);
    const f = await loginAs(t.app, 'finance@demo.test', 'demo');
    const pay = await api(f, 'POST', '/custom-reports/preview', {
      source: 'employees',
      columns: ['employeeName', 'basicSalary'],
    });
    expect(pay.statusCode).toBe(403);
    const visitors = await api(f, 'POST', '/custom-reports/preview', { source: 'visitors', columns: ['visitorName'] });
    expect(visitors.statusCode).toBe(403);
    expect((await api(emp, 'POST', '/custom-reports/preview', { source: 'employees' })).statusCode).toBe(403);
    await owner.query(
      `update sub_admin_roles set privileges = privileges || '{"payslips": {"view": true}}' where id = $1`,
      [financeRole],
    );
  });

  it('shares a saved report with a role: its members run it, others are refused; only its author changes it', async () => {
    const made = await api(hr, 'POST', '/custom-reports', {
      name: 'Leave by type',
      definition: { source: 'leave', groups: [{ column: 'leaveType' }], measures: [{ fn: 'sum', column: 'days' }] },
      roleIds: [financeRole],
    });
    expect(made.statusCode, made.body).toBe(201);
    const report = made.json() as TCustomReport;
    expect(report.roles.map((r) => r.id)).toEqual([financeRole]);

    const run = await api(finance, 'GET', `/custom-reports/${report.id}/run?pageSize=50`);
    expect(run.statusCode, run.body).toBe(200);
    const list = (await api(finance, 'GET', '/custom-reports?pageSize=50')).json();
    expect(list.rows.map((r: TCustomReport) => r.id)).toContain(report.id);
    expect(list.rows.find((r: TCustomReport) => r.id === report.id).mine).toBe(false);
    expect((await api(finance, 'PUT', `/custom-reports/${report.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await api(finance, 'DELETE', `/custom-reports/${report.id}`)).statusCode).toBe(403);

    for (const url of [`/custom-reports/${report.id}`, `/custom-reports/${report.id}/run`]) {
      expect((await api(sub, 'GET', url)).statusCode).toBe(404);
    }
    expect(((await api(sub, 'GET', '/custom-reports')).json().rows as TCustomReport[]).map((r) => r.id)).not.toContain(
      report.id,
    );

    const edited = await api(hr, 'PUT', `/custom-reports/${report.id}`, {
      name: 'Leave days by type',
      definition: report.definition,
      roleIds: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api(finance, 'GET', `/custom-reports/${report.id}/run`)).statusCode).toBe(404);
    const bad = await api(hr, 'PUT', `/custom-reports/${report.id}`, {
      name: '',
      definition: report.definition,
      roleIds: [report.id],
    });
    expect(bad.json().fields).toMatchObject({ name: 'required' });
    expect((await api(hr, 'DELETE', `/custom-reports/${report.id}`)).statusCode).toBe(204);
    const actions = await owner.query(
      `select action from audit_log where entity = 'customReport' and entity_id = $1 order by at, id`,
      [report.id],
    );
    expect(actions.rows.map((x) => x.action)).toEqual([
      'customReport.create',
      'customReport.update',
      'customReport.delete',
    ]);
  });

  it('refuses a role of another tenant or none', async () => {
    const r = await api(hr, 'POST', '/custom-reports', {
      name: 'x',
      definition: { source: 'employees', columns: ['employeeName'] },
      roleIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ roleIds: 'invalidReference' });
  });
});

describe('files', () => {
  it('streams every row as CSV and Excel, headed and named in the language asked', async () => {
    const made = await api(finance, 'POST', '/custom-reports', {
      name: 'Our people',
      definition: { source: 'employees', columns: ['employeeCode', 'gender', 'status'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const csv = await api(finance, 'GET', `/custom-reports/${id}/export.csv?lang=zh`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('员工编号,性别,状态');
    const n = await owner.query(
      `select count(*)::int as n from employees where department_id = $1 and deleted_at is null`,
      [financeDept],
    );
    expect(lines).toHaveLength(n.rows[0].n + 1);
    expect(lines.slice(1).every((l) => /,(男|女|其他|),(在职|离职)$/.test(l))).toBe(true);
    const xlsx = await api(finance, 'GET', `/custom-reports/${id}/export.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('builds a large report’s file as a job with progress, for whoever asked only', async () => {
    const made = await api(finance, 'POST', '/custom-reports', {
      name: 'Attendance of ours',
      definition: { source: 'attendance', columns: ['date', 'employeeCode', 'workedHours'] },
    });
    const id = made.json().id;
    const start = await api(finance, 'POST', `/custom-reports/${id}/export-job`, { format: 'csv', lang: 'en' });
    expect(start.statusCode, start.body).toBe(202);
    const { jobId } = start.json() as { jobId: string };
    await t.app.services.jobs.drain(60_000);
    const job = (await api(finance, 'GET', `/jobs/${jobId}`)).json();
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    const file = await api(finance, 'GET', `/custom-reports/export-jobs/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Attendance of ours.csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Employee ID,Worked hours');
    const n = await owner.query(
      `select count(*)::int as n from attendance a join employees e on e.id = a.employee_id
        where e.department_id = $1 and a.deleted_at is null`,
      [financeDept],
    );
    expect(lines).toHaveLength(n.rows[0].n + 1);
    expect((await api(hr, 'GET', `/custom-reports/export-jobs/${jobId}/file`)).statusCode).toBe(404);
    expect((await api(finance, 'GET', '/custom-reports/export-jobs/nope/file')).statusCode).toBe(404);
    expect((await api(emp, 'POST', `/custom-reports/${id}/export-job`, { format: 'csv' })).statusCode).toBe(403);
  });
});
