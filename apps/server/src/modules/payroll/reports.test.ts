import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumMoney } from '@staffdesk/core/money';
import type { TRun } from '@staffdesk/core/payroll-api';
import type { TJournal, TPayrollCost, TStatutory, TYearToDate } from '@staffdesk/core/payroll-reports';
import type { TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';

/** Payroll reports (issue 14): journal, statutory summaries, register file, year to date and cost agree with the run. */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let c: Record<'hr' | 'finance' | 'sub', string>;
let kl: TRun;
let pp: TRun;

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  f = await payrollFixture(['hr', 'finance', 'sub']);
  t = f.t;
  c = f.cookies as typeof c;
  const rate = { month: '2031-08', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' };
  expect((await f.call(c.hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
  kl = await f.processed((await f.opened('MYKL', '2031-08')).id);
  pp = await f.processed((await f.opened('MTPP', '2031-08')).id);
});
afterAll(async () => {
  await t?.close();
});

describe('payroll reports', () => {
  it('journal: each code’s total with its accounts; earnings add up to the gross, deductions to gross − net', async () => {
    const j = (await get(c.hr, `/payroll/runs/${kl.id}/journal`)).json() as TJournal;
    const of = (kind: string) => sumMoney(j.lines.filter((l) => l.kind === kind).map((l) => l.amount)).toFixed(2);
    expect(of('earning')).toBe(kl.gross);
    expect(of('deduction')).toBe(sumMoney([kl.gross]).minus(kl.net).toFixed(2));
    expect(of('employerContribution')).toBe(kl.employer);
    expect(j.net).toEqual([{ currency: 'MYR', amount: kl.net, employees: kl.employees }]);
    expect(j.lines.find((l) => l.code === 'EPF')).toMatchObject({ kind: 'deduction', currency: 'MYR' });
  });

  it('statutory: per authority the wages and both shares, equal to the lines; one authority’s people', async () => {
    const st = (await get(c.hr, `/payroll/runs/${kl.id}/statutory?authority=EPF`)).json() as TStatutory;
    expect(st.authorities.map((a) => a.authority)).toEqual(expect.arrayContaining(['EPF', 'SOCSO', 'EIS']));
    const j = (await get(c.hr, `/payroll/runs/${kl.id}/journal`)).json() as TJournal;
    const line = (code: string) => j.lines.find((l) => l.code === code)?.amount ?? '0.00';
    const epf = st.authorities.find((a) => a.authority === 'EPF')!;
    expect(epf.employee).toBe(line('EPF'));
    expect(epf.employer).toBe(line('EPF_ER'));
    expect(epf.total).toBe(sumMoney([epf.employee, epf.employer]).toFixed(2));
    expect(st.rows).toHaveLength(epf.employees);
    expect(st.rows[0]).toMatchObject({ currency: 'MYR', number: expect.any(String) });
    const kh = (await get(c.hr, `/payroll/runs/${pp.id}/statutory`)).json() as TStatutory;
    expect(kh.authorities.map((a) => a.authority)).toEqual(expect.arrayContaining(['NSSF']));
    expect((await get(c.hr, `/payroll/runs/${kl.id}/statutory?authority=NOPE`)).statusCode).toBe(400);
  });

  it('files: the register with every employee and code, the journal, an authority’s list; headers in the language', async () => {
    const reg = await get(c.hr, `/payroll/runs/${kl.id}/report?report=register&format=csv&lang=zh`);
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.headers['content-disposition']).toMatch(/payroll-register-2031-08-\d{4}-\d\d-\d\d\.csv/);
    const lines = reg.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(kl.employees + 1);
    expect(lines[0]).toMatch(/^员工编号,/);
    const xlsx = await get(c.hr, `/payroll/runs/${kl.id}/report?report=statutory&authority=SOCSO&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const journal = await get(c.hr, `/payroll/runs/${kl.id}/report?report=journal`);
    expect(journal.body).toContain(`NET,Net pay,,,MYR,${kl.net}`);
    expect((await get(c.hr, `/payroll/runs/${kl.id}/report?report=nope`)).statusCode).toBe(400);
  });

  it('year to date and cost: the year’s payslips per employee, and per month and organization', async () => {
    const y = (await get(c.hr, `/payroll/reports/ytd?organizationId=${f.orgs.MYKL}&year=2031`)).json() as TYearToDate;
    expect(y.rows).toHaveLength(kl.employees);
    expect(sumMoney(y.rows.map((r) => r.net)).toFixed(2)).toBe(kl.net);
    expect(y.codes).toEqual(expect.arrayContaining(['EPF', 'EPF_ER']));
    const file = await get(c.hr, `/payroll/reports/ytd/export?organizationId=${f.orgs.MYKL}&year=2031&format=csv`);
    expect(file.body.trim().split('\r\n')).toHaveLength(kl.employees + 1);
    const cost = (await get(c.hr, '/payroll/reports/cost?year=2031')).json() as TPayrollCost;
    const myr = cost.filter((x) => x.month === '2031-08' && x.currency === 'MYR');
    expect(sumMoney(myr.map((x) => x.gross)).toFixed(2)).toBe(kl.gross);
    expect(sumMoney(myr.map((x) => x.cost)).toFixed(2)).toBe(sumMoney([kl.gross, kl.employer]).toFixed(2));
    expect((await get(c.hr, '/payroll/reports/ytd?organizationId=nope&year=2031')).statusCode).toBe(404);
    expect((await get(c.hr, '/payroll/reports/cost?year=abc')).statusCode).toBe(400);
  });

  it('stay within the caller’s scope and privileges', async () => {
    // Finance sees its department's people only, as in every payroll list
    const mine = (await get(c.finance, `/payroll/runs/${pp.id}/statutory?authority=NSSF`)).json() as TStatutory;
    const all = (await get(c.hr, `/payroll/runs/${pp.id}/statutory?authority=NSSF`)).json() as TStatutory;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.length).toBeLessThan(all.rows.length);
    // and not the Kuala Lumpur office at all
    expect((await get(c.finance, `/payroll/runs/${kl.id}/journal`)).statusCode).toBe(404);
    expect((await get(c.sub, `/payroll/runs/${kl.id}/journal`)).statusCode).toBe(403);
    expect((await get(c.sub, '/payroll/reports/cost?year=2031')).statusCode).toBe(403);
  });
});
