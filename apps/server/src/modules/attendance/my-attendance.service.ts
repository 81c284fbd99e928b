import type { TAttendanceDay, TMyAttendance } from '@staffdesk/core/attendance-api';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './attendance.repo.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

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
    const c = await repo.punchContext(db, tenantId, { userId: auth.userId });
    if (!c) throw appError(404, 'noEmployeeRecord');
    const open = await repo.openPunch(db, tenantId, c.employeeId);
    return {
      timezone: c.timezone,
      open: open
        ? {
            since: open.inAt.toISOString(),
            shiftDate: open.shiftDate,
            place: await repo.openPlace(db, tenantId, open.id),
          }
        : null,
      shift:
        c.shift && c.shiftId
          ? {
              name: await repo.shiftName(db, tenantId, c.shiftId),
              startTime: c.shift.startTime,
              endTime: c.shift.endTime,
            }
          : null,
      places: c.locations.map((l) => l.name),
      recent: (await repo.recentDays(db, tenantId, c.employeeId, 14)).map(presentDay),
    };
  });
}
