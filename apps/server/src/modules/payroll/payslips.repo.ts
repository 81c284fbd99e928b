import { sql } from 'drizzle-orm';
import { SETTLEMENT_CODES, type TPayslipList, type TPayslipListRow } from '@staffdesk/core/payroll-api';
import type { TDb } from '../../platform/db/db.ts';

/** Statements of payslips as employees and HR read them (issue 14). */

const UTC = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The day a payslip (`p`) was paid in its organization's (`o`) zone. */
const PAID_ON = sql`to_char(p.paid_at at time zone o.timezone, 'YYYY-MM-DD')`;

export type TPayslipHead = {
  id: string;
  runId: string;
  employeeId: string;
  organizationId: string;
  periodFrom: string;
  periodTo: string;
  runStatus: string;
  currency: string;
  exchangeRate: string | null;
  gross: string;
  deductions: string;
  employer: string;
  net: string;
  paidAt: string | null;
  paidOn: string | null;
  basis: Record<string, string | number | null>;
  organizationTitle: string;
  payslipHeader: string | null;
  payslipFooter: string | null;
  logoKey: string | null;
  logoType: string | null;
  employeeCode: string;
  employeeName: string;
  position: string | null;
  departmentName: string | null;
  bankAccount: string | null;
  language: string | null;
  userId: string | null;
};

const HEAD = sql`
    select p.id, p.run_id as "runId", p.employee_id as "employeeId", r.organization_id as "organizationId",
           to_char(r.period_from, 'YYYY-MM-DD') as "periodFrom", to_char(r.period_to, 'YYYY-MM-DD') as "periodTo",
           r.status as "runStatus", p.currency, p.exchange_rate::text as "exchangeRate", p.gross::text as gross,
           p.deductions::text as deductions, p.employer::text as employer, p.net::text as net,
           ${UTC('p.paid_at')} as "paidAt", ${PAID_ON} as "paidOn", p.basis, o.title as "organizationTitle",
           o.payslip_header as "payslipHeader", o.payslip_footer as "payslipFooter",
           l.logo_key as "logoKey", l.logo_type as "logoType", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", e.position, d.name as "departmentName",
           e.bank_account as "bankAccount", u.language, e.user_id as "userId"
      from payslips p
      join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and r.version = p.version
      join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
      join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
      left join career_org_logos l on l.tenant_id = o.tenant_id and l.organization_id = o.id
      left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id`;

/** The committed payslip of an employee in a run, with what a payslip shows of the organization and the employee. */
export async function payslipHead(db: TDb, tenantId: string, runId: string, employeeId: string) {
  const r = await db.execute<TPayslipHead>(sql`
    ${HEAD} where p.tenant_id = ${tenantId} and p.run_id = ${runId} and p.employee_id = ${employeeId}`);
  return r.rows[0] ?? null;
}

/** Which run and employee a payslip (of a run's committed version) is of, or null. */
export async function payslipRef(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ runId: string; employeeId: string }>(sql`
    select p.run_id as "runId", p.employee_id as "employeeId" from payslips p
      join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and r.version = p.version
     where p.tenant_id = ${tenantId} and p.id = ${id}`);
  return r.rows[0] ?? null;
}

/** A run's committed payslips the caller may see, by employee id after `after` (pages of a long job). */
export async function payslipHeadsOf(db: TDb, tenantId: string, runId: string, after: string | null, limit: number) {
  const r = await db.execute<TPayslipHead>(sql`
    ${HEAD} where p.tenant_id = ${tenantId} and p.run_id = ${runId} ${after ? sql`and p.employee_id > ${after}` : sql``}
     order by p.employee_id limit ${limit}`);
  return r.rows;
}

/** A payslip's lines with their pay code's name and payslip section (its header and order). */
export async function payslipLines(db: TDb, tenantId: string, payslipId: string) {
  const r = await db.execute<{
    code: string;
    name: string | null;
    kind: 'earning' | 'deduction' | 'employerContribution' | 'information';
    section: string | null;
    units: string | null;
    rate: string | null;
    amount: string;
  }>(sql`
    select l.code, c.name, l.kind, h.name as section, trim_scale(l.units)::text as units,
           trim_scale(l.rate)::text as rate, l.amount::text as amount
      from payslip_lines l
      left join pay_codes c on c.tenant_id = l.tenant_id and c.id = l.pay_code_id
      left join payroll_headers h on h.tenant_id = c.tenant_id and h.id = c.payroll_header_id and h.deleted_at is null
     where l.tenant_id = ${tenantId} and l.payslip_id = ${payslipId}
     order by l.position`);
  return r.rows;
}

/** This year's payslips of the employee up to and including the month (committed versions, runs not cancelled). */
export async function yearToDate(db: TDb, tenantId: string, employeeId: string, periodTo: string, currency: string) {
  const r = await db.execute<{ gross: string; deductions: string; employer: string; net: string }>(sql`
    select coalesce(sum(p.gross), 0)::text as gross, coalesce(sum(p.deductions), 0)::text as deductions,
           coalesce(sum(p.employer), 0)::text as employer, coalesce(sum(p.net), 0)::text as net
      from payslips p join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and r.version = p.version
     where p.tenant_id = ${tenantId} and p.employee_id = ${employeeId} and p.currency = ${currency}
       and r.status <> 'cancelled'
       and r.period_from >= date_trunc('year', ${periodTo}::date) and r.period_to <= ${periodTo}::date`);
  return r.rows[0]!;
}

/** The payslip (`p`) has a line of a leaver's final settlement. */
export const hasSettlement = sql`exists (select 1 from payslip_lines sl where sl.tenant_id = p.tenant_id
  and sl.payslip_id = p.id and sl.code = any(${sql.param([...SETTLEMENT_CODES])}::text[]))`;

const LIST_STATUS: Record<TPayslipList, ReturnType<typeof sql>> = {
  open: sql`r.status in ('processed', 'approved', 'paid')`,
  closed: sql`r.status = 'closed'`,
  leavers: sql`r.status in ('processed', 'approved', 'paid', 'closed') and ${hasSettlement}`,
};

const LIST = sql`
  p.run_id as "runId", p.employee_id as "employeeId", o.title as "organizationTitle",
  to_char(r.period_from, 'YYYY-MM-DD') as "periodFrom", r.status as "runStatus", e.employee_code as "employeeCode",
  trim(e.first_name || ' ' || e.last_name) as "employeeName", p.currency, p.gross::text as gross,
  p.deductions::text as deductions, p.net::text as net, ${UTC('p.paid_at')} as "paidAt",
  ${PAID_ON} as "paidOn"`;
const FROM = sql`
  from payslips p
  join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and r.version = p.version
  join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
  join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id`;

/** An employee's payslips they may read: of runs approved, paid or closed; latest first. */
export async function myPayslips(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<TPayslipListRow>(sql`
    select ${LIST} ${FROM}
     where p.tenant_id = ${tenantId} and p.employee_id = ${employeeId} and r.status in ('approved', 'paid', 'closed')
     order by r.period_from desc, o.title`);
  return r.rows;
}

/** Payslips of runs going (processed to paid), closed, or leavers' final pay, of the scope's organizations; a page, latest first. */
export async function payslipPage(
  db: TDb,
  tenantId: string,
  v: { list: TPayslipList; organizationIds: string[] | null; search: string; limit: number; offset: number },
) {
  const where = sql`
    where p.tenant_id = ${tenantId}
      and ${LIST_STATUS[v.list]}
      ${v.organizationIds ? sql`and r.organization_id = any(${sql.param(v.organizationIds)}::uuid[])` : sql``}
      ${
        v.search
          ? sql`and (e.employee_code ilike ${`%${v.search}%`} or (e.first_name || ' ' || e.last_name) ilike ${`%${v.search}%`})`
          : sql``
      }`;
  const rows = await db.execute<TPayslipListRow>(sql`
    select ${LIST} ${FROM} ${where}
     order by r.period_from desc, o.title, e.employee_code limit ${v.limit} offset ${v.offset}`);
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where}`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}
