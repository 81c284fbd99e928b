import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStaffingReport } from '@staffdesk/core/staffing-api';
import { apiAs, createTestApp, demoLogins, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The staffing report (issue 19): headcount at the start and end of a period and of each month, joiners, leavers and
 * turnover, grouped by one dimension, within the viewer's scope; CSV and Excel; bad input answered 400.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let api: ReturnType<typeof apiAs>;
let dept: string;

const PERIOD = 'from=2026-01-01&to=2026-06-30';

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance } = await demoLogins(t.app));
  api = apiAs(t.app);
  const org = (
    await owner.query(`select o.id, o.tenant_id from organizations o join tenants t on t.id = o.tenant_id
                        where t.account = 'demo' and o.code = 'MTPP'`)
  ).rows[0];
  const made = await api(hr, 'POST', '/resources/department', { name: 'Staffing QA', organizationId: org.id });
  expect(made.statusCode, made.body).toBe(201);
  dept = made.json().id;
  // [code, gender, employment type, join, exit, status, updated]
  const people: [string, string, string | null, string, string | null, string, string | null][] = [
    ['SQA-A', 'female', 'permanent', '2025-01-10', null, 'active', null],
    ['SQA-B', 'male', 'contract', '2025-06-01', '2026-02-15', 'inactive', null],
    ['SQA-C', 'female', 'intern', '2026-03-01', null, 'active', null],
    ['SQA-D', 'male', 'permanent', '2026-04-01', '2026-05-31', 'inactive', null],
    ['SQA-E', 'male', 'permanent', '2024-01-01', '2025-12-31', 'inactive', null],
    ['SQA-F', 'female', 'permanent', '2027-01-01', null, 'active', null],
    // In-Active without an exit date: left the day they were made In-Active
    ['SQA-G', 'female', null, '2025-01-01', null, 'inactive', '2026-03-10 05:00+00'],
  ];
  for (const [code, gender, type, join, exit, status, updated] of people)
    await owner.query(
      `insert into employees (tenant_id, employee_code, first_name, last_name, organization_id, department_id, gender,
                              employment_type, join_date, exit_date, status, updated_at)
       values ($1, $2, $2, 'QA', $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))`,
      [org.tenant_id, code, org.id, dept, gender, type, join, exit, status, updated],
    );
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const report = async (cookie: string, query: string) => {
  const r = await api(cookie, 'GET', `/reports/staffing?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TStaffingReport;
};

describe('the staffing report', () => {
  it('counts the period: start + joiners − leavers = end, turnover over the average headcount', async () => {
    const r = await report(hr, `${PERIOD}&departmentId=${dept}&groupBy=gender`);
    expect(r.totals).toEqual({ start: 3, end: 2, joiners: 2, leavers: 3, turnover: 120 });
    expect(r.months.map((m) => [m.month, m.start, m.end, m.joiners, m.leavers])).toEqual([
      ['2026-01', 3, 3, 0, 0],
      ['2026-02', 3, 2, 0, 1],
      ['2026-03', 2, 2, 1, 1],
      ['2026-04', 2, 3, 1, 0],
      ['2026-05', 3, 2, 0, 1],
      ['2026-06', 2, 2, 0, 0],
    ]);
    expect(r.groups.map((g) => [g.key, g.start, g.end, g.joiners, g.leavers])).toEqual([
      ['female', 2, 2, 1, 1],
      ['male', 1, 0, 1, 2],
    ]);
    const byType = await report(hr, `${PERIOD}&departmentId=${dept}&groupBy=employmentType`);
    expect(byType.groups.find((g) => g.key === null)).toMatchObject({ label: null, start: 1, leavers: 1, end: 0 });
  });

  it('cuts the first and last months to the period', async () => {
    const r = await report(hr, `from=2026-02-10&to=2026-03-05&departmentId=${dept}`);
    expect(r.months.map((m) => [m.month, m.start, m.end])).toEqual([
      ['2026-02', 3, 2],
      ['2026-03', 2, 3],
    ]);
    expect(r.groups).toEqual([
      { key: dept, label: 'Staffing QA', start: 3, end: 3, joiners: 1, leavers: 1, turnover: 33.3 },
    ]);
  });

  it('keeps a scoped sub admin to their own people', async () => {
    const mine = await report(finance, 'from=2025-01-01&to=2026-12-31&groupBy=department');
    const financeDept = (
      await owner.query(`select d.id from departments d join tenants t on t.id = d.tenant_id
                          where t.account = 'demo' and d.name = 'Finance' and d.organization_id =
                            (select o.id from organizations o where o.tenant_id = t.id and o.code = 'MTPP')`)
    ).rows[0].id;
    expect(mine.groups.map((g) => g.key)).toEqual([financeDept]);
    const all = await report(hr, `from=2025-01-01&to=2026-12-31&departmentId=${financeDept}`);
    expect(mine.totals).toEqual(all.totals);
    expect(mine.totals.end).toBeGreaterThan(0);
    // another department asked by name: nobody of it is in reach
    const other = await report(finance, `from=2025-01-01&to=2026-12-31&departmentId=${dept}`);
    expect(other.totals).toEqual({ start: 0, end: 0, joiners: 0, leavers: 0, turnover: null });
  });

  it('is for those with the reports page', async () => {
    expect((await api(emp, 'GET', `/reports/staffing?${PERIOD}`)).statusCode).toBe(403);
  });

  it('answers bad input with 400, field by field', async () => {
    const order = await api(hr, 'GET', '/reports/staffing?from=2026-06-01&to=2026-01-01');
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ to: 'dateOrder' });
    const long = await api(hr, 'GET', '/reports/staffing?from=2015-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('rangeTooLong');
    const bad = await api(hr, 'GET', '/reports/staffing?from=2026-02-30&to=x&groupBy=salary&organizationId=1');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['from', 'groupBy', 'organizationId', 'to']);
  });

  it('exports each month and each group with a total, headed in the language asked', async () => {
    const months = await api(hr, 'GET', `/reports/staffing/export.csv?${PERIOD}&departmentId=${dept}&part=months`);
    expect(months.statusCode).toBe(200);
    const lines = months.body.trim().split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain('Month');
    expect(lines[2]).toContain('2026-02');
    const groups = await api(
      hr,
      'GET',
      `/reports/staffing/export.csv?${PERIOD}&departmentId=${dept}&part=groups&groupBy=gender&lang=zh`,
    );
    const rows = groups.body.trim().split('\r\n');
    expect(rows[0]).toContain('性别');
    expect(rows[1]).toContain('女');
    expect(rows.at(-1)).toMatch(/^.*合计.*,3,2,2,3,120$/);
    const xlsx = await api(hr, 'GET', `/reports/staffing/export.xlsx?${PERIOD}&part=groups`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
