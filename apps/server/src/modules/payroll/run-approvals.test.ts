import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRun } from '@staffdesk/core/payroll-api';
import type { TTestContext } from '../../test/test-app.ts';
import { payrollFixture } from './run-fixtures.ts';

/**
 * Payroll run approvals (issue 14, decision 0031): processed → approved → paid → closed, or cancelled; the parts of
 * the payroll privilege; maker-checker; a closed run refused any change by the database itself.
 */
let f: Awaited<ReturnType<typeof payrollFixture>>;
let t: TTestContext;
let hr: string;
let finance: string;
let manager: string;
let emp: string;
let tenantId: string;

const call = (...a: Parameters<typeof f.call>) => f.call(...a);
const run = (id: string) => f.run(id);
const opened = (cookie: string, organization: string, month: string) => f.opened(organization, month, cookie);
const processed = (cookie: string, id: string) => f.processed(id, cookie);

beforeAll(async () => {
  f = await payrollFixture(['hr', 'finance', 'payroll', 'emp']);
  ({ t, hr, tenantId } = f);
  ({ finance, payroll: manager, emp } = f.cookies as Record<'finance' | 'payroll' | 'emp', string>);
});
afterAll(async () => {
  await t?.close();
});

describe('payroll run approvals', () => {
  let kl: TRun;

  it('refuses the one who processed a run its approval, and others without the part', async () => {
    kl = await processed(hr, (await opened(hr, 'MYKL', '2031-06')).id);
    expect(kl.processedByMe).toBe(true);
    const self = await call(hr, 'POST', `/payroll/runs/${kl.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      code: 'payrollSelfApproval',
      message: 'You processed this payroll run: someone else must approve it',
    });
    // Finance holds "approve paid" and "payroll line", not "approve payroll" — and Kuala Lumpur is outside its scope
    expect((await call(finance, 'POST', `/payroll/runs/${kl.id}/approve`)).statusCode).toBe(404);
    expect((await call(emp, 'POST', `/payroll/runs/${kl.id}/approve`)).statusCode).toBe(403);
    // a step out of order
    const early = await call(manager, 'POST', `/payroll/runs/${kl.id}/paid`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payrollRunMoved' });
    expect((await run(kl.id)).status).toBe('processed');
  });

  it('goes processed → approved → paid → closed, each step stamped and audited', async () => {
    const approved = await call(manager, 'POST', `/payroll/runs/${kl.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedByName: 'Nur Aisyah Rahman' });
    // approved: no more processing, no cancelling; reopened by an approver it may be processed again
    expect((await call(hr, 'POST', `/payroll/runs/${kl.id}/process`)).json()).toMatchObject({
      code: 'payrollRunLocked',
    });
    expect((await call(hr, 'POST', `/payroll/runs/${kl.id}/cancel`)).statusCode).toBe(409);
    const reopened = (await call(manager, 'POST', `/payroll/runs/${kl.id}/reopen`)).json() as TRun;
    expect(reopened).toMatchObject({ status: 'processed', approvedByName: null });
    expect((await call(manager, 'POST', `/payroll/runs/${kl.id}/approve`)).statusCode).toBe(200);

    const paid = (await call(manager, 'POST', `/payroll/runs/${kl.id}/paid`)).json() as TRun;
    expect(paid).toMatchObject({ status: 'paid', paidByName: 'Nur Aisyah Rahman' });
    const unpaid = await t.db.tenant(tenantId, (db) =>
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from payslips where tenant_id = ${tenantId} and run_id = ${kl.id} and paid_at is null`,
      ),
    );
    expect(unpaid.rows[0]!.n).toBe(0);
    const closed = (await call(manager, 'POST', `/payroll/runs/${kl.id}/close`)).json() as TRun;
    expect(closed).toMatchObject({ status: 'closed', closedByName: 'Nur Aisyah Rahman' });
    expect(closed.closedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const audit = await t.db.tenant(tenantId, (db) =>
      db.execute<{ action: string }>(
        sql`select action from audit_log where tenant_id = ${tenantId} and entity_id = ${kl.id} order by id`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'create',
      'process',
      'approve',
      'reopen',
      'approve',
      'paid',
      'close',
    ]);
  });

  it('keeps a closed run, its payslips and their lines unchangeable in the database', async () => {
    expect((await call(hr, 'POST', `/payroll/runs/${kl.id}/process`)).statusCode).toBe(409);
    expect((await call(manager, 'POST', `/payroll/runs/${kl.id}/reopen`)).statusCode).toBe(409);
    const attempts = [
      sql`update payroll_runs set net = 0 where tenant_id = ${tenantId} and id = ${kl.id}`,
      sql`delete from payroll_runs where tenant_id = ${tenantId} and id = ${kl.id}`,
      sql`update payslips set net = net + 1 where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      sql`delete from payslip_lines where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      sql`update payslip_lines set amount = 0 where tenant_id = ${tenantId} and run_id = ${kl.id}`,
      sql`insert into payslip_lines (tenant_id, payslip_id, position, run_id, version, code, kind, amount)
            select tenant_id, id, 999, run_id, version, 'X', 'earning', 1 from payslips
             where tenant_id = ${tenantId} and run_id = ${kl.id} limit 1`,
      sql`insert into payslips (tenant_id, run_id, version, employee_id, currency)
            select tenant_id, run_id, version + 1, employee_id, currency from payslips
             where tenant_id = ${tenantId} and run_id = ${kl.id} limit 1`,
    ];
    for (const statement of attempts)
      await expect(t.db.tenant(tenantId, (db) => db.execute(statement))).rejects.toMatchObject({
        cause: expect.objectContaining({ code: 'P0001', detail: 'payrollClosed' }),
      });
    expect((await run(kl.id)).net).toBe(kl.net);
  });

  it('lets Finance run its own organization but not approve it; another approves, Finance pays and closes', async () => {
    const pp = await opened(finance, 'MTPP', '2031-06');
    const rate = { month: '2031-06', fromCurrency: 'USD', toCurrency: 'KHR', rate: '4100' };
    expect((await call(hr, 'POST', '/resources/exchangeRate', rate)).statusCode).toBe(201);
    await processed(finance, pp.id);
    const refused = await call(finance, 'POST', `/payroll/runs/${pp.id}/approve`);
    expect(refused.json()).toMatchObject({ code: 'payrollPartMissing' });
    expect((await call(hr, 'POST', `/payroll/runs/${pp.id}/approve`)).json()).toMatchObject({ status: 'approved' });
    expect((await call(finance, 'POST', `/payroll/runs/${pp.id}/paid`)).json()).toMatchObject({ status: 'paid' });
    expect((await call(finance, 'POST', `/payroll/runs/${pp.id}/close`)).json()).toMatchObject({ status: 'closed' });
  });

  it('lists going, closed and cancelled runs apart', async () => {
    const ids = async (list: string) =>
      ((await call(hr, 'GET', `/payroll/runs?list=${list}`)).json() as TRun[]).map((r) => r.id);
    expect(await ids('closed')).toContain(kl.id);
    expect(await ids('live')).not.toContain(kl.id);
    expect(await ids('payable')).toContain(kl.id);
    expect((await call(hr, 'GET', '/payroll/runs?list=bogus')).statusCode).toBe(400);
  });

  it('cancels an open or processed run, freeing its month for a new one', async () => {
    const may = await opened(hr, 'MYKL', '2031-07');
    // the payroll manager's role has no delete on the payroll process page
    expect((await call(manager, 'POST', `/payroll/runs/${may.id}/cancel`)).statusCode).toBe(403);
    const cancelled = (await call(hr, 'POST', `/payroll/runs/${may.id}/cancel`)).json() as TRun;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledByName: 'Dara Sok' });
    expect((await call(hr, 'POST', `/payroll/runs/${may.id}/process`)).statusCode).toBe(409);
    expect(((await call(hr, 'GET', '/payroll/runs?list=cancelled')).json() as TRun[]).map((r) => r.id)).toContain(
      may.id,
    );
    await opened(hr, 'MYKL', '2031-07');
  });

  it('answers 404 for a run of no one, and the step list is the routes', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await call(manager, 'POST', `/payroll/runs/${nobody}/approve`)).statusCode).toBe(404);
    expect((await call(manager, 'POST', '/payroll/runs/not-a-uuid/close')).statusCode).toBe(404);
  });
});
