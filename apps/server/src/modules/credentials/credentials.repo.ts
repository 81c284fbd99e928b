import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { platformUsers, sessions, users } from '../auth/auth.tables.ts';
import { credentialTokens } from './credentials.tables.ts';

export type TTokenRow = typeof credentialTokens.$inferSelect;
export type TTokenPurpose = TTokenRow['purpose'];

export async function insertToken(db: TDb, t: typeof credentialTokens.$inferInsert) {
  await db.insert(credentialTokens).values(t);
}

/** A token that can still be used: right purpose, not used, not expired at `now`. */
export async function findUsableToken(db: TDb, tokenHash: Buffer, purposes: TTokenPurpose[], now: Date) {
  const rows = await db
    .select()
    .from(credentialTokens)
    .where(
      and(
        eq(credentialTokens.tokenHash, tokenHash),
        inArray(credentialTokens.purpose, purposes),
        isNull(credentialTokens.usedAt),
        gt(credentialTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses a token up, atomically: of two concurrent uses only one gets the row back. */
export async function consumeToken(
  db: TDb,
  tokenHash: Buffer,
  purposes: TTokenPurpose[],
  now: Date,
  tenantId?: string,
) {
  const rows = await db
    .update(credentialTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(credentialTokens.tokenHash, tokenHash),
        tenantId ? eq(credentialTokens.tenantId, tenantId) : undefined,
        inArray(credentialTokens.purpose, purposes),
        isNull(credentialTokens.usedAt),
        gt(credentialTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** Ends a user's outstanding links of these purposes (a new link replaces the old; a new password ends them all). */
export async function retireTokens(
  db: TDb,
  q: { tenantId: string | null; userId: string; purposes: TTokenPurpose[] },
  now: Date,
) {
  await db
    .update(credentialTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(credentialTokens.userId, q.userId),
        q.tenantId ? eq(credentialTokens.tenantId, q.tenantId) : isNull(credentialTokens.tenantId),
        inArray(credentialTokens.purpose, q.purposes),
        isNull(credentialTokens.usedAt),
      ),
    );
}

/** Ends every live session of a user. */
export async function revokeUserSessions(db: TDb, q: { tenantId: string | null; userId: string }) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, q.userId),
        q.tenantId ? eq(sessions.tenantId, q.tenantId) : isNull(sessions.tenantId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Ends every live session of a tenant's users (tenant suspended). */
export async function revokeTenantSessions(db: TDb, tenantId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
}

export async function setTenantUserPassword(db: TDb, q: { tenantId: string; userId: string; passwordHash: string }) {
  await db
    .update(users)
    .set({ passwordHash: q.passwordHash })
    .where(and(eq(users.tenantId, q.tenantId), eq(users.id, q.userId)));
}

export async function setPlatformUserPassword(db: TDb, q: { userId: string; passwordHash: string }) {
  await db.update(platformUsers).set({ passwordHash: q.passwordHash }).where(eq(platformUsers.id, q.userId));
}

export async function findPlatformUser(db: TDb, id: string) {
  const rows = await db.select().from(platformUsers).where(eq(platformUsers.id, id)).limit(1);
  return rows[0];
}
