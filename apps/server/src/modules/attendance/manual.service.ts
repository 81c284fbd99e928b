import { sql } from 'drizzle-orm';
import { instantIn, planShift } from '@staffdesk/core/attendance';
import { BULK_ATTENDANCE_MAX, type TBulkAttendance, type TManualAttendance } from '@staffdesk/core/attendance-api';
import { addDays } from '@staffdesk/core/dates';
import type { TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './attendance.repo.ts';
import * as editsRepo from './attendance-edits.repo.ts';
import { retotal } from './check-in.service.ts';
import { auditDay } from './edits.service.ts';

/**
 * HR's manual attendance (`/shiftsattendance/add`, issue 12): an in and an out time on a shift date, in the
 * employee's organization's zone — an out time before the in time is the next morning (a night). It adds a pair to
 * the day's record (made with the employee's shift if missing), sets the remarks and totals the day again. A pair
 * over time the employee already has punched is refused; a closed period refuses it in the database.
 */
export async function addManual(s: TServices, auth: TAuth, body: TManualAttendance, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => ({ id: await addPair(db, auth, body, req) }));
}

/**
 * `/shiftsattendance/TAdd`: the same times for each chosen employee (a group present together), all or nothing —
 * an employee out of reach names the field, a closed day refuses the whole entry.
 */
export async function addBulk(s: TServices, auth: TAuth, body: TBulkAttendance, req: TRequestInfo) {
  const { employeeIds, ...times } = body;
  return s.database.tenant(auth, async (db) => {
    for (const employeeId of new Set(employeeIds))
      await addPair(db, auth, { ...times, employeeId }, req, 'employeeIds');
    return { added: new Set(employeeIds).size };
  });
}

/** `/shiftsattendance/TAdd`'s list: a group's or department's people (one of them is required). */
export function bulkMembers(
  s: TServices,
  auth: TAuth,
  q: { groupId?: string; departmentId?: string; shiftDate: string },
) {
  if (!q.groupId && !q.departmentId) throw appError(400, 'validation', { groupId: 'required' });
  return s.database.tenant(auth, (db) =>
    editsRepo.bulkMembers(
      db,
      auth.tenantId!,
      { groupId: q.groupId || undefined, departmentId: q.departmentId || undefined, shiftDate: q.shiftDate },
      BULK_ATTENDANCE_MAX,
    ),
  );
}

/** One employee's pair added to the day's record and audited; answers the record. */
async function addPair(db: TDb, auth: TAuth, body: TManualAttendance, req: TRequestInfo, field = 'employeeId') {
  const tenantId = auth.tenantId!;
  const who = { id: auth.userId, name: auth.userName };
  // out of the caller's scope reads as no employee at all (row-level security)
  const c = await repo.punchContext(db, tenantId, { employeeId: body.employeeId }, { day: body.shiftDate });
  if (!c) throw appError(400, 'validation', { [field]: 'invalidReference' });
  const inAt = instantIn(c.timezone, body.shiftDate, body.inTime);
  const outDay = body.outTime <= body.inTime ? addDays(body.shiftDate, 1) : body.shiftDate;
  const outAt = instantIn(c.timezone, outDay, body.outTime);
  // times already worked are not entered twice (the spec's 'Can not Add Attendance')
  if (await repo.overlapsPunch(db, tenantId, c.employeeId, inAt, outAt)) throw appError(409, 'attendanceOverlap');
  const shift = repo.shiftOn(c)(body.shiftDate);
  const planned = shift ? planShift(c.timezone, body.shiftDate, shift) : null;
  const id = await repo.dayRecord(db, tenantId, c, body.shiftDate, planned, who);
  await repo.insertPair(db, tenantId, id, c.employeeId, inAt, outAt, who);
  if (body.remarks)
    await db.execute(sql`update attendance set remarks = ${body.remarks} where tenant_id = ${tenantId} and id = ${id}`);
  await retotal(db, tenantId, id);
  await auditDay(db, auth, req, 'attendance.add', { id, organizationId: c.organizationId, after: { ...body } });
  return id;
}
