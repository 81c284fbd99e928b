import { addDays } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import type { TPayrollPart } from '@staffdesk/core/payroll-privileges';
import { RUN_STEPS, type TRun, type TRunBody, type TRunQueryList, type TRunStep } from '@staffdesk/core/payroll-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { dbErrorOf } from '../../platform/http/error-log.ts';
import { appError, notFound } from '../../platform/errors.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { payrollPartsOf } from '../auth/session.service.ts';
import * as repo from './runs.repo.ts';

/**
 * Payroll runs (issue 14, decisions 0030, 0031): a month of an organization, listed, opened and moved through its
 * approval steps; processing is run-process.service.ts.
 */
export const view = (r: repo.TRunRow, auth: TAuth): TRun => ({
  id: r.id,
  organizationId: r.organizationId,
  organizationTitle: r.organizationTitle,
  periodFrom: r.periodFrom,
  periodTo: r.periodTo,
  currency: r.currency,
  status: r.status as TRun['status'],
  processing: r.processingVersion !== null,
  jobId: r.jobId,
  employees: r.employees,
  gross: r.gross,
  deductions: r.deductions,
  employer: r.employer,
  net: r.net,
  processedByName: r.processedByName,
  processedAt: r.processedAt,
  approvedByName: r.approvedByName,
  approvedAt: r.approvedAt,
  paidByName: r.paidByName,
  paidAt: r.paidAt,
  closedByName: r.closedByName,
  closedAt: r.closedAt,
  cancelledByName: r.cancelledByName,
  cancelledAt: r.cancelledAt,
  processedByMe: r.processedBy === auth.userId,
  entriesPending: r.entriesPending,
  source: r.source,
});

/** A run the caller may see: of their tenant and within their scope, else 404. */
export async function visibleRun(db: TDb, auth: TAuth, id: string, lock = false) {
  const run = UUID.test(id) ? await repo.runById(db, auth.tenantId!, id, lock) : null;
  if (!run || !inScope(auth, run.organizationId)) throw notFound();
  return run;
}

/** The organizations of the caller's scope (null: all). */
const scopeOrgs = (auth: TAuth) => (auth.scope?.organizationIds.length ? auth.scope.organizationIds : null);

export async function listRuns(s: TServices, auth: TAuth, list: TRunQueryList) {
  const rows = await s.database.tenant(auth, (db) =>
    repo.runList(db, auth.tenantId!, { organizationIds: scopeOrgs(auth), list, limit: 500 }),
  );
  return rows.map((r) => view(r, auth));
}

/** What a new run may be for: the organizations of the caller's scope. */
export const runOrganizations = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, (db) => repo.runOrganizations(db, auth.tenantId!, scopeOrgs(auth)));

export const getRun = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, async (db) => view(await visibleRun(db, auth, id), auth));

export async function runPayslips(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id);
    return repo.payslipRows(db, auth.tenantId!, run.id, run.version);
  });
}

/** Opens a run of an organization's calendar month. */
export async function createRun(s: TServices, auth: TAuth, body: TRunBody, req: TRequestInfo): Promise<TRun> {
  if (!inScope(auth, body.organizationId)) throw appError(400, 'validation', { organizationId: 'invalidReference' });
  const from = `${body.month}-01`;
  const to = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
  return s.database.tenant(auth, async (db) => {
    let id: string | null;
    try {
      id = await repo.insertRun(db, {
        tenantId: auth.tenantId!,
        organizationId: body.organizationId,
        from,
        to,
        by: auth.userId,
        byName: auth.userName,
      });
    } catch (e) {
      if (dbErrorOf(e)?.constraint === 'payroll_runs_period_uq')
        throw appError(409, 'payrollRunExists', { month: 'duplicate' });
      throw e;
    }
    if (!id) throw appError(400, 'validation', { organizationId: 'invalidReference' });
    const run = (await repo.runById(db, auth.tenantId!, id))!;
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: 'create',
        entity: 'payrollRun',
        entityId: id,
        after: { organizationId: run.organizationId, periodFrom: from, periodTo: to },
      },
      req,
    );
    return view(run, auth);
  });
}

/** The caller's payroll privilege holds the part for the run's organization, else 403 payrollPartMissing. */
export async function requirePart(db: TDb, auth: TAuth, run: repo.TRunRow, part: TPayrollPart) {
  const row = await repo.payrollPrivilegeOf(db, auth.tenantId!, auth.userId);
  const forThisOrganization = !row?.organization_id || row.organization_id === run.organizationId;
  if (!payrollPartsOf(auth.loginType, row, true)[part] || !forThisOrganization)
    throw appError(403, 'payrollPartMissing');
}

/**
 * A step of a processed run (RUN_STEPS, decision 0031): approve, reopen, mark paid, close, or cancel — from the
 * statuses it goes from, with the approval part of the caller's payroll privilege for the run's organization; the
 * one who processed a run last cannot approve it. Audited with the status before and after.
 */
export async function stepRun(s: TServices, auth: TAuth, id: string, step: TRunStep, req: TRequestInfo) {
  const def = RUN_STEPS[step];
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id, true);
    if (run.processingVersion !== null) throw appError(409, 'payrollRunBusy');
    if (!(def.from as readonly string[]).includes(run.status)) throw appError(409, 'payrollRunMoved');
    if (def.part) await requirePart(db, auth, run, def.part);
    if (step === 'approve' && run.processedBy === auth.userId) throw appError(403, 'payrollSelfApproval');
    const moved = await repo.stepRun(db, tenantId, run.id, {
      from: run.status,
      to: def.to,
      by: auth.userId,
      byName: auth.userName,
    });
    if (!moved) throw appError(409, 'payrollRunMoved');
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: step,
        entity: 'payrollRun',
        entityId: run.id,
        organizationId: run.organizationId,
        before: { status: run.status },
        after: { status: def.to },
      },
      req,
    );
    return view((await repo.runById(db, tenantId, run.id))!, auth);
  });
}
