import type { TNotification, TNotificationKind } from '@staffdesk/core/notifications';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { notifications as n } from '../../platform/notifications/notifications.tables.ts';
import type { TServices } from '../../platform/services.ts';

/**
 * The caller's own notifications. Tenant users read in their tenant (RLS), platform staff in the platform context
 * and only rows without a tenant; both only rows addressed to them. Reading one is the user's own state, not a
 * change of anyone's records: it is not audited.
 */
const run = <T>(s: TServices, auth: TAuth, fn: (db: TDb, mine: SQL) => Promise<T>) =>
  auth.tenantId
    ? s.database.tenant(auth, (db) => fn(db, eq(n.recipientId, auth.userId)))
    : s.database.platform(async (db) => fn(db, and(eq(n.recipientId, auth.userId), isNull(n.tenantId)) as SQL));

const present = (r: typeof n.$inferSelect): TNotification => ({
  id: r.id,
  kind: r.kind as TNotificationKind,
  params: r.params,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

export async function list(s: TServices, auth: TAuth, q: { page: number; pageSize: number; unread: boolean }) {
  return run(s, auth, async (db, mine) => {
    const where = q.unread ? and(mine, isNull(n.readAt)) : mine;
    const rows = await db
      .select()
      .from(n)
      .where(where)
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await db.select({ total: count() }).from(n).where(where);
    return { rows: rows.map(present), total: total?.total ?? 0, page: q.page, pageSize: q.pageSize };
  });
}

/** Unread notifications, of some kinds only when named (the top bar's leave and overtime counters). */
const ofKinds = (kinds?: readonly TNotificationKind[]) => (kinds?.length ? inArray(n.kind, [...kinds]) : undefined);

export async function unreadCount(s: TServices, auth: TAuth, kinds?: readonly TNotificationKind[]): Promise<number> {
  return run(s, auth, async (db, mine) => {
    const [r] = await db
      .select({ count: count() })
      .from(n)
      .where(and(mine, isNull(n.readAt), ofKinds(kinds)));
    return r?.count ?? 0;
  });
}

export async function markRead(s: TServices, auth: TAuth, id: string): Promise<TNotification> {
  return run(s, auth, async (db, mine) => {
    const [existing] = await db
      .select()
      .from(n)
      .where(and(mine, eq(n.id, id)));
    if (!existing) throw notFound();
    if (existing.readAt) return present(existing);
    const [r] = await db.update(n).set({ readAt: new Date() }).where(eq(n.id, id)).returning();
    return present(r ?? existing);
  });
}

export async function markAllRead(s: TServices, auth: TAuth, kinds?: readonly TNotificationKind[]): Promise<number> {
  return run(s, auth, async (db, mine) => {
    const r = await db
      .update(n)
      .set({ readAt: new Date() })
      .where(and(mine, isNull(n.readAt), ofKinds(kinds)))
      .returning({ id: n.id });
    return r.length;
  });
}
