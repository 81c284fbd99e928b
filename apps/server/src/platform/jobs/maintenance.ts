import { sql } from 'drizzle-orm';
import type { TServices } from '../services.ts';

export const PURGE_JOB = 'maintenance.purge';

/**
 * Hourly, once across all instances (a pg-boss schedule): deletes what has stopped mattering — sessions and
 * single-use links a week past their end, failed-login rows a day old, bulk-import previews a day old (their checked
 * rows), finished jobs' rows and notifications after 90 days.
 * Returns the counts (kept as the job's result).
 */
export async function purge(s: Pick<TServices, 'database'>) {
  return s.database.platform(async (db) => {
    const count = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rowCount ?? 0;
    return {
      sessions: await count(
        sql`delete from sessions where expires_at < now() - interval '7 days' or revoked_at < now() - interval '7 days'`,
      ),
      links: await count(sql`delete from credential_tokens where expires_at < now() - interval '7 days'`),
      loginFailures: await count(sql`delete from login_failures where at < now() - interval '1 day'`),
      imports: await count(sql`delete from imports where created_at < now() - interval '1 day' and state <> 'queued'`),
      jobs: await count(
        sql`delete from job_runs where state in ('done', 'failed') and finished_at < now() - interval '90 days'`,
      ),
      notifications: await count(sql`delete from notifications where created_at < now() - interval '90 days'`),
    };
  });
}

export function defineMaintenanceJobs(s: TServices) {
  s.jobs.define({ name: PURGE_JOB, handler: () => purge(s), cron: '17 * * * *' });
}
