import { sql } from 'drizzle-orm';
import type { TServices } from '../../platform/services.ts';
import { eraseExpired } from './visitors.repo.ts';

export const VISITOR_ERASE_JOB = 'visitors.erase';

/**
 * Daily, once across all instances: each tenant's visits older than its retention period lose the visitor's
 * personal data (contact number, photo, ID document); the files go from the store once the rows are written. A
 * doubled or retried run finds nothing left to erase. Answers how many files were removed.
 */
export async function eraseVisitorData(s: Pick<TServices, 'database' | 'files'>) {
  const tenants = await s.database.platform(
    async (db) =>
      (
        await db.execute<{ id: string; days: number }>(
          sql`select id, visitor_retention_days as days from tenants where status = 'active'`,
        )
      ).rows,
  );
  let removed = 0;
  for (const t of tenants) {
    const keys = await s.database.tenant(t.id, (db) => eraseExpired(db, t.id, t.days));
    for (const k of keys) await s.files.remove(k);
    removed += keys.length;
  }
  return { removed };
}

export function defineVisitorJobs(s: TServices) {
  s.jobs.define({ name: VISITOR_ERASE_JOB, handler: () => eraseVisitorData(s), cron: '23 2 * * *' });
}
