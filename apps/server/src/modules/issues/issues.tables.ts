import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { ticketCategories } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Issues (issue 15, spec `/employeesissues/listing`): an employee's ticket with a running number per tenant, a
 * category, a priority, a status and an assignee among HR (a login), and an optional attachment. The employee's
 * column puts it in a scoped sub admin's reach exactly when the employee is. Deleting (with a reason) keeps the row.
 */
export const issues = pgTable(
  'issues',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    number: integer('number').notNull(),
    employeeId: uuid('employee_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: uuid('category_id'),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id'),
    assigneeName: text('assignee_name'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'issues_pk', columns: [t.tenantId, t.id] }),
    unique('issues_number_uq').on(t.tenantId, t.number),
    check('issues_priority_ck', sql`${t.priority} in ('low', 'moderate', 'high', 'veryHigh')`),
    check('issues_status_ck', sql`${t.status} in ('open', 'inProgress', 'resolved', 'closed')`),
    foreignKey({
      name: 'issues_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'issues_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [ticketCategories.tenantId, ticketCategories.id],
    }),
    index('issues_status_ix').on(t.tenantId, t.status, t.createdAt),
    index('issues_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

/** The comments on an issue, HR's or the employee's, with an optional content-checked attachment. */
export const issueComments = pgTable(
  'issue_comments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    issueId: uuid('issue_id').notNull(),
    sender: text('sender').notNull(),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'issue_comments_pk', columns: [t.tenantId, t.id] }),
    check('issue_comments_sender_ck', sql`${t.sender} in ('staff', 'employee')`),
    foreignKey({
      name: 'issue_comments_issue_fk',
      columns: [t.tenantId, t.issueId],
      foreignColumns: [issues.tenantId, issues.id],
    }),
    index('issue_comments_ix').on(t.tenantId, t.issueId, t.createdAt),
  ],
);

/**
 * The last issue number of each tenant: numbers are drawn here, not from the issues a caller sees (a scoped sub admin
 * sees only some), one at a time (the row is locked until the filing commits).
 */
export const issueNumbers = pgTable('issue_numbers', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  last: integer('last').notNull(),
});
