import { shiftDateFor } from '@staffdesk/core/attendance';
import type { TAttendanceDay, TMyAttendance } from '@staffdesk/core/attendance-api';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './attendance.repo.ts';
import { iso } from '../../platform/db/rows.ts';

export const presentDay = (r: repo.TDayRow): TAttendanceDay => ({
  ...r,
  plannedStart: iso(r.plannedStart),
  plannedEnd: iso(r.plannedEnd),
  firstIn: iso(r.firstIn),
  lastOut: iso(r.lastOut),
});

/** The check-in page: whether the employee is in, their shift, the places, and their last two weeks. */
export async function myAttendance(s: TServices, auth: TAuth): Promise<TMyAttendance> {
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const now = new Date();
    const c = await repo.punchContext(db, tenantId, { userId: auth.userId }, { at: now });
    if (!c) throw appError(404, 'noEmployeeRecord');
    // the shift checked in for now: a night shift still running from yesterday, else today's
    const { shiftDate } = shiftDateFor(c.timezone, now, repo.shiftOn(c));
    const plan = repo.planOf(c, shiftDate);
    const open = c.open;
    return {
      timezone: c.timezone,
      open: open
        ? {
            since: open.inAt.toISOString(),
            shiftDate: open.shiftDate,
            place: await repo.openPlace(db, tenantId, open.id),
          }
        : null,
      shift: plan?.shift
        ? { name: plan.shiftName ?? '', startTime: plan.shift.startTime, endTime: plan.shift.endTime }
        : null,
      places: c.locations.map((l) => l.name),
      photoRequired: c.photoRequired,
      recent: (await repo.recentDays(db, tenantId, c.employeeId, 14)).map(presentDay),
    };
  });
}
