import { sql } from 'drizzle-orm';
import type { TServices } from '../services.ts';

export const PURGE_JOB = 'maintenance.purge';

/**
 * Hourly, once across all instances (a pg-boss schedule): deletes what has stopped mattering — sessions and
 * single-use links a week past their end, failed-login rows a day old, bulk-import previews a day old (their checked
 * rows), files built by jobs a day old (payslip zips), finished jobs' rows and notifications after 90 days.
 * Returns the counts (kept as the job's result).
 */
export async function purge(s: Pick<TServices, 'database' | 'files'>) {
  // built files a day old (payslip zips): their payroll data does not lie about; the job row keeps the count
  const files = await s.database.platform(async (db) => {
    const r = await db.execute<{ id: string; key: string }>(sql`
      with old as (
        select id, result->>'fileKey' as key from job_runs
         where state = 'done' and result ? 'fileKey' and finished_at < now() - interval '1 day' for update)
      update job_runs j set result = j.result - 'fileKey' from old where j.id = old.id
      returning old.id, old.key`);
    return r.rows;
  });
  for (const f of files) if (f.key) await s.files.remove(f.key);
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
      files: files.length,
    };
  });
}

export function defineMaintenanceJobs(s: TServices) {
  s.jobs.define({ name: PURGE_JOB, handler: () => purge(s), cron: '17 * * * *' });
}
