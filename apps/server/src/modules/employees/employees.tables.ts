import { sql } from 'drizzle-orm';
import {
  check,
  boolean,
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
import { users } from '../auth/auth.tables.ts';
import { banks, departments, organizations, settingGroups, shifts } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** The text the list's search looks in; the trigram index is on exactly this expression (a query's alias aside). */
export const searchText = (alias = '') => {
  const c = (name: string) => `${alias}${name}`;
  return `lower(${c('first_name')} || ' ' || ${c('last_name')} || ' ' || ${c('employee_code')} || ' ' || coalesce(${c('email')}, '') || ' ' || coalesce(${c('mobile')}, ''))`;
};

/**
 * The employee record (issue 11): one row per person on the staff, with or without a login (`user_id`). It carries
 * `organization_id` and `department_id`, so a scoped sub admin's row-level security applies to it (decision 0012);
 * everything that hangs off an employee is reached through it.
 */
export const employees = pgTable(
  'employees',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    /** their login (type emp, or a sub admin who is also staff); null for staff without one */
    userId: uuid('user_id'),
    employeeCode: text('employee_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    timeZone: text('time_zone'),
    address: text('address'),
    photoKey: text('photo_key'),
    /** what the ID card's QR code holds (the security gate and kiosk look it up): random, never the employee ID */
    cardToken: text('card_token'),
    /** the PIN for the public leave / overtime pages and the security gate: only its hash, shown once when set */
    accessCodeHash: text('access_code_hash'),
    accessCodeSetAt: timestamp('access_code_set_at', { withTimezone: true }),
    photoType: text('photo_type'),
    organizationId: uuid('organization_id').notNull(),
    departmentId: uuid('department_id'),
    position: text('position'),
    groupId: uuid('group_id'),
    /** the shift worked when the schedule names none (issue 12) */
    shiftId: uuid('shift_id'),
    reportingManagerId: uuid('reporting_manager_id'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    hrFields: jsonb('hr_fields').$type<Record<string, string>>().notNull().default({}),
    // job info
    joinDate: date('join_date', { mode: 'string' }),
    confirmationDate: date('confirmation_date', { mode: 'string' }),
    /** the last day worked: set when the employee becomes In-Active (or leaves by settlement), cleared when Active */
    exitDate: date('exit_date', { mode: 'string' }),
    employmentType: text('employment_type'),
    payrollType: text('payroll_type'),
    /** exact: room for any currency's minor units and large amounts (IDR, KHR) */
    basicSalary: numeric('basic_salary', { precision: 18, scale: 4 }),
    salaryCurrency: text('salary_currency'),
    payFrequency: text('pay_frequency'),
    bankId: uuid('bank_id'),
    bankAccount: text('bank_account'),
    taxNumber: text('tax_number'),
    taxResident: boolean('tax_resident').notNull().default(true),
    maritalStatus: text('marital_status'),
    children: integer('children').notNull().default(0),
    epfNumber: text('epf_number'),
    epfCategory: text('epf_category'),
    socsoNumber: text('socso_number'),
    socsoCategory: text('socso_category'),
    /** Malaysian PCB category (PCB_CATEGORIES); null: from the marital status */
    pcbCategory: text('pcb_category'),
    nssfNumber: text('nssf_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'employees_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('employees_code_uq').on(t.tenantId, sql`lower(${t.employeeCode})`).where(sql`deleted_at is null`),
    uniqueIndex('employees_email_uq')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`deleted_at is null and email is not null`),
    uniqueIndex('employees_user_uq').on(t.tenantId, t.userId).where(sql`user_id is not null`),
    uniqueIndex('employees_card_token_uq').on(t.tenantId, t.cardToken).where(sql`card_token is not null`),
    foreignKey({
      name: 'employees_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'employees_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'employees_department_fk',
      columns: [t.tenantId, t.departmentId],
      foreignColumns: [departments.tenantId, departments.id],
    }),
    foreignKey({
      name: 'employees_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [settingGroups.tenantId, settingGroups.id],
    }),
    foreignKey({
      name: 'employees_shift_fk',
      columns: [t.tenantId, t.shiftId],
      foreignColumns: [shifts.tenantId, shifts.id],
    }),
    foreignKey({
      name: 'employees_bank_fk',
      columns: [t.tenantId, t.bankId],
      foreignColumns: [banks.tenantId, banks.id],
    }),
    foreignKey({
      name: 'employees_manager_fk',
      columns: [t.tenantId, t.reportingManagerId],
      foreignColumns: [t.tenantId, t.id],
    }),
    index('employees_live').on(t.tenantId, t.deletedAt),
    check('employees_pcb_category_ck', sql`${t.pcbCategory} in ('single', 'spouseNotWorking', 'spouseWorking')`),
    index('employees_organization_ix').on(t.tenantId, t.organizationId),
    index('employees_department_ix').on(t.tenantId, t.departmentId),
    index('employees_group_ix').on(t.tenantId, t.groupId),
    index('employees_shift_ix').on(t.tenantId, t.shiftId),
    index('employees_bank_ix').on(t.tenantId, t.bankId),
    index('employees_manager_ix').on(t.tenantId, t.reportingManagerId),
    index('employees_name_ix').on(t.tenantId, sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    // substring search on name, employee ID, email and mobile without a table scan (pg_trgm, under RLS)
    index('employees_search_trgm').using('gin', sql`${sql.raw(searchText())} gin_trgm_ops`),
  ],
);
