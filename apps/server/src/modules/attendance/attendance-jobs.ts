import { sql } from 'drizzle-orm';
import { MAX_SHIFT_HOURS } from '@staffdesk/core/attendance';
import type { TServices } from '../../platform/services.ts';
import { closeAndRetotal } from './check-in.service.ts';

export const CLOSE_FORGOTTEN_JOB = 'attendance.closeForgotten';

/**
 * Every ten minutes, once across all instances: closes the check-outs employees forgot — an open punch past its
 * shift's end plus the organization's margin (without a shift, 16 hours after the check-in) — at the shift's end,
 * marked for HR to review. A punch of a closed period is left alone (the database would refuse the change).
 * Check-in does the same for its own employee at once, so a forgotten check-out never becomes the next check-out.
 */
export async function closeForgotten(s: Pick<TServices, 'database'>, now = new Date()) {
  return s.database.platform(async (db) => {
    const due = await db.execute<{ tenantId: string; id: string; attendanceId: string; outAt: string }>(sql`
      select p.tenant_id as "tenantId", p.id, p.attendance_id as "attendanceId",
             case when a.planned_end is null then p.in_at + make_interval(hours => ${MAX_SHIFT_HOURS})
                  else greatest(p.in_at, a.planned_end) end as "outAt"
        from attendance_punches p
        join attendance a on a.tenant_id = p.tenant_id and a.id = p.attendance_id
        join organizations o on o.tenant_id = a.tenant_id and o.id = a.organization_id
       where p.out_at is null and p.deleted_at is null
         and ${now.toISOString()}::timestamptz >= case
               when a.planned_end is null then p.in_at + make_interval(hours => ${MAX_SHIFT_HOURS})
               else greatest(p.in_at, a.planned_end) + make_interval(mins => o.checkout_margin_minutes) end
         and not attendance_closed(a.tenant_id, a.organization_id, a.shift_date)
       limit 5000`);
    for (const p of due.rows) {
      const w = {
        at: new Date(p.outAt),
        source: 'auto',
        latitude: null,
        longitude: null,
        place: null,
        by: null,
      } as const;
      await closeAndRetotal(db, p.tenantId, p.id, w, true);
    }
    return { closed: due.rows.length };
  });
}

export function defineAttendanceJobs(s: TServices) {
  s.jobs.define({ name: CLOSE_FORGOTTEN_JOB, handler: () => closeForgotten(s), cron: '*/10 * * * *' });
}
