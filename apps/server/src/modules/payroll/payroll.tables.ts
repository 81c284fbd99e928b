import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { organizations, payCodes } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * A payroll run (issue 14, decision 0030): one organization's period, open → processed → approved → paid → closed,
 * or cancelled. Its payslips are those of its committed `version`; processing writes `processing_version` in
 * chunks and flips `version` at the end, so a run killed half-way shows the previous payslips, never a mix. A closed
 * run, its payslips and their lines are refused any change by triggers (migration 0037).
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(0),
    processingVersion: integer('processing_version'),
    jobId: uuid('job_id'),
    employees: integer('employees').notNull().default(0),
    gross: money('gross'),
    deductions: money('deductions'),
    employer: money('employer'),
    net: money('net'),
    processedBy: uuid('processed_by'),
    processedByName: text('processed_by_name'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    approvedBy: uuid('approved_by'),
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidByName: text('paid_by_name'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedByName: text('closed_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledByName: text('cancelled_by_name'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** an entry of the period was saved or removed: processing again applies it */
    entriesChangedAt: timestamp('entries_changed_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `run`: computed here; `import`: an earlier system's payslips imported as a closed month (decision 0035) */
    source: text('source').notNull().default('run'),
  },
  (t) => [
    primaryKey({ name: 'payroll_runs_pk', columns: [t.tenantId, t.id] }),
    check('payroll_runs_source_ck', sql`${t.source} in ('run', 'import')`),
    check(
      'payroll_runs_status_ck',
      sql`${t.status} in ('open', 'processed', 'approved', 'paid', 'closed', 'cancelled')`,
    ),
    check('payroll_runs_period_ck', sql`${t.periodTo} >= ${t.periodFrom}`),
    foreignKey({
      name: 'payroll_runs_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    // one live run of an organization's period
    uniqueIndex('payroll_runs_period_uq')
      .on(t.tenantId, t.organizationId, t.periodFrom)
      .where(sql`status <> 'cancelled'`),
    index('payroll_runs_organization_ix').on(t.tenantId, t.organizationId, t.periodFrom),
  ],
);

/** An employee's payslip of a run's version: totals, the rate used, and what it was computed from. */
export const payslips = pgTable(
  'payslips',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    runId: uuid('run_id').notNull(),
    version: integer('version').notNull(),
    employeeId: uuid('employee_id').notNull(),
    currency: text('currency').notNull(),
    /** the month's rate into the statutory currency (KHR for Cambodian tax), when pay is in another */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
    gross: money('gross'),
    deductions: money('deductions'),
    employer: money('employer'),
    net: money('net'),
    /** days present, paid and unpaid leave, minutes worked and of overtime, the rates used */
    basis: jsonb('basis').notNull().default({}),
    /** when the bank paid it (the run marked paid, or the bank's confirmation imported) */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payslips_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payslips_run_fk',
      columns: [t.tenantId, t.runId],
      foreignColumns: [payrollRuns.tenantId, payrollRuns.id],
    }),
    foreignKey({
      name: 'payslips_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    uniqueIndex('payslips_run_employee_uq').on(t.tenantId, t.runId, t.version, t.employeeId),
    index('payslips_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

/** A payslip's lines: pay codes and statutory items with their units, rate and amount. */
export const payslipLines = pgTable(
  'payslip_lines',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    payslipId: uuid('payslip_id').notNull(),
    position: integer('position').notNull(),
    runId: uuid('run_id').notNull(),
    version: integer('version').notNull(),
    payCodeId: uuid('pay_code_id'),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    units: numeric('units', { precision: 14, scale: 4 }),
    rate: numeric('rate', { precision: 18, scale: 6 }),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payslip_lines_pk', columns: [t.tenantId, t.payslipId, t.position] }),
    check('payslip_lines_kind_ck', sql`${t.kind} in ('earning', 'deduction', 'employerContribution', 'information')`),
    foreignKey({
      name: 'payslip_lines_payslip_fk',
      columns: [t.tenantId, t.payslipId],
      foreignColumns: [payslips.tenantId, payslips.id],
    }),
    index('payslip_lines_run_ix').on(t.tenantId, t.runId, t.version),
  ],
);

/**
 * One-off payroll entries of an employee's period (issue 14, decision 0032): a pay code's amount for the month, from
 * the grid's adjustments (with a reason) or the payroll notes import. Processing applies them: the amount replaces the
 * line of that code the run computed (basic pay, overtime, a pay item), or adds the line. Statutory lines are not
 * entries: they follow from the wages.
 */
export const payrollEntries = pgTable(
  'payroll_entries',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    /** the first day of the period's month */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    payCodeId: uuid('pay_code_id').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payroll_entries_pk', columns: [t.tenantId, t.id] }),
    check('payroll_entries_source_ck', sql`${t.source} in ('adjustment', 'import')`),
    check('payroll_entries_amount_ck', sql`${t.amount} >= 0`),
    check('payroll_entries_period_ck', sql`extract(day from ${t.periodFrom}) = 1`),
    foreignKey({
      name: 'payroll_entries_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'payroll_entries_pay_code_fk',
      columns: [t.tenantId, t.payCodeId],
      foreignColumns: [payCodes.tenantId, payCodes.id],
    }),
    uniqueIndex('payroll_entries_cell_uq').on(t.tenantId, t.employeeId, t.periodFrom, t.payCodeId),
  ],
);
