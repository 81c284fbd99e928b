import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEAVE_STATUSES } from '@staffdesk/core/leave-api';
import { OT_STATUSES } from '@staffdesk/core/overtime-api';
import { monthStart } from '@staffdesk/core/dates';
import type { TRun } from '@staffdesk/core/payroll-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { createTestApp, loginAs, type TTestContext } from '../test/test-app.ts';
import { DEMO_PAYROLL_MONTHS, seedDemoPayrollHistory } from './demo-payroll-history.ts';

/** The started demo's payroll history: closed months for each organization, paid, with the attendance behind them. */
let t: TTestContext;
let hr: string;
const get = (url: string, cookie = hr) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  hr = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(async () => {
  await t?.close();
});

it('closes six months of payroll for both organizations, once', async () => {
  // two months are enough to see it here; the demo takes six
  expect(DEMO_PAYROLL_MONTHS).toBe(6);
  expect(await seedDemoPayrollHistory(t.db, 2)).toBe(4);
  expect(await seedDemoPayrollHistory(t.db, 2)).toBe(0);
  const closed = (await get('/payroll/runs?list=closed')).json() as TRun[];
  const today = todayIn('Asia/Phnom_Penh');
  expect(closed.map((r) => r.periodFrom).sort()).toEqual(
    [monthStart(today, -2), monthStart(today, -2), monthStart(today, -1), monthStart(today, -1)].sort(),
  );
  for (const run of closed) {
    expect(run.employees).toBeGreaterThan(10);
    expect(Number(run.net)).toBeGreaterThan(0);
    expect(run).toMatchObject({ status: 'closed', approvedByName: 'Payroll Manager' });
  }
  // the closed payslips are paid on the month's last day, and the employee reads theirs
  const slips = (await get('/payroll/payslips?list=closed&pageSize=200')).json();
  expect(slips.total).toBe(closed.reduce((n, r) => n + r.employees, 0));
  expect(slips.rows.every((r: { paidOn: string | null }) => r.paidOn !== null)).toBe(true);
  const emp = await loginAs(t.app, 'emp@demo.test', 'demo');
  expect(((await get('/payroll/my-payslips', emp)).json() as unknown[]).length).toBe(2);
  // some overtime of those months approved (paid by their runs to those whose payroll type pays it)
  const ot = await t.db.platform((db) =>
    db.execute<{ requests: number; lines: number }>(sql`
      select (select count(*)::int from ot_requests where status = ${OT_STATUSES.approved}
                 and ot_date < ${monthStart(today, 0)}::date and ot_date >= ${monthStart(today, -2)}::date) as requests,
             (select count(*)::int from payslip_lines where code like 'OT%') as lines`),
  );
  expect(ot.rows[0]!.requests).toBeGreaterThan(0);
  // and approved leave of those months, some unpaid: taken off the pay of the month's run
  const leave = await t.db.platform((db) =>
    db.execute<{ paid: number; unpaid: number; lines: number }>(sql`
      select count(*) filter (where t.code = 'AL')::int as paid, count(*) filter (where t.code = 'UL')::int as unpaid,
             (select count(*)::int from payslip_lines where code = 'UNPAID') as lines
        from leave_requests r join leave_types t on t.id = r.leave_type_id
       where r.status = ${LEAVE_STATUSES.approved} and r.from_date >= ${monthStart(today, -2)}::date
         and r.from_date < ${monthStart(today, -1)}::date`),
  );
  expect(leave.rows[0]!.paid).toBeGreaterThan(3);
  expect(leave.rows[0]!.unpaid).toBeGreaterThan(0);
  expect(leave.rows[0]!.lines).toBeGreaterThan(0);
  // the current month is open for both, nothing processed yet
  const live = (await get('/payroll/runs')).json() as TRun[];
  expect(live.map((r) => [r.periodFrom, r.status, r.employees])).toEqual([
    [monthStart(today, 0), 'open', 0],
    [monthStart(today, 0), 'open', 0],
  ]);
});
