import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

/** Statements of payroll runs (issue 14, decision 0030). */

export type TRunRow = {
  id: string;
  organizationId: string;
  organizationTitle: string;
  periodFrom: string;
  periodTo: string;
  currency: string;
  status: string;
  version: number;
  processingVersion: number | null;
  jobId: string | null;
  employees: number;
  gross: string;
  deductions: string;
  employer: string;
  net: string;
  processedBy: string | null;
  processedByName: string | null;
  processedAt: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
  paidByName: string | null;
  paidAt: string | null;
  closedByName: string | null;
  closedAt: string | null;
  cancelledByName: string | null;
  cancelledAt: string | null;
  entriesPending: boolean;
  payDaysPerMonth: number;
  payHoursPerDay: string;
  pensionBeforeTax: boolean;
  statutoryPack: 'none' | 'MY' | 'KH';
  source: 'run' | 'import';
};

const utc = (column: string) => sql.raw(`to_char(r.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const RUN = sql`
  r.id, r.organization_id as "organizationId", o.title as "organizationTitle",
  to_char(r.period_from, 'YYYY-MM-DD') as "periodFrom", to_char(r.period_to, 'YYYY-MM-DD') as "periodTo",
  r.currency, r.status, r.version, r.processing_version as "processingVersion", r.job_id as "jobId", r.employees,
  r.gross::text as gross, r.deductions::text as deductions, r.employer::text as employer, r.net::text as net,
  r.processed_by as "processedBy", r.processed_by_name as "processedByName", ${utc('processed_at')} as "processedAt",
  r.approved_by_name as "approvedByName", ${utc('approved_at')} as "approvedAt",
  r.paid_by_name as "paidByName", ${utc('paid_at')} as "paidAt",
  r.closed_by_name as "closedByName", ${utc('closed_at')} as "closedAt",
  r.cancelled_by_name as "cancelledByName", ${utc('cancelled_at')} as "cancelledAt",
  coalesce(r.entries_changed_at > coalesce(r.processed_at, '-infinity'), false) as "entriesPending",
  o.pay_days_per_month as "payDaysPerMonth", trim_scale(o.pay_hours_per_day)::text as "payHoursPerDay",
  o.pension_before_tax as "pensionBeforeTax", o.statutory_pack as "statutoryPack", r.source`;

export async function runById(db: TDb, tenantId: string, id: string, lock = false): Promise<TRunRow | null> {
  const r = await db.execute<TRunRow>(sql`
    select ${RUN} from payroll_runs r
      join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
     where r.tenant_id = ${tenantId} and r.id = ${id} ${lock ? sql`for update of r` : sql``}`);
  return r.rows[0] ?? null;
}

const LISTS = {
  live: sql`r.status not in ('closed', 'cancelled')`,
  closed: sql`r.status = 'closed'`,
  cancelled: sql`r.status = 'cancelled'`,
  payable: sql`r.status in ('approved', 'paid', 'closed')`,
};

/** One list of runs (going, closed or cancelled) of the organizations given (null: all), latest period first. */
export async function runList(
  db: TDb,
  tenantId: string,
  v: { organizationIds: string[] | null; list: keyof typeof LISTS; limit: number },
) {
  const { organizationIds, list, limit } = v;
  const r = await db.execute<TRunRow>(sql`
    select ${RUN} from payroll_runs r
      join organizations o on o.tenant_id = r.tenant_id and o.id = r.organization_id
     where r.tenant_id = ${tenantId} and ${LISTS[list]}
       ${organizationIds ? sql`and r.organization_id = any(${sql.param(organizationIds)}::uuid[])` : sql``}
     order by r.period_from desc, o.title
     limit ${limit}`);
  return r.rows;
}

export async function insertRun(
  db: TDb,
  v: { tenantId: string; organizationId: string; from: string; to: string; by: string; byName: string },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into payroll_runs (tenant_id, organization_id, period_from, period_to, currency, created_by, created_by_name)
    select ${v.tenantId}, o.id, ${v.from}::date, ${v.to}::date, o.currency, ${v.by}, ${v.byName}
      from organizations o where o.tenant_id = ${v.tenantId} and o.id = ${v.organizationId} and o.deleted_at is null
    returning id`);
  return r.rows[0]?.id ?? null;
}

/** A run's payslips of its committed version, with the employee. */
export async function payslipRows(db: TDb, tenantId: string, runId: string, version: number) {
  const r = await db.execute<{
    id: string;
    employeeId: string;
    employeeCode: string;
    employeeName: string;
    currency: string;
    gross: string;
    deductions: string;
    employer: string;
    net: string;
  }>(sql`
    select p.id, p.employee_id as "employeeId", e.employee_code as "employeeCode",
           trim(e.first_name || ' ' || e.last_name) as "employeeName", p.currency, p.gross::text as gross,
           p.deductions::text as deductions, p.employer::text as employer, p.net::text as net
      from payslips p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
     where p.tenant_id = ${tenantId} and p.run_id = ${runId} and p.version = ${version}
     order by e.employee_code`);
  return r.rows;
}

/** Organizations a run may be opened for (null: all the tenant's), by title. */
export async function runOrganizations(db: TDb, tenantId: string, organizationIds: string[] | null) {
  const r = await db.execute<{ id: string; title: string; currency: string; statutoryPack: string }>(sql`
    select id, title, currency, statutory_pack as "statutoryPack" from organizations
     where tenant_id = ${tenantId} and deleted_at is null
       ${organizationIds ? sql`and id = any(${sql.param(organizationIds)}::uuid[])` : sql``}
     order by title`);
  return r.rows;
}

/** The login's payroll privilege row (`/settingspayrollPrivilege`), when HR set one. */
export async function payrollPrivilegeOf(db: TDb, tenantId: string, userId: string) {
  const r = await db.execute<{
    organization_id: string | null;
    approve_payroll: boolean;
    approve_paid: boolean;
    payroll_line: boolean;
  }>(sql`
    select organization_id, approve_payroll, approve_paid, payroll_line from payroll_privileges
     where tenant_id = ${tenantId} and user_id = ${userId}`);
  return r.rows[0] ?? null;
}

/**
 * Moves a run from one status to another, stamping who and when for the new status; paying stamps its payslips
 * paid. Null when the run was no longer in the status expected.
 */
export async function stepRun(
  db: TDb,
  tenantId: string,
  runId: string,
  v: { from: string; to: string; by: string; byName: string },
) {
  const stamp = {
    approved: sql`, approved_by = ${v.by}, approved_by_name = ${v.byName}, approved_at = now()`,
    // reopened: the approval is withdrawn
    processed: sql`, approved_by = null, approved_by_name = null, approved_at = null`,
    paid: sql`, paid_by_name = ${v.byName}, paid_at = now()`,
    closed: sql`, closed_by_name = ${v.byName}, closed_at = now()`,
    cancelled: sql`, cancelled_by_name = ${v.byName}, cancelled_at = now()`,
  }[v.to];
  const r = await db.execute<{ version: number }>(sql`
    update payroll_runs set status = ${v.to} ${stamp ?? sql``}
     where tenant_id = ${tenantId} and id = ${runId} and status = ${v.from} and processing_version is null
    returning version`);
  const version = r.rows[0]?.version;
  if (version === undefined) return false;
  if (v.to === 'paid')
    await db.execute(sql`
      update payslips set paid_at = now()
       where tenant_id = ${tenantId} and run_id = ${runId} and version = ${version} and paid_at is null`);
  return true;
}
