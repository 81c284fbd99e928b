import { bigint, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * Two-factor (TOTP) of platform and tenant users, one row per user. Platform-owned like sessions: the login
 * reads it before any tenant session exists, and a user id names one user across tenants (gen_random_uuid).
 * The secret is AES-256-GCM under the server key (platform/auth/secret-box.ts); recovery codes are SHA-256 hashes.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id').primaryKey(),
  tenantId: uuid('tenant_id').references(() => tenants.id),
  /** the confirmed secret; null until enabled */
  secret: text('secret'),
  /** a set-up not yet confirmed with a code */
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** the last 30-second step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2) */
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
