import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Translation overrides (issue 20, decision 0047): a text of the shipped catalogues (a UI label or a mail text,
 * namespace `mail`) changed by the platform for every tenant, or by one tenant for its users. The shipped
 * catalogues stay the fallback; a tenant's text wins over the platform's.
 */
const columns = {
  language: text('language').notNull(),
  namespace: text('namespace').notNull(),
  key: text('key').notNull(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedByName: text('updated_by_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const translationOverrides = pgTable(
  'translation_overrides',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    ...columns,
  },
  (t) => [
    primaryKey({ name: 'translation_overrides_pk', columns: [t.tenantId, t.language, t.namespace, t.key] }),
    check('translation_overrides_language_ck', sql`${t.language} in ('en', 'km', 'zh')`),
  ],
);

export const platformTranslations = pgTable('platform_translations', columns, (t) => [
  primaryKey({ name: 'platform_translations_pk', columns: [t.language, t.namespace, t.key] }),
  check('platform_translations_language_ck', sql`${t.language} in ('en', 'km', 'zh')`),
]);
