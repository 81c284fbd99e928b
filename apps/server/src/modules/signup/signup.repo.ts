import { escapeLike } from '../../platform/db/like.ts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { TDb } from '../../platform/db/db.ts';
import { tenants } from '../tenants/tenants.tables.ts';
import { signupMails, signupRequests } from './signup.tables.ts';

export type TSignupRow = typeof signupRequests.$inferSelect;
export type TSignupMailRow = typeof signupMails.$inferSelect;

export async function insertRequest(db: TDb, r: typeof signupRequests.$inferInsert) {
  const rows = await db.insert(signupRequests).values(r).returning();
  return rows[0]!;
}

/** A pending or approved request with this email (a rejected one frees it). */
export async function openRequestWithEmail(db: TDb, email: string) {
  const rows = await db
    .select({ id: signupRequests.id })
    .from(signupRequests)
    .where(
      and(
        sql`lower(${signupRequests.email}) = ${email.toLowerCase()}`,
        inArray(signupRequests.status, ['pending', 'approved']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether an account name is taken: by a tenant, or held by a pending request. */
export async function accountNameTaken(db: TDb, account: string) {
  const r = await db.execute<{ taken: boolean }>(
    sql`select exists (select 1 from tenants where account = ${account})
            or exists (select 1 from signup_requests where account_name = ${account} and status = 'pending') as taken`,
  );
  return r.rows[0]?.taken === true;
}

const SORTS = {
  name: signupRequests.name,
  organization: signupRequests.organization,
  email: signupRequests.email,
  accountName: signupRequests.accountName,
  status: signupRequests.status,
  createdAt: signupRequests.createdAt,
} as const;
export type TSignupSort = keyof typeof SORTS;
export const SIGNUP_SORTS = Object.keys(SORTS) as TSignupSort[];

export type TSignupListQuery = {
  status?: TSignupRow['status'];
  search?: string;
  sort: TSignupSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

function requestsWhere(q: TSignupListQuery) {
  const like = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const conds: (SQL | undefined)[] = [
    q.status ? eq(signupRequests.status, q.status) : undefined,
    like
      ? or(
          ilike(signupRequests.name, like),
          ilike(signupRequests.organization, like),
          ilike(signupRequests.email, like),
          ilike(signupRequests.accountName, like),
          ilike(signupRequests.mobileNo, like),
          ilike(signupRequests.city, like),
          ilike(signupRequests.country, like),
        )
      : undefined,
  ];
  return and(...conds.filter(Boolean));
}

const requestsOrder = (q: TSignupListQuery) =>
  [q.dir === 'asc' ? asc(SORTS[q.sort]) : desc(SORTS[q.sort]), asc(signupRequests.id)] as const;

export async function listRequests(db: TDb, q: TSignupListQuery) {
  const where = requestsWhere(q);
  const rows = await db
    .select()
    .from(signupRequests)
    .where(where)
    .orderBy(...requestsOrder(q))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = (await db.select({ n: count() }).from(signupRequests).where(where))[0]?.n ?? 0;
  return { rows, total };
}

/** Every matching request as one query, for a cursor (the export); its rows are snake_case (camelRow). */
export function requestsQuery(q: TSignupListQuery) {
  return new QueryBuilder()
    .select()
    .from(signupRequests)
    .where(requestsWhere(q))
    .orderBy(...requestsOrder(q))
    .toSQL();
}

export async function getRequest(db: TDb, id: string, opts: { lock?: boolean } = {}) {
  const q = db.select().from(signupRequests).where(eq(signupRequests.id, id)).limit(1);
  const rows = opts.lock ? await q.for('update') : await q;
  return rows[0];
}

export async function approvedTenant(db: TDb, tenantId: string) {
  const rows = await db
    .select({ id: tenants.id, account: tenants.account, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return rows[0];
}

export async function updateRequest(db: TDb, id: string, patch: Partial<typeof signupRequests.$inferInsert>) {
  await db.update(signupRequests).set(patch).where(eq(signupRequests.id, id));
}

export async function insertMail(db: TDb, m: typeof signupMails.$inferInsert) {
  const rows = await db.insert(signupMails).values(m).returning();
  return rows[0]!;
}

export async function setMailStatus(db: TDb, id: string, status: TSignupMailRow['status']) {
  await db.update(signupMails).set({ status }).where(eq(signupMails.id, id));
}

export async function listMails(db: TDb, requestId: string) {
  return db
    .select()
    .from(signupMails)
    .where(eq(signupMails.requestId, requestId))
    .orderBy(asc(signupMails.createdAt), asc(signupMails.id));
}

/** Who hears of a new sign-up request: the super admin and super users with the sign-up flag, if enabled. */
export async function signupWatchers(db: TDb): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select id from platform_users where not disabled and (not is_super_user or admin_flags ? 'signup')`,
  );
  return rows.rows.map((r) => r.id);
}
