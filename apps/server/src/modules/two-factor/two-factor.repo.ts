import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { sessions } from '../auth/auth.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { platformSettings } from '../platform-settings/platform-settings.tables.ts';
import { twoFactor } from './two-factor.tables.ts';

export type TTwoFactorRow = typeof twoFactor.$inferSelect;

export async function findTwoFactor(db: TDb, userId: string): Promise<TTwoFactorRow | undefined> {
  const rows = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return rows[0];
}

/** Keeps a set-up waiting for its first code; an enabled secret stays until the new one is confirmed. */
export async function savePending(db: TDb, q: { userId: string; tenantId: string | null; pendingSecret: string }) {
  await db
    .insert(twoFactor)
    .values({ userId: q.userId, tenantId: q.tenantId, pendingSecret: q.pendingSecret })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingSecret: q.pendingSecret, updatedAt: sql`now()` } });
}

/** Confirms the pending secret, if it is still the one the code was checked against. */
export async function enable(
  db: TDb,
  q: { userId: string; pendingSecret: string; step: number; recoveryCodes: string[] },
) {
  const rows = await db
    .update(twoFactor)
    .set({
      secret: q.pendingSecret,
      pendingSecret: null,
      enabledAt: sql`now()`,
      lastStep: q.step,
      recoveryCodes: q.recoveryCodes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(twoFactor.userId, q.userId), eq(twoFactor.pendingSecret, q.pendingSecret)))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

export async function remove(db: TDb, userId: string) {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

/** Records an accepted step, atomically: of two logins with the same code, only one moves it forward. */
export async function useStep(db: TDb, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step, updatedAt: sql`now()` })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Uses one recovery code up, atomically (jsonb `-` removes it; `?` finds it). */
export async function useRecoveryCode(db: TDb, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ recoveryCodes: sql`${twoFactor.recoveryCodes} - ${codeHash}::text`, updatedAt: sql`now()` })
    .where(and(eq(twoFactor.userId, userId), sql`${twoFactor.recoveryCodes} ? ${codeHash}::text`))
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

export async function setRecoveryCodes(db: TDb, userId: string, recoveryCodes: string[]) {
  await db.update(twoFactor).set({ recoveryCodes, updatedAt: sql`now()` }).where(eq(twoFactor.userId, userId));
}

/** Lifts the enrol-first limit from the user's sessions once they have a second factor. */
export async function clearSetupSessions(db: TDb, userId: string) {
  await db
    .update(sessions)
    .set({ twoFactorSetup: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetup, true)));
}

export async function platformRequires(db: TDb): Promise<boolean> {
  const rows = await db
    .select({ r: platformSettings.requireTwoFactor })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return rows[0]?.r ?? false;
}

export async function setPlatformRequires(db: TDb, required: boolean) {
  await db
    .insert(platformSettings)
    .values({ id: 1, requireTwoFactor: required })
    .onConflictDoUpdate({ target: platformSettings.id, set: { requireTwoFactor: required, updatedAt: sql`now()` } });
}

export async function setTenantRequires(db: TDb, tenantId: string, required: boolean) {
  await db.update(tenants).set({ requireTwoFactor: required }).where(eq(tenants.id, tenantId));
}
