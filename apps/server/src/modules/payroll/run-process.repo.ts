import { sql } from 'drizzle-orm';
import type { TBracketRow } from '@staffdesk/core/payroll-brackets';
import type { TDb } from '../../platform/db/db.ts';
import type { TPayCode, TSettlementPay, TSlip, TSlipEmployee } from './run-slip.ts';
import type { TRunRow } from './runs.repo.ts';

/** What processing a payroll run reads and writes (issue 14, decision 0030): its employees and their inputs, the payslips of a version, and the version's commit. */

type TRunPeriod = Pick<TRunRow, 'organizationId' | 'periodFrom' | 'periodTo'> & { tenantId: string };

/** The last day of an employee (`e`): their exit date, or their settlement's before it has taken effect. */
const exitOf = sql`coalesce(e.exit_date, (select min(s.exit_date) from employee_settlements s
  where s.tenant_id = e.tenant_id and s.employee_id = e.id and s.deleted_at is null))`;

/** Who a run pays (`e`): of the organization, employed on some day of the period, with a payroll type and a salary. */
const paid = (run: TRunPeriod) => sql`
  e.tenant_id = ${run.tenantId} and e.organization_id = ${run.organizationId} and e.deleted_at is null
  and e.payroll_type is not null and e.basic_salary is not null
  and coalesce(e.join_date, ${run.periodFrom}::date) <= ${run.periodTo}::date
  and coalesce(${exitOf}, ${run.periodTo}::date) >= ${run.periodFrom}::date`;

/**
 * The employees a run pays, in id order after `after`: of the organization, employed on some day of the period, with
 * a payroll type and a salary; the days of the period they were employed.
 */
export async function employeesOf(
  db: TDb,
  run: Pick<TRunRow, 'id' | 'organizationId' | 'periodFrom' | 'periodTo'> & { tenantId: string },
  after: string | null,
  limit: number,
) {
  const r = await db.execute<TSlipEmployee>(sql`
    select e.id, e.payroll_type as "payrollType", e.basic_salary::text as basic,
           coalesce(e.salary_currency, o.currency) as currency, e.tax_resident as resident,
           to_char(e.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", e.marital_status as "maritalStatus", e.pcb_category as "pcbCategory",
           e.children,
           (least(${run.periodTo}::date, coalesce(${exitOf}, ${run.periodTo}::date))
             - greatest(${run.periodFrom}::date, coalesce(e.join_date, ${run.periodFrom}::date)) + 1)::int as "employedDays"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where ${paid(run)} ${after ? sql`and e.id > ${after}` : sql``}
     order by e.id
     limit ${limit}`);
  return r.rows;
}

/** The tenant's live pay codes by code. */
export async function payCodesOf(db: TDb, tenantId: string): Promise<Map<string, TPayCode>> {
  const r = await db.execute<TPayCode>(sql`
    select id, code, kind, calculation, amount::text as amount, percentage::text as percentage,
           percentage_of as "percentageOf", unit, rate::text as rate, multiplier::text as multiplier,
           min_amount::text as "minAmount", max_amount::text as "maxAmount", taxable, epf_wage as "epfWage",
           socso_wage as "socsoWage", nssf_wage as "nssfWage"
      from pay_codes where tenant_id = ${tenantId} and deleted_at is null`);
  return new Map(r.rows.map((c) => [c.code.toUpperCase(), c]));
}

/** Pay items live on some day of the period, per employee: the pay code id and the employee's own figure. */
export async function payItemsOf(db: TDb, tenantId: string, employeeIds: string[], from: string, to: string) {
  const r = await db.execute<{ employeeId: string; payCodeId: string; own: string | null }>(sql`
    select i.employee_id as "employeeId", i.pay_code_id as "payCodeId", i.amount::text as own
      from employee_pay_items i
     where i.tenant_id = ${tenantId} and i.deleted_at is null
       and i.employee_id = any(${sql.param(employeeIds)}::uuid[])
       and i.start_date <= ${to}::date and (i.end_date is null or i.end_date >= ${from}::date)
     order by i.employee_id, i.start_date, i.id`);
  return r.rows;
}

/** The one-off entries of the employees' period (its month's first day), oldest first. */
export async function entriesOf(db: TDb, tenantId: string, employeeIds: string[], periodFrom: string) {
  const r = await db.execute<{ employeeId: string; payCodeId: string; amount: string }>(sql`
    select employee_id as "employeeId", pay_code_id as "payCodeId", amount::text as amount from payroll_entries
     where tenant_id = ${tenantId} and employee_id = any(${sql.param(employeeIds)}::uuid[])
       and period_from = ${periodFrom}::date
     order by employee_id, created_at, id`);
  return r.rows;
}

/** The final settlements of leavers whose exit date falls in the period, by employee. */
export async function settlementsOf(db: TDb, tenantId: string, employeeIds: string[], from: string, to: string) {
  const r = await db.execute<TSettlementPay & { employeeId: string }>(sql`
    select employee_id as "employeeId", coalesce(notice_pay, 0)::text as "noticePay",
           coalesce(leave_encashment, 0)::text as "leaveEncashment", coalesce(severance_pay, 0)::text as "severancePay",
           coalesce(other_payments, 0)::text as "otherPayments", coalesce(deductions, 0)::text as deductions
      from employee_settlements
     where tenant_id = ${tenantId} and deleted_at is null and employee_id = any(${sql.param(employeeIds)}::uuid[])
       and exit_date between ${from}::date and ${to}::date`);
  return new Map(r.rows.map(({ employeeId, ...pay }) => [employeeId, pay]));
}

/** This year's earlier payslips of each employee (committed versions of runs not cancelled): what PCB looks back on. */
export async function previousOf(db: TDb, tenantId: string, employeeIds: string[], yearStart: string, before: string) {
  const r = await db.execute<{ employeeId: string; taxable: string; epf: string; pcb: string }>(sql`
    select p.employee_id as "employeeId", coalesce(sum((p.basis->>'taxable')::numeric), 0)::text as taxable,
           coalesce(sum((p.basis->>'epf')::numeric), 0)::text as epf,
           coalesce(sum((p.basis->>'pcb')::numeric), 0)::text as pcb
      from payslips p
      join payroll_runs r on r.tenant_id = p.tenant_id and r.id = p.run_id and p.version = r.version
     where p.tenant_id = ${tenantId} and p.employee_id = any(${sql.param(employeeIds)}::uuid[])
       and r.status <> 'cancelled' and r.period_from >= ${yearStart}::date and r.period_to < ${before}::date
     group by p.employee_id`);
  return new Map(r.rows.map((x) => [x.employeeId, x]));
}

/** The month's rate from one currency to another, or null. */
export async function exchangeRateOf(db: TDb, tenantId: string, month: string, from: string, to: string) {
  const r = await db.execute<{ rate: string }>(sql`
    select rate::text as rate from exchange_rates
     where tenant_id = ${tenantId} and deleted_at is null and month = ${month}
       and from_currency = ${from} and to_currency = ${to}`);
  return r.rows[0]?.rate ?? null;
}

/** The organization's tax table in force on a day (the latest one from on or before it), or null. */
export async function taxTableOf(db: TDb, tenantId: string, organizationId: string, day: string) {
  const r = await db.execute<{ period: 'monthly' | 'yearly'; brackets: TBracketRow[] }>(sql`
    select period, brackets from tax_tables
     where tenant_id = ${tenantId} and organization_id = ${organizationId} and deleted_at is null
       and effective_from <= ${day}::date
     order by effective_from desc, name limit 1`);
  return r.rows[0] ?? null;
}

/** The last employee with a payslip of the version being written: a resumed run goes on after them. */
export async function lastWritten(db: TDb, tenantId: string, runId: string, version: number) {
  const r = await db.execute<{ employeeId: string }>(sql`
    select employee_id as "employeeId" from payslips
     where tenant_id = ${tenantId} and run_id = ${runId} and version = ${version}
     order by employee_id desc limit 1`);
  return r.rows[0]?.employeeId ?? null;
}

/** Writes a chunk's payslips and their lines, two statements whatever the chunk's size. */
export async function writeSlips(
  db: TDb,
  tenantId: string,
  runId: string,
  version: number,
  slips: readonly { employeeId: string; currency: string; exchangeRate: string | null; slip: TSlip }[],
) {
  if (slips.length === 0) return;
  const heads = slips.map((s) => ({
    employee_id: s.employeeId,
    currency: s.currency,
    exchange_rate: s.exchangeRate,
    gross: s.slip.gross.toFixed(2),
    deductions: s.slip.deductions.toFixed(2),
    employer: s.slip.employer.toFixed(2),
    net: s.slip.net.toFixed(2),
    basis: s.slip.basis,
  }));
  const ids = await db.execute<{ id: string; employeeId: string }>(sql`
    insert into payslips (tenant_id, run_id, version, employee_id, currency, exchange_rate, gross, deductions, employer,
                          net, basis)
    select ${tenantId}, ${runId}, ${version}, x.employee_id, x.currency, x.exchange_rate, x.gross, x.deductions,
           x.employer, x.net, x.basis
      from jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as x(employee_id uuid, currency text,
           exchange_rate numeric, gross numeric, deductions numeric, employer numeric, net numeric, basis jsonb)
    returning id, employee_id as "employeeId"`);
  const idOf = new Map(ids.rows.map((r) => [r.employeeId, r.id]));
  const lines = slips.flatMap((s) =>
    s.slip.lines.map((l, position) => ({
      payslip_id: idOf.get(s.employeeId),
      position,
      pay_code_id: l.payCodeId,
      code: l.code,
      kind: l.kind,
      units: l.units,
      rate: l.rate,
      amount: l.amount.toFixed(2),
    })),
  );
  await db.execute(sql`
    insert into payslip_lines (tenant_id, payslip_id, position, run_id, version, pay_code_id, code, kind, units, rate,
                               amount)
    select ${tenantId}, x.payslip_id, x.position, ${runId}, ${version}, x.pay_code_id, x.code, x.kind, x.units, x.rate,
           x.amount
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(payslip_id uuid, position int, pay_code_id uuid,
           code text, kind text, units numeric, rate numeric, amount numeric)`);
}

/**
 * Makes the written version the run's: the old version's rows go, the totals are summed, status processed. One
 * statement per table, in the caller's transaction.
 */
export async function commitVersion(
  db: TDb,
  tenantId: string,
  runId: string,
  v: { to: number; by: string; byName: string },
) {
  await db.execute(
    sql`delete from payslip_lines where tenant_id = ${tenantId} and run_id = ${runId} and version <> ${v.to}`,
  );
  await db.execute(
    sql`delete from payslips where tenant_id = ${tenantId} and run_id = ${runId} and version <> ${v.to}`,
  );
  const r = await db.execute<{ employees: number; net: string }>(sql`
    update payroll_runs r
       set version = ${v.to}, processing_version = null, status = 'processed', processed_by = ${v.by},
           processed_by_name = ${v.byName}, processed_at = now(),
           employees = t.employees, gross = t.gross, deductions = t.deductions, employer = t.employer, net = t.net
      from (select count(*)::int as employees, coalesce(sum(gross), 0) as gross,
                   coalesce(sum(deductions), 0) as deductions, coalesce(sum(employer), 0) as employer,
                   coalesce(sum(net), 0) as net
              from payslips where tenant_id = ${tenantId} and run_id = ${runId} and version = ${v.to}) t
     where r.tenant_id = ${tenantId} and r.id = ${runId} and r.processing_version = ${v.to}
    returning t.employees, t.net::text as net`);
  return r.rows[0] ?? null;
}

/** The highest version a run's payslips or its record have had. */
export async function maxVersion(db: TDb, tenantId: string, runId: string) {
  const r = await db.execute<{ v: number }>(sql`
    select greatest((select version from payroll_runs where tenant_id = ${tenantId} and id = ${runId}),
                    (select coalesce(max(version), 0) from payslips where tenant_id = ${tenantId} and run_id = ${runId}))::int as v`);
  return r.rows[0]?.v ?? 0;
}

export async function setProcessing(db: TDb, tenantId: string, runId: string, version: number) {
  await db.execute(sql`update payroll_runs set processing_version = ${version}, job_id = null
                        where tenant_id = ${tenantId} and id = ${runId}`);
}

export async function setJob(db: TDb, tenantId: string, runId: string, jobId: string) {
  await db.execute(sql`update payroll_runs set job_id = ${jobId} where tenant_id = ${tenantId} and id = ${runId}`);
}

/** How many employees a run pays (for its progress). */
export async function countEmployees(db: TDb, run: TRunPeriod) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from employees e where ${paid(run)}`);
  return r.rows[0]?.n ?? 0;
}

export async function countWritten(db: TDb, tenantId: string, runId: string, version: number) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from payslips where tenant_id = ${tenantId} and run_id = ${runId} and version = ${version}`);
  return r.rows[0]?.n ?? 0;
}

/** The currencies a run pays its employees in. */
export async function currenciesOf(db: TDb, run: TRunPeriod) {
  const r = await db.execute<{ currency: string }>(sql`
    select distinct coalesce(e.salary_currency, o.currency) as currency
      from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where ${paid(run)}`);
  return r.rows.map((x) => x.currency);
}

/** The state of a run's job as the jobs page shows it (null: no job, or none of this tenant's). */
export async function jobState(db: TDb, jobId: string | null) {
  if (!jobId) return null;
  const r = await db.execute<{ state: string }>(sql`select state from job_runs where id = ${jobId}`);
  return r.rows[0]?.state ?? null;
}
