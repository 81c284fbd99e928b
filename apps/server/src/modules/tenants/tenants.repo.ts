import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { tenants } from './tenants.tables.ts';

export type TTenantRow = typeof tenants.$inferSelect;

export async function findTenantByAccount(db: TDb, account: string) {
  const rows = await db.select().from(tenants).where(eq(tenants.account, account)).limit(1);
  return rows[0];
}

export async function findTenantById(db: TDb, id: string) {
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows[0];
}

/** A tenant with its user and HR admin counts (platform context). */
export async function tenantDetail(db: TDb, id: string) {
  const rows = await db
    .select({
      tenant: tenants,
      users: sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id")`,
      hrAdmins: sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id" and u.login_type = 'hr_admin' and not u.disabled)`,
    })
    .from(tenants)
    .where(eq(tenants.id, id))
    .limit(1);
  return rows[0];
}

export async function lockTenant(db: TDb, id: string) {
  const rows = await db.select().from(tenants).where(eq(tenants.id, id)).for('update').limit(1);
  return rows[0];
}

export async function updateTenant(
  db: TDb,
  id: string,
  patch: Partial<Pick<TTenantRow, 'status' | 'package' | 'features' | 'categoryId' | 'subcategoryId'>>,
) {
  await db.update(tenants).set(patch).where(eq(tenants.id, id));
}

// spelled out: drizzle leaves column names unqualified in a subquery, which would bind "id" to users.id
const userCount = sql<number>`(select count(*)::int from users u where u.tenant_id = "tenants"."id")`;

const SORTS = {
  account: tenants.account,
  name: tenants.name,
  package: tenants.package,
  status: tenants.status,
  users: userCount,
  createdAt: tenants.createdAt,
} as const;
export type TTenantSort = keyof typeof SORTS;
export const TENANT_SORTS = Object.keys(SORTS) as TTenantSort[];

/** Tenants with their user counts; runs in the platform context (counts cross tenants). */
export async function listTenants(
  db: TDb,
  q: { search?: string; categoryId?: string; sort: TTenantSort; dir: 'asc' | 'desc'; page: number; pageSize: number },
) {
  const where = and(
    q.search ? or(ilike(tenants.account, `%${q.search}%`), ilike(tenants.name, `%${q.search}%`)) : undefined,
    // a category names its tenants and its sub categories' tenants; a sub category its own
    q.categoryId ? or(eq(tenants.categoryId, q.categoryId), eq(tenants.subcategoryId, q.categoryId)) : undefined,
  );
  const order = q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]);
  const [rows, total] = await Promise.all([
    db
      .select({ tenant: tenants, users: userCount })
      .from(tenants)
      .where(where)
      .orderBy(order, asc(tenants.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(tenants).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertTenant(db: TDb, t: typeof tenants.$inferInsert) {
  const rows = await db.insert(tenants).values(t).returning();
  return rows[0]!;
}

export async function countTenants(db: TDb) {
  const r = await db.select({ n: count() }).from(tenants);
  return r[0]?.n ?? 0;
}
