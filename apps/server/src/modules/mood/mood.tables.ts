import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * The mood pulse's answers (issue 15): a mood of 1 (Very Sad) to 5 (Fantastic) of a day, with the organization and
 * department of whoever gave it — and nothing that names them: no employee, no time, no id to join on.
 */
export const moodEntries = pgTable(
  'mood_entries',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    organizationId: uuid('organization_id').notNull(),
    departmentId: uuid('department_id'),
    day: date('day', { mode: 'string' }).notNull(),
    mood: smallint('mood').notNull(),
  },
  (t) => [
    check('mood_entries_mood_ck', sql`${t.mood} between 1 and 5`),
    index('mood_entries_day_ix').on(t.tenantId, t.day),
  ],
);

/** Who answered on which day (one answer a day each), kept apart from what they answered. */
export const moodAnswered = pgTable(
  'mood_answered',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    employeeId: uuid('employee_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'mood_answered_pk', columns: [t.tenantId, t.employeeId, t.day] }),
    foreignKey({
      name: 'mood_answered_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
  ],
);
