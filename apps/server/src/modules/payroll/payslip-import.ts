import { sql } from 'drizzle-orm';
import { Money, sumMoney, type TMoney } from '@staffdesk/core/money';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TImportSpec } from '../../platform/imports/pipeline.ts';
import { employeeCell, monthCell, payrollImporter, type TPayrollImporter } from './payroll-import-rows.ts';
import { writeSlips } from './run-process.repo.ts';
import type { TSlip, TSlipLine } from './run-slip.ts';

type TPack = 'MY' | 'KH' | 'none';
type TOrg = { currency: string; pack: TPack };
/** a row as the import keeps it between the check and the commit: plain JSON, amounts as strings */
type TPlainSlip = Omit<TSlip, 'lines' | 'gross' | 'deductions' | 'employer' | 'net'> & {
  lines: (Omit<TSlipLine, 'amount'> & { amount: string })[];
  gross: string;
  deductions: string;
  employer: string;
  net: string;
};
type TRow = { employeeId: string; organizationId: string; periodFrom: string; currency: string; slip: TPlainSlip };

const money = (slip: TPlainSlip): TSlip => ({
  ...slip,
  lines: slip.lines.map((l) => ({ ...l, amount: new Money(l.amount) })),
  gross: new Money(slip.gross),
  deductions: new Money(slip.deductions),
  employer: new Money(slip.employer),
  net: new Money(slip.net),
});
type TContext = TPayrollImporter & {
  orgs: Map<string, TOrg>;
  /** `organization|YYYY-MM-01` of live runs */
  runs: Set<string>;
  thisMonth: string;
};

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** The amount columns, each with the line it makes and the packs it belongs to (tax's code follows the pack). */
const FIGURES = [
  { key: 'epf', code: 'EPF', kind: 'deduction', packs: ['MY'] },
  { key: 'socso', code: 'SOCSO', kind: 'deduction', packs: ['MY'] },
  { key: 'eis', code: 'EIS', kind: 'deduction', packs: ['MY'] },
  { key: 'pcb', code: 'PCB', kind: 'deduction', packs: ['MY'] },
  { key: 'tax', code: 'TOS', kind: 'deduction', packs: ['KH', 'none'] },
  { key: 'pension', code: 'NSSF_PENSION', kind: 'deduction', packs: ['KH'] },
  { key: 'otherDeductions', code: 'IMPORTED_OTHER', kind: 'deduction', packs: ['MY', 'KH', 'none'] },
  { key: 'epfEmployer', code: 'EPF_ER', kind: 'employerContribution', packs: ['MY'] },
  { key: 'socsoEmployer', code: 'SOCSO_ER', kind: 'employerContribution', packs: ['MY'] },
  { key: 'eisEmployer', code: 'EIS_ER', kind: 'employerContribution', packs: ['MY'] },
] as const;

/**
 * Payslips from an earlier system (`/payroll_line_entry/import_payslip_data`, issue 14, decision 0035): one row per
 * employee and month with the gross pay, the statutory amounts of the organization's pack, other deductions and the
 * employer's contributions. Each organization's month becomes a closed payroll run of its own (source `import`)
 * with a payslip per row, so this year's earlier months count for PCB, the year-to-date figures and the reports.
 * Refused for a month that already has a payroll run, one still to come, and without the payroll line part.
 */
export const PAYSLIP_IMPORT: TImportSpec<TRow, TContext> = {
  kind: 'payslips',
  entity: 'payrollRun',
  columns: [
    { key: 'employeeCode', required: true },
    { key: 'month', required: true },
    { key: 'gross', required: true },
    { key: 'taxable' },
    ...FIGURES.map((f) => ({ key: f.key })),
    { key: 'net' },
  ],
  example: [
    {
      employeeCode: 'KL0067',
      month: '01-2026',
      gross: '5500.00',
      taxable: '5500.00',
      epf: '605.00',
      socso: '27.25',
      eis: '10.90',
      pcb: '110.00',
      epfEmployer: '660.00',
      socsoEmployer: '95.35',
      eisEmployer: '10.90',
      net: '4746.85',
    },
    { employeeCode: 'PP1001', month: '01-2026', gross: '1000.00', tax: '21.95', pension: '5.85', net: '972.20' },
  ],
  async context(db: TDb, auth: TAuth) {
    const importer = await payrollImporter(db, auth);
    const orgs = await db.execute<{ id: string; currency: string; pack: TPack }>(
      sql`select id, currency, statutory_pack as pack from organizations where deleted_at is null`,
    );
    const runs = await db.execute<{ k: string }>(
      sql`select organization_id || '|' || to_char(period_from, 'YYYY-MM-DD') as k from payroll_runs
           where status <> 'cancelled'`,
    );
    const now = await db.execute<{ month: string }>(sql`select to_char(now(), 'YYYY-MM-01') as month`);
    return {
      ...importer,
      orgs: new Map(orgs.rows.map((o) => [o.id, { currency: o.currency, pack: o.pack }])),
      runs: new Set(runs.rows.map((r) => r.k)),
      thisMonth: now.rows[0]!.month,
    };
  },
  row(cells, ctx) {
    const errors: { column: string; code: string }[] = [];
    const person = employeeCell(cells, ctx, errors);
    const org = person ? ctx.orgs.get(person.organizationId) : undefined;
    if (person && !org) errors.push({ column: 'employeeCode', code: 'unknownEmployee' });
    const periodFrom = monthCell(cells, errors);
    if (periodFrom && periodFrom > ctx.thisMonth) errors.push({ column: 'month', code: 'futureMonth' });
    else if (periodFrom && person && ctx.runs.has(`${person.organizationId}|${periodFrom}`))
      errors.push({ column: 'month', code: 'payrollRunExists' });

    const amount = (key: string, required = false): TMoney | null => {
      const text = (cells[key] ?? '').trim().replace(/,/g, '');
      if (!text) {
        if (required) errors.push({ column: key, code: 'required' });
        return null;
      }
      if (!AMOUNT.test(text)) {
        errors.push({ column: key, code: 'invalidAmount' });
        return null;
      }
      return new Money(text);
    };
    const gross = amount('gross', true);
    const taxable = amount('taxable');
    const lines: TSlipLine[] = gross?.gt(0)
      ? [{ code: 'IMPORTED_GROSS', payCodeId: null, kind: 'earning', units: null, rate: null, amount: gross }]
      : [];
    const figures: Record<string, TMoney> = {};
    for (const f of FIGURES) {
      const v = amount(f.key);
      if (!v || v.isZero()) continue;
      if (org && !(f.packs as readonly string[]).includes(org.pack)) {
        errors.push({ column: f.key, code: 'notThisPack' });
        continue;
      }
      figures[f.key] = v;
      const lineCode = f.key === 'tax' && org?.pack === 'none' ? 'TAX' : f.code;
      lines.push({ code: lineCode, payCodeId: null, kind: f.kind, units: null, rate: null, amount: v });
    }
    const sum = (kind: TSlipLine['kind']) => sumMoney(lines.filter((l) => l.kind === kind).map((l) => l.amount));
    const deductions = sum('deduction');
    const net = gross ? gross.minus(deductions) : null;
    const given = amount('net');
    if (net && given && !given.eq(net)) errors.push({ column: 'net', code: 'netMismatch' });
    else if (net?.lt(0)) errors.push({ column: 'gross', code: 'tooSmall' });
    if (errors.length || !person || !org || !periodFrom || !gross || !net) return { errors };
    const slip: TPlainSlip = {
      lines: lines.map((l) => ({ ...l, amount: l.amount.toFixed(2) })),
      gross: gross.toFixed(2),
      deductions: deductions.toFixed(2),
      employer: sum('employerContribution').toFixed(2),
      net: net.toFixed(2),
      // what PCB takes as this year's earlier months, as a computed payslip keeps it
      basis: {
        imported: 1,
        taxable: (taxable ?? gross).toFixed(2),
        epf: (figures.epf ?? new Money(0)).toFixed(2),
        pcb: (figures.pcb ?? new Money(0)).toFixed(2),
      },
    };
    return {
      value: { employeeId: person.id, organizationId: person.organizationId, periodFrom, currency: org.currency, slip },
      errors,
    };
  },
  key: (v) => `${v.employeeId}|${v.periodFrom}`,
  exists: (ctx, v) => ctx.runs.has(`${v.organizationId}|${v.periodFrom}`),
  async insert(db, tenantId, rows, actor) {
    const months = new Map<string, TRow[]>();
    for (const r of rows) {
      const k = `${r.organizationId}|${r.periodFrom}`;
      months.set(k, [...(months.get(k) ?? []), r]);
    }
    for (const group of months.values()) {
      const { organizationId, periodFrom, currency } = group[0]!;
      // a month this import opened in an earlier batch goes on; any other run of the month is a clash
      const found = await db.execute<{ id: string; source: string; status: string }>(sql`
        select id, source, status from payroll_runs
         where tenant_id = ${tenantId} and organization_id = ${organizationId} and period_from = ${periodFrom}
           and status <> 'cancelled'`);
      const run = found.rows[0];
      if (run && (run.source !== 'import' || run.status !== 'processed')) throw appError(409, 'payrollRunExists');
      const id =
        run?.id ??
        (
          await db.execute<{ id: string }>(sql`
            insert into payroll_runs (tenant_id, organization_id, period_from, period_to, currency, status, version,
                                      source, processed_by, processed_by_name, processed_at, created_by,
                                      created_by_name)
            values (${tenantId}, ${organizationId}, ${periodFrom}, (${periodFrom}::date + interval '1 month - 1 day')::date,
                    ${currency}, 'processed', 1, 'import', ${actor.id}, ${actor.name}, now(), ${actor.id}, ${actor.name})
            returning id`)
        ).rows[0]!.id;
      await writeSlips(
        db,
        tenantId,
        id,
        1,
        group.map((r) => ({ employeeId: r.employeeId, currency: r.currency, exchangeRate: null, slip: money(r.slip) })),
      );
    }
  },
  async finish(db, tenantId, actor) {
    // the months imported: their totals, then closed (never changed again, as a closed run)
    await db.execute(sql`
      update payroll_runs r
         set employees = t.employees, gross = t.gross, deductions = t.deductions, employer = t.employer, net = t.net,
             status = 'closed', closed_at = now(), closed_by_name = ${actor.name}
        from (select run_id, count(*)::int as employees, sum(gross) as gross, sum(deductions) as deductions,
                     sum(employer) as employer, sum(net) as net
                from payslips
               where tenant_id = ${tenantId}
                 and run_id in (select id from payroll_runs
                                 where tenant_id = ${tenantId} and source = 'import' and status = 'processed')
               group by run_id) t
       where r.tenant_id = ${tenantId} and r.id = t.run_id and r.source = 'import' and r.status = 'processed'`);
  },
};
