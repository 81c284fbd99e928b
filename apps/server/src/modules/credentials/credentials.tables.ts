import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Single-use links: set a first password (72 h), reset a forgotten one (30 min), support sign-in as an HR admin
 * (60 s), the second step of a two-factor login (5 min). Only the SHA-256 of the token is kept. Platform-owned like sessions: a link is looked up before its
 * tenant is known. tenant_id is null for platform users.
 */
export const credentialTokens = pgTable(
  'credential_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: bytea('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['setPassword', 'reset', 'supportLogin', 'twoFactorLogin'] }).notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    /** who issued it: the console user (set-password, support sign-in); null when the user asked (reset) */
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credential_tokens_user').on(t.userId, t.purpose)],
);
