import { escapeLike } from '../../platform/db/like.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { subAdminRoles, users } from '../auth/auth.tables.ts';

export type TRoleRow = typeof subAdminRoles.$inferSelect;

const userCount = sql<number>`(select count(*)::int from users u where u.tenant_id = "sub_admin_roles"."tenant_id" and u.role_id = "sub_admin_roles"."id")`;

const SORTS = {
  name: sql`lower(${subAdminRoles.name})`,
  createdAt: subAdminRoles.createdAt,
  deletedAt: subAdminRoles.deletedAt,
} as const;
export type TRoleSort = keyof typeof SORTS;
export const ROLE_SORTS = Object.keys(SORTS) as TRoleSort[];

type TRoleListQuery = {
  tenantId: string;
  search?: string;
  sort: TRoleSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  deleted: boolean;
  all?: boolean;
};

function roleWhere(q: TRoleListQuery) {
  const conds: (SQL | undefined)[] = [
    eq(subAdminRoles.tenantId, q.tenantId),
    q.deleted ? isNotNull(subAdminRoles.deletedAt) : isNull(subAdminRoles.deletedAt),
    q.search ? ilike(subAdminRoles.name, `%${escapeLike(q.search)}%`) : undefined,
  ];
  return and(...conds.filter(Boolean));
}

const roleOrder = (q: TRoleListQuery) => (q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]));

export async function listRoles(db: TDb, q: TRoleListQuery) {
  const where = roleWhere(q);
  const base = db
    .select({ role: subAdminRoles, users: userCount })
    .from(subAdminRoles)
    .where(where)
    .orderBy(roleOrder(q), asc(subAdminRoles.id));
  const rows = await base.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const total = (await db.select({ n: count() }).from(subAdminRoles).where(where))[0]?.n ?? 0;
  return { rows, total };
}

/** Every matching role's name, flags and user count as one query, for a cursor (the export). */
export function rolesExportQuery(q: TRoleListQuery) {
  return new PgDialect().sqlToQuery(
    sql`select ${subAdminRoles.name} as name, ${subAdminRoles.privileges} as privileges, ${userCount} as users
        from ${subAdminRoles} where ${roleWhere(q)} order by ${roleOrder(q)}, ${subAdminRoles.id}`,
  );
}

export async function getRole(db: TDb, q: { tenantId: string; id: string; deleted?: boolean; lock?: boolean }) {
  const live =
    q.deleted === undefined
      ? undefined
      : q.deleted
        ? isNotNull(subAdminRoles.deletedAt)
        : isNull(subAdminRoles.deletedAt);
  const base = db
    .select({ role: subAdminRoles, users: userCount })
    .from(subAdminRoles)
    .where(and(eq(subAdminRoles.tenantId, q.tenantId), eq(subAdminRoles.id, q.id), live))
    .limit(1);
  const rows = q.lock ? await base.for('update') : await base;
  return rows[0];
}

export async function insertRole(db: TDb, r: typeof subAdminRoles.$inferInsert) {
  const rows = await db.insert(subAdminRoles).values(r).returning({ id: subAdminRoles.id });
  return rows[0]!.id;
}

export async function updateRole(
  db: TDb,
  q: { tenantId: string; id: string },
  patch: Partial<typeof subAdminRoles.$inferInsert>,
) {
  await db
    .update(subAdminRoles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(subAdminRoles.tenantId, q.tenantId), eq(subAdminRoles.id, q.id)));
}

export async function countRoleUsers(db: TDb, q: { tenantId: string; id: string }) {
  const rows = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.tenantId, q.tenantId), eq(users.roleId, q.id)));
  return rows[0]?.n ?? 0;
}

export async function roleOptions(db: TDb, tenantId: string) {
  return db
    .select({ id: subAdminRoles.id, label: subAdminRoles.name })
    .from(subAdminRoles)
    .where(and(eq(subAdminRoles.tenantId, tenantId), isNull(subAdminRoles.deletedAt)))
    .orderBy(asc(sql`lower(${subAdminRoles.name})`))
    .limit(1000);
}

/** Of these ids, the ones naming live records of the tenant in a settings table (organizations, departments). */
export async function liveIds(db: TDb, table: string, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // sql.param: one array parameter (a bare JS array in a sql template expands into a list)
  const r = await db.execute<{ id: string }>(
    sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[]) and deleted_at is null`,
  );
  return r.rows.map((x) => x.id);
}
