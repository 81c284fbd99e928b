import type { TServices } from '../../platform/services.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import { dueReaders } from './announcements.repo.ts';
import { announcementNotice } from './announcements.service.ts';

export const ANNOUNCEMENTS_DUE_JOB = 'announcements.due';

/**
 * Hourly, once across all instances: an announcement published ahead of its first day rings its audience's bell
 * when that day has come in their organization. Whoever was told of it is not told again, so a retried or doubled
 * run changes nothing. Answers how many were told.
 */
export async function announceDue(s: Pick<TServices, 'database'>) {
  return s.database.platform(async (db) => {
    const rows = await dueReaders(db);
    const groups = new Map<string, typeof rows>();
    for (const r of rows) groups.set(`${r.tenantId}/${r.id}`, [...(groups.get(`${r.tenantId}/${r.id}`) ?? []), r]);
    for (const g of groups.values()) {
      const first = g[0]!;
      await notifyUsers(
        db,
        first.tenantId,
        g.map((r) => r.userId),
        announcementNotice(first.account, first),
      );
    }
    return { told: rows.length };
  });
}

export function defineAnnouncementJobs(s: TServices) {
  s.jobs.define({ name: ANNOUNCEMENTS_DUE_JOB, handler: () => announceDue(s), cron: '11 * * * *' });
}
