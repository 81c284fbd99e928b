import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_IDLE_MS } from '@staffdesk/core/constants';
import type { TDb } from '../../platform/db/db.ts';
import { platformUsers, sessions, users } from '../auth/auth.tables.ts';

/** Whose account: a tenant user (tenantId set) or a platform user (super admin, super user). */
export type TOwner = { tenantId: string | null; userId: string };

export type TAccountRow = {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'km' | 'zh' | null;
  photoKey: string | null;
  photoType: string | null;
};

const columns = (t: typeof users | typeof platformUsers) => ({
  id: t.id,
  email: t.email,
  passwordHash: t.passwordHash,
  firstName: t.firstName,
  lastName: t.lastName,
  language: t.language,
  photoKey: t.photoKey,
  photoType: t.photoType,
});

/** The owner's row; locks it when `forUpdate` (a photo swap reads the old key and writes the new one). */
export async function findAccount(db: TDb, o: TOwner, forUpdate = false): Promise<TAccountRow | undefined> {
  const q = o.tenantId
    ? db
        .select(columns(users))
        .from(users)
        .where(and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId)))
    : db.select(columns(platformUsers)).from(platformUsers).where(eq(platformUsers.id, o.userId));
  const rows = await (forUpdate ? q.for('update') : q).limit(1);
  return rows[0];
}

export async function updateAccount(
  db: TDb,
  o: TOwner,
  set: Partial<Pick<TAccountRow, 'firstName' | 'lastName' | 'language' | 'photoKey' | 'photoType' | 'passwordHash'>>,
) {
  if (o.tenantId)
    await db
      .update(users)
      .set(set)
      .where(and(eq(users.tenantId, o.tenantId), eq(users.id, o.userId)));
  else await db.update(platformUsers).set(set).where(eq(platformUsers.id, o.userId));
}

/** Live sessions of the owner: not ended, not expired, not idle past SESSION_IDLE_MS. */
const live = (o: TOwner) =>
  and(
    eq(sessions.userId, o.userId),
    o.tenantId ? eq(sessions.tenantId, o.tenantId) : isNull(sessions.tenantId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
  );

export async function listSessions(db: TDb, o: TOwner) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      impersonatorName: sessions.impersonatorName,
    })
    .from(sessions)
    .where(live(o))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(200);
}

/** Ends one of the owner's live sessions; the ids ended (none when it is not theirs or already over). */
export async function endSession(db: TDb, o: TOwner, id: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(live(o), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends every live session of the owner but `keep`; the ids ended. */
export async function endOtherSessions(db: TDb, o: TOwner, keep: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, o.userId),
        o.tenantId ? eq(sessions.tenantId, o.tenantId) : isNull(sessions.tenantId),
        isNull(sessions.revokedAt),
        ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
