import { sql } from 'drizzle-orm';
import type { TEntry } from '@staffdesk/core/payroll-api';
import type { TDb } from '../../platform/db/db.ts';
import { hasSettlement } from './payslips.repo.ts';

/** Statements of a run's lines as a grid and of its one-off entries (issue 14, decision 0032). */

type TRunKey = { tenantId: string; runId: string; version: number };
type TPeriod = { tenantId: string; organizationId: string; periodFrom: string };

const KIND_ORDER = sql`case u.kind when 'earning' then 0 when 'deduction' then 1 when 'employerContribution' then 2 else 3 end`;
export type TGridFilter = { search: string; only: 'all' | 'leavers' };
const matches = (f: TGridFilter) => sql`
  ${
    f.search
      ? sql`and (e.employee_code ilike ${`%${f.search}%`} or (e.first_name || ' ' || e.last_name) ilike ${`%${f.search}%`})`
      : sql``
  }
  ${f.only === 'leavers' ? sql`and ${hasSettlement}` : sql``}`;

/** The codes of the run's lines and of the period's entries: earnings first, each in its first payslip position. */
export async function gridCodes(db: TDb, k: TRunKey, p: TPeriod) {
  const r = await db.execute<{ code: string; name: string | null; kind: string }>(sql`
    with used as (
      select l.code, l.kind, l.pay_code_id, min(l.position) as position from payslip_lines l
       where l.tenant_id = ${k.tenantId} and l.run_id = ${k.runId} and l.version = ${k.version}
       group by l.code, l.kind, l.pay_code_id
      union all
      select c.code, c.kind, c.id, 1000 from payroll_entries n
        join pay_codes c on c.tenant_id = n.tenant_id and c.id = n.pay_code_id
        join employees e on e.tenant_id = n.tenant_id and e.id = n.employee_id
       where n.tenant_id = ${p.tenantId} and n.period_from = ${p.periodFrom}::date
         and e.organization_id = ${p.organizationId}
    )
    select u.code, max(c.name) as name, u.kind from used u
      left join pay_codes c on c.tenant_id = ${k.tenantId} and c.id = u.pay_code_id
     group by u.code, u.kind
     order by ${KIND_ORDER}, min(u.position), u.code`);
  return r.rows;
}

/** A page of the run's payslips by Employee ID, each with its lines as code → amount. */
export async function gridRows(db: TDb, k: TRunKey, v: TGridFilter & { limit: number; offset: number }) {
  const r = await db.execute<{
    employeeId: string;
    employeeCode: string;
    employeeName: string;
    currency: string;
    cells: Record<string, string> | null;
    gross: string;
    deductions: string;
    net: string;
  }>(sql`
    select p.employee_id as "employeeId", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", p.currency,
           (select jsonb_object_agg(l.code, l.amount::text) from payslip_lines l
             where l.tenant_id = p.tenant_id and l.payslip_id = p.id) as cells,
           p.gross::text as gross, p.deductions::text as deductions, p.net::text as net
      from payslips p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
     where p.tenant_id = ${k.tenantId} and p.run_id = ${k.runId} and p.version = ${k.version} ${matches(v)}
     order by e.employee_code
     limit ${v.limit} offset ${v.offset}`);
  return r.rows;
}

export async function gridCount(db: TDb, k: TRunKey, f: TGridFilter) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
      from payslips p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
     where p.tenant_id = ${k.tenantId} and p.run_id = ${k.runId} and p.version = ${k.version} ${matches(f)}`);
  return r.rows[0]?.n ?? 0;
}

/** Per pay currency over the whole run: each code's sum, and the payslips' totals. */
export async function gridTotals(db: TDb, k: TRunKey) {
  const r = await db.execute<{
    currency: string;
    employees: number;
    cells: Record<string, string> | null;
    gross: string;
    deductions: string;
    net: string;
  }>(sql`
    select p.currency, count(*)::int as employees,
           (select jsonb_object_agg(x.code, x.amount::text) from (
              select l.code, sum(l.amount) as amount from payslip_lines l
                join payslips q on q.tenant_id = l.tenant_id and q.id = l.payslip_id
               where l.tenant_id = ${k.tenantId} and l.run_id = ${k.runId} and l.version = ${k.version}
                 and q.currency = p.currency
               group by l.code) x) as cells,
           sum(p.gross)::text as gross, sum(p.deductions)::text as deductions, sum(p.net)::text as net
      from payslips p
     where p.tenant_id = ${k.tenantId} and p.run_id = ${k.runId} and p.version = ${k.version}
     group by p.currency order by p.currency`);
  return r.rows;
}

/** The period's entries of the employees given: employee → code → entry. */
export async function entriesByEmployee(db: TDb, tenantId: string, employeeIds: string[], periodFrom: string) {
  if (employeeIds.length === 0) return new Map<string, Record<string, TEntry>>();
  const r = await db.execute<{ employeeId: string; code: string } & TEntry>(sql`
    select n.employee_id as "employeeId", c.code, n.amount::text as amount, n.reason, n.source,
           coalesce(n.updated_by_name, n.created_by_name) as "byName",
           to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from payroll_entries n join pay_codes c on c.tenant_id = n.tenant_id and c.id = n.pay_code_id
     where n.tenant_id = ${tenantId} and n.employee_id = any(${sql.param(employeeIds)}::uuid[])
       and n.period_from = ${periodFrom}::date`);
  const out = new Map<string, Record<string, TEntry>>();
  for (const { employeeId, code, ...entry } of r.rows) {
    const mine = out.get(employeeId) ?? {};
    mine[code] = entry;
    out.set(employeeId, mine);
  }
  return out;
}

/** A live pay code by its code (any case), or null. */
export async function payCodeByCode(db: TDb, tenantId: string, code: string) {
  const r = await db.execute<{ id: string; code: string }>(sql`
    select id, code from pay_codes
     where tenant_id = ${tenantId} and deleted_at is null and upper(code) = upper(${code})`);
  return r.rows[0] ?? null;
}

/** Whether the run pays the employee (they have a payslip of its committed version). */
export async function hasPayslip(db: TDb, k: TRunKey, employeeId: string) {
  const r = await db.execute(sql`
    select 1 from payslips
     where tenant_id = ${k.tenantId} and run_id = ${k.runId} and version = ${k.version} and employee_id = ${employeeId}`);
  return r.rows.length > 0;
}

/** The cell's entry (amount and reason), or null. */
export async function entryOf(db: TDb, tenantId: string, employeeId: string, periodFrom: string, payCodeId: string) {
  const r = await db.execute<{ id: string; amount: string; reason: string }>(sql`
    select id, amount::text as amount, reason from payroll_entries
     where tenant_id = ${tenantId} and employee_id = ${employeeId} and period_from = ${periodFrom}::date
       and pay_code_id = ${payCodeId}`);
  return r.rows[0] ?? null;
}

/** Saves the cell's entry as an adjustment (one per employee, month and code). */
export async function upsertEntry(
  db: TDb,
  v: {
    tenantId: string;
    employeeId: string;
    periodFrom: string;
    payCodeId: string;
    amount: string;
    reason: string;
    by: string;
    byName: string;
  },
) {
  await db.execute(sql`
    insert into payroll_entries (tenant_id, employee_id, period_from, pay_code_id, amount, reason, source, created_by,
                                 created_by_name)
    values (${v.tenantId}, ${v.employeeId}, ${v.periodFrom}::date, ${v.payCodeId}, ${v.amount}::numeric, ${v.reason},
            'adjustment', ${v.by}, ${v.byName})
    on conflict (tenant_id, employee_id, period_from, pay_code_id) do update
       set amount = excluded.amount, reason = excluded.reason, source = 'adjustment',
           updated_by_name = ${v.byName}, updated_at = now()`);
}

export async function deleteEntry(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from payroll_entries where tenant_id = ${tenantId} and id = ${id}`);
}

/** Marks the runs of the period's organization as having entries to apply. */
export async function entriesChanged(db: TDb, p: TPeriod) {
  await db.execute(sql`
    update payroll_runs set entries_changed_at = now()
     where tenant_id = ${p.tenantId} and organization_id = ${p.organizationId}
       and period_from = ${p.periodFrom}::date and status in ('open', 'processed')`);
}
