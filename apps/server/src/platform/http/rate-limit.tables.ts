import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of every per-IP or per-address limit (platform/http/rate-limit.ts), shared by all app instances
 * and kept across restarts. One row per key: a window starts at the key's first hit and lasts the limit's length;
 * a hit after it starts a new window. A platform table: keys name a limit and a client, never tenant data.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** the limit's name and its key, e.g. `reset-ip|203.0.113.9` */
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** the window's end: rows past it count for nothing and are deleted now and then */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at').on(t.expiresAt)],
);
