import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { shifts } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * The shift roster (issue 12): what an employee works on a day when it differs from their default — a shift, or a
 * rest day (`shift_id` null). A day without a row follows the employee's default shift on its working days, and a
 * holiday is a day off unless a row says otherwise (`schedule_of` in the migration is the one rule).
 */
export const shiftRoster = pgTable(
  'shift_roster',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    employeeId: uuid('employee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shiftId: uuid('shift_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'shift_roster_pk', columns: [t.tenantId, t.employeeId, t.day] }),
    foreignKey({
      name: 'shift_roster_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'shift_roster_shift_fk',
      columns: [t.tenantId, t.shiftId],
      foreignColumns: [shifts.tenantId, shifts.id],
    }),
    index('shift_roster_day_ix').on(t.tenantId, t.day),
    index('shift_roster_shift_ix').on(t.tenantId, t.shiftId),
  ],
);

/**
 * Every change of a roster day (`/shift_schedular/listinghistory`): the day before and after — `default` (no row),
 * `rest` or `shift` with its shift — how it was changed (an assignment, the grid, an import) and by whom. Rows are
 * only ever added.
 */
export const shiftRosterHistory = pgTable(
  'shift_roster_history',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    beforeKind: text('before_kind').notNull(),
    beforeShiftId: uuid('before_shift_id'),
    afterKind: text('after_kind').notNull(),
    afterShiftId: uuid('after_shift_id'),
    source: text('source').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name'),
  },
  (t) => [
    primaryKey({ name: 'shift_roster_history_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'shift_roster_history_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('shift_roster_history_changed_ix').on(t.tenantId, t.changedAt),
    index('shift_roster_history_employee_ix').on(t.tenantId, t.employeeId, t.day),
  ],
);
