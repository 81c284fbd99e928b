import type { TServices } from '../../platform/services.ts';
import { applyDuePromotions } from './promotions.ts';
import { applyDueSettlements } from './settlements.ts';

/** Dated changes to employees whose day has come: promotions, then exits. */
export const DATED_CHANGES_JOB = 'employees.datedChanges';

/**
 * Hourly, once across all instances: each employee's day starts at their own zone's midnight, so the hour after it
 * applies what is dated that day.
 */
export function defineEmployeeJobs(s: TServices) {
  s.jobs.define({
    name: DATED_CHANGES_JOB,
    handler: async () => ({ promotions: await applyDuePromotions(s), settlements: await applyDueSettlements(s) }),
    cron: '3 * * * *',
  });
}
