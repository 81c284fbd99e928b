import { DENIAL_CODES, can, pageByKey, type TPrivilegeAction, type TPrivilegeFlags } from '@staffdesk/core/privileges';
import type { TLoginType } from '@staffdesk/core/auth';
import { AppError, notFound } from '../errors.ts';

/**
 * What a route requires. Every route declares one (a test fails on a route without):
 * - `public`: anyone;
 * - `session`: any logged-in user;
 * - `platform` / `platform:<flag>`: the platform super admin (with that admin flag);
 * - `tenant`: any user of a tenant;
 * - `role:<type>[,<type>]`: tenant users of those login types (self-service pages);
 * - `page:<privilege page>:<action>`: HR admins, and sub admins whose role grants the action;
 * - `page:<p>:<action>|page:<q>:<action>…`: any one of those (option lists serve several pages' forms).
 */
export type TAccess =
  | 'public'
  | 'session'
  | 'platform'
  | `platform:${string}`
  | 'tenant'
  | `role:${string}`
  | `page:${string}:${TPrivilegeAction}`;

export type TAuth = {
  sessionId: string;
  loginType: TLoginType;
  userId: string;
  userName: string;
  tenantId: string | null;
  account: string | null;
  features: Record<string, boolean>;
  /** the tenant's package (tenant users only) */
  package?: 'basic' | 'pro' | null;
  privileges: TPrivilegeFlags;
  adminFlags: string[];
  /** sub admins only: the organizations and departments their role covers; null means unrestricted */
  scope: { organizationIds: string[]; departmentIds: string[] } | null;
};

export type TDenial = { action: TPrivilegeAction; page?: string };

/** The 403 of a missing privilege, with the spec's message for the action. */
export const denial = (action: TPrivilegeAction, page?: string): AppError => {
  const d = DENIAL_CODES[action];
  return Object.assign(new AppError(403, d.code, d.message), { denial: { action, page } satisfies TDenial });
};

/** Checks an access declaration against a caller. Throws the answer the API gives: 403 or 404. */
export function authorize(access: TAccess, auth: TAuth): void {
  if (access === 'public' || access === 'session') return;
  const denied = (action: TPrivilegeAction, page?: string): never => {
    throw denial(action, page);
  };
  if (access === 'platform' || access.startsWith('platform:')) {
    if (auth.loginType !== 'super_admin') denied('view');
    const flag = access.split(':')[1];
    if (flag && !auth.adminFlags.includes(flag)) denied('view');
    return;
  }
  if (auth.loginType === 'super_admin' || !auth.tenantId) denied('view');
  if (access === 'tenant') return;
  if (access.startsWith('role:')) {
    if (!access.slice(5).split(',').includes(auth.loginType)) denied('view');
    return;
  }
  const alternatives = access.split('|').map((a) => {
    const [, page, action] = a.split(':') as [string, string, TPrivilegeAction];
    const def = pageByKey(page);
    if (!def) throw new AppError(500, 'internal', `unknown privilege page ${page}`);
    return { page, action, exists: !def.feature || !!auth.features[def.feature] };
  });
  if (alternatives.some((a) => a.exists && can(auth.privileges, a.page, a.action))) return;
  // a module the tenant has not enabled does not exist for it
  const first = alternatives.find((a) => a.exists);
  if (!first) throw notFound();
  denied(first.action, first.page);
}

/** Whether a sub admin's scope covers a record of this organization (and department, when given). */
export function inScope(auth: TAuth, organizationId: string | null, departmentId?: string | null): boolean {
  if (!auth.scope) return true;
  const { organizationIds, departmentIds } = auth.scope;
  if (organizationIds.length > 0 && (!organizationId || !organizationIds.includes(organizationId))) return false;
  if (
    departmentId !== undefined &&
    departmentIds.length > 0 &&
    (!departmentId || !departmentIds.includes(departmentId))
  )
    return false;
  return true;
}
