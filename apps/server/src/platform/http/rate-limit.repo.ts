import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { TDb } from '../db/db.ts';
import { rateLimits } from './rate-limit.tables.ts';

export type THits = { key: string; windowMs: number; n: number };
/** A key's count in its current window, and the milliseconds left of that window (by PostgreSQL's clock). */
export type TWindowCount = { key: string; count: number; leftMs: number };

const ended = sql`${rateLimits.expiresAt} <= now()`;
const leftMs = sql<number>`greatest(0, extract(epoch from ${rateLimits.expiresAt} - now()) * 1000)::float8`;

/**
 * Adds hits (one per key at most) in one atomic statement: a key whose window has ended starts a new one.
 * Returns each key's count after it, everyone's hits included.
 */
export async function addHits(db: TDb, hits: readonly THits[]): Promise<TWindowCount[]> {
  if (!hits.length) return [];
  return db
    .insert(rateLimits)
    .values(
      hits.map((h) => ({
        key: h.key,
        windowStart: sql`now()`,
        count: h.n,
        expiresAt: sql`now() + ${h.windowMs} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, leftMs });
}

/** A key's count in its current window (0 when none is running). */
export async function countOf(db: TDb, key: string): Promise<TWindowCount> {
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, leftMs })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, sql`now()`)));
  return rows[0] ?? { key, count: 0, leftMs: 0 };
}

/** Drops windows that have ended (through the expires_at index). */
export async function deleteExpired(db: TDb): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, sql`now()`));
}
