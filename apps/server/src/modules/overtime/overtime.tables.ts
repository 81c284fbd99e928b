import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { organizations } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Overtime requests (issue 13, spec "Employee Overtime Request"): hours on one day (`ot_date`, a shift date of the
 * employee's attendance) from a time to a time — a `to_time` not after `from_time` ends the next day — at one of the
 * four OT types, for `total_minutes` (at most the span). 1 pending, 2 approved, 3 rejected, 4 cancelled; deleting
 * (HR, with a reason) keeps the row for the deleted list. Two live requests of one employee cannot overlap in time.
 */
export const otRequests = pgTable(
  'ot_requests',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    otDate: date('ot_date', { mode: 'string' }).notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    otType: smallint('ot_type').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    remark: text('remark').notNull(),
    status: smallint('status').notNull().default(1),
    source: text('source').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by'),
    deletedByName: text('deleted_by_name'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    primaryKey({ name: 'ot_requests_pk', columns: [t.tenantId, t.id] }),
    check('ot_requests_type_ck', sql`${t.otType} in (30, 100, 150, 200)`),
    check('ot_requests_status_ck', sql`${t.status} between 1 and 4`),
    check('ot_requests_source_ck', sql`${t.source} in ('admin', 'self', 'public')`),
    check('ot_requests_total_ck', sql`${t.totalMinutes} between 1 and 1440`),
    foreignKey({
      name: 'ot_requests_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'ot_requests_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('ot_requests_employee_ix').on(t.tenantId, t.employeeId, t.otDate),
    index('ot_requests_status_ix').on(t.tenantId, t.status, t.otDate),
  ],
);
