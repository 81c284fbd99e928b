import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../../modules/tenants/tenants.tables.ts';

/** The last number of each tenant's series and year (letters, shop orders, incidents): platform/db/series.ts. */
export const seriesNumbers = pgTable(
  'series_numbers',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ name: 'series_numbers_pk', columns: [t.tenantId, t.series, t.year] })],
);
