import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { activityEvaluations, activityStatuses, activityTypes } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Activities (issue 18, decision 0042): what an employee did on a day — a type, a status, HR's evaluation, how long
 * and notes. Scoped by the employee (a scoped sub admin sees their employees' activities).
 */
export const activities = pgTable(
  'activities',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    employeeId: uuid('employee_id').notNull(),
    typeId: uuid('type_id').notNull(),
    statusId: uuid('status_id').notNull(),
    evaluationId: uuid('evaluation_id'),
    doneOn: date('done_on').notNull(),
    minutes: integer('minutes').notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'activities_pk', columns: [t.tenantId, t.id] }),
    check('activities_minutes_ck', sql`${t.minutes} between 1 and 1440`),
    foreignKey({
      name: 'activities_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'activities_type_fk',
      columns: [t.tenantId, t.typeId],
      foreignColumns: [activityTypes.tenantId, activityTypes.id],
    }),
    foreignKey({
      name: 'activities_status_fk',
      columns: [t.tenantId, t.statusId],
      foreignColumns: [activityStatuses.tenantId, activityStatuses.id],
    }),
    foreignKey({
      name: 'activities_evaluation_fk',
      columns: [t.tenantId, t.evaluationId],
      foreignColumns: [activityEvaluations.tenantId, activityEvaluations.id],
    }),
    index('activities_employee_ix').on(t.tenantId, t.employeeId, t.doneOn),
    index('activities_day_ix').on(t.tenantId, t.doneOn),
  ],
);

/**
 * KPI targets: a monthly target (`type`: so many activities of one type in a month) or a summary target (`summary`:
 * so many of any type), each with a goal and its valuation % in the month's KPI. One per employee, month and type.
 */
export const activityTargets = pgTable(
  'activity_targets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    employeeId: uuid('employee_id').notNull(),
    month: text('month').notNull(),
    typeId: uuid('type_id'),
    target: integer('target').notNull(),
    goal: text('goal'),
    valuation: integer('valuation').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'activity_targets_pk', columns: [t.tenantId, t.id] }),
    check('activity_targets_kind_ck', sql`${t.kind} in ('type', 'summary')`),
    check('activity_targets_type_ck', sql`(${t.kind} = 'type') = (${t.typeId} is not null)`),
    check('activity_targets_month_ck', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('activity_targets_target_ck', sql`${t.target} between 1 and 10000`),
    check('activity_targets_valuation_ck', sql`${t.valuation} between 1 and 100`),
    foreignKey({
      name: 'activity_targets_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'activity_targets_type_fk',
      columns: [t.tenantId, t.typeId],
      foreignColumns: [activityTypes.tenantId, activityTypes.id],
    }),
    uniqueIndex('activity_targets_uq').on(
      t.tenantId,
      t.employeeId,
      t.month,
      sql`coalesce(${t.typeId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('activity_targets_month_ix').on(t.tenantId, t.month, t.kind),
  ],
);
