import { sql } from 'drizzle-orm';
import { STATUTORY_CODES } from '@staffdesk/core/payroll-api';
import type { TDb } from '../../platform/db/db.ts';

/**
 * Statements of payroll reports (issue 14): read as the caller, so a department-scoped sub admin's reports hold
 * their department's people only (row-level security), as their payslips do.
 */
type TRunKey = { tenantId: string; runId: string; version: number };

const KIND_ORDER = sql`case l.kind when 'earning' then 0 when 'deduction' then 1 when 'employerContribution' then 2 else 3 end`;

/** Each code's total in a run's committed version, per currency, with the pay code's name and accounts. */
export async function journalLines(db: TDb, k: TRunKey) {
  const r = await db.execute<{
    code: string;
    name: string | null;
    kind: 'earning' | 'deduction' | 'employerContribution' | 'information';
    debitAccount: string | null;
    creditAccount: string | null;
    currency: string;
    amount: string;
    employees: number;
  }>(sql`
    select l.code, max(c.name) as name, l.kind, max(c.debit_account) as "debitAccount",
           max(c.credit_account) as "creditAccount", p.currency, sum(l.amount)::text as amount,
           count(distinct p.id)::int as employees
      from payslip_lines l
      join payslips p on p.tenant_id = l.tenant_id and p.id = l.payslip_id
      left join pay_codes c on c.tenant_id = l.tenant_id and c.id = l.pay_code_id
     where l.tenant_id = ${k.tenantId} and l.run_id = ${k.runId} and l.version = ${k.version}
     group by l.code, l.kind, p.currency
     order by p.currency, ${KIND_ORDER}, min(l.position), l.code`);
  return r.rows;
}

/** The net pay a run owes, per currency. */
export async function netPay(db: TDb, k: TRunKey) {
  const r = await db.execute<{ currency: string; amount: string; employees: number }>(sql`
    select currency, sum(net)::text as amount, count(*)::int as employees from payslips
     where tenant_id = ${k.tenantId} and run_id = ${k.runId} and version = ${k.version}
     group by currency order by currency`);
  return r.rows;
}

/** Each payslip of a run with its employee's statutory numbers, its basis and its statutory lines (code → amount). */
export async function statutoryRows(db: TDb, k: TRunKey) {
  const r = await db.execute<{
    employeeCode: string;
    employeeName: string;
    epfNumber: string | null;
    socsoNumber: string | null;
    nssfNumber: string | null;
    taxNumber: string | null;
    currency: string;
    basis: Record<string, string | number | null>;
    lines: Record<string, string> | null;
  }>(sql`
    select e.employee_code as "employeeCode", trim(e.first_name || ' ' || e.last_name) as "employeeName",
           e.epf_number as "epfNumber", e.socso_number as "socsoNumber", e.nssf_number as "nssfNumber",
           e.tax_number as "taxNumber", p.currency, p.basis,
           (select jsonb_object_agg(l.code, l.amount::text) from payslip_lines l
             where l.tenant_id = p.tenant_id and l.payslip_id = p.id
               and l.code = any(${sql.param([...STATUTORY_CODES, 'TAX'])}::text[])) as lines
      from payslips p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
     where p.tenant_id = ${k.tenantId} and p.run_id = ${k.runId} and p.version = ${k.version}
     order by e.employee_code`);
  return r.rows;
}

/** An organization's year so far: per employee and currency, the committed payslips of runs not cancelled. */
export async function yearToDate(db: TDb, v: { tenantId: string; organizationId: string; year: number }) {
  const r = await db.execute<{
    employeeCode: string;
    employeeName: string;
    currency: string;
    months: number;
    gross: string;
    deductions: string;
    employer: string;
    net: string;
    statutory: Record<string, string> | null;
  }>(sql`
    with slips as (
      select p.* from payslips p
        join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and p.version = r.version
       where r.tenant_id = ${v.tenantId} and r.organization_id = ${v.organizationId} and r.status <> 'cancelled'
         and r.period_from >= make_date(${v.year}, 1, 1) and r.period_from < make_date(${v.year} + 1, 1, 1)),
    statutory as (
      select x.employee_id, x.currency, jsonb_object_agg(x.code, x.amount) as statutory
        from (select p.employee_id, p.currency, l.code, sum(l.amount)::text as amount
                from slips p join payslip_lines l on l.tenant_id = p.tenant_id and l.payslip_id = p.id
               where l.code = any(${sql.param([...STATUTORY_CODES, 'TAX'])}::text[])
               group by 1, 2, 3) x
       group by 1, 2)
    select e.employee_code as "employeeCode", trim(e.first_name || ' ' || e.last_name) as "employeeName", p.currency,
           count(*)::int as months, sum(p.gross)::text as gross, sum(p.deductions)::text as deductions,
           sum(p.employer)::text as employer, sum(p.net)::text as net, max(st.statutory::text)::jsonb as statutory
      from slips p
      join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      left join statutory st on st.employee_id = p.employee_id and st.currency = p.currency
     group by e.employee_code, e.first_name, e.last_name, p.currency
     order by e.employee_code, p.currency`);
  return r.rows;
}

/** A year's cost of pay per month, organization, department and currency (runs not cancelled). */
export async function payrollCost(db: TDb, v: { tenantId: string; year: number; organizationIds: string[] | null }) {
  const r = await db.execute<{
    month: string;
    organizationId: string;
    organizationTitle: string;
    department: string | null;
    currency: string;
    employees: number;
    gross: string;
    employer: string;
    cost: string;
  }>(sql`
    select to_char(r.period_from, 'YYYY-MM') as month, r.organization_id as "organizationId",
           o.title as "organizationTitle", d.name as department, p.currency, count(*)::int as employees,
           sum(p.gross)::text as gross, sum(p.employer)::text as employer, sum(p.gross + p.employer)::text as cost
      from payslips p
      join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and p.version = r.version
      join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
      join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where r.tenant_id = ${v.tenantId} and r.status <> 'cancelled'
       and r.period_from >= make_date(${v.year}, 1, 1) and r.period_from < make_date(${v.year} + 1, 1, 1)
       ${v.organizationIds ? sql`and r.organization_id = any(${sql.param(v.organizationIds)}::uuid[])` : sql``}
     group by 1, 2, 3, 4, 5
     order by 1, 3, 4`);
  return r.rows;
}

export async function organizationExists(db: TDb, tenantId: string, id: string) {
  const r = await db.execute(
    sql`select 1 from organizations where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return r.rows.length > 0;
}
