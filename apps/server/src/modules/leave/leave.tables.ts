import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEAVE_STATUSES } from '@staffdesk/core/leave-api';
import { employees } from '../employees/employees.tables.ts';
import { leaveTemplates, leaveTypes, organizations } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Which leave template an employee follows (issue 13), and from when: accruals are due from `from_date` on (earlier
 * leave years are the opening balance's business). One template at a time; changing it keeps the ledger.
 */
export const leaveTemplateAssignments = pgTable(
  'leave_template_assignments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    employeeId: uuid('employee_id').notNull(),
    templateId: uuid('template_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    assignedBy: uuid('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'leave_template_assignments_pk', columns: [t.tenantId, t.employeeId] }),
    foreignKey({
      name: 'leave_template_assignments_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'leave_template_assignments_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [leaveTemplates.tenantId, leaveTemplates.id],
    }),
    index('leave_template_assignments_template_ix').on(t.tenantId, t.templateId),
  ],
);

/**
 * Leave requests (`/shiftsleaves/listing`). The database refuses two pending or approved requests of one employee
 * that share a half day (an exclusion constraint in the migration over half-day slots: a full day is both halves,
 * an hourly request its whole day), so two filed at once cannot both get in.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    reason: text('reason').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** full, half (starting and ending halves) or hourly */
    part: text('part').notNull(),
    startHalf: smallint('start_half').notNull().default(1),
    endHalf: smallint('end_half').notNull().default(2),
    hours: numeric('hours', { precision: 4, scale: 1 }),
    /** what it debits, counted when filed */
    days: numeric('days', { precision: 10, scale: 4 }).notNull(),
    status: smallint('status').notNull().default(LEAVE_STATUSES.pending),
    /** admin (HR or a sub admin for an employee), self (the employee), public (by employee ID and access code) */
    source: text('source').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
  },
  (t) => [
    primaryKey({ name: 'leave_requests_pk', columns: [t.tenantId, t.id] }),
    check('leave_requests_part_ck', sql`${t.part} in ('full', 'half', 'hourly')`),
    check('leave_requests_status_ck', sql`${t.status} between 1 and 4`),
    check('leave_requests_source_ck', sql`${t.source} in ('admin', 'self', 'public')`),
    check('leave_requests_halves_ck', sql`${t.startHalf} in (1, 2) and ${t.endHalf} in (1, 2)`),
    check('leave_requests_dates_ck', sql`${t.fromDate} <= ${t.toDate}`),
    foreignKey({
      name: 'leave_requests_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'leave_requests_type_fk',
      columns: [t.tenantId, t.leaveTypeId],
      foreignColumns: [leaveTypes.tenantId, leaveTypes.id],
    }),
    foreignKey({
      name: 'leave_requests_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('leave_requests_employee_ix').on(t.tenantId, t.employeeId, t.fromDate),
    index('leave_requests_status_ix').on(t.tenantId, t.status, t.fromDate),
    index('leave_requests_type_ix').on(t.tenantId, t.leaveTypeId),
  ],
);

/**
 * The leave bank's ledger: every credit and debit of an employee's leave type, in days (4 decimals). A balance is
 * the sum of its rows, never a number kept on its own; rows are only ever added. The database lets a scheduled
 * credit in once per period (`period`, e.g. `2026-03`) and a request's debit or credit-back once (`request_id`).
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    /** the day it takes effect: a balance at a date sums the rows up to it */
    day: date('day', { mode: 'string' }).notNull(),
    days: numeric('days', { precision: 10, scale: 4 }).notNull(),
    kind: text('kind').notNull(),
    period: text('period'),
    requestId: uuid('request_id'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'leave_ledger_pk', columns: [t.tenantId, t.id] }),
    check(
      'leave_ledger_kind_ck',
      sql`${t.kind} in ('opening', 'accrual', 'carryForward', 'yearEnd', 'carryExpiry', 'leave', 'cancellation', 'adjustment')`,
    ),
    foreignKey({
      name: 'leave_ledger_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'leave_ledger_type_fk',
      columns: [t.tenantId, t.leaveTypeId],
      foreignColumns: [leaveTypes.tenantId, leaveTypes.id],
    }),
    foreignKey({
      name: 'leave_ledger_request_fk',
      columns: [t.tenantId, t.requestId],
      foreignColumns: [leaveRequests.tenantId, leaveRequests.id],
    }),
    uniqueIndex('leave_ledger_period_uq')
      .on(t.tenantId, t.employeeId, t.leaveTypeId, t.kind, t.period)
      .where(sql`${t.period} is not null`),
    uniqueIndex('leave_ledger_request_uq').on(t.tenantId, t.requestId, t.kind).where(sql`${t.requestId} is not null`),
    index('leave_ledger_balance_ix').on(t.tenantId, t.employeeId, t.leaveTypeId, t.day),
  ],
);
