import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One bulk import (platform/imports): the rows checked at upload, kept until the user confirms, then written by a
 * job in one transaction. A tenant table under RLS.
 */
export const imports = pgTable(
  'imports',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    /** the import's declaration, e.g. `holidays` */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    /** previewed (rows checked, waiting for Import) → queued → done | failed */
    state: text('state').$type<'previewed' | 'queued' | 'done' | 'failed'>().notNull().default('previewed'),
    totalRows: integer('total_rows').notNull(),
    /** the checked values of every row, ready to insert */
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    /** what was wrong, by row and column (codes, translated on the page) */
    errors: jsonb('errors').$type<unknown[]>().notNull(),
    jobId: uuid('job_id'),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('imports_tenant_created').on(t.tenantId, t.createdAt)],
);
