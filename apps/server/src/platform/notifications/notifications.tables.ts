import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Per-user notifications (the bell): one row per recipient. tenant_id is null for platform staff's (super admin,
 * super users), whose ids are platform_users'; a tenant's rows are its users'. RLS shows a tenant its own rows
 * and the platform context all, like job_runs; queries also name the recipient.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id'),
    recipientId: uuid('recipient_id').notNull(),
    /** what happened, a message key of the web's `notifications` catalogue: e.g. `careerApplicant` */
    kind: text('kind').notNull(),
    /** the message's values (names, titles): text the user sees, never a secret */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    /** the web path the notification opens */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** the recipient chose to have this kind mailed too: the minute job `notifications.mail` sends it */
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (t) => [
    index('notifications_recipient').on(t.recipientId, t.createdAt),
    index('notifications_unread').on(t.recipientId).where(sql`read_at is null`),
    index('notifications_created').on(t.createdAt),
    index('notifications_mail_pending').on(t.createdAt).where(sql`mail_pending`),
  ],
);
