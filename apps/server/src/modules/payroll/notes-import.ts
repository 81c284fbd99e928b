import { sql } from 'drizzle-orm';
import { isStatutoryCode } from '@staffdesk/core/payroll-api';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { employeeCell, monthCell, payrollImporter, type TPayrollImporter } from './payroll-import-rows.ts';

type TNote = {
  employeeId: string;
  organizationId: string;
  periodFrom: string;
  payCodeId: string;
  amount: string;
  note: string;
};
type TContext = TPayrollImporter & {
  codes: Map<string, string>;
  /** `organization|YYYY-MM-01` of runs approved, paid or closed */
  locked: Set<string>;
  /** `employee|YYYY-MM-01|pay code` of entries already there */
  entries: Set<string>;
};

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/**
 * Payroll notes (`/payroll_note_import/import`, issue 14, decision 0032): one-off amounts of a pay code for an
 * employee's month — a bonus, a commission, a fine — from an outside list. Each becomes the month's entry of that
 * code, applied by the next processing of the month's run, as a grid adjustment is. Refused for a month whose run is
 * approved, paid or closed, and without the payroll line part; nothing is written unless every row is good.
 */
export const PAYROLL_NOTE_IMPORT: TImportSpec<TNote, TContext> = {
  kind: 'payrollNotes',
  entity: 'payrollEntry',
  columns: [
    { key: 'employeeCode', required: true },
    { key: 'month', required: true },
    { key: 'payCode', required: true },
    { key: 'amount', required: true },
    { key: 'note' },
  ],
  example: [
    { employeeCode: 'KL2001', month: '11-2026', payCode: 'MEAL', amount: '120.00', note: 'Client dinners' },
    { employeeCode: 'PP1001', month: '11-2026', payCode: 'ADV', amount: '50', note: 'Salary advance of 3 November' },
  ],
  async context(db: TDb, auth: TAuth) {
    const importer = await payrollImporter(db, auth);
    const codes = await db.execute<{ id: string; code: string }>(
      sql`select id, code from pay_codes where deleted_at is null`,
    );
    const locked = await db.execute<{ k: string }>(
      sql`select organization_id || '|' || to_char(period_from, 'YYYY-MM-DD') as k from payroll_runs
           where status in ('approved', 'paid', 'closed')`,
    );
    const entries = await db.execute<{ k: string }>(
      sql`select employee_id || '|' || to_char(period_from, 'YYYY-MM-DD') || '|' || pay_code_id as k
            from payroll_entries`,
    );
    return {
      ...importer,
      codes: new Map(codes.rows.map((c) => [c.code.trim().toUpperCase(), c.id])),
      locked: new Set(locked.rows.map((r) => r.k)),
      entries: new Set(entries.rows.map((r) => r.k)),
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string }[] = [];
    const person = employeeCell(cells, ctx, errors);
    const periodFrom = monthCell(cells, errors);
    if (periodFrom && person && ctx.locked.has(`${person.organizationId}|${periodFrom}`))
      errors.push({ column: 'month', code: 'payrollLocked' });
    const payCode = (cells.payCode ?? '').trim().toUpperCase();
    const payCodeId = payCode ? ctx.codes.get(payCode) : undefined;
    if (!payCode) errors.push({ column: 'payCode', code: 'required' });
    else if (isStatutoryCode(payCode)) errors.push({ column: 'payCode', code: 'statutoryLine' });
    else if (!payCodeId) errors.push({ column: 'payCode', code: 'unknownRecord' });
    const amount = (cells.amount ?? '').trim().replace(/,/g, '');
    if (!amount) errors.push({ column: 'amount', code: 'required' });
    else if (!AMOUNT.test(amount)) errors.push({ column: 'amount', code: 'invalidAmount' });
    const note = (cells.note ?? '').trim();
    if (note.length > 500) errors.push({ column: 'note', code: 'tooLong' });
    if (errors.length || !person || !periodFrom || !payCodeId) return { errors };
    return {
      value: { employeeId: person.id, organizationId: person.organizationId, periodFrom, payCodeId, amount, note },
      errors,
    };
  },
  key: (v) => `${v.employeeId}|${v.periodFrom}|${v.payCodeId}`,
  exists: (ctx, v) => ctx.entries.has(`${v.employeeId}|${v.periodFrom}|${v.payCodeId}`),
  async insert(db, tenantId, rows, actor) {
    const col = <K extends keyof TNote>(k: K) => rows.map((r) => r[k]);
    await db.execute(sql`
      insert into payroll_entries (tenant_id, employee_id, period_from, pay_code_id, amount, reason, source, created_by,
                                   created_by_name)
      select ${tenantId}, e, p, c, a, n, 'import', ${actor.id}, ${actor.name}
        from unnest(${sql.param(col('employeeId'))}::uuid[], ${sql.param(col('periodFrom'))}::date[],
                    ${sql.param(col('payCodeId'))}::uuid[], ${sql.param(col('amount'))}::numeric[],
                    ${sql.param(col('note'))}::text[]) as x(e, p, c, a, n)`);
    // the months' runs have entries to apply
    await db.execute(sql`
      update payroll_runs r set entries_changed_at = now()
        from (select distinct o, p from unnest(${sql.param(col('organizationId'))}::uuid[],
                                               ${sql.param(col('periodFrom'))}::date[]) as x(o, p)) x
       where r.tenant_id = ${tenantId} and r.organization_id = x.o and r.period_from = x.p
         and r.status in ('open', 'processed')`);
  },
};
