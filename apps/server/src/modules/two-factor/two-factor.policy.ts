import type { Database } from '../../platform/db/db.ts';
import * as repo from './two-factor.repo.ts';

/** Tenant login types a tenant's "require two-factor" applies to: its admins. */
const TENANT_ADMIN_TYPES = ['hr_admin', 'sub_admin'];

/**
 * Whether a user must have a second factor: tenant HR admins and sub admins when their tenant requires it,
 * platform staff (super admin, super users) when the platform does.
 */
export async function twoFactorRequired(
  database: Database,
  q: { tenant: { requireTwoFactor: boolean } | null; loginType: string | null },
): Promise<boolean> {
  if (q.tenant) return q.tenant.requireTwoFactor && TENANT_ADMIN_TYPES.includes(q.loginType ?? '');
  return database.anonymous((db) => repo.platformRequires(db));
}

/** Whether the user has a confirmed second factor (the password minimum is then 8, not 15). */
export async function hasSecondFactor(database: Database, userId: string): Promise<boolean> {
  const row = await database.anonymous((db) => repo.findTwoFactor(db, userId));
  return Boolean(row?.secret);
}
