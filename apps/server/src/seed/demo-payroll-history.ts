import { sql } from 'drizzle-orm';
import { addDays, monthStart } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { Database } from '../platform/db/db.ts';
import { runProcess } from '../modules/payroll/run-process.service.ts';
import { setProcessing } from '../modules/payroll/run-process.repo.ts';
import { insertRun } from '../modules/payroll/runs.repo.ts';
import { seedDemoLeaveIn } from './demo-leave.ts';
import { seedDemoOvertimeIn } from './demo-overtime.ts';

/** How many closed months of payroll the started demo shows. */
export const DEMO_PAYROLL_MONTHS = 6;

/**
 * The started demo's payroll history (issue 14): for each organization with payroll, the six months before this one,
 * with some approved leave and overtime each, processed by HR (the run's own job, over the attendance seeded that far back), approved by the payroll manager,
 * paid on the month's last day and closed on the 5th of the next, their attendance closed too. The current month is
 * opened, its attendance, leave and overtime ready to process. Only for a demo started with its seed (not the tests' copies); nothing when runs exist already.
 */
export async function seedDemoPayrollHistory(database: Database, months = DEMO_PAYROLL_MONTHS) {
  const found = await database.platform(async (db) => {
    const r = await db.execute<{ tenantId: string; hrId: string; managerId: string | null }>(sql`
      select t.id as "tenantId", hr.id as "hrId", pm.id as "managerId" from tenants t
        join users hr on hr.tenant_id = t.id and hr.email = 'hr@demo.test'
        left join users pm on pm.tenant_id = t.id and pm.email = 'payroll@demo.test'
       where t.account = 'demo' and not exists (select 1 from payroll_runs r where r.tenant_id = t.id)`);
    return r.rows[0] ?? null;
  });
  if (!found) return 0;
  const { tenantId } = found;
  const hr = { id: found.hrId, type: 'hr_admin', name: 'Dara Sok' };
  const today = todayIn('Asia/Phnom_Penh');
  const periods = Array.from({ length: months }, (_, i) => {
    const from = monthStart(today, i - months);
    return { from, to: addDays(monthStart(from, 1), -1) };
  });
  const orgs = await database.tenant(tenantId, async (db) => {
    // the months' rates into riel where the demo's settings have none (early in a year)
    for (const { from } of periods)
      await db.execute(sql`
        insert into exchange_rates (tenant_id, month, from_currency, to_currency, rate)
        select ${tenantId}, ${from.slice(0, 7)}, 'USD', 'KHR', 4100
         where not exists (select 1 from exchange_rates where tenant_id = ${tenantId} and deleted_at is null
                             and month = ${from.slice(0, 7)} and from_currency = 'USD' and to_currency = 'KHR')`);
    // approved leave and overtime in each month, paid (or, unpaid leave, taken off) by its run
    for (const range of periods) {
      await seedDemoLeaveIn(db, tenantId, hr, range, 16);
      await seedDemoOvertimeIn(db, tenantId, hr, range, 12);
    }
    const r = await db.execute<{ id: string }>(sql`
      select id from organizations where tenant_id = ${tenantId} and deleted_at is null order by code`);
    return r.rows.map((o) => o.id);
  });

  let runs = 0;
  for (const { from, to } of periods)
    for (const organizationId of orgs) {
      const runId = await database.tenant(tenantId, async (db) => {
        const id = await insertRun(db, { tenantId, organizationId, from, to, by: hr.id, byName: hr.name });
        if (id) await setProcessing(db, tenantId, id, 1);
        return id;
      });
      if (!runId) continue;
      await runProcess(
        { database },
        { tenantId, runId, version: 1, actor: hr, req: { ip: '127.0.0.1', headers: {} } },
        async () => undefined,
      );
      // approved by the payroll manager, paid on the month's last day, closed on the 5th of the next
      const paid = sql`(${to}::date + time '17:00')::timestamp at time zone o.timezone`;
      await database.tenant(tenantId, async (db) => {
        await db.execute(sql`
          update payslips p set paid_at = ${paid}
            from payroll_runs r join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
           where p.tenant_id = ${tenantId} and p.run_id = ${runId} and r.tenant_id = p.tenant_id and r.id = p.run_id`);
        await db.execute(sql`
          update payroll_runs r
             set status = 'closed', processed_at = ${paid} - interval '3 days',
                 approved_by = ${found.managerId}, approved_by_name = 'Payroll Manager',
                 approved_at = ${paid} - interval '2 days', paid_by_name = 'Payroll Manager', paid_at = ${paid},
                 closed_by_name = 'Payroll Manager', closed_at = ${paid} + interval '5 days'
            from organizations o
           where r.tenant_id = ${tenantId} and r.id = ${runId} and o.tenant_id = r.tenant_id and o.id = r.organization_id`);
        // the month's attendance is closed with it (the demo closes last month's already)
        await db.execute(sql`
          insert into attendance_closings (tenant_id, organization_id, from_date, to_date, note, created_by,
                                           created_by_name)
          select ${tenantId}, ${organizationId}, ${from}, ${to}, 'Payroll closed', ${hr.id}, ${hr.name}
           where not exists (select 1 from attendance_closings c where c.tenant_id = ${tenantId}
                               and c.organization_id = ${organizationId} and c.from_date <= ${to}::date
                               and c.to_date >= ${from}::date)`);
      });
      runs++;
    }
  // this month: open, to be processed
  const from = monthStart(today, 0);
  await database.tenant(tenantId, async (db) => {
    for (const organizationId of orgs)
      await insertRun(db, {
        tenantId,
        organizationId,
        from,
        to: addDays(monthStart(from, 1), -1),
        by: hr.id,
        byName: hr.name,
      });
  });
  return runs;
}
