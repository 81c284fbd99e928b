import { daysFromTo, parseDay, showDay } from '@staffdesk/core/dates';
import { countLeave, daysToHours, dayString, type TLeavePart, validHours } from '@staffdesk/core/leave';
import {
  LEAVE_STATUSES,
  type TLeaveDecision,
  type TLeavePreview,
  type TLeaveRequestBody,
} from '@staffdesk/core/leave-api';
import { LEAVE_MAX_RANGE_DAYS } from '@staffdesk/core/leave';
import { ERRORS } from '@staffdesk/core/messages';
import { Money } from '@staffdesk/core/money';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, refusal } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import * as bank from './leave-bank.repo.ts';
import * as repo from './leave-requests.repo.ts';
import { mailDecision, tellEmployee } from './leave-notices.ts';
import { accountOf, approvers } from '../employees/approvers.ts';

const refuse = refusal;

/** Who files: HR or a sub admin for someone, the employee, or the public page (by employee ID and access code). */
export type TFiler = {
  source: 'admin' | 'self' | 'public';
  auth: TAuth | null;
  byId: string | null;
  byName: string | null;
};

export type TCounted = {
  head: bank.TEmployeeHead;
  type: repo.TTypeRules;
  fromDate: string;
  toDate: string;
  part: TLeavePart;
  days: string;
  preview: TLeavePreview;
};

/**
 * Checks a request and counts it, in the spec's order: a leave type (2), the dates (5, 6) and their order (7), a
 * template (99), the type's rules (half days, hours, the longest request, an attachment), the working days, and
 * the balance (88: less pending requests, down to the type's negative limit). Holds the employee's leave until the
 * transaction ends, so a second request waits for this one.
 */
export async function countRequest(
  db: TDb,
  tenantId: string,
  head: bank.TEmployeeHead,
  body: TLeaveRequestBody,
  hasAttachment: boolean,
): Promise<TCounted> {
  if (!body.leaveTypeId) throw refuse('leaveSelect');
  const fromDate = body.fromDate ? parseDay(body.fromDate) : null;
  if (!fromDate) throw refuse('leaveFromDate');
  const toDate = body.toDate ? parseDay(body.toDate) : null;
  if (!toDate) throw refuse('leaveToDate');
  if (fromDate > toDate) throw refuse('leaveDateOrder');
  if (daysFromTo(fromDate, toDate) > LEAVE_MAX_RANGE_DAYS)
    throw new AppError(400, 'rangeTooLong', ERRORS.rangeTooLong, { toDate: 'rangeTooLong' }, undefined, {
      max: LEAVE_MAX_RANGE_DAYS,
    });
  if (!head.templateId) throw refuse('leaveTemplateMissing');
  const type = /^[0-9a-f-]{36}$/i.test(body.leaveTypeId) ? await repo.typeRules(db, tenantId, body.leaveTypeId) : null;
  if (!type) throw appError(400, 'validation', { leaveTypeId: 'invalidReference' });
  if ((head.joinDate && fromDate < head.joinDate) || (head.exitDate && toDate > head.exitDate))
    throw refuse('leaveNotEmployed');
  let part: TLeavePart = { kind: 'full' };
  if (body.part === 'half') {
    if (!type.halfDayAllowed) throw refuse('leaveHalfDayNotAllowed');
    part = { kind: 'half', startHalf: body.startHalf, endHalf: body.endHalf };
    if (fromDate === toDate && body.startHalf === 2 && body.endHalf === 1)
      throw appError(400, 'validation', { endHalf: 'invalidOption' });
  }
  if (body.part === 'hourly') {
    if (!type.hourlyAllowed) throw refuse('leaveHourlyNotAllowed');
    if (fromDate !== toDate) throw refuse('leaveHourlyOneDay');
    if (body.hours === undefined || !validHours(body.hours))
      throw appError(400, 'validation', { hours: 'invalidHours' });
    part = { kind: 'hourly', hours: body.hours };
  }
  const plan = await repo.dayPlan(db, tenantId, head.id, fromDate, toDate);
  const count = countLeave(plan, type, part, type.hoursPerDay);
  if (new Money(count.days).lte(0)) throw refuse('leaveNoWorkingDays');
  if (type.maxConsecutiveDays && new Money(count.days).gt(type.maxConsecutiveDays))
    throw refuse('leaveTooLong', { max: type.maxConsecutiveDays });
  if (type.attachmentRequired && !hasAttachment && new Money(count.days).gt(new Money(type.attachmentAfterDays ?? 0)))
    throw refuse('leaveAttachmentRequired');
  await repo.lockEmployee(db, tenantId, head.id);
  const t = await repo.totals(db, tenantId, head.id, type.id);
  const after = new Money(t.balance).minus(t.pending).minus(count.days);
  return {
    head,
    type,
    fromDate,
    toDate,
    part,
    days: count.days,
    preview: {
      days: count.days,
      hours: daysToHours(count.days, type.hoursPerDay),
      countedDays: count.countedDays,
      skipped: count.skipped,
      balance: dayString(new Money(t.balance)),
      pending: dayString(new Money(t.pending)),
      after: dayString(after),
    },
  };
}

/** Whether the balance may go to `after`: never below zero, unless the type allows it (down to its limit). */
export function withinBank(type: repo.TTypeRules, after: string): boolean {
  const a = new Money(after);
  if (a.gte(0)) return true;
  if (!type.allowNegative) return false;
  return type.negativeLimitDays === null || a.gte(new Money(type.negativeLimitDays).neg());
}

/**
 * Files a counted request: refused with 88 when the bank cannot take it, 73 when it shares a day with a pending or
 * approved one (the database decides, so two filed at once cannot both get in). Audited.
 */
export async function fileCounted(
  db: TDb,
  tenantId: string,
  c: TCounted,
  body: TLeaveRequestBody,
  filer: TFiler,
  attach: (() => Promise<repo.TRequestInsert['attachment']>) | null,
  req: TRequestInfo,
): Promise<string> {
  if (!withinBank(c.type, c.preview.after)) throw refuse('leaveBankLow');
  const attachment = attach ? await attach() : null;
  const id = await repo.insertRequest(db, {
    tenantId,
    organizationId: c.head.organizationId,
    employeeId: c.head.id,
    leaveTypeId: c.type.id,
    reason: body.reason,
    fromDate: c.fromDate,
    toDate: c.toDate,
    part: c.part.kind,
    startHalf: c.part.kind === 'half' ? c.part.startHalf : 1,
    endHalf: c.part.kind === 'half' ? c.part.endHalf : 2,
    hours: c.part.kind === 'hourly' ? String(c.part.hours) : null,
    days: c.days,
    source: filer.source,
    createdBy: filer.byId,
    createdByName: filer.byName,
    attachment,
  });
  if (!id) throw refuse('leavePresent');
  const deciders = await approvers(db, tenantId, c.head.organizationId, c.head.departmentId);
  await notifyUsers(
    db,
    tenantId,
    deciders.filter((u) => u !== filer.byId),
    {
      kind: 'leaveRequested',
      params: { name: c.head.name, type: c.type.name, days: c.days, from: showDay(c.fromDate) },
      link: `/${await accountOf(db, tenantId)}/shiftsleaves/listing?status=pending&from=${c.fromDate}&to=${c.toDate}`,
    },
  );
  await auditIn(
    db,
    {
      tenantId,
      actor: filer.auth ? actorOf(filer.auth) : { type: 'employee', id: c.head.id, name: c.head.name },
      action: 'leave.requested',
      entity: 'leaveRequest',
      entityId: id,
      organizationId: c.head.organizationId,
      after: {
        employee: c.head.name,
        leaveType: c.type.name,
        from: c.fromDate,
        to: c.toDate,
        part: c.part.kind,
        days: c.days,
        source: filer.source,
      },
    },
    req,
  );
  return id;
}

/**
 * A pending request's decision, in the caller's transaction (the request and the employee's leave held): approval
 * checks the bank again (88) and writes the ledger's debit on the request's first day.
 */
export async function applyDecision(
  db: TDb,
  tenantId: string,
  row: { id: string; employeeId: string; leaveTypeId: string; fromDate: string; days: string },
  decision: 'approve' | 'reject',
  by: { id: string | null; name: string | null },
  comment: string | null,
) {
  if (decision === 'approve') {
    const type = await repo.typeRules(db, tenantId, row.leaveTypeId);
    const t = await repo.totals(db, tenantId, row.employeeId, row.leaveTypeId, row.id);
    const after = dayString(new Money(t.balance).minus(t.pending).minus(row.days));
    if (!type || !withinBank(type, after)) throw refuse('leaveBankLow');
    await bank.insertLedger(db, {
      tenantId,
      employeeId: row.employeeId,
      leaveTypeId: row.leaveTypeId,
      day: row.fromDate,
      days: `-${row.days}`,
      kind: 'leave',
      requestId: row.id,
      createdBy: by.id,
      createdByName: by.name,
    });
  }
  await repo.decide(db, tenantId, row.id, {
    status: decision === 'approve' ? LEAVE_STATUSES.approved : LEAVE_STATUSES.rejected,
    by: by.id,
    name: by.name,
    comment,
  });
}

type TDecided = { row: NonNullable<Awaited<ReturnType<typeof repo.requestById>>>; head: bank.TEmployeeHead };

/**
 * Approves or rejects a pending request (409 when someone decided it first). Approval checks the bank again and
 * writes the ledger's debit in the same transaction; the employee is mailed after it commits.
 */
export async function decideRequest(
  s: TServices,
  auth: TAuth,
  id: string,
  body: TLeaveDecision,
  req: TRequestInfo,
): Promise<void> {
  const tenantId = auth.tenantId!;
  const done: TDecided = await s.database.tenant(auth, async (db) => {
    const first = await repo.requestById(db, tenantId, id);
    if (!first) throw appError(404, 'notFound');
    await repo.lockEmployee(db, tenantId, first.employeeId);
    const row = (await repo.requestById(db, tenantId, id, true))!;
    if (row.status !== LEAVE_STATUSES.pending) throw appError(409, 'leaveAlreadyDecided');
    const head = (await bank.employeeHead(db, tenantId, row.employeeId))!;
    const approve = body.decision === 'approve';
    await applyDecision(
      db,
      tenantId,
      row,
      body.decision,
      { id: auth.userId, name: auth.userName },
      body.comment || null,
    );
    await tellEmployee(db, tenantId, row, head, approve ? 'leaveApproved' : 'leaveRejected');
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: approve ? 'leave.approved' : 'leave.rejected',
        entity: 'leaveRequest',
        entityId: id,
        organizationId: row.organizationId,
        before: { status: 'pending' },
        after: {
          employee: row.employeeName,
          leaveType: row.leaveTypeName,
          days: row.days,
          comment: body.comment || null,
        },
      },
      req,
    );
    return { row, head };
  });
  await mailDecision(
    s,
    tenantId,
    done.row,
    done.head,
    body.decision === 'approve' ? 'approved' : 'rejected',
    auth.userName,
    body.comment || null,
  );
}

/**
 * Cancels a request: the employee their own while pending; HR (edit) a pending or an approved one, whose days the
 * ledger credits back. Rejected and cancelled requests stay as they are (409).
 */
export async function cancelRequest(
  s: TServices,
  auth: TAuth,
  id: string,
  comment: string | null,
  own: string | null,
  req: TRequestInfo,
): Promise<void> {
  const tenantId = auth.tenantId!;
  const done: TDecided = await s.database.tenant(auth, async (db) => {
    const first = await repo.requestById(db, tenantId, id);
    if (!first || (own && first.employeeId !== own)) throw appError(404, 'notFound');
    await repo.lockEmployee(db, tenantId, first.employeeId);
    const row = (await repo.requestById(db, tenantId, id, true))!;
    const cancellable = own ? [LEAVE_STATUSES.pending] : [LEAVE_STATUSES.pending, LEAVE_STATUSES.approved];
    if (!(cancellable as number[]).includes(row.status)) throw appError(409, 'leaveAlreadyDecided');
    if (row.status === LEAVE_STATUSES.approved)
      await bank.insertLedger(db, {
        tenantId,
        employeeId: row.employeeId,
        leaveTypeId: row.leaveTypeId,
        day: row.fromDate,
        days: row.days,
        kind: 'cancellation',
        requestId: row.id,
        note: comment,
        createdBy: auth.userId,
        createdByName: auth.userName,
      });
    const head = (await bank.employeeHead(db, tenantId, row.employeeId))!;
    if (!own) await tellEmployee(db, tenantId, row, head, 'leaveCancelled');
    await repo.decide(db, tenantId, id, {
      status: LEAVE_STATUSES.cancelled,
      by: auth.userId,
      name: auth.userName,
      comment,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'leave.cancelled',
        entity: 'leaveRequest',
        entityId: id,
        organizationId: row.organizationId,
        before: { status: row.status === LEAVE_STATUSES.approved ? 'approved' : 'pending' },
        after: { employee: row.employeeName, leaveType: row.leaveTypeName, days: row.days, comment },
      },
      req,
    );
    return { row, head };
  });
  // the employee who cancelled their own needs no mail
  if (!own) await mailDecision(s, tenantId, done.row, done.head, 'cancelled', auth.userName, comment);
}
