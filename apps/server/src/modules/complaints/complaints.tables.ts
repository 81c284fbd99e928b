import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables.ts';
import { complaintTypes } from '../resources/resources.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Comments and complaints (issue 15, spec `/employeescomplaints/listing`). A named one keeps its author
 * (`author_id`, an employee) with their organization and department, so a scoped sub admin sees it exactly when the
 * author is in scope. An anonymous one keeps no author: only `author_key`, a keyed hash of the tenant and the
 * employee under the server's secret (kept outside the database), which lets the author find their own and no one
 * work back to them from the rows; its department is not kept (a small department would name them) and its time
 * is kept to the hour.
 */
export const complaints = pgTable(
  'complaints',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    typeId: uuid('type_id'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    anonymous: boolean('anonymous').notNull(),
    authorId: uuid('author_id'),
    authorKey: text('author_key'),
    organizationId: uuid('organization_id').notNull(),
    departmentId: uuid('department_id'),
    status: text('status').notNull().default('open'),
    response: text('response'),
    respondedByName: text('responded_by_name'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    score: integer('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'complaints_pk', columns: [t.tenantId, t.id] }),
    check('complaints_status_ck', sql`${t.status} in ('open', 'answered', 'closed')`),
    check('complaints_score_ck', sql`${t.score} is null or ${t.score} between 1 and 5`),
    check(
      'complaints_author_ck',
      sql`(${t.anonymous} and ${t.authorId} is null and ${t.departmentId} is null and ${t.authorKey} is not null)
          or (not ${t.anonymous} and ${t.authorId} is not null and ${t.authorKey} is null)`,
    ),
    foreignKey({
      name: 'complaints_type_fk',
      columns: [t.tenantId, t.typeId],
      foreignColumns: [complaintTypes.tenantId, complaintTypes.id],
    }),
    foreignKey({
      name: 'complaints_author_fk',
      columns: [t.tenantId, t.authorId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    index('complaints_status_ix').on(t.tenantId, t.status, t.createdAt),
    index('complaints_author_ix').on(t.tenantId, t.authorId),
    index('complaints_key_ix').on(t.tenantId, t.authorKey),
  ],
);
