import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { courseTypes } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Training (issue 18, decision 0044): courses of a course type, their ordered chapters (topics as rich text, video
 * links, one attachment), assignments of a course to employees with a due date, and the chapters each has done.
 */
export const courses = pgTable(
  'courses',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    typeId: uuid('type_id').notNull(),
    description: text('description'),
    status: text('status').notNull().default('draft'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'courses_pk', columns: [t.tenantId, t.id] }),
    check('courses_status_ck', sql`${t.status} in ('draft', 'published')`),
    foreignKey({
      name: 'courses_type_fk',
      columns: [t.tenantId, t.typeId],
      foreignColumns: [courseTypes.tenantId, courseTypes.id],
    }),
  ],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    courseId: uuid('course_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    topics: jsonb('topics').notNull().default(sql`'[]'::jsonb`),
    videoUrls: text('video_urls').array().notNull().default(sql`'{}'::text[]`),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'course_chapters_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'course_chapters_course_fk',
      columns: [t.tenantId, t.courseId],
      foreignColumns: [courses.tenantId, courses.id],
    }).onDelete('cascade'),
    index('course_chapters_course_ix').on(t.tenantId, t.courseId, t.position),
  ],
);

/** A course given to an employee (in a scoped sub admin's reach when the employee is). */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    courseId: uuid('course_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    dueOn: date('due_on').notNull(),
    assignedBy: uuid('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'course_assignments_pk', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'course_assignments_course_fk',
      columns: [t.tenantId, t.courseId],
      foreignColumns: [courses.tenantId, courses.id],
    }),
    foreignKey({
      name: 'course_assignments_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    uniqueIndex('course_assignments_uq').on(t.tenantId, t.courseId, t.employeeId),
    index('course_assignments_employee_ix').on(t.tenantId, t.employeeId),
  ],
);

export const chapterProgress = pgTable(
  'chapter_progress',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    assignmentId: uuid('assignment_id').notNull(),
    chapterId: uuid('chapter_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chapter_progress_pk', columns: [t.tenantId, t.assignmentId, t.chapterId] }),
    foreignKey({
      name: 'chapter_progress_assignment_fk',
      columns: [t.tenantId, t.assignmentId],
      foreignColumns: [courseAssignments.tenantId, courseAssignments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'chapter_progress_chapter_fk',
      columns: [t.tenantId, t.chapterId],
      foreignColumns: [courseChapters.tenantId, courseChapters.id],
    }).onDelete('cascade'),
  ],
);
