import { sql } from 'drizzle-orm';
import type { TAdjustment, TAssignTemplate, TBankRow, TEmployeeBank } from '@staffdesk/core/leave-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dayRange, type TListQuery } from '../../platform/http/list.ts';

/** The leave report covers at most about two leave years at a time. */
const REPORT_MAX_DAYS = 800;
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accrue } from './leave-accrual.ts';
import * as repo from './leave-bank.repo.ts';

const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
const blank = (v: string | undefined) => v || undefined;

/** Who follows which template (`/shiftsleaves/Listingemp`, its Templates tab): filter to those without one. */
export async function assignments(
  s: TServices,
  auth: TAuth,
  q: TListQuery & { organizationId?: string; departmentId?: string; templateId?: string; unassigned?: '1' | '0' },
) {
  const f: repo.TAssignmentFilter = {
    tenantId: auth.tenantId!,
    organizationId: blank(q.organizationId),
    departmentId: blank(q.departmentId),
    templateId: blank(q.templateId),
    unassigned: q.unassigned === '1',
    search: q.search?.trim() || undefined,
  };
  const r = await s.database.tenant(auth, (db) => repo.assignmentPage(db, f, page(q)));
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/**
 * Gives employees (by name, a department or an organization, within the caller's scope) a template from a day on,
 * and credits at once what it makes due since then — all or nothing, each employee's change audited.
 */
export async function assignTemplate(s: TServices, auth: TAuth, body: TAssignTemplate, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const template = await repo.templateName(db, tenantId, body.templateId);
    if (!template) throw appError(400, 'validation', { templateId: 'invalidReference' });
    const ids = body.target === 'employees' ? [...new Set(body.employeeIds)] : undefined;
    const people = await repo.assignTargets(db, tenantId, {
      employeeIds: ids,
      departmentId: body.target === 'department' ? body.departmentId || undefined : undefined,
      organizationId: body.target === 'organization' ? body.organizationId || undefined : undefined,
    });
    if (ids && people.length !== ids.length) throw appError(400, 'validation', { employeeIds: 'invalidReference' });
    const employeeIds = people.map((p) => p.id);
    const names = new Map<string, string>();
    for (const p of people.filter((x) => x.templateId && x.templateId !== body.templateId))
      names.set(p.templateId!, (await repo.templateName(db, tenantId, p.templateId!)) ?? '');
    await repo.upsertAssignments(db, tenantId, employeeIds, body.templateId, body.fromDate, auth.userId);
    const credits = await accrue(db, sql`e.tenant_id = ${tenantId} and e.id = any(${sql.param(employeeIds)}::uuid[])`, {
      full: true,
    });
    for (const p of people)
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'leave.templateAssigned',
          entity: 'employee',
          entityId: p.id,
          before: p.templateId ? { template: names.get(p.templateId) ?? template } : null,
          after: { employee: p.name, template, fromDate: body.fromDate },
        },
        req,
      );
    return { employees: people.length, credits };
  });
}

async function bankOf(db: TDb, auth: TAuth, employeeId: string, at?: string): Promise<TEmployeeBank> {
  const head = await repo.employeeHead(db, auth.tenantId!, employeeId);
  if (!head) throw notFound();
  const day = at ?? (await repo.orgToday(db, auth.tenantId!, head.organizationId));
  return {
    employeeId: head.id,
    employeeName: head.name,
    employeeCode: head.code,
    templateName: head.templateName,
    at: day,
    balances: await repo.balances(db, auth.tenantId!, head.id, day),
  };
}

/** One employee's balances at a day (default: their organization's today). */
export const employeeBank = (s: TServices, auth: TAuth, employeeId: string, at?: string) =>
  s.database.tenant(auth, (db) => bankOf(db, auth, employeeId, at));

/** The caller's own leave bank (My Leave Bank). */
export const myBank = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return bankOf(db, auth, me.id);
  });

type TLedgerParams = TListQuery & { leaveTypeId?: string; from?: string; to?: string };

async function ledgerOf(db: TDb, auth: TAuth, employeeId: string, q: TLedgerParams) {
  const r = await repo.ledgerPage(
    db,
    { tenantId: auth.tenantId!, employeeId, leaveTypeId: blank(q.leaveTypeId), from: q.from, to: q.to },
    page(q),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** An employee's ledger (in the caller's scope). */
export const employeeLedger = (s: TServices, auth: TAuth, employeeId: string, q: TLedgerParams) =>
  s.database.tenant(auth, async (db) => {
    if (!(await repo.employeeHead(db, auth.tenantId!, employeeId))) throw notFound();
    return ledgerOf(db, auth, employeeId, q);
  });

/** The caller's own ledger. */
export const myLedger = (s: TServices, auth: TAuth, q: TLedgerParams) =>
  s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return ledgerOf(db, auth, me.id, q);
  });

/** A manual credit or debit with its reason, audited. */
export async function adjust(s: TServices, auth: TAuth, employeeId: string, body: TAdjustment, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const head = await repo.employeeHead(db, tenantId, employeeId);
    if (!head) throw notFound();
    const type = await repo.leaveTypeName(db, tenantId, body.leaveTypeId);
    if (!type) throw appError(400, 'validation', { leaveTypeId: 'invalidReference' });
    const id = await repo.insertLedger(db, {
      tenantId,
      employeeId,
      leaveTypeId: body.leaveTypeId,
      day: body.day,
      days: body.days,
      kind: 'adjustment',
      note: body.reason,
      createdBy: auth.userId,
      createdByName: auth.userName,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'leave.adjusted',
        entity: 'employee',
        entityId: employeeId,
        organizationId: head.organizationId,
        after: { employee: head.name, leaveType: type, days: body.days, day: body.day, reason: body.reason },
      },
      req,
    );
    return { id: id! };
  });
}

export type TBankParams = TListQuery & {
  at: string;
  from?: string;
  organizationId?: string;
  departmentId?: string;
  leaveTypeId?: string;
};

const bankFilter = (auth: TAuth, q: TBankParams): repo.TBankFilter => ({
  tenantId: auth.tenantId!,
  at: q.at,
  from: q.from,
  organizationId: blank(q.organizationId),
  departmentId: blank(q.departmentId),
  leaveTypeId: blank(q.leaveTypeId),
  search: q.search?.trim() || undefined,
});

/** The leave report's totals per leave type: taken in the period, pending, and the balance at its end. */
export function reportSummary(s: TServices, auth: TAuth, q: TBankParams) {
  if (q.from) dayRange(q.from, q.at, REPORT_MAX_DAYS);
  return s.database.tenant(auth, (db) => repo.bankSummary(db, bankFilter(auth, q)));
}

/** The leave bank report: everyone's balance per type at a day (and, for the leave report, taken since `from`). */
export async function bank(s: TServices, auth: TAuth, q: TBankParams) {
  if (q.from) dayRange(q.from, q.at, REPORT_MAX_DAYS);
  const r = await s.database.tenant(auth, (db) => repo.bankPage(db, bankFilter(auth, q), page(q)));
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function* bankBatches(s: TServices, auth: TAuth, q: TBankParams) {
  for await (const rows of s.database.cursor<TBankRow>(auth, repo.bankExportQuery(bankFilter(auth, q)), {
    objects: true,
  }))
    yield rows;
}
