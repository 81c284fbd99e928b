import { parseDay, showDay } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import type { TLeaveDecision } from '@staffdesk/core/leave-api';
import { OT_STATUSES, type TOtRequestBody } from '@staffdesk/core/overtime-api';
import { otHours, otSpanMinutes, type TOtType } from '@staffdesk/core/overtime';
import { durationMinutes } from '@staffdesk/core/resources/resource-schema';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, refusal } from '../../platform/errors.ts';
import { ERRORS } from '@staffdesk/core/messages';
import type { TAuth } from '../../platform/http/access.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import * as bank from '../leave/leave-bank.repo.ts';
import { requestSubject } from '../leave/leave-filing.service.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import { mailOtDecision, tellOtEmployee } from './ot-notices.ts';
import * as repo from './ot-requests.repo.ts';

/** Who files: HR or a sub admin for someone, the employee, or the public page (by employee ID and access code). */
export type TOtFiler = {
  source: 'admin' | 'self' | 'public';
  auth: TAuth | null;
  byId: string | null;
  byName: string | null;
};

export type TOtChecked = {
  otDate: string;
  fromTime: string;
  toTime: string;
  otType: TOtType;
  totalMinutes: number;
  remark: string;
};

/**
 * The spec's required fields, each with its own message on the form: employee (when filed for someone), date, from
 * and to time, total and remark, and the OT type. The total may be lowered from the span, never raised past it.
 */
export function checkBody(body: TOtRequestBody, needsEmployee: boolean): TOtChecked {
  const fields: Record<string, string> = {};
  if (needsEmployee && !body.employeeId) fields.employeeId = 'required';
  const otDate = body.otDate ? parseDay(body.otDate) : null;
  if (!body.otDate) fields.otDate = 'required';
  else if (!otDate) fields.otDate = 'invalidDate';
  const span = otSpanMinutes(body.fromTime ?? '', body.toTime ?? '');
  if (!body.fromTime) fields.fromTime = 'required';
  if (!body.toTime) fields.toTime = 'required';
  if (body.fromTime && body.toTime && span === null) fields.toTime = 'invalidTime';
  if (!body.otType) fields.otType = 'required';
  const total = body.totalOt ? durationMinutes(body.totalOt) : Number.NaN;
  if (!body.totalOt) fields.totalOt = 'required';
  else if (!Number.isInteger(total) || total <= 0) fields.totalOt = 'invalidDuration';
  else if (span !== null && total > span) fields.totalOt = 'otTotalTooLong';
  if (!body.remark) fields.remark = 'required';
  if (Object.keys(fields).length) throw new AppError(400, 'validation', ERRORS.validation, fields);
  return {
    otDate: otDate!,
    fromTime: body.fromTime!,
    toTime: body.toTime!,
    otType: body.otType as TOtType,
    totalMinutes: total,
    remark: body.remark!,
  };
}

/**
 * Files a checked request for an employee: refused with the spec's 5 when they have no attendance that day or the
 * day is closed, and when it overlaps one of their live requests (the database decides). Tells the approvers in
 * scope; audited.
 */
export async function fileChecked(
  db: TDb,
  tenantId: string,
  head: bank.TEmployeeHead,
  c: TOtChecked,
  filer: TOtFiler,
  req: TRequestInfo,
): Promise<string> {
  if (!(await repo.attendanceOpen(db, tenantId, head.id, head.organizationId, c.otDate)))
    throw refusal('otNoAttendance');
  const id = await repo.insertRequest(db, {
    tenantId,
    organizationId: head.organizationId,
    employeeId: head.id,
    ...c,
    source: filer.source,
    createdBy: filer.byId,
    createdByName: filer.byName,
  });
  if (!id) throw refusal('otPresent');
  const deciders = await approvers(db, tenantId, head.organizationId, head.departmentId, 'overtime');
  await notifyUsers(
    db,
    tenantId,
    deciders.filter((u) => u !== filer.byId),
    {
      kind: 'otRequested',
      params: { name: head.name, hours: otHours(c.totalMinutes), rate: `${c.otType}%`, date: showDay(c.otDate) },
      link: `/${await accountOf(db, tenantId)}/shiftsotrequest/listing?status=pending&from=${c.otDate}&to=${c.otDate}`,
    },
  );
  await auditIn(
    db,
    {
      tenantId,
      actor: filer.auth ? actorOf(filer.auth) : { type: 'employee', id: head.id, name: head.name },
      action: 'overtime.requested',
      entity: 'otRequest',
      entityId: id,
      organizationId: head.organizationId,
      after: { employee: head.name, ...c, source: filer.source },
    },
    req,
  );
  return id;
}

/** Files a request (HR for someone, or the employee for themself), all or nothing; answers its id. */
export async function fileRequest(s: TServices, auth: TAuth, body: TOtRequestBody, self: boolean, req: TRequestInfo) {
  const c = checkBody(body, !self);
  return s.database.tenant(auth, async (db) => {
    const head = await requestSubject(db, auth, self, body.employeeId);
    const filer: TOtFiler = { source: self ? 'self' : 'admin', auth, byId: auth.userId, byName: auth.userName };
    return { id: await fileChecked(db, auth.tenantId!, head, c, filer, req) };
  });
}

/** A live request held for a change, with its employee (404 when gone or not the caller's own). */
async function held(db: TDb, tenantId: string, id: string, own: string | null) {
  const row = UUID.test(id) ? await repo.requestById(db, tenantId, id, true) : null;
  if (!row || (own && row.employeeId !== own)) throw appError(404, 'notFound');
  return { row, head: (await bank.employeeHead(db, tenantId, row.employeeId))! };
}

/**
 * Approves or rejects a pending request (409 when someone decided it first). Approving needs the day still open:
 * approved hours are what payroll pays. The employee is told and mailed.
 */
export async function decideRequest(s: TServices, auth: TAuth, id: string, body: TLeaveDecision, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  const approve = body.decision === 'approve';
  const comment = body.comment || null;
  const done = await s.database.tenant(auth, async (db) => {
    const { row, head } = await held(db, tenantId, id, null);
    if (row.status !== OT_STATUSES.pending) throw appError(409, 'leaveAlreadyDecided');
    if (approve && !(await repo.attendanceOpen(db, tenantId, row.employeeId, row.organizationId, row.otDate)))
      throw refusal('otNoAttendance');
    const status = approve ? OT_STATUSES.approved : OT_STATUSES.rejected;
    await repo.decide(db, tenantId, id, { status, by: auth.userId, name: auth.userName, comment });
    await tellOtEmployee(db, tenantId, row, head, approve ? 'otApproved' : 'otRejected');
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: approve ? 'overtime.approved' : 'overtime.rejected',
        entity: 'otRequest',
        entityId: id,
        organizationId: row.organizationId,
        before: { status: 'pending' },
        after: {
          employee: row.employeeName,
          otDate: row.otDate,
          otType: row.otType,
          minutes: row.totalMinutes,
          comment,
        },
      },
      req,
    );
    return { row, head };
  });
  await mailOtDecision(s, tenantId, done.row, done.head, approve ? 'approved' : 'rejected', auth.userName, comment);
}

/** The employee cancels their own request while it is pending. */
export async function cancelOwn(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  await s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, tenantId, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    const { row } = await held(db, tenantId, id, me.id);
    if (row.status !== OT_STATUSES.pending) throw appError(409, 'leaveAlreadyDecided');
    await repo.decide(db, tenantId, id, {
      status: OT_STATUSES.cancelled,
      by: auth.userId,
      name: auth.userName,
      comment: null,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'overtime.cancelled',
        entity: 'otRequest',
        entityId: id,
        organizationId: row.organizationId,
        before: { status: 'pending' },
        after: { employee: row.employeeName, otDate: row.otDate },
      },
      req,
    );
  });
}

/**
 * HR deletes a request with a typed reason (spec: deleting requires one); it stays in the deleted list. An approved
 * one can only go while its day is open, as payroll pays it.
 */
export async function deleteRequest(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  await s.database.tenant(auth, async (db) => {
    const { row } = await held(db, tenantId, id, null);
    if (
      row.status === OT_STATUSES.approved &&
      !(await repo.attendanceOpen(db, tenantId, row.employeeId, row.organizationId, row.otDate))
    )
      throw refusal('otNoAttendance');
    await repo.remove(db, tenantId, id, { by: auth.userId, name: auth.userName, reason });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'overtime.deleted',
        entity: 'otRequest',
        entityId: id,
        organizationId: row.organizationId,
        before: { status: row.status, otDate: row.otDate, otType: row.otType, minutes: row.totalMinutes },
        reason,
      },
      req,
    );
  });
}
