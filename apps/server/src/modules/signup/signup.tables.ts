import { sql } from 'drizzle-orm';
import { businessCategories } from '../platform-settings/platform-settings.tables.ts';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Public sign-up requests (spec section 3). Platform-owned: they exist before any tenant. An open request
 * (pending or approved) holds its email; a pending one holds its account name (an approved one's is the tenant's).
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email').notNull(),
    position: text('position').notNull(),
    website: text('website').notNull(),
    reference: text('reference').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    accountName: text('account_name').notNull(),
    /** the requester's language: their mails are written in it, and it becomes the tenant's default */
    language: text('language', { enum: ['en', 'km', 'zh'] })
      .notNull()
      .default('en'),
    /** the business category and sub category the company picked (spec 6), if any */
    categoryId: uuid('category_id').references(() => businessCategories.id),
    subcategoryId: uuid('subcategory_id').references(() => businessCategories.id),
    /** the personal ID document, in the file store (platform/files) */
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    documentSize: integer('document_size'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    approvedTenantId: uuid('approved_tenant_id').references(() => tenants.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signup_requests_open_email').on(sql`lower(${t.email})`).where(sql`status in ('pending', 'approved')`),
    uniqueIndex('signup_requests_pending_account').on(t.accountName).where(sql`status = 'pending'`),
    index('signup_requests_status_created').on(t.status, t.createdAt),
  ],
);

/** The mails of a request: the automatic ones and the console's messages ("the thread is kept"). */
export const signupMails = pgTable(
  'signup_mails',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signupRequests.id),
    kind: text('kind', { enum: ['received', 'message', 'approved', 'rejected'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    sentBy: uuid('sent_by'),
    sentByName: text('sent_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('signup_mails_request').on(t.requestId, t.createdAt)],
);
