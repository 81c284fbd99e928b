import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
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
 * Evaluations (issue 18, decision 0043): templates of weighted criteria on a rating scale, cycles that evaluate an
 * organization's employees against one, a review per employee with a self and a reviewer answer, completed by HR.
 */
export const evaluationTemplates = pgTable(
  'evaluation_templates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description'),
    scale: integer('scale').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_templates_pk', columns: [t.tenantId, t.id] }),
    check('evaluation_templates_scale_ck', sql`${t.scale} between 3 and 10`),
  ],
);

export const evaluationCriteria = pgTable(
  'evaluation_criteria',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    templateId: uuid('template_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    weight: integer('weight').notNull(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_criteria_pk', columns: [t.tenantId, t.id] }),
    check('evaluation_criteria_weight_ck', sql`${t.weight} between 1 and 100`),
    foreignKey({
      name: 'evaluation_criteria_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [evaluationTemplates.tenantId, evaluationTemplates.id],
    }).onDelete('cascade'),
    index('evaluation_criteria_template_ix').on(t.tenantId, t.templateId, t.position),
  ],
);

/** A cycle of an organization (a scoped sub admin sees their organizations' cycles); departments none: all. */
export const evaluationCycles = pgTable(
  'evaluation_cycles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    templateId: uuid('template_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    departmentIds: uuid('department_ids').array().notNull().default(sql`'{}'::uuid[]`),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    dueOn: date('due_on').notNull(),
    selfReview: boolean('self_review').notNull().default(true),
    status: text('status').notNull().default('open'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_cycles_pk', columns: [t.tenantId, t.id] }),
    check('evaluation_cycles_status_ck', sql`${t.status} in ('open', 'closed')`),
    check('evaluation_cycles_period_ck', sql`${t.periodTo} >= ${t.periodFrom}`),
    foreignKey({
      name: 'evaluation_cycles_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [evaluationTemplates.tenantId, evaluationTemplates.id],
    }),
    foreignKey({
      name: 'evaluation_cycles_organization_fk',
      columns: [t.tenantId, t.organizationId],
      foreignColumns: [organizations.tenantId, organizations.id],
    }),
    index('evaluation_cycles_org_ix').on(t.tenantId, t.organizationId, t.createdAt),
  ],
);

/** An employee's review in a cycle (in a scoped sub admin's reach when the employee is); reviewer null: HR. */
export const evaluationReviews = pgTable(
  'evaluation_reviews',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    cycleId: uuid('cycle_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    reviewerId: uuid('reviewer_id'),
    finalScore: numeric('final_score', { precision: 4, scale: 1 }),
    finalComment: text('final_comment'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByName: text('completed_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_reviews_pk', columns: [t.tenantId, t.id] }),
    check('evaluation_reviews_self_ck', sql`${t.reviewerId} is distinct from ${t.employeeId}`),
    check('evaluation_reviews_completed_ck', sql`(${t.completedAt} is null) = (${t.finalScore} is null)`),
    foreignKey({
      name: 'evaluation_reviews_cycle_fk',
      columns: [t.tenantId, t.cycleId],
      foreignColumns: [evaluationCycles.tenantId, evaluationCycles.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'evaluation_reviews_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'evaluation_reviews_reviewer_fk',
      columns: [t.tenantId, t.reviewerId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    uniqueIndex('evaluation_reviews_uq').on(t.tenantId, t.cycleId, t.employeeId),
    index('evaluation_reviews_employee_ix').on(t.tenantId, t.employeeId),
    index('evaluation_reviews_reviewer_ix').on(t.tenantId, t.reviewerId),
  ],
);

/** A review's self or reviewer answer: ratings by criterion id, a comment; a draft until submitted. */
export const evaluationAnswers = pgTable(
  'evaluation_answers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    reviewId: uuid('review_id').notNull(),
    part: text('part').notNull(),
    ratings: jsonb('ratings').notNull().default(sql`'{}'::jsonb`),
    comment: text('comment'),
    score: numeric('score', { precision: 4, scale: 1 }),
    answeredBy: uuid('answered_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'evaluation_answers_pk', columns: [t.tenantId, t.reviewId, t.part] }),
    check('evaluation_answers_part_ck', sql`${t.part} in ('self', 'manager')`),
    foreignKey({
      name: 'evaluation_answers_review_fk',
      columns: [t.tenantId, t.reviewId],
      foreignColumns: [evaluationReviews.tenantId, evaluationReviews.id],
    }).onDelete('cascade'),
  ],
);
