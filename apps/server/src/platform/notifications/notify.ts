import type { TNotification, TNotificationKind } from '@staffdesk/core/notifications';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';
import { notifications } from './notifications.tables.ts';

/** The notify channel that carries new notifications to every instance's open streams. */
export const NOTIFICATIONS_CHANNEL = 'notifications_new';

/** What travels on the channel: one notification and whom it is for (ids stay under PostgreSQL's 8 kB payload). */
export type TNotificationMessage = {
  tenantId: string | null;
  recipients: Array<{ userId: string; id: string }>;
} & Omit<TNotification, 'id' | 'readAt'>;

/** About 90 bytes a recipient: 60 of them and the message's values stay well under the limit. */
const RECIPIENTS_PER_MESSAGE = 60;
const MAX_PARAM = 200;

/**
 * Stores a notification for each recipient (tenant users, or platform staff when tenantId is null) in the caller's
 * transaction, and tells every instance once it commits (NOTIFY is transactional): nothing is pushed for a change
 * that rolled back.
 */
export async function notifyUsers(
  db: TDb,
  tenantId: string | null,
  recipientIds: string[],
  notice: { kind: TNotificationKind; params: Record<string, string | number>; link: string | null },
): Promise<void> {
  const unique = [...new Set(recipientIds)];
  if (unique.length === 0) return;
  const params = Object.fromEntries(
    Object.entries(notice.params).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, MAX_PARAM) : v]),
  );
  notice = { ...notice, params };
  const rows = await db
    .insert(notifications)
    .values(unique.map((recipientId) => ({ tenantId, recipientId, ...notice })))
    .returning({ id: notifications.id, userId: notifications.recipientId, createdAt: notifications.createdAt });
  // those who chose to have this kind mailed too (tenant users with an address): the minute job mails them
  if (tenantId)
    await db.execute(sql`
      update notifications n set mail_pending = true
        from users u
       where n.id = any(${sql.param(rows.map((r) => r.id))}::uuid[]) and u.tenant_id = ${tenantId}
         and u.id = n.recipient_id and u.email is not null and not u.disabled
         and coalesce(u.preferences -> 'mailKinds', '[]'::jsonb) ? ${notice.kind}`);
  for (let i = 0; i < rows.length; i += RECIPIENTS_PER_MESSAGE) {
    const batch = rows.slice(i, i + RECIPIENTS_PER_MESSAGE);
    const message: TNotificationMessage = {
      tenantId,
      recipients: batch.map(({ id, userId }) => ({ id, userId })),
      ...notice,
      createdAt: (batch[0]?.createdAt ?? new Date()).toISOString(),
    };
    await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(message)})`);
  }
}
