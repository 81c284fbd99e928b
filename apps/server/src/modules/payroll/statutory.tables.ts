import { sql } from 'drizzle-orm';
import { date, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * A tenant's own version of a statutory scheme's figures (issue 14, decision 0034): EPF, SOCSO, EIS, PCB or
 * Cambodia's tax and NSSF, in force from `effective_from`. It replaces the platform's version of the same day, and
 * sits between the others by its day; removing it brings the platform's back.
 */
export const statutoryVersions = pgTable(
  'statutory_versions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull().default(sql`gen_random_uuid()`),
    scheme: text('scheme').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    source: text('source').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'statutory_versions_pk', columns: [t.tenantId, t.id] }),
    uniqueIndex('statutory_versions_day_uq').on(t.tenantId, t.scheme, t.effectiveFrom),
  ],
);
