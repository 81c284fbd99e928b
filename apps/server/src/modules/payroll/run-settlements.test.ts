import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TPayslip, TRun } from '@staffdesk/core/payroll-api';
import type { TNoticePay } from '@staffdesk/core/payroll-reports';
import { platformOwner, type TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';

/**
 * A leaver in a payroll run (issue 14): their final settlement's notice pay, leave encashment, severance and
 * deductions are lines of the month of their exit date, the month's basic pay up to that day; the next month does
 * not pay them. The exit date is ahead, so the employee is still Active when the month is processed.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let leaver: string;

beforeAll(async () => {
  f = await payrollFixture(['hr']);
  t = f.t;
  for (const month of ['2032-03', '2032-04']) {
    const rate = { month, fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' };
    expect((await f.call(f.hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
  }
  const owner = await platformOwner(t);
  leaver = (
    await owner.query(
      `select e.id from employees e join organizations o on o.id = e.organization_id
        where e.tenant_id = $1 and o.code = 'MTPP' and e.deleted_at is null and e.payroll_type = 'flatSalary' and e.exit_date is null
        order by e.employee_code limit 1`,
      [f.tenantId],
    )
  ).rows[0].id;
  await owner.end();
});
afterAll(async () => {
  await t?.close();
});

const slipOf = async (run: TRun) => {
  const res = await f.call(f.hr, 'GET', `/payroll/payslips/${run.id}/${leaver}`);
  return res.statusCode === 200 ? (res.json() as TPayslip) : null;
};

it('pays a leaver’s settlement in the month of their exit, and not after', async () => {
  const settlement = {
    employeeId: leaver,
    exitDate: '2032-03-15',
    reason: 'termination',
    noticeDays: 30,
    noticePay: '600',
    leaveEncashment: '120.50',
    severancePay: '900',
    deductions: '20',
  };
  const res = await f.call(f.hr, 'POST', '/resources/settlement', settlement);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ appliedOn: null, netAmount: '1600.50' });

  const march = await f.processed((await f.opened('MTPP', '2032-03')).id);
  const slip = await slipOf(march);
  expect(slip).not.toBeNull();
  const amount = (code: string) => slip!.lines.find((l) => l.code === code)?.amount;
  expect(['NOTICE', 'LEAVE_ENC', 'SEVERANCE', 'SETTLE_DED'].map(amount)).toEqual([
    '600.00',
    '120.50',
    '900.00',
    '20.00',
  ]);
  expect(amount('SETTLE_OTHER')).toBeUndefined();
  // the basic pay of 15 of March's 31 days
  const basic = slip!.lines.find((l) => l.code === 'BASIC')!;
  expect(Number(basic.amount)).toBeGreaterThan(0);
  const full = await f.call(f.hr, 'GET', `/employees/${leaver}`);
  expect(Number(basic.amount)).toBeLessThan(Number(full.json().basicSalary));

  // the run's grid of leavers (`datanp`) and the leavers' payslips list have them, and only them
  const grid = (await f.call(f.hr, 'GET', `/payroll/runs/${march.id}/grid?only=leavers`)).json();
  expect(grid.rows.map((r: { employeeId: string }) => r.employeeId)).toEqual([leaver]);
  expect(grid.total).toBe(1);
  expect(grid.rows[0].cells.NOTICE).toBe('600.00');
  const all = (await f.call(f.hr, 'GET', `/payroll/runs/${march.id}/grid`)).json();
  expect(all.total).toBe(march.employees);
  const list = (await f.call(f.hr, 'GET', '/payroll/payslips?list=leavers')).json();
  expect(list.rows.map((r: { employeeId: string; runId: string }) => [r.employeeId, r.runId])).toEqual([
    [leaver, march.id],
  ]);
  expect((await f.call(f.hr, 'GET', '/payroll/payslips?list=gone')).statusCode).toBe(400);

  const april = await f.processed((await f.opened('MTPP', '2032-04')).id);
  expect(april.employees).toBe(march.employees - 1);
  expect(await slipOf(april)).toBeNull();
});

it('reports the year’s leavers with the notice owed for their service, and the month that paid them', async () => {
  const org = f.orgs.MTPP!;
  const res = await f.call(f.hr, 'GET', `/payroll/reports/notice-pay?organizationId=${org}&year=2032`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json() as TNoticePay;
  expect(rows).toHaveLength(1);
  const employee = (await f.call(f.hr, 'GET', `/employees/${leaver}`)).json();
  const join = new Date(`${employee.joinDate}T00:00:00Z`);
  const months = (2032 - join.getUTCFullYear()) * 12 + (2 - join.getUTCMonth()) - (join.getUTCDate() > 15 ? 1 : 0);
  // the demo's periods for all organizations (Cambodian Labour Law art. 75)
  const owed = months < 6 ? 7 : months < 24 ? 15 : months < 60 ? 30 : months < 120 ? 60 : 90;
  expect(rows[0]).toMatchObject({
    employeeId: leaver,
    exitDate: '2032-03-15',
    reason: 'termination',
    serviceMonths: months,
    noticeOwed: owed,
    noticeGiven: 30,
    noticePay: '600.00',
    severancePay: '900.00',
    net: '1600.50',
    paidMonth: '2032-03',
    runStatus: 'processed',
  });
  const none = await f.call(f.hr, 'GET', `/payroll/reports/notice-pay?organizationId=${org}&year=2031`);
  expect(none.json()).toEqual([]);

  const csv = await f.call(f.hr, 'GET', `/payroll/reports/notice-pay/export?organizationId=${org}&year=2032&lang=zh`);
  expect(csv.statusCode).toBe(200);
  expect(csv.body).toContain('代通知金');
  expect(csv.body).toContain('解雇');
  // an organization that is not the tenant's, or not one at all, is not found; a bad year is refused
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect(
    (await f.call(f.hr, 'GET', `/payroll/reports/notice-pay?organizationId=${unknown}&year=2032`)).statusCode,
  ).toBe(404);
  expect((await f.call(f.hr, 'GET', `/payroll/reports/ytd?organizationId=${unknown}&year=2032`)).statusCode).toBe(404);
  expect((await f.call(f.hr, 'GET', `/payroll/reports/notice-pay?organizationId=${org}&year=1999`)).statusCode).toBe(
    400,
  );
});
