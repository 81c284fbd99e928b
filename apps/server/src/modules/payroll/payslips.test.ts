import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money, sumMoney } from '@staffdesk/core/money';
import type { TPayslip, TPayslipListRow, TRun } from '@staffdesk/core/payroll-api';
import { employeeOfLogin } from '../../test/leave-fixtures.ts';
import { platformOwner, type TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';

/**
 * Payslips (issue 14): an employee reads only their own, and only once the run is approved; HR and scoped sub
 * admins read those of their organizations; on screen and as a PDF.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let c: Record<'hr' | 'finance' | 'payroll' | 'emp', string>;
let me: string;
let pp: TRun;
let kl: TRun;

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  f = await payrollFixture(['hr', 'finance', 'payroll', 'emp']);
  t = f.t;
  c = f.cookies as typeof c;
  const owner = await platformOwner(t);
  me = await employeeOfLogin(owner, 'emp@demo.test');
  await owner.end();
  const rate = { month: '2031-10', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' };
  expect((await f.call(c.hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
  pp = await f.processed((await f.opened('MTPP', '2031-10')).id);
  kl = await f.processed((await f.opened('MYKL', '2031-10')).id);
});
afterAll(async () => {
  await t?.close();
});

describe('payslips', () => {
  it('keeps a payslip from its employee until the run is approved', async () => {
    expect((await get(c.emp, `/payroll/payslips/${pp.id}/${me}`)).statusCode).toBe(404);
    expect(((await get(c.emp, '/payroll/my-payslips')).json() as TPayslipListRow[]).map((r) => r.runId)).not.toContain(
      pp.id,
    );
    expect((await f.call(c.payroll, 'POST', `/payroll/runs/${pp.id}/approve`)).statusCode).toBe(200);
    const mine = (await get(c.emp, '/payroll/my-payslips')).json() as TPayslipListRow[];
    expect(mine.map((r) => [r.runId, r.employeeId, r.runStatus])).toContainEqual([pp.id, me, 'approved']);
  });

  it('shows the employee their payslip: lines by kind that add up, this year so far, days and leave', async () => {
    const res = await get(c.emp, `/payroll/payslips/${pp.id}/${me}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TPayslip;
    expect(p).toMatchObject({ runId: pp.id, employeeId: me, periodFrom: '2031-10-01', periodTo: '2031-10-31' });
    const sum = (kind: string) => sumMoney(p.lines.filter((l) => l.kind === kind).map((l) => l.amount)).toFixed(2);
    expect(sum('earning')).toBe(new Money(p.gross).toFixed(2));
    expect(sum('deduction')).toBe(new Money(p.deductions).toFixed(2));
    expect(new Money(p.net).eq(new Money(p.gross).minus(p.deductions))).toBe(true);
    expect(p.lines.find((l) => l.code === 'BASIC')?.name).toBeTruthy();
    // October is the first payslip of 2031: the year so far is this month
    expect(p.ytd.net).toBe(new Money(p.net).toFixed(2));
    expect(p.leave.length).toBeGreaterThan(0);
    expect(Number(p.days.present)).toBeGreaterThanOrEqual(0);
  });

  it('gives the payslip as a PDF in the language asked for', async () => {
    const res = await get(c.emp, `/payroll/payslips/${pp.id}/${me}/pdf?lang=km`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(c.emp, `/payroll/payslips/${pp.id}/${me}/pdf?lang=xx`)).statusCode).toBe(400);
  });

  it('never shows an employee someone else’s payslip, nor a run of another organization', async () => {
    const others = (await get(c.hr, `/payroll/runs/${pp.id}/payslips`)).json() as { employeeId: string }[];
    const other = others.find((o) => o.employeeId !== me)!;
    expect((await get(c.emp, `/payroll/payslips/${pp.id}/${other.employeeId}`)).statusCode).toBe(404);
    expect((await get(c.emp, `/payroll/payslips/${pp.id}/${other.employeeId}/pdf`)).statusCode).toBe(404);
    expect((await get(c.emp, '/payroll/payslips')).statusCode).toBe(403);
    expect((await get(c.emp, `/payroll/payslips/not-a-uuid/${me}`)).statusCode).toBe(404);
  });

  it('lets HR read every payslip and a scoped sub admin those of their organization only', async () => {
    const klSlips = (await get(c.hr, `/payroll/runs/${kl.id}/payslips`)).json() as { employeeId: string }[];
    const someone = klSlips[0]!.employeeId;
    expect((await get(c.hr, `/payroll/payslips/${kl.id}/${someone}`)).statusCode).toBe(200);
    expect((await get(c.finance, `/payroll/payslips/${kl.id}/${someone}`)).statusCode).toBe(404);
    const list = (await get(c.hr, '/payroll/payslips?search=')).json() as { rows: TPayslipListRow[]; total: number };
    expect(list.rows.map((r) => r.runId)).toEqual(expect.arrayContaining([pp.id, kl.id]));
    expect(list.total).toBe(pp.employees + kl.employees);
    expect(((await get(c.hr, '/payroll/payslips?list=closed')).json() as { total: number }).total).toBe(0);
  });
});

/** The names of a zip's entries, from its central directory (signature PK\x01\x02, name length at 28, name at 46). */
function zipNames(zip: Buffer) {
  const names: string[] = [];
  for (let i = zip.indexOf('PK\x01\x02'); i >= 0; i = zip.indexOf('PK\x01\x02', i + 4)) {
    const length = zip.readUInt16LE(i + 28);
    names.push(zip.subarray(i + 46, i + 46 + length).toString('utf8'));
  }
  return names;
}

describe('a payslip by its own id (/payslip/Payslip_pdf/:id)', () => {
  it('tells its run and employee to whoever may read it, else 404', async () => {
    const slip = (
      (await get(c.hr, `/payroll/runs/${kl.id}/payslips`)).json() as { id: string; employeeId: string }[]
    )[0]!;
    expect((await get(c.hr, `/payroll/payslip-refs/${slip.id}`)).json()).toEqual({
      runId: kl.id,
      employeeId: slip.employeeId,
    });
    // someone else's payslip for an employee; a bad id
    expect((await get(c.emp, `/payroll/payslip-refs/${slip.id}`)).statusCode).toBe(404);
    expect((await get(c.hr, '/payroll/payslip-refs/nope')).statusCode).toBe(404);
  });
});

describe('payslips as one zip', () => {
  it('builds every payslip of a run in the background, for whoever asked only', async () => {
    const start = await f.call(c.hr, 'POST', `/payroll/runs/${kl.id}/payslips-zip?lang=zh`);
    expect(start.statusCode, start.body).toBe(202);
    const { jobId } = start.json() as { jobId: string };
    await t.app.services.jobs.drain(60_000);
    const job = (await get(c.hr, `/jobs/${jobId}`)).json() as { state: string; result: { count: number } };
    expect(job).toMatchObject({ state: 'done', result: { count: kl.employees } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payroll/payslip-zips/${jobId}`,
      headers: { cookie: c.hr },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payslips-MYKL-2031-10\.zip"$/);
    const names = zipNames(res.rawPayload);
    expect(names).toHaveLength(kl.employees);
    expect(names.every((n) => /^payslip-KL\d+-2031-10\.pdf$/.test(n))).toBe(true);
    // someone else's job, an employee, a bad id
    expect((await get(c.payroll, `/payroll/payslip-zips/${jobId}`)).statusCode).toBe(404);
    expect((await get(c.hr, '/payroll/payslip-zips/nope')).statusCode).toBe(404);
    expect((await f.call(c.emp, 'POST', `/payroll/runs/${kl.id}/payslips-zip`)).statusCode).toBe(404);
  });

  it('is refused for a run not processed yet', async () => {
    const open = await f.opened('MYKL', '2031-11');
    const res = await f.call(c.hr, 'POST', `/payroll/runs/${open.id}/payslips-zip`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'payrollNoPayslips' });
  });
});
