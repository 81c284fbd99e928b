import { escapeLike } from '../../platform/db/like.ts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { platformUsers } from '../auth/auth.tables.ts';

export type TSuperUserRow = typeof platformUsers.$inferSelect;

const SORTS = {
  email: platformUsers.email,
  firstName: platformUsers.firstName,
  createdAt: platformUsers.createdAt,
} as const;
export type TSuperUserSort = keyof typeof SORTS;
export const SUPER_USER_SORTS = Object.keys(SORTS) as TSuperUserSort[];

/** Super users only: the platform's own super admin is not managed here. */
export async function listSuperUsers(
  db: TDb,
  q: { search?: string; sort: TSuperUserSort; dir: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const like = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const conds: (SQL | undefined)[] = [
    eq(platformUsers.isSuperUser, true),
    like
      ? or(ilike(platformUsers.email, like), ilike(platformUsers.firstName, like), ilike(platformUsers.lastName, like))
      : undefined,
  ];
  const where = and(...conds.filter(Boolean));
  const order = q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(platformUsers)
      .where(where)
      .orderBy(order, asc(platformUsers.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(platformUsers).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findSuperUser(db: TDb, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(platformUsers)
    .where(and(eq(platformUsers.id, id), eq(platformUsers.isSuperUser, true)))
    .limit(1);
  const rows = opts.lock ? await q.for('update') : await q;
  return rows[0];
}

export async function emailTaken(db: TDb, email: string) {
  const rows = await db
    .select({ id: platformUsers.id })
    .from(platformUsers)
    .where(eq(platformUsers.email, email))
    .limit(1);
  return rows.length > 0;
}

export async function updateSuperUser(
  db: TDb,
  id: string,
  patch: Partial<Pick<TSuperUserRow, 'firstName' | 'lastName' | 'adminFlags' | 'language' | 'disabled'>>,
) {
  await db
    .update(platformUsers)
    .set(patch)
    .where(and(eq(platformUsers.id, id), eq(platformUsers.isSuperUser, true)));
}
