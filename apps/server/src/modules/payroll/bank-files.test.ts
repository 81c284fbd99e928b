import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumMoney } from '@staffdesk/core/money';
import type { TBankGroup, TPayslip, TPayslipPage, TRun } from '@staffdesk/core/payroll-api';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TTestContext } from '../../test/test-app.ts';
import { commitImportOf, uploadImport } from '../../test/multipart.ts';
import { payrollFixture } from './run-fixtures.ts';

/** Bank payment files (issue 14): an approved run's net pay per bank and currency, and each bank's CSV. */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let c: Record<'hr' | 'finance' | 'payroll' | 'sub', string>;
let pp: TRun;

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  f = await payrollFixture(['hr', 'finance', 'payroll', 'sub']);
  t = f.t;
  c = f.cookies as typeof c;
  const rate = { month: '2031-11', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' };
  expect((await f.call(c.hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
  pp = await f.processed((await f.opened('MTPP', '2031-11')).id);
});
afterAll(async () => {
  await t?.close();
});

describe('bank payment files', () => {
  it('are refused until the run is approved', async () => {
    const early = await get(c.hr, `/payroll/runs/${pp.id}/banks`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payrollNotApproved' });
    expect((await f.call(c.payroll, 'POST', `/payroll/runs/${pp.id}/approve`)).statusCode).toBe(200);
  });

  it('sum the net pay per bank and currency, those without an account apart, to the run’s net', async () => {
    const res = await get(c.hr, `/payroll/runs/${pp.id}/banks`);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json() as TBankGroup[];
    expect(groups.some((g) => g.bankId)).toBe(true);
    // a payslip with nothing to pay (no attendance in 2031 for attendance-paid staff) is in no file
    const slips = (await get(c.hr, `/payroll/runs/${pp.id}/payslips`)).json() as { currency: string; net: string }[];
    expect(groups.reduce((n, g) => n + g.employees, 0)).toBe(slips.filter((s) => Number(s.net) > 0).length);
    const usd = groups.filter((g) => g.currency === 'USD');
    expect(sumMoney(usd.map((g) => g.amount)).toFixed(2)).toBe(
      sumMoney(slips.filter((s) => s.currency === 'USD').map((s) => s.net)).toFixed(2),
    );
  });

  it('give each bank a CSV of account, name, amount, currency and reference', async () => {
    const group = ((await get(c.hr, `/payroll/runs/${pp.id}/banks`)).json() as TBankGroup[]).find((g) => g.bankId)!;
    const res = await get(c.hr, `/payroll/runs/${pp.id}/bank-file?bankId=${group.bankId}&currency=${group.currency}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('Account,Name,Amount,Currency,Reference');
    expect(rows).toHaveLength(group.employees + 1);
    expect(rows[1]).toMatch(new RegExp(`,${group.currency},SALARY 2031-11 PP\\d+$`));
    expect(sumMoney(rows.slice(1).map((r) => r.split(',').at(-3)!)).toFixed(2)).toBe(
      sumMoney([group.amount]).toFixed(2),
    );
  });

  it('take the approve-paid part, and stay within the tenant', async () => {
    // the payroll manager holds it too; Finance (approve paid) sees its own department's people only, as everywhere
    expect((await get(c.payroll, `/payroll/runs/${pp.id}/banks`)).statusCode).toBe(200);
    const scoped = (await get(c.finance, `/payroll/runs/${pp.id}/banks`)).json() as TBankGroup[];
    const visible = (await get(c.finance, `/payroll/runs/${pp.id}/payslips`)).json() as { net: string }[];
    expect(scoped.reduce((n, g) => n + g.employees, 0)).toBe(visible.filter((s) => Number(s.net) > 0).length);
    // the demo sub admin has no payroll page at all
    expect((await get(c.sub, `/payroll/runs/${pp.id}/banks`)).statusCode).toBe(403);
    const bad = await get(c.hr, `/payroll/runs/${pp.id}/bank-file?bankId=nope&currency=USD`);
    expect(bad.statusCode).toBe(400);
    const none = await get(c.hr, `/payroll/runs/${pp.id}/bank-file?bankId=${crypto.randomUUID()}&currency=USD`);
    expect(none.statusCode).toBe(404);
  });
});

describe('the bank’s confirmation (/payroll/importpaid)', () => {
  const upload = (lines: string[], cookie = c.payroll) => uploadImport(t.app, 'payrollPaid', cookie, lines);
  const errorsOf = (res: { json(): { errors: { row: number; column: string; code: string }[] } }) =>
    res.json().errors.map((e) => `${e.row}:${e.column}:${e.code}`);

  it('checks every row: the reference, the net pay, the day, the run’s state', async () => {
    const slip = (await get(c.hr, `/payroll/runs/${pp.id}/payslips`)).json()[0] as {
      employeeCode: string;
      net: string;
    };
    const res = await upload([
      'Reference,Amount,Paid On',
      `SALARY 2031-11 ${slip.employeeCode},${slip.net},`,
      `SALARY 2031-11 ${slip.employeeCode.toLowerCase()},${slip.net},20-11-2026`,
      `PAY 2031-11 X,1,31-02-2031`,
      `SALARY 2031-11 NOPE,abc,`,
      `SALARY 2031-11 ${slip.employeeCode},`,
      `SALARY 2031-12 ${slip.employeeCode},1,`,
      `SALARY 2031-11 ${slip.employeeCode},${slip.net},01-01-2099`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        '3::duplicateInFile',
        '4:reference:invalidReference',
        '4:paidOn:invalidDate',
        '5:reference:unknownPayslip',
        '5:amount:invalidAmount',
        '6:amount:required',
        // no payslips of December
        '7:reference:unknownPayslip',
        // the day is checked against today, wherever
        '8:paidOn:futureDate',
      ]),
    );
    const wrong = await upload(['Reference,Amount', `SALARY 2031-11 ${slip.employeeCode},0.01`]);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'amountDiffers', values: { net: slip.net } });
  });

  it('takes the bank file as it is and marks each of its payslips paid on the day given', async () => {
    const group = ((await get(c.hr, `/payroll/runs/${pp.id}/banks`)).json() as TBankGroup[]).find((g) => g.bankId)!;
    const csv = await get(
      c.payroll,
      `/payroll/runs/${pp.id}/bank-file?bankId=${group.bankId}&currency=${group.currency}`,
    );
    const lines = csv.body.trim().split('\r\n');
    const good = await upload(lines);
    expect(good.json(), good.body).toMatchObject({ total: group.employees, valid: group.employees, errorCount: 0 });
    // the demo sub admin has no payroll page; the approve paid part is checked by the import itself
    expect((await upload(lines.slice(0, 1), c.sub)).statusCode).toBe(403);
    const done = await commitImportOf(t.app, 'payrollPaid', c.payroll, good.json().id);
    expect(done.statusCode, done.body).toBe(202);
    await t.app.services.jobs.drain();
    const slips = (await get(c.hr, `/payroll/runs/${pp.id}/payslips`)).json() as {
      employeeId: string;
      employeeCode: string;
    }[];
    const reference = lines[1]!.split(',').at(-1)!;
    const paid = slips.find((s) => reference.endsWith(` ${s.employeeCode}`))!;
    const one = (await get(c.hr, `/payroll/payslips/${pp.id}/${paid.employeeId}`)).json() as TPayslip;
    expect(one.paidAt).not.toBeNull();
    // without a day, paid today: the day in Phnom Penh, whatever the hour in UTC
    expect(one.paidOn).toBe(todayIn('Asia/Phnom_Penh'));
    // once paid, the same file again is refused row by row
    expect(errorsOf(await upload(lines))).toContain('2::exists');
  });

  it('marks a payslip paid on the day the bank gives, that day in the organization’s zone', async () => {
    const open = (await get(c.hr, '/payroll/payslips?list=open&pageSize=200')).json() as TPayslipPage;
    const unpaid = open.rows.find((r) => r.runId === pp.id && r.paidOn === null && Number(r.net) > 0);
    expect(unpaid).toBeDefined();
    const res = await upload([
      'Reference,Amount,Paid On',
      `SALARY 2031-11 ${unpaid!.employeeCode},${unpaid!.net},02-01-2026`,
    ]);
    expect(res.json(), res.body).toMatchObject({ valid: 1, errorCount: 0 });
    expect((await commitImportOf(t.app, 'payrollPaid', c.payroll, res.json().id)).statusCode).toBe(202);
    await t.app.services.jobs.drain();
    const one = (await get(c.hr, `/payroll/payslips/${pp.id}/${unpaid!.employeeId}`)).json() as TPayslip;
    expect(one.paidOn).toBe('2026-01-02');
    // midnight in Phnom Penh is the evening before in UTC
    expect(one.paidAt).toBe('2026-01-01T17:00:00.000Z');
    const listed = (
      await get(c.hr, `/payroll/payslips?list=open&search=${unpaid!.employeeCode}`)
    ).json() as TPayslipPage;
    expect(listed.rows.find((r) => r.runId === pp.id)?.paidOn).toBe('2026-01-02');
  });
});
