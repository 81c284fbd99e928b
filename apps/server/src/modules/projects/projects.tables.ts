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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { organizations, projectGroups } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Projects (issue 18, decision 0042) of an organization (a scoped sub admin sees their organizations' projects, by
 * the organization scope rule), filed under a project group, led by an employee. Completion is computed from the
 * tasks, never stored.
 */
export const projects = pgTable(
  'projects',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    groupId: uuid('group_id'),
    name: text('name').notNull(),
    description: text('description'),
    headId: uuid('head_id').notNull(),
    priority: text('priority').notNull(),
    weight: integer('weight').notNull().default(1),
    value: numeric('value', { precision: 14, scale: 2 }),
    startOn: date('start_on').notNull(),
    dueOn: date('due_on').notNull(),
    status: text('status').notNull().default('inProgress'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'projects_pk', columns: [t.tenantId, t.id] }),
    check('projects_status_ck', sql`${t.status} in ('inProgress', 'completed')`),
    check('projects_priority_ck', sql`${t.priority} in ('low', 'moderate', 'high', 'veryHigh')`),
    check('projects_weight_ck', sql`${t.weight} between 1 and 100`),
    check('projects_dates_ck', sql`${t.dueOn} >= ${t.startOn}`),
    check('projects_completed_ck', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    foreignKey({
      name: 'projects_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    foreignKey({
      name: 'projects_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [projectGroups.tenantId, projectGroups.id],
    }),
    foreignKey({
      name: 'projects_head_fk',
      columns: [t.tenantId, t.headId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('projects_organization_ix').on(t.tenantId, t.organizationId),
    index('projects_head_ix').on(t.tenantId, t.headId),
    index('projects_group_ix').on(t.tenantId, t.groupId),
  ],
);

/** A project's members: the employees who see it and may be given its tasks. */
export const projectMembers = pgTable(
  'project_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    projectId: uuid('project_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_members_pk', columns: [t.tenantId, t.projectId, t.employeeId] }),
    foreignKey({
      name: 'project_members_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'project_members_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('project_members_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

/** A project's tasks: one assignee each, on the board's columns (todo, inProgress, review, completed). */
export const projectTasks = pgTable(
  'project_tasks',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    assigneeId: uuid('assignee_id').notNull(),
    priority: text('priority').notNull(),
    weight: integer('weight').notNull().default(1),
    dueOn: date('due_on'),
    status: text('status').notNull().default('todo'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_tasks_pk', columns: [t.tenantId, t.id] }),
    check('project_tasks_status_ck', sql`${t.status} in ('todo', 'inProgress', 'review', 'completed')`),
    check('project_tasks_priority_ck', sql`${t.priority} in ('low', 'moderate', 'high', 'veryHigh')`),
    check('project_tasks_weight_ck', sql`${t.weight} between 1 and 100`),
    check('project_tasks_completed_ck', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    // a project with tasks is not deleted (spec: 'Task Presnt in this Project so cant be deleted')
    foreignKey({
      name: 'project_tasks_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }),
    foreignKey({
      name: 'project_tasks_assignee_fk',
      columns: [t.tenantId, t.assigneeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('project_tasks_project_ix').on(t.tenantId, t.projectId, t.status),
    index('project_tasks_assignee_ix').on(t.tenantId, t.assigneeId, t.status),
  ],
);

/** Time an employee spent on a task on a day. A task with logs is not deleted (spec: 'Logs Present in this Task…'). */
export const taskLogs = pgTable(
  'task_logs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    taskId: uuid('task_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    workedOn: date('worked_on').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'task_logs_pk', columns: [t.tenantId, t.id] }),
    check('task_logs_minutes_ck', sql`${t.minutes} between 1 and 1440`),
    foreignKey({
      name: 'task_logs_task_fk',
      columns: [t.tenantId, t.taskId],
      foreignColumns: [projectTasks.tenantId, projectTasks.id],
    }),
    foreignKey({
      name: 'task_logs_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('task_logs_task_ix').on(t.tenantId, t.taskId, t.workedOn),
    index('task_logs_employee_ix').on(t.tenantId, t.employeeId, t.workedOn),
  ],
);

/** A task's attachments (PDFs and pictures, checked by content) in the file store. */
export const taskFiles = pgTable(
  'task_files',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    taskId: uuid('task_id').notNull(),
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'task_files_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'task_files_task_fk',
      columns: [t.tenantId, t.taskId],
      foreignColumns: [projectTasks.tenantId, projectTasks.id],
    }).onDelete('cascade'),
    index('task_files_task_ix').on(t.tenantId, t.taskId),
  ],
);
