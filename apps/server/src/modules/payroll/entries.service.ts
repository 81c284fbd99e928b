import {
  isStatutoryCode,
  type TRunGrid,
  type TRunGridQuery,
  ZEntryBody,
  ZEntryCell,
} from '@staffdesk/core/payroll-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as grid from './grid.repo.ts';
import type { TRunRow } from './runs.repo.ts';
import { requirePart, visibleRun } from './runs.service.ts';

/**
 * `/payroll_line_entry/dataprocess` (issue 14, decision 0032): a run's processed lines as a grid, employee × code,
 * with totals per currency; and adjustments — a code's amount for an employee's period, with a reason, audited —
 * that the next processing applies.
 */
export async function runGrid(s: TServices, auth: TAuth, id: string, q: TRunGridQuery): Promise<TRunGrid> {
  return s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id);
    const tenantId = auth.tenantId!;
    const k = { tenantId, runId: run.id, version: run.version };
    const period = { tenantId, organizationId: run.organizationId, periodFrom: run.periodFrom };
    const search = q.search.trim();
    const codes = await grid.gridCodes(db, k, period);
    const filter = { search, only: q.only };
    const rows = await grid.gridRows(db, k, { ...filter, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const total = await grid.gridCount(db, k, filter);
    const totals = await grid.gridTotals(db, k);
    const entries = await grid.entriesByEmployee(
      db,
      tenantId,
      rows.map((r) => r.employeeId),
      run.periodFrom,
    );
    return {
      codes: codes.map((c) => ({
        code: c.code,
        name: c.name,
        kind: c.kind as TRunGrid['codes'][number]['kind'],
        adjustable: c.name !== null && !isStatutoryCode(c.code),
      })),
      rows: rows.map((r) => ({ ...r, cells: r.cells ?? {}, entries: entries.get(r.employeeId) ?? {} })),
      total,
      totals: totals.map((t) => ({ ...t, cells: t.cells ?? {} })),
      entriesPending: run.entriesPending,
    };
  });
}

/** A run whose lines may be adjusted by the caller: open or processed, not processing, with the payroll line part. */
async function adjustableRun(db: TDb, auth: TAuth, id: string): Promise<TRunRow> {
  const run = await visibleRun(db, auth, id, true);
  if (run.status === 'closed') throw appError(409, 'payrollClosed');
  if (run.status !== 'open' && run.status !== 'processed') throw appError(409, 'payrollRunLocked');
  if (run.processingVersion !== null) throw appError(409, 'payrollRunBusy');
  await requirePart(db, auth, run, 'payrollLine');
  return run;
}

/** Saves an adjustment: the code's amount for the employee's period, replacing the line the run computes. */
export async function saveEntry(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const run = await adjustableRun(db, auth, id);
    const body = parseBody(ZEntryBody, raw);
    if (!(await grid.hasPayslip(db, { tenantId, runId: run.id, version: run.version }, body.employeeId)))
      throw appError(400, 'validation', { employeeId: 'invalidReference' });
    if (isStatutoryCode(body.code)) throw appError(400, 'validation', { code: 'statutoryLine' });
    const code = await grid.payCodeByCode(db, tenantId, body.code);
    if (!code) throw appError(400, 'validation', { code: 'invalidReference' });
    const before = await grid.entryOf(db, tenantId, body.employeeId, run.periodFrom, code.id);
    await grid.upsertEntry(db, {
      tenantId,
      employeeId: body.employeeId,
      periodFrom: run.periodFrom,
      payCodeId: code.id,
      amount: body.amount,
      reason: body.reason,
      by: auth.userId,
      byName: auth.userName,
    });
    await grid.entriesChanged(db, { tenantId, organizationId: run.organizationId, periodFrom: run.periodFrom });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: before ? 'update' : 'create',
        entity: 'payrollEntry',
        entityId: body.employeeId,
        organizationId: run.organizationId,
        before: before ? { code: code.code, amount: before.amount, reason: before.reason } : undefined,
        after: {
          runId: run.id,
          month: run.periodFrom.slice(0, 7),
          code: code.code,
          amount: body.amount,
          reason: body.reason,
        },
      },
      req,
    );
    return { ok: true as const };
  });
}

/** Removes an adjustment: the next processing computes the line again. */
export async function removeEntry(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const run = await adjustableRun(db, auth, id);
    const cell = parseBody(ZEntryCell, raw);
    const code = await grid.payCodeByCode(db, tenantId, cell.code);
    const entry = code && (await grid.entryOf(db, tenantId, cell.employeeId, run.periodFrom, code.id));
    if (!code || !entry) throw appError(404, 'notFound');
    await grid.deleteEntry(db, tenantId, entry.id);
    await grid.entriesChanged(db, { tenantId, organizationId: run.organizationId, periodFrom: run.periodFrom });
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'delete',
        entity: 'payrollEntry',
        entityId: cell.employeeId,
        organizationId: run.organizationId,
        before: {
          runId: run.id,
          month: run.periodFrom.slice(0, 7),
          code: code.code,
          amount: entry.amount,
          reason: entry.reason,
        },
      },
      req,
    );
    return { ok: true as const };
  });
}
