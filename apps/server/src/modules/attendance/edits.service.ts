import { instantIn } from '@staffdesk/core/attendance';
import type { TPunchEdit } from '@staffdesk/core/attendance-api';
import { addDays } from '@staffdesk/core/dates';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dbErrorOf } from '../../platform/http/error-log.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './attendance-edits.repo.ts';
import { getAttendance } from './attendance-list.repo.ts';
import { raceSafe, retotal } from './check-in.service.ts';
import { iso } from '../../platform/db/rows.ts';

/**
 * HR's corrections (issue 12): a punch's times changed, a punch or a whole day deleted, a deleted day restored —
 * each with its reason, audited, and refused on a closed period by the database. A scoped sub admin reaches only
 * the days of their scope (row-level security: anything else is not found).
 */
const MAX_PUNCH_MS = 24 * 3_600_000;

/** The live record in the caller's reach, or 404. */
async function recordOf(db: TDb, tenantId: string, id: string) {
  const r = await getAttendance(db, tenantId, id);
  if (!r) throw notFound();
  return r;
}

/** The audit row of a change to a day record. */
export function auditDay(
  db: TDb,
  auth: TAuth,
  req: TRequestInfo,
  action: string,
  e: { id: string; organizationId: string; before?: Record<string, unknown>; after?: Record<string, unknown> },
) {
  const { id, ...rest } = e;
  return auditIn(
    db,
    { tenantId: auth.tenantId!, actor: actorOf(auth), action, entity: 'attendance', entityId: id, ...rest },
    req,
  );
}

const localOf = (tz: string, v: string) => instantIn(tz, v.slice(0, 10), v.slice(11, 16));

/** The new times of a punch, checked: near the shift date, in before out, at most 24 hours. */
export function editedTimes(tz: string, shiftDate: string, body: TPunchEdit, open: boolean) {
  const near = (v: string) => v.slice(0, 10) >= addDays(shiftDate, -1) && v.slice(0, 10) <= addDays(shiftDate, 1);
  const fields: Record<string, string> = {};
  if (!near(body.inAt)) fields.inAt = 'punchOutOfDay';
  if (body.outAt && !near(body.outAt)) fields.outAt = 'punchOutOfDay';
  if (!body.outAt && !open) fields.outAt = 'required';
  const inAt = localOf(tz, body.inAt);
  const outAt = body.outAt ? localOf(tz, body.outAt) : null;
  if (!fields.outAt && outAt && outAt <= inAt) fields.outAt = 'dateOrder';
  else if (!fields.outAt && outAt && outAt.getTime() - inAt.getTime() > MAX_PUNCH_MS) fields.outAt = 'punchTooLong';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);
  return { inAt, outAt };
}

/** `PATCH /attendance/:id/punches/:punchId`: new check-in and check-out times, and why. */
export function editPunch(s: TServices, auth: TAuth, id: string, punchId: string, body: TPunchEdit, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const rec = await recordOf(db, tenantId, id);
    const before = await repo.livePunch(db, tenantId, id, punchId);
    if (!before) throw notFound();
    const t = editedTimes(rec.timezone, rec.shiftDate, body, before.outAt === null);
    await raceSafe(() =>
      repo.updatePunch(db, tenantId, punchId, t, { id: auth.userId, name: auth.userName }, body.reason),
    );
    await retotal(db, tenantId, id);
    await auditDay(db, auth, req, 'attendance.punchEdit', {
      id,
      organizationId: rec.organizationId,
      before: { inAt: iso(before.inAt), outAt: iso(before.outAt) },
      after: { inAt: t.inAt.toISOString(), outAt: iso(t.outAt), reason: body.reason },
    });
  });
}

/** `DELETE /attendance/:id/punches/:punchId`: one punch goes (the day with it when it was the last one). */
export function deletePunch(s: TServices, auth: TAuth, id: string, punchId: string, reason: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const rec = await recordOf(db, tenantId, id);
    const by = { id: auth.userId, name: auth.userName };
    const before = await repo.deletePunchRow(db, tenantId, id, punchId, by, reason);
    if (!before) throw notFound();
    const dayGone = (await repo.livePunchCount(db, tenantId, id)) === 0;
    if (dayGone) await repo.deleteRecordRow(db, tenantId, id, by, reason);
    else await retotal(db, tenantId, id);
    await auditDay(db, auth, req, 'attendance.punchDelete', {
      id,
      organizationId: rec.organizationId,
      before: { inAt: iso(before.inAt), outAt: iso(before.outAt) },
      after: { reason, dayDeleted: dayGone },
    });
    return { dayDeleted: dayGone };
  });
}

/** `DELETE /attendance/:id`: the day and its punches go to the deleted list, with the reason. */
export function deleteDay(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const rec = await recordOf(db, tenantId, id);
    await repo.deleteRecordRow(db, tenantId, id, { id: auth.userId, name: auth.userName }, reason);
    await auditDay(db, auth, req, 'attendance.delete', {
      id,
      organizationId: rec.organizationId,
      before: { employeeCode: rec.employeeCode, shiftDate: rec.shiftDate, workedMinutes: rec.workedMinutes },
      after: { reason },
    });
  });
}

/**
 * `POST /attendance/:id/restore`: a deleted day comes back with the punches deleted with it — unless the employee
 * has a live day on that date again (409), or one of its check-ins is open while another is.
 */
export function restoreDay(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    let rec: Awaited<ReturnType<typeof repo.restoreRecordRow>>;
    try {
      rec = await raceSafe(() => repo.restoreRecordRow(db, tenantId, id));
    } catch (err) {
      const e = dbErrorOf(err);
      if (e?.code === '23505' && e.constraint === 'attendance_day_uq') throw appError(409, 'attendanceDayTaken');
      throw err;
    }
    if (!rec) throw notFound();
    await retotal(db, tenantId, id);
    await auditDay(db, auth, req, 'attendance.restore', {
      id,
      organizationId: rec.organizationId,
      after: { shiftDate: rec.shiftDate },
    });
  });
}
