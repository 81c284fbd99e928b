import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Money, sumMoney } from '@staffdesk/core/money';
import type { TRun } from '@staffdesk/core/payroll-api';
import type { TTestContext } from '../../test/test-app.ts';
import { PLATFORM_PACKS } from './packs.ts';
import { payrollFixture } from './run-fixtures.ts';
import * as repo from './run-process.repo.ts';
import { runProcess, type TProcessJob } from './run-process.service.ts';

/**
 * Payroll runs (issue 14): a month of an organization processed in the background, all or nothing, resumable and
 * idempotent; within the caller's scope.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let hr: string;
let finance: string;
let emp: string;
let orgs: Record<string, string>;
let tenantId: string;

const call = (...a: Parameters<typeof f.call>) => f.call(...a);
const run = (id: string) => f.run(id);
type TSlipRow = { employeeId: string; gross: string; deductions: string; employer: string; net: string };
const slips = async (id: string) => (await call(hr, 'GET', `/payroll/runs/${id}/payslips`)).json() as TSlipRow[];
const processed = (id: string) => f.processed(id);

beforeAll(async () => {
  f = await payrollFixture(['hr', 'finance', 'emp']);
  ({ t, hr, orgs, tenantId } = f);
  ({ finance, emp } = f.cookies as Record<'finance' | 'emp', string>);
});
afterAll(async () => {
  await t?.close();
});

describe('payroll runs', () => {
  let kl: TRun;

  it('opens a month of an organization once', async () => {
    const res = await call(hr, 'POST', '/payroll/runs', { organizationId: orgs.MYKL, month: '2031-03' });
    expect(res.statusCode, res.body).toBe(201);
    kl = res.json();
    expect(kl).toMatchObject({
      periodFrom: '2031-03-01',
      periodTo: '2031-03-31',
      currency: 'MYR',
      status: 'open',
      employees: 0,
    });
    const again = await call(hr, 'POST', '/payroll/runs', { organizationId: orgs.MYKL, month: '2031-03' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payrollRunExists' });
    const bad = await call(hr, 'POST', '/payroll/runs', { organizationId: 'x', month: '2031-13' });
    expect(bad.json().fields).toEqual({ organizationId: 'invalidReference', month: 'invalidDate' });
  });

  it('processes it in the background: a payslip per paid employee, nets and totals that add up', async () => {
    const done = await processed(kl.id);
    expect(done.status).toBe('processed');
    const rows = await slips(kl.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(done.employees).toBe(rows.length);
    for (const r of rows) expect(new Money(r.net).eq(new Money(r.gross).minus(r.deductions)), r.employeeId).toBe(true);
    expect(done.net).toBe(sumMoney(rows.map((r) => r.net)).toFixed(2));
    expect(done.gross).toBe(sumMoney(rows.map((r) => r.gross)).toFixed(2));
    // Malaysian statutory lines on every payslip of a monthly salary
    const lines = await t.db.tenant(tenantId, (db) =>
      db.execute<{ code: string }>(
        sql`select distinct code from payslip_lines where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      ),
    );
    expect(lines.rows.map((l) => l.code)).toEqual(expect.arrayContaining(['BASIC', 'EPF', 'EPF_ER', 'SOCSO']));
  });

  it('gives the same payslips when processed again, never duplicates', async () => {
    const before = await slips(kl.id);
    const again = await processed(kl.id);
    const after = await slips(kl.id);
    expect(after.map(({ employeeId, net, gross }) => [employeeId, net, gross])).toEqual(
      before.map(({ employeeId, net, gross }) => [employeeId, net, gross]),
    );
    const count = await t.db.tenant(tenantId, (db) =>
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from payslips where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      ),
    );
    expect(count.rows[0]!.n).toBe(after.length);
    expect(again.net).toBe(sumMoney(after.map((r) => r.net)).toFixed(2));
  });

  it('killed half-way shows the previous payslips, then resumes to the complete new version', async () => {
    const before = await slips(kl.id);
    const version = await t.db.tenant(tenantId, async (db) => {
      const v = (await repo.maxVersion(db, tenantId, kl.id)) + 1;
      await repo.setProcessing(db, tenantId, kl.id, v);
      return v;
    });
    const job: TProcessJob = {
      tenantId,
      runId: kl.id,
      version,
      actor: { id: crypto.randomUUID(), type: 'hr_admin', name: 'Dara Sok' },
      req: { ip: '127.0.0.1', headers: {} },
      chunk: 3,
    };
    let calls = 0;
    await expect(
      runProcess(t.app.services, job, async () => {
        if (++calls === 2) throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    // two chunks are written under the new version, and nothing of it shows
    const partial = await t.db.tenant(tenantId, (db) => repo.countWritten(db, tenantId, kl.id, version));
    expect(partial).toBe(Math.min(6, before.length));
    expect(await slips(kl.id)).toEqual(before);
    expect((await run(kl.id)).processing).toBe(true);
    expect((await call(hr, 'POST', `/payroll/runs/${kl.id}/process`)).statusCode).toBe(409);

    await runProcess(t.app.services, job, async () => {});
    const after = await slips(kl.id);
    expect(after.map((r) => [r.employeeId, r.net])).toEqual(before.map((r) => [r.employeeId, r.net]));
    expect((await run(kl.id)).processing).toBe(false);
    const versions = await t.db.tenant(tenantId, (db) =>
      db.execute<{ v: number }>(
        sql`select distinct version as v from payslips where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      ),
    );
    expect(versions.rows).toEqual([{ v: version }]);
  });

  it('keeps a sub admin to their organizations and employees out', async () => {
    expect((await call(finance, 'GET', `/payroll/runs/${kl.id}`)).statusCode).toBe(404);
    expect((await call(finance, 'GET', '/payroll/runs')).json().map((r: TRun) => r.id)).not.toContain(kl.id);
    const outside = await call(finance, 'POST', '/payroll/runs', { organizationId: orgs.MYKL, month: '2031-04' });
    expect(outside.json().fields).toEqual({ organizationId: 'invalidReference' });
    const mine = await call(finance, 'POST', '/payroll/runs', { organizationId: orgs.MTPP, month: '2031-04' });
    expect(mine.statusCode).toBe(201);
    expect((await call(emp, 'GET', '/payroll/runs')).statusCode).toBe(403);
  });

  it('refuses a Cambodian month paid in USD without the month’s rate, naming it; with it, keeps the rate', async () => {
    const pp = (
      await call(hr, 'POST', '/payroll/runs', { organizationId: orgs.MTPP, month: '2031-05' })
    ).json() as TRun;
    const refused = await call(hr, 'POST', `/payroll/runs/${pp.id}/process`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'payrollNoExchangeRate',
      message: 'No exchange rate for 2031-05 from USD to KHR: add it first',
    });
    expect((await run(pp.id)).processing).toBe(false);
    const rate = { month: '2031-05', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4050' };
    expect((await call(hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
    expect((await processed(pp.id)).status).toBe('processed');
    const kept = await t.db.tenant(tenantId, (db) =>
      db.execute<{ rate: string }>(
        sql`select distinct exchange_rate::text as rate from payslips where tenant_id = ${tenantId} and run_id = ${pp.id} and currency = 'USD'`,
      ),
    );
    expect(kept.rows).toEqual([{ rate: '4050.000000' }]);
  });
  it('computes with the tenant’s own statutory figures from their day, and the platform’s again once removed', async () => {
    const month = await f.opened('MYKL', '2027-03');
    const sums = async () => {
      const r = await t.db.tenant(tenantId, (db) =>
        db.execute<{ code: string; total: string }>(
          sql`select l.code, sum(l.amount)::text as total from payslip_lines l
                join payroll_runs r on r.tenant_id = l.tenant_id and r.id = l.run_id and r.version = l.version
               where l.tenant_id = ${tenantId} and l.run_id = ${month.id} and l.code in ('EPF', 'EPF_ER')
               group by l.code`,
        ),
      );
      return Object.fromEntries(r.rows.map((x) => [x.code, new Money(x.total)]));
    };
    await processed(month.id);
    const platform = await sums();
    expect(platform.EPF!.gt(0)).toBe(true);

    // Part A's employee share 0 % from January 2027: residents below 60 pay no EPF, their employers as before
    const { from: _f, source: _s, unconfirmed: _u, ...epf } = PLATFORM_PACKS.MY.epf.at(-1)!;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/payroll/statutory/epf', headers: { cookie: hr }, payload });
    const saved = await put({
      from: '2027-01-01',
      source: 'test',
      data: { ...epf, parts: { ...epf.parts, A: { ...epf.parts.A!, employeeRate: '0' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await processed(month.id);
    const own = await sums();
    expect((own.EPF ?? new Money(0)).lt(platform.EPF!)).toBe(true);
    expect(own.EPF_ER!.eq(platform.EPF_ER!)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/payroll/statutory/epf/${saved.json().id}`,
      headers: { cookie: hr },
    });
    expect(removed.statusCode).toBe(204);
    await processed(month.id);
    expect((await sums()).EPF!.eq(platform.EPF!)).toBe(true);
  });
});
