import { sql } from 'drizzle-orm';
import type { TServices } from '../../platform/services.ts';
import { accrue } from './leave-accrual.ts';

export const LEAVE_ACCRUAL_JOB = 'leave.accrue';

/**
 * Hourly, once across all instances: the leave bank's scheduled credits, year ends and expiries of carried days
 * whose day has come in each employee's organization (a day starts at the zone's midnight, so the hour after it
 * credits it). The ledger takes each period once, so a retried or doubled run changes nothing.
 */
export function defineLeaveJobs(s: TServices) {
  s.jobs.define({
    name: LEAVE_ACCRUAL_JOB,
    handler: async () => ({ written: await s.database.platform((db) => accrue(db, sql`true`)) }),
    cron: '7 * * * *',
  });
}
