import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessCategories } from '../platform-settings/platform-settings.tables.ts';
import type { TPublicPages, TSignInSettings } from '@staffdesk/core/branding-api';

/** Platform-owned: one row per company. Not under RLS (it is what RLS keys on). */
export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  account: text('account').notNull().unique(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  defaultLanguage: text('default_language', { enum: ['en', 'km', 'zh'] })
    .notNull()
    .default('en'),
  features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
  package: text('package', { enum: ['basic', 'pro'] })
    .notNull()
    .default('basic'),
  customMode: boolean('custom_mode').notNull().default(false),
  /** the privilege pages switched off for everyone while custom mode is on (issue 20, spec 2.3) */
  hiddenPages: jsonb('hidden_pages').$type<string[]>().notNull().default([]),
  timeMachine: boolean('time_machine').notNull().default(false),
  translator: text('translator', { enum: ['machine', 'custom'] })
    .notNull()
    .default('custom'),
  /** HR admins and sub admins must sign in with a second factor (issue 9) */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** what employees may change on their own record (Update Profile, issue 11) */
  selfEditFields: jsonb('self_edit_fields').$type<string[]>().notNull().default(['mobile', 'address']),
  /** days a visitor's personal data (contact, photo, document) is kept after the visit (issue 17) */
  visitorRetentionDays: integer('visitor_retention_days').notNull().default(90),
  /** the public pages the tenant offers (issue 20, spec 2.2 local flags): a switched-off one answers as unknown */
  publicPages: jsonb('public_pages')
    .$type<TPublicPages>()
    .notNull()
    .default({ signup: true, forget: true, scan: true, leave: true, ot: true }),
  /** the tenant's own sign-in page (`/{account}/SignInCustom`): colour, welcome texts, logo and background files */
  signIn: jsonb('sign_in').$type<TSignInSettings>().notNull().default({}),
  /** the business category and sub category (spec 6), picked at sign-up or by the console */
  categoryId: uuid('category_id').references(() => businessCategories.id),
  subcategoryId: uuid('subcategory_id').references(() => businessCategories.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
