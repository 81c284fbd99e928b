import { NOTIFICATION_EVENTS, type TNotification } from '@staffdesk/core/notifications';
import type { Notifier } from '../../platform/db/notify.ts';
import { NOTIFICATIONS_CHANNEL, type TNotificationMessage } from '../../platform/notifications/notify.ts';
import { SESSIONS_CHANNEL, type TSessionInvalidation } from '../auth/session.service.ts';

/** One open event stream: whose it is, and how to write to it. */
export type TStream = {
  tenantId: string | null;
  userId: string;
  sessionId: string;
  roleId: string | null;
  send(event: string, data: unknown): void;
  close(): void;
};

const keyOf = (tenantId: string | null, userId: string) => `${tenantId ?? 'platform'}:${userId}`;

/**
 * This instance's open notification streams. A notification raised on any instance arrives on the notify channel
 * and is written to its recipients' streams here. A stream whose session may have ended (logout, password change,
 * suspension, role change — the session invalidations) is closed: the browser reconnects and the guard decides
 * again. When the listening connection was lost, messages may have been missed: every stream is told to resync.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<TStream>>();

  async connect(notifier: Notifier): Promise<void> {
    await notifier.subscribe(NOTIFICATIONS_CHANNEL, (m) => this.deliver(m as TNotificationMessage));
    await notifier.subscribe(SESSIONS_CHANNEL, (w) => this.invalidate((w ?? {}) as TSessionInvalidation));
    notifier.onReconnect(() => {
      for (const set of this.streams.values()) for (const s of set) s.send(NOTIFICATION_EVENTS.resync, {});
    });
  }

  add(stream: TStream): () => void {
    const key = keyOf(stream.tenantId, stream.userId);
    const set = this.streams.get(key) ?? new Set<TStream>();
    this.streams.set(key, set);
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(key);
    };
  }

  /** How many streams are open (tests, health). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  private deliver(m: TNotificationMessage) {
    if (!m || !Array.isArray(m.recipients)) return;
    for (const { userId, id } of m.recipients) {
      const set = this.streams.get(keyOf(m.tenantId, userId));
      if (!set) continue;
      const n: TNotification = {
        id,
        kind: m.kind,
        params: m.params,
        link: m.link,
        createdAt: m.createdAt,
        readAt: null,
      };
      for (const s of set) s.send(NOTIFICATION_EVENTS.notification, n);
    }
  }

  private invalidate(w: TSessionInvalidation) {
    // a new language or name changes no one's access: closing would drop what is raised before the page reconnects
    if (w.shownOnly) return;
    const all = !w.userId && !w.tenantId && !w.roleId && !w.sessionId;
    for (const set of this.streams.values()) {
      for (const s of set) {
        const hit =
          all ||
          s.sessionId === w.sessionId ||
          s.userId === w.userId ||
          (w.tenantId !== undefined && s.tenantId === w.tenantId) ||
          (w.roleId !== undefined && s.roleId === w.roleId);
        if (hit) s.close();
      }
    }
  }

  /** Ends every stream (the app is closing: open streams would hold the server's close forever). */
  closeAll(): void {
    for (const set of this.streams.values()) for (const s of set) s.close();
  }
}
