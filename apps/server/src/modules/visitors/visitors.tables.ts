import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { organizations } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Visits (issue 17, decision 0040): one person coming to see an employee. `employee_id` is the host, so a visit is in
 * a scoped sub admin's reach exactly when its host is (the scope rule every `employee_id` table gets); its
 * organization is the host's at the time, for the day and time zone. The pass token is what the visitor pass's and
 * the invitation's QR code carry. The visitor's personal data (contact, photo, document) is erased after the
 * tenant's retention period; the visit itself stays.
 */
export const visits = pgTable(
  'visits',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    /** the host */
    employeeId: uuid('employee_id').notNull(),
    visitorName: text('visitor_name').notNull(),
    contactNumber: text('contact_number'),
    /** an invited visitor's address, and the language their mail is written in */
    email: text('email'),
    mailLanguage: text('mail_language'),
    company: text('company'),
    visitType: text('visit_type').notNull(),
    reason: text('reason'),
    vehicle: text('vehicle'),
    licensePlate: text('license_plate'),
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentName: text('document_name'),
    /** the invitation mail's files (its QR code and pass): erased with the personal data */
    invitationKeys: text('invitation_keys').array(),
    status: text('status').notNull(),
    /** the day an invited visitor is expected */
    expectedOn: date('expected_on', { mode: 'string' }),
    passToken: text('pass_token').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInByName: text('checked_in_by_name'),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutByName: text('checked_out_by_name'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'visits_pk', columns: [t.tenantId, t.id] }),
    check('visits_status_ck', sql`${t.status} in ('expected', 'inside', 'left', 'cancelled')`),
    check(
      'visits_type_ck',
      sql`${t.visitType} in ('business', 'personal', 'sales', 'client', 'supplier', 'meeting', 'interview', 'presentation')`,
    ),
    // inside means checked in and not out; left means both, in order
    check(
      'visits_times_ck',
      sql`(${t.status} <> 'inside' or (${t.checkedInAt} is not null and ${t.checkedOutAt} is null))
          and (${t.status} <> 'left' or (${t.checkedInAt} is not null and ${t.checkedOutAt} >= ${t.checkedInAt}))`,
    ),
    foreignKey({
      name: 'visits_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'visits_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    uniqueIndex('visits_pass_uq').on(t.tenantId, t.passToken),
    index('visits_day_ix').on(t.tenantId, t.checkedInAt),
    index('visits_status_ix').on(t.tenantId, t.status, t.expectedOn),
    index('visits_host_ix').on(t.tenantId, t.employeeId),
  ],
);
