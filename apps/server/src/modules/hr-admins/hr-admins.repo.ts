import { escapeLike } from '../../platform/db/like.ts';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { users } from '../auth/auth.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/** HR admins across tenants: runs in the platform context. The password hash is read only to say whether one is set. */
const columns = {
  id: users.id,
  tenantId: users.tenantId,
  account: tenants.account,
  tenantName: tenants.name,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  hrCode: users.hrCode,
  disabled: users.disabled,
  language: users.language,
  tenantLanguage: tenants.defaultLanguage,
  tenantStatus: tenants.status,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
};

const SORTS = {
  email: users.email,
  firstName: users.firstName,
  account: tenants.account,
  createdAt: users.createdAt,
  hrCode: users.hrCode,
} as const;
export type THrAdminSort = keyof typeof SORTS;
export const HR_ADMIN_SORTS = Object.keys(SORTS) as THrAdminSort[];

export async function listHrAdmins(
  db: TDb,
  q: { tenantId?: string; search?: string; sort: THrAdminSort; dir: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const like = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const conds: (SQL | undefined)[] = [
    eq(users.loginType, 'hr_admin'),
    q.tenantId ? eq(users.tenantId, q.tenantId) : undefined,
    like
      ? or(
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(users.hrCode, like),
          ilike(tenants.account, like),
          ilike(tenants.name, like),
        )
      : undefined,
  ];
  const where = and(...conds.filter(Boolean));
  const order = q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).innerJoin(tenants, eq(tenants.id, users.tenantId)).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findHrAdmin(db: TDb, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select(columns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, id), eq(users.loginType, 'hr_admin')))
    .limit(1);
  const rows = opts.lock ? await q.for('update', { of: users }) : await q;
  return rows[0];
}
export type THrAdminRow = NonNullable<Awaited<ReturnType<typeof findHrAdmin>>>;

/** The tenant's longest-standing active HR admin. */
export async function firstActiveHrAdmin(db: TDb, tenantId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginType, 'hr_admin'), eq(users.disabled, false)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return rows[0]?.id;
}

export async function emailTaken(db: TDb, tenantId: string, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

export async function hrCodeTaken(db: TDb, tenantId: string, hrCode: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.hrCode, hrCode)))
    .limit(1);
  return rows.length > 0;
}

export async function setDisabled(db: TDb, q: { tenantId: string; id: string; disabled: boolean }) {
  await db
    .update(users)
    .set({ disabled: q.disabled })
    .where(and(eq(users.tenantId, q.tenantId), eq(users.id, q.id)));
}
