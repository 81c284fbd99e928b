import { sql } from 'drizzle-orm';
import { instantIn, planShift } from '@staffdesk/core/attendance';
import type { TManualAttendance } from '@staffdesk/core/attendance-api';
import { addDays } from '@staffdesk/core/dates';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './attendance.repo.ts';
import { retotal } from './check-in.service.ts';

/**
 * HR's manual attendance (`/shiftsattendance/add`, issue 12): an in and an out time on a shift date, in the
 * employee's organization's zone — an out time before the in time is the next morning (a night). It adds a pair to
 * the day's record (made with the employee's shift if missing), sets the remarks and totals the day again. A closed
 * period refuses it in the database.
 */
export async function addManual(s: TServices, auth: TAuth, body: TManualAttendance, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  const who = { id: auth.userId, name: auth.userName };
  return s.database.tenant(auth, async (db) => {
    // out of the caller's scope reads as no employee at all (row-level security)
    const c = await repo.punchContext(db, tenantId, { employeeId: body.employeeId }, { day: body.shiftDate });
    if (!c) throw appError(400, 'validation', { employeeId: 'invalidReference' });
    const inAt = instantIn(c.timezone, body.shiftDate, body.inTime);
    const outDay = body.outTime <= body.inTime ? addDays(body.shiftDate, 1) : body.shiftDate;
    const outAt = instantIn(c.timezone, outDay, body.outTime);
    const shift = repo.shiftOn(c)(body.shiftDate);
    const planned = shift ? planShift(c.timezone, body.shiftDate, shift) : null;
    const id = await repo.dayRecord(db, tenantId, c, body.shiftDate, planned, who);
    await repo.insertPair(db, tenantId, id, c.employeeId, inAt, outAt, who);
    if (body.remarks)
      await db.execute(
        sql`update attendance set remarks = ${body.remarks} where tenant_id = ${tenantId} and id = ${id}`,
      );
    await retotal(db, tenantId, id);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'attendance.add',
        entity: 'attendance',
        entityId: id,
        organizationId: c.organizationId,
        after: { ...body },
      },
      req,
    );
    return { id };
  });
}
