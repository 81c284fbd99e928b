import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TTenantDefaults } from '@staffdesk/core/platform-settings-api';

/** Platform-wide settings: one row (id 1). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** super admins and super users must sign in with a second factor */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** what a new tenant's first organization starts with (issue 20, spec 6 "organization"); empty: the built-in ones */
    tenantDefaults: jsonb('tenant_defaults').$type<Partial<TTenantDefaults>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The business categories a company picks at sign-up and the console filters tenants by (spec 6 "category, sub
 * category"): a category has no parent, a sub category one category. Platform-owned, named in the three languages.
 */
export const businessCategories = pgTable(
  'business_categories',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    parentId: uuid('parent_id').references((): AnyPgColumn => businessCategories.id),
    nameEn: text('name_en').notNull(),
    nameKm: text('name_km').notNull(),
    nameZh: text('name_zh').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_categories_parent').on(t.parentId)],
);
