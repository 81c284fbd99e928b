import { accountPhotoPath } from '@staffdesk/core/account';
import { ADMIN_FLAGS, type TLoginType, type TSession } from '@staffdesk/core/auth';
import { SESSION_IDLE_MS } from '@staffdesk/core/constants';
import {
  fullFlags,
  roleFlags,
  NO_FLAGS,
  PRIVILEGE_PAGES,
  type TPrivilegeFlags,
  type TPageFlags,
  withoutPages,
} from '@staffdesk/core/privileges';
import { hiddenPagesOf } from '@staffdesk/core/sidebar-api';
import type { Database } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import * as repo from './auth.repo.ts';

/**
 * Sessions: a cookie resolved to its caller (kept for a few seconds, so a busy client costs one lookup per window
 * instead of one per request; this instance forgets a session at once on logout, preference change and dashboard
 * switch, another within SESSION_CACHE_MS), and the session the web reads.
 */

type TResolved = { auth: TAuth; lookup: repo.TSessionLookup };

/** Which cached sessions a change makes stale; {} = all of them. */
export type TSessionInvalidation = {
  userId?: string;
  tenantId?: string;
  roleId?: string;
  sessionId?: string;
  /** only what the session shows changed (language, theme, name, photo), not what it may do: open streams stay */
  shownOnly?: true;
};

/** The notify channel of session invalidations (platform/db/notify.ts). */
export const SESSIONS_CHANNEL = 'sessions_invalidate';

type TPublisher = { publish(channel: string, payload: unknown): Promise<void> };

/**
 * Resolved sessions for a few seconds (SESSION_CACHE_MS). A change to what a session carries — a role's privileges
 * or scope, a user disabled, a tenant suspended, a session ended, a password changed — invalidates the sessions it
 * touches on every instance at once: locally, and through PostgreSQL NOTIFY to the others (see connect()).
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: TResolved; until: number }>();
  private publisher: TPublisher | undefined;
  constructor(readonly ttlMs: number) {}
  /** Publishes this instance's invalidations to the others, and applies theirs. */
  async connect(
    notifier: TPublisher & {
      subscribe(channel: string, h: (p: unknown) => void): Promise<unknown>;
      onReconnect(h: () => void): void;
    },
  ) {
    this.publisher = notifier;
    await notifier.subscribe(SESSIONS_CHANNEL, (p) => this.drop((p ?? {}) as TSessionInvalidation));
    // invalidations sent while the listener was away are lost: forget everything instead
    notifier.onReconnect(() => this.entries.clear());
  }
  get(key: string): TResolved | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }
  set(key: string, value: TResolved) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
  /** Drops the matching sessions here and on every other instance. */
  async invalidate(what: TSessionInvalidation): Promise<void> {
    this.drop(what);
    await this.publisher?.publish(SESSIONS_CHANNEL, what);
  }
  /** Forgets one session (by its cookie) here and everywhere: it ended or changed (`shownOnly`: see the type). */
  forget(token: string | undefined, shownOnly?: true) {
    if (!token) return;
    const e = this.entries.get(token);
    this.entries.delete(token);
    if (e) void this.invalidate({ sessionId: e.value.auth.sessionId, shownOnly }).catch(() => undefined);
  }
  /** Forgets every session, on every instance: after a change that many sessions see (a tenant suspended, its features changed). */
  clear() {
    void this.invalidate({}).catch(() => undefined);
  }
  private drop(w: TSessionInvalidation) {
    const all = !w.userId && !w.tenantId && !w.roleId && !w.sessionId;
    if (all) return this.entries.clear();
    for (const [key, { value }] of this.entries) {
      const { auth, lookup } = value;
      const hit =
        (w.sessionId && auth.sessionId === w.sessionId) ||
        (w.userId && auth.userId === w.userId) ||
        (w.tenantId && auth.tenantId === w.tenantId) ||
        (w.roleId && (lookup.role?.id === w.roleId || lookup.user.role_id === w.roleId));
      if (hit) this.entries.delete(key);
    }
  }
}

/** Resolves a session cookie to the caller; null when missing, revoked, idle too long or expired. */
export async function resolveSession(
  database: Database,
  token: string | undefined,
  cache?: SessionCache,
): Promise<TResolved | null> {
  if (!token || token.length > 200) return null;
  // keyed by the cookie itself: it lives only in this process's memory, like the request carrying it, and a hit
  // then costs no SHA-256 (the database keeps only the hash)
  const cached = cache?.get(token);
  if (cached) return cached;
  const resolved = await lookupFresh(database, hashToken(token));
  if (resolved) cache?.set(token, resolved);
  return resolved;
}

async function lookupFresh(database: Database, hash: Buffer): Promise<TResolved | null> {
  const lookup = await database.single((db) => repo.lookupSession(db, hash));
  if (!lookup?.user || lookup.user.disabled) return null;
  if (lookup.tenant && lookup.tenant.status !== 'active') return null;
  const lastSeen = new Date(lookup.session.last_seen_at).getTime();
  const now = Date.now();
  if (now - lastSeen > SESSION_IDLE_MS) {
    await database.single((db) => repo.revokeSession(db, lookup.session.id));
    return null;
  }
  // keep the idle clock without writing on every request
  if (now - lastSeen > 60_000) await database.single((db) => repo.touchSession(db, lookup.session.id));
  return { auth: authFromLookup(lookup), lookup };
}

/** A tenant user's access as if they had signed in now; null when they or their tenant may not sign in. */
export async function authOfUser(database: Database, tenantId: string, userId: string): Promise<TResolved | null> {
  const lookup = await database.platform((db) => repo.lookupTenantUser(db, tenantId, userId));
  if (!lookup?.user || lookup.user.disabled || lookup.tenant?.status !== 'active') return null;
  return { auth: authFromLookup(lookup), lookup };
}

export function authFromLookup(l: repo.TSessionLookup): TAuth {
  const loginType = l.session.login_type as TLoginType;
  const features = l.tenant?.features ?? {};
  let privileges: TPrivilegeFlags = {};
  if (loginType === 'hr_admin') privileges = fullFlags(features);
  if (loginType === 'sub_admin') privileges = roleFlags(l.role?.privileges ?? {}, features);
  privileges = withoutPages(privileges, hiddenPagesOf(l.tenant));
  const isPlatform = loginType === 'super_admin';
  return {
    sessionId: l.session.id,
    loginType,
    userId: l.user.id,
    userName: `${l.user.first_name} ${l.user.last_name}`.trim(),
    tenantId: l.session.tenant_id,
    account: l.tenant?.account ?? null,
    features,
    package: l.tenant?.package ?? null,
    privileges,
    // the platform super admin holds every admin flag; super users hold the ones given to them
    adminFlags: isPlatform ? (l.user.is_super_user ? (l.user.admin_flags ?? []) : [...ADMIN_FLAGS]) : [],
    scope:
      loginType === 'sub_admin' && l.role
        ? { organizationIds: l.role.organization_ids ?? [], departmentIds: l.role.department_ids ?? [] }
        : null,
  };
}

export function canSwitchTo(l: repo.TSessionLookup): TLoginType[] {
  const current = l.session.login_type;
  if (l.user.login_type === 'sub_admin' && l.user.is_employee) return current === 'emp' ? ['sub_admin'] : ['emp'];
  return [];
}

const admin = (t: string) => t === 'hr_admin' || t === 'sub_admin';

/**
 * The payroll privilege flag (2: an HR admin, every payroll item; 1: a sub admin with the payroll process page; 0:
 * none) and its three approval parts from `/settingspayrollPrivilege` — without a row, an HR admin has all three and a
 * sub admin none. An employee's session (a sub admin switched to the employee dashboard) has none.
 */
export function payrollPartsOf(loginType: string, row: repo.TSessionLookup['payroll'], processPage: boolean) {
  const hr = loginType === 'hr_admin';
  const on = (part: boolean | undefined) => admin(loginType) && (row ? part === true : hr);
  return {
    flag: hr ? 2 : loginType === 'sub_admin' && processPage ? 1 : 0,
    approvePayroll: on(row?.approve_payroll),
    approvePaid: on(row?.approve_paid),
    payrollLine: on(row?.payroll_line),
  };
}

/** The session values of spec section 3 and the caller's privilege flags. */
export function buildSession(l: repo.TSessionLookup, auth: TAuth): TSession {
  const u = l.user;
  const t = l.tenant;
  const privileges: Record<string, TPageFlags> = {};
  for (const [k, v] of Object.entries(auth.privileges)) privileges[k] = { ...NO_FLAGS, ...v };
  const pages = PRIVILEGE_PAGES.filter((p) => privileges[p.key]?.view).map((p) => p.key as string);
  return {
    loginType: auth.loginType,
    loginId: u.id,
    userName: auth.userName,
    userType: auth.loginType,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    package: t?.package ?? null,
    roleModules: pages,
    manageApp: auth.loginType === 'super_admin' && auth.adminFlags.includes('settings'),
    managePromotions:
      auth.loginType === 'super_admin' ? auth.adminFlags.includes('promotions') : !!t?.features.promotions,
    companyName: t?.name ?? null,
    departmentHead: !!u.department_head,
    isSubAdmin: u.login_type === 'sub_admin',
    subAdminRoles: l.role ? [l.role.name] : [],
    isSuperUser: !!u.is_super_user,
    hrAdminRoles: auth.loginType === 'hr_admin' ? pages : [],
    adminFlags: auth.adminFlags,
    translator: t?.translator ?? 'custom',
    language: u.language ?? t?.default_language ?? 'en',
    languageChosen: u.language != null,
    payrollPrivilege: payrollPartsOf(auth.loginType, l.payroll, privileges.payrollProcess?.view === true),
    payrollOrganizationId:
      (admin(auth.loginType) ? l.payroll?.organization_id : null) ?? auth.scope?.organizationIds[0] ?? null,
    customMode: t?.custom_mode ?? false,
    timeMachine: t?.time_machine ?? false,
    account: t?.account ?? null,
    features: t?.features ?? {},
    privileges,
    canSwitchTo: canSwitchTo(l),
    preferences: {
      theme: u.preferences?.theme ?? null,
      sidebarSide: u.preferences?.sidebarSide ?? 'left',
      sidebarOpen: u.preferences?.sidebarOpen ?? true,
      mailKinds: u.preferences?.mailKinds ?? [],
    },
    supportSignIn: l.session.impersonator_name ? { name: l.session.impersonator_name } : null,
    photoUrl: u.photo_key ? accountPhotoPath(u.photo_key) : null,
    twoFactorSetup: Boolean(l.session.two_factor_setup),
  };
}

const sessionJsonCache = new WeakMap<repo.TSessionLookup, string>();

/** The session values as JSON, built once per resolved (and cached) session: the hot path of every page load. */
export function sessionJson(l: repo.TSessionLookup, auth: TAuth): string {
  let json = sessionJsonCache.get(l);
  if (!json) {
    json = JSON.stringify(buildSession(l, auth));
    sessionJsonCache.set(l, json);
  }
  return json;
}
