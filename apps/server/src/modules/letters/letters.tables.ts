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
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * HR letters (issue 15, `/hrLetterListing`): each issued letter as it was written (the filled title and text, the
 * template's name and kind, the language), its number (`HRL-<year>-<n>`, per tenant and year), its PDF in the file
 * store and the employee document it was filed as. The employee's column puts it in a scoped sub admin's reach
 * exactly when the employee is. A letter is a record of what was sent: never changed, never deleted.
 */
export const letters = pgTable(
  'letters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    number: text('number').notNull(),
    employeeId: uuid('employee_id').notNull(),
    templateId: uuid('template_id'),
    templateName: text('template_name').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    documentId: uuid('document_id'),
    requestId: uuid('request_id'),
    issuedBy: uuid('issued_by'),
    issuedByName: text('issued_by_name'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'letters_pk', columns: [t.tenantId, t.id] }),
    unique('letters_number_uq').on(t.tenantId, t.number),
    check('letters_language_ck', sql`${t.language} in ('en', 'km', 'zh')`),
    foreignKey({
      name: 'letters_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('letters_employee_ix').on(t.tenantId, t.employeeId, t.issuedAt),
  ],
);

/**
 * An employee's request for a letter (an employment confirmation or a salary certificate, in a language, with what
 * it is for): pending until HR issues it (the letter's id) or declines it with a reason.
 */
export const letterRequests = pgTable(
  'letter_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    purpose: text('purpose'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    letterId: uuid('letter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
  },
  (t) => [
    primaryKey({ name: 'letter_requests_pk', columns: [t.tenantId, t.id] }),
    check('letter_requests_kind_ck', sql`${t.kind} in ('employmentConfirmation', 'salaryCertificate')`),
    check('letter_requests_status_ck', sql`${t.status} in ('pending', 'issued', 'declined')`),
    check('letter_requests_language_ck', sql`${t.language} in ('en', 'km', 'zh')`),
    foreignKey({
      name: 'letter_requests_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'letter_requests_letter_fk',
      columns: [t.tenantId, t.letterId],
      foreignColumns: [letters.tenantId, letters.id],
    }),
    index('letter_requests_status_ix').on(t.tenantId, t.status, t.createdAt),
  ],
);
