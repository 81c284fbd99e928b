import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { organizations } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Payroll privilege (spec `/settingspayrollPrivilege`): per HR admin or sub admin, the three approval parts the payroll
 * run checks — approve payroll, approve paid, payroll line — and the organization whose payroll they handle (none:
 * every organization in their scope). No row: an HR admin has all three, a sub admin none.
 */
export const payrollPrivileges = pgTable(
  'payroll_privileges',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    organizationId: uuid('organization_id'),
    approvePayroll: boolean('approve_payroll').notNull().default(false),
    approvePaid: boolean('approve_paid').notNull().default(false),
    payrollLine: boolean('payroll_line').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'payroll_privileges_pk', columns: [t.tenantId, t.userId] }),
    foreignKey({
      name: 'payroll_privileges_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }),
    foreignKey({
      name: 'payroll_privileges_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('payroll_privileges_organization_ix').on(t.tenantId, t.organizationId),
  ],
);
