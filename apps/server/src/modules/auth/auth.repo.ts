import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { loginFailures, platformUsers, sessions, subAdminRoles, users } from './auth.tables.ts';

export type TUserRow = typeof users.$inferSelect;
export type TPlatformUserRow = typeof platformUsers.$inferSelect;
export type TRoleRow = typeof subAdminRoles.$inferSelect;

export async function findTenantUserByEmail(db: TDb, q: { tenantId: string; email: string }) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, q.tenantId), eq(users.email, q.email)))
    .limit(1);
  return rows[0];
}

const tenantUserById = prepared('auth_tenant_user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.id, sql.placeholder('id'))))
    .limit(1),
);

export async function findTenantUser(db: TDb, q: { tenantId: string; id: string }) {
  const rows = await tenantUserById(db).execute(q);
  return rows[0];
}

export async function findPlatformUserByEmail(db: TDb, email: string) {
  const rows = await db.select().from(platformUsers).where(eq(platformUsers.email, email)).limit(1);
  return rows[0];
}

export async function updateTenantUserPrefs(
  db: TDb,
  q: { tenantId: string; id: string; language?: 'en' | 'km' | 'zh'; preferences: TUserRow['preferences'] },
) {
  await db
    .update(users)
    .set({ preferences: q.preferences, ...(q.language ? { language: q.language } : {}) })
    .where(and(eq(users.tenantId, q.tenantId), eq(users.id, q.id)));
}

export async function updatePlatformUserPrefs(
  db: TDb,
  q: { id: string; language?: 'en' | 'km' | 'zh'; preferences: TPlatformUserRow['preferences'] },
) {
  await db
    .update(platformUsers)
    .set({ preferences: q.preferences, ...(q.language ? { language: q.language } : {}) })
    .where(eq(platformUsers.id, q.id));
}

export async function insertSession(
  db: TDb,
  s: {
    tokenHash: Buffer;
    tenantId: string | null;
    userId: string;
    loginType: string;
    expiresAt: Date;
    ip?: string;
    userAgent?: string;
    impersonatorId?: string;
    impersonatorName?: string;
    twoFactorSetup?: boolean;
  },
) {
  const rows = await db.insert(sessions).values(s).returning({ id: sessions.id });
  return rows[0]!.id;
}

/** The session, tenant, user and role behind a token hash, in one round trip (see migration 0001). */
export async function lookupSession(db: TDb, tokenHash: Buffer): Promise<TSessionLookup | null> {
  const r = await db.execute<{ r: TSessionLookup | null }>(sql`select staffdesk_session(${tokenHash}) as r`);
  return r.rows[0]?.r ?? null;
}

/**
 * A tenant user as a session lookup would return them, for work done on their behalf without a session (a
 * scheduled mail built as its recipient): the session part names no real session.
 */
export async function lookupTenantUser(db: TDb, tenantId: string, userId: string): Promise<TSessionLookup | null> {
  const r = await db.execute<{ r: TSessionLookup }>(sql`
    select jsonb_build_object(
             'session', jsonb_build_object('id', 'on-behalf', 'tenant_id', t.id, 'user_id', u.id,
                                           'login_type', u.login_type),
             'tenant', to_jsonb(t),
             'user', to_jsonb(u) - 'password_hash',
             'role', to_jsonb(ro),
             'payroll', to_jsonb(pp)) as r
      from tenants t
      join users u on u.tenant_id = t.id and u.id = ${userId}
      left join sub_admin_roles ro on ro.tenant_id = u.tenant_id and ro.id = u.role_id and ro.deleted_at is null
      left join payroll_privileges pp on pp.tenant_id = u.tenant_id and pp.user_id = u.id
     where t.id = ${tenantId}`);
  return r.rows[0]?.r ?? null;
}

export type TSessionLookup = {
  session: {
    id: string;
    tenant_id: string | null;
    user_id: string;
    login_type: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    /** set when platform support opened the session (support link) */
    impersonator_id?: string | null;
    impersonator_name?: string | null;
    /** the session may only enrol a second factor (it is required and the user has none) */
    two_factor_setup?: boolean;
  };
  tenant?: {
    id: string;
    account: string;
    name: string;
    status: 'active' | 'suspended';
    default_language: 'en' | 'km' | 'zh';
    features: Record<string, boolean>;
    package: 'basic' | 'pro';
    custom_mode: boolean;
    hidden_pages?: string[];
    time_machine: boolean;
    translator: 'machine' | 'custom';
    require_two_factor?: boolean;
  };
  user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    login_type?: string;
    role_id?: string | null;
    is_employee?: boolean;
    department_head?: boolean;
    department?: string | null;
    position?: string | null;
    photo_url?: string | null;
    photo_key?: string | null;
    is_super_user?: boolean;
    admin_flags?: string[];
    language: 'en' | 'km' | 'zh' | null;
    preferences: { theme?: string; sidebarSide?: 'left' | 'right'; sidebarOpen?: boolean; mailKinds?: string[] };
    disabled: boolean;
  };
  role?: {
    id: string;
    name: string;
    privileges: Record<string, Record<string, boolean>>;
    organization_ids: string[];
    department_ids: string[];
  } | null;
  /** the login's payroll privilege row, when HR set one */
  payroll?: {
    organization_id: string | null;
    approve_payroll: boolean;
    approve_paid: boolean;
    payroll_line: boolean;
  } | null;
};

export async function touchSession(db: TDb, id: string) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function setSessionLoginType(db: TDb, id: string, loginType: string) {
  await db.update(sessions).set({ loginType }).where(eq(sessions.id, id));
}

export async function revokeSession(db: TDb, id: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, id));
}

export async function recentFailures(db: TDb, key: string, since: Date) {
  return db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
    .orderBy(loginFailures.at);
}

export async function recordFailure(db: TDb, key: string) {
  await db.insert(loginFailures).values({ key });
}

export async function clearFailures(db: TDb, key: string, before: Date) {
  await db.delete(loginFailures).where(and(eq(loginFailures.key, key)));
  await db.delete(loginFailures).where(lt(loginFailures.at, before));
}

export async function insertPlatformUser(db: TDb, u: typeof platformUsers.$inferInsert) {
  const rows = await db.insert(platformUsers).values(u).returning();
  return rows[0]!;
}

export async function insertRole(db: TDb, r: typeof subAdminRoles.$inferInsert) {
  const rows = await db.insert(subAdminRoles).values(r).returning();
  return rows[0]!;
}

export async function insertUser(db: TDb, u: typeof users.$inferInsert) {
  const rows = await db.insert(users).values(u).returning();
  return rows[0]!;
}

export async function countPlatformUsers(db: TDb) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(platformUsers);
  return rows[0]?.n ?? 0;
}
