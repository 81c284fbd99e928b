import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { UUID } from '@staffdesk/core/form-fields';
import { Money, sumMoney } from '@staffdesk/core/money';
import {
  AUTHORITIES,
  AUTHORITY_NAMES,
  type TAuthority,
  type TJournal,
  type TStatutory,
  type TStatutoryRow,
  type TYearToDate,
  ZReportExportQuery,
  ZStatutoryQuery,
  ZYearQuery,
} from '@staffdesk/core/payroll-reports';
import { notFound, parseBody as parseQuery } from '../../platform/errors.ts';
import type { TDb } from '../../platform/db/db.ts';
import { sendExport } from '../../platform/export.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import { translate } from '../../platform/i18n.ts';
import type { TServices } from '../../platform/services.ts';
import * as grid from './grid.repo.ts';
import * as repo from './reports.repo.ts';
import { visibleRun } from './runs.service.ts';

/**
 * Payroll reports (issue 14): a run's register (the lines grid, every employee), journal (each code's total with its
 * debit and credit accounts) and statutory summaries (per authority: wages, the employee's and the employer's
 * shares, and the people); an organization's year to date; the cost of pay over a year's months. On screen and as
 * CSV or XLSX with headers in the language asked for. Within the caller's scope, as their payslips are.
 */
const label = (lang: string, key: string, fallback = key) =>
  translate(lang, 'payroll', `reports.columns.${key}`, fallback);
const zero = (v: unknown) => new Money(typeof v === 'string' || typeof v === 'number' ? v : 0);

export async function runJournal(s: TServices, auth: TAuth, id: string): Promise<TJournal> {
  return s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id);
    const k = { tenantId: auth.tenantId!, runId: run.id, version: run.version };
    return { lines: await repo.journalLines(db, k), net: await repo.netPay(db, k) };
  });
}

/** The authorities a payslip's statutory lines go to, with its wage and both shares for each. */
function byAuthority(rows: Awaited<ReturnType<typeof repo.statutoryRows>>) {
  const out: { authority: TAuthority; row: TStatutoryRow }[] = [];
  for (const r of rows) {
    const lines = r.lines ?? {};
    for (const authority of AUTHORITY_NAMES) {
      const a = AUTHORITIES[authority];
      const codes = [...a.employee, ...a.employer];
      if (!codes.some((c) => c in lines)) continue;
      const sum = (cs: readonly string[]) => sumMoney(cs.map((c) => lines[c] ?? '0'));
      out.push({
        authority,
        row: {
          employeeCode: r.employeeCode,
          employeeName: r.employeeName,
          number: r[a.number],
          currency: r.currency,
          wage: zero(r.basis[a.wage]).toFixed(2),
          employee: sum(a.employee).toFixed(2),
          employer: sum(a.employer).toFixed(2),
        },
      });
    }
  }
  return out;
}

export async function runStatutory(s: TServices, auth: TAuth, id: string, query: unknown): Promise<TStatutory> {
  const found = await s.database.tenant(auth, async (db) => {
    const run = await visibleRun(db, auth, id);
    return repo.statutoryRows(db, { tenantId: auth.tenantId!, runId: run.id, version: run.version });
  });
  const q = parseQuery(ZStatutoryQuery, query);
  const all = byAuthority(found);
  const groups = new Map<string, TStatutoryRow[]>();
  for (const { authority, row } of all) {
    const key = `${authority}|${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const authorities = [...groups].map(([key, rows]) => {
    const [authority, currency] = key.split('|') as [TAuthority, string];
    const employee = sumMoney(rows.map((r) => r.employee));
    const employer = sumMoney(rows.map((r) => r.employer));
    return {
      authority,
      currency,
      employees: rows.length,
      wage: sumMoney(rows.map((r) => r.wage)).toFixed(2),
      employee: employee.toFixed(2),
      employer: employer.toFixed(2),
      total: employee.plus(employer).toFixed(2),
    };
  });
  const chosen = q.authority ?? authorities[0]?.authority;
  return { authorities, rows: all.filter((x) => x.authority === chosen).map((x) => x.row) };
}

/** A run's report as a CSV or XLSX file. */
export async function exportRunReport(s: TServices, auth: TAuth, id: string, query: unknown, reply: FastifyReply) {
  // the run first: another tenant's run is 404 whatever the query says
  const run = await s.database.tenant(auth, (db) => visibleRun(db, auth, id));
  const q = parseQuery(ZReportExportQuery, query);
  const l = (key: string, fallback?: string) => label(q.lang, key, fallback);
  const name = `payroll-${q.report}-${run.periodFrom.slice(0, 7)}`;
  let headers: string[];
  let rows: unknown[][];
  if (q.report === 'journal') {
    const j = await runJournal(s, auth, id);
    headers = ['code', 'name', 'debitAccount', 'creditAccount', 'currency', 'amount', 'employees'].map((k) => l(k));
    rows = [
      ...j.lines.map((x) => [x.code, x.name, x.debitAccount, x.creditAccount, x.currency, x.amount, x.employees]),
      ...j.net.map((x) => ['NET', l('netPay'), null, null, x.currency, x.amount, x.employees]),
    ];
  } else if (q.report === 'statutory') {
    const st = await runStatutory(s, auth, id, { authority: q.authority });
    headers = ['employeeCode', 'employeeName', 'number', 'currency', 'wage', 'employeeShare', 'employerShare'].map(
      (k) => l(k),
    );
    rows = st.rows.map((r) => [r.employeeCode, r.employeeName, r.number, r.currency, r.wage, r.employee, r.employer]);
  } else {
    const data = await s.database.tenant(auth, async (db) => {
      const k = { tenantId: auth.tenantId!, runId: run.id, version: run.version };
      const p = { tenantId: auth.tenantId!, organizationId: run.organizationId, periodFrom: run.periodFrom };
      return {
        codes: await grid.gridCodes(db, k, p),
        rows: await grid.gridRows(db, k, { search: '', only: 'all', limit: 1_000_000, offset: 0 }),
      };
    });
    headers = [
      l('employeeCode'),
      l('employeeName'),
      l('currency'),
      ...data.codes.map((c) => c.name ?? c.code),
      l('gross'),
      l('deductions'),
      l('net'),
    ];
    rows = data.rows.map((r) => [
      r.employeeCode,
      r.employeeName,
      r.currency,
      ...data.codes.map((c) => r.cells?.[c.code] ?? null),
      r.gross,
      r.deductions,
      r.net,
    ]);
  }
  return sendExport(reply, { list: name, format: q.format, headers, batches: once(rows) });
}

export async function* once<T>(rows: T) {
  yield rows;
}

/** A live organization of the tenant in the caller's scope, else 404 (another tenant's is not found either). */
export async function organizationOf(db: TDb, auth: TAuth, id: string) {
  if (!UUID.test(id) || !inScope(auth, id) || !(await repo.organizationExists(db, auth.tenantId!, id)))
    throw notFound();
  return id;
}

export async function yearToDate(s: TServices, auth: TAuth, query: unknown): Promise<TYearToDate> {
  const q = parseQuery(ZYearQuery, query);
  const rows = await s.database.tenant(auth, async (db) => {
    const organizationId = await organizationOf(db, auth, q.organizationId);
    return repo.yearToDate(db, { tenantId: auth.tenantId!, organizationId, year: q.year });
  });
  const codes = [...new Set(rows.flatMap((r) => Object.keys(r.statutory ?? {})))].sort(
    (a, b) => STATUTORY_ORDER.indexOf(a) - STATUTORY_ORDER.indexOf(b),
  );
  return { codes, rows: rows.map((r) => ({ ...r, statutory: r.statutory ?? {} })) };
}
const STATUTORY_ORDER: string[] = AUTHORITY_NAMES.flatMap((a) => [
  ...AUTHORITIES[a].employee,
  ...AUTHORITIES[a].employer,
]);

export async function exportYearToDate(s: TServices, auth: TAuth, query: unknown, reply: FastifyReply) {
  const q = parseQuery(ZYearQuery, query);
  const y = await yearToDate(s, auth, query);
  const l = (key: string) => label(q.lang, key);
  const statutory = (code: string) => translate(q.lang, 'payroll', `statutoryLines.${code}`, code);
  return sendExport(reply, {
    list: `payroll-ytd-${q.year}`,
    format: q.format ?? 'csv',
    headers: [
      l('employeeCode'),
      l('employeeName'),
      l('currency'),
      l('months'),
      l('gross'),
      l('deductions'),
      l('employer'),
      l('net'),
      ...y.codes.map(statutory),
    ],
    batches: once(
      y.rows.map((r) => [
        r.employeeCode,
        r.employeeName,
        r.currency,
        r.months,
        r.gross,
        r.deductions,
        r.employer,
        r.net,
        ...y.codes.map((c) => r.statutory[c] ?? null),
      ]),
    ),
  });
}

export async function payrollCost(s: TServices, auth: TAuth, query: unknown) {
  const { year } = parseQuery(z.object({ year: ZYearQuery.shape.year }), query);
  const organizationIds = auth.scope?.organizationIds.length ? auth.scope.organizationIds : null;
  return s.database.tenant(auth, (db) => repo.payrollCost(db, { tenantId: auth.tenantId!, year, organizationIds }));
}
