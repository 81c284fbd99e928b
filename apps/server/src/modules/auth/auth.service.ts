import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountPhotoPath } from '@staffdesk/core/account';
import { ADMIN_FLAGS, type TLoginType, type TPreferences, type TSession } from '@staffdesk/core/auth';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@staffdesk/core/constants';
import { homePath } from '@staffdesk/core/menu';
import { TWO_FACTOR_CHALLENGE_MS } from '@staffdesk/core/two-factor';
import { LOGIN_ERRORS, ERRORS, type TLoginErrorCode } from '@staffdesk/core/messages';
import {
  fullFlags,
  roleFlags,
  NO_FLAGS,
  PRIVILEGE_PAGES,
  type TPrivilegeFlags,
  type TPageFlags,
} from '@staffdesk/core/privileges';
import { audit } from '../../platform/audit/audit.ts';
import type { Database } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { dummyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { findTenantByAccount } from '../tenants/tenants.repo.ts';
import { insertToken } from '../credentials/credentials.repo.ts';
import { hasSecondFactor, twoFactorRequired } from '../two-factor/two-factor.policy.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './auth.repo.ts';
import { checkLoginIp, recordLoginIpFailure } from './login-ip-limit.ts';

const loginError = (status: number, code: TLoginErrorCode) => new AppError(status, code, LOGIN_ERRORS[code]);

const ZEmail = z.email();

export type TLoginResult = { token: string; session: TSession; home: string };
/** A right password for a user with a second factor: no session yet, the second step names this challenge. */
export type TLoginChallenge = { twoFactor: { challenge: string; expiresAt: string } };

type TLoginTenant = NonNullable<Awaited<ReturnType<typeof findTenantByAccount>>>;
export type TLoginUser = repo.TUserRow | repo.TPlatformUserRow;

/** The key failed logins are counted under: the account and the address. */
export const throttleKey = (account: string | null, email: string) => `${account ?? ''}|${email}`;

/** Refuses with 429 while the key has too many recent failures (shared by the password and the code step). */
export async function checkThrottle(database: Database, key: string): Promise<void> {
  const now = Date.now();
  const failures = await database.anonymous((db) => repo.recentFailures(db, key, new Date(now - LOGIN_WINDOW_MS)));
  if (failures.length >= LOGIN_MAX_FAILURES) {
    const oldest = failures[failures.length - LOGIN_MAX_FAILURES]!.at.getTime();
    const retry = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
    throw new AppError(429, 'tooManyAttempts', ERRORS.tooManyAttempts, undefined, { 'retry-after': String(retry) });
  }
}

/** Counts a failed login (wrong password or wrong second-factor code) and audits it. */
export async function recordFailedLogin(
  database: Database,
  q: { key: string; tenantId: string | null; userId: string | null; email: string; step?: 'twoFactor' },
  req: FastifyRequest,
): Promise<void> {
  await database.anonymous((db) => repo.recordFailure(db, q.key));
  await recordLoginIpFailure(req);
  await audit(
    database,
    {
      tenantId: q.tenantId,
      action: 'login.failed',
      entity: 'user',
      entityId: q.userId,
      after: { email: q.email, ...(q.step ? { step: q.step } : {}) },
    },
    req,
  );
}

/** Logs a user in; throws the spec's login codes. Throttles per account+email in the database. */
export async function login(
  s: TServices,
  input: { account?: string; email?: string; password?: string },
  req: FastifyRequest,
): Promise<TLoginResult | TLoginChallenge> {
  const email = (input.email ?? '').trim().toLowerCase();
  const password = input.password ?? '';
  if (!email) throw loginError(400, 2);
  if (!password) throw loginError(400, 3);
  if (!ZEmail.safeParse(email).success) throw loginError(400, 6);
  const account = input.account?.trim().toLowerCase() || null;

  const tenant = account ? await s.database.anonymous((db) => findTenantByAccount(db, account)) : null;
  if (account && !tenant) throw appError(404, 'accountNotFound');

  const key = throttleKey(account, email);
  await checkThrottle(s.database, key);
  await checkLoginIp(req);

  const user = tenant
    ? await s.database.tenant(tenant.id, (db) => repo.findTenantUserByEmail(db, { tenantId: tenant.id, email }))
    : await s.database.anonymous((db) => repo.findPlatformUserByEmail(db, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok) {
    await recordFailedLogin(s.database, { key, tenantId: tenant?.id ?? null, userId: user?.id ?? null, email }, req);
    throw loginError(401, 4);
  }
  await refuseDisabled(s.database, { tenant: tenant ?? null, user, email }, req);

  // the second factor, when the user has one: no session until the code step
  if (await hasSecondFactor(s.database, user.id))
    return twoFactorChallenge(s.database, { tenant: tenant ?? null, user }, req);
  const loginType = 'loginType' in user ? user.loginType : null;
  const twoFactorSetup = await twoFactorRequired(s.database, { tenant: tenant ?? null, loginType });
  return startSession(s.database, { tenant: tenant ?? null, user, key, twoFactorSetup }, req);
}

/** Refuses a disabled user or a suspended tenant (after the password, so it tells nothing to a guesser). */
export async function refuseDisabled(
  database: Database,
  q: { tenant: { id: string; status: string } | null; user: { id: string; disabled: boolean }; email: string },
  req: FastifyRequest,
): Promise<void> {
  if (!q.user.disabled && q.tenant?.status !== 'suspended') return;
  await audit(
    database,
    {
      tenantId: q.tenant?.id ?? null,
      action: 'login.refused',
      entity: 'user',
      entityId: q.user.id,
      after: { email: q.email },
    },
    req,
  );
  throw loginError(403, 7);
}

async function twoFactorChallenge(
  database: Database,
  q: { tenant: TLoginTenant | null; user: TLoginUser },
  req: FastifyRequest,
): Promise<TLoginChallenge> {
  const challenge = newToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_MS);
  const tenantId = q.tenant?.id ?? null;
  await database.anonymous((db) =>
    insertToken(db, {
      tokenHash: hashToken(challenge),
      purpose: 'twoFactorLogin',
      tenantId,
      userId: q.user.id,
      expiresAt,
    }),
  );
  await audit(
    database,
    { tenantId, action: 'login.password', entity: 'user', entityId: q.user.id, after: { email: q.user.email } },
    req,
  );
  return { twoFactor: { challenge, expiresAt: expiresAt.toISOString() } };
}

/**
 * Opens a session after a complete login: clears the key's failures, records and audits the session.
 * `twoFactorSetup`: a user who must enrol a second factor gets a session limited to enrolling.
 */
export async function startSession(
  database: Database,
  q: { tenant: TLoginTenant | null; user: TLoginUser; key: string; twoFactorSetup: boolean; via?: 'totp' | 'recovery' },
  req: FastifyRequest,
): Promise<TLoginResult> {
  const { tenant, user } = q;
  const now = Date.now();
  const loginType: TLoginType = 'loginType' in user ? user.loginType : 'super_admin';
  const token = newToken();
  const sessionId = await database.anonymous(async (db) => {
    await repo.clearFailures(db, q.key, new Date(now - LOGIN_WINDOW_MS));
    return repo.insertSession(db, {
      tokenHash: hashToken(token),
      tenantId: tenant?.id ?? null,
      userId: user.id,
      loginType,
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 500),
      twoFactorSetup: q.twoFactorSetup,
    });
  });
  const actor = { id: user.id, type: loginType, name: `${user.firstName} ${user.lastName}`.trim() };
  // the session's id, as logout and switch name it; the actor says who
  await audit(
    database,
    {
      tenantId: tenant?.id ?? null,
      actor,
      action: 'login',
      entity: 'session',
      entityId: sessionId,
      ...(q.via || q.twoFactorSetup
        ? { after: { ...(q.via ? { twoFactor: q.via } : {}), ...(q.twoFactorSetup ? { twoFactorSetup: true } : {}) } }
        : {}),
    },
    req,
  );
  const lookup = await database.anonymous((db) => repo.lookupSession(db, hashToken(token)));
  const auth = authFromLookup(lookup!);
  return { token, session: buildSession(lookup!, auth), home: homePath(auth.loginType, auth.account) };
}

type TResolved = { auth: TAuth; lookup: repo.TSessionLookup };

/**
 * Resolved sessions kept for a few seconds, so a busy client costs one lookup per window instead of one per
 * request. This instance forgets a session at once on logout, preference change and dashboard switch; another
 * instance notices a revocation within the window (SESSION_CACHE_MS).
 */
/** Which cached sessions a change makes stale; {} = all of them. */
export type TSessionInvalidation = { userId?: string; tenantId?: string; roleId?: string; sessionId?: string };

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
  /** Forgets one session (by its cookie) here and everywhere: it ended or changed. */
  forget(token: string | undefined) {
    if (!token) return;
    const e = this.entries.get(token);
    this.entries.delete(token);
    if (e) void this.invalidate({ sessionId: e.value.auth.sessionId }).catch(() => undefined);
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

export function authFromLookup(l: repo.TSessionLookup): TAuth {
  const loginType = l.session.login_type as TLoginType;
  const features = l.tenant?.features ?? {};
  let privileges: TPrivilegeFlags = {};
  if (loginType === 'hr_admin') privileges = fullFlags(features);
  if (loginType === 'sub_admin') privileges = roleFlags(l.role?.privileges ?? {}, features);
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

function canSwitchTo(l: repo.TSessionLookup): TLoginType[] {
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

export async function logout(s: TServices, auth: TAuth, req: FastifyRequest): Promise<void> {
  await s.database.anonymous((db) => repo.revokeSession(db, auth.sessionId));
  await audit(
    s.database,
    {
      tenantId: auth.tenantId,
      actor: { id: auth.userId, type: auth.loginType, name: auth.userName },
      action: 'logout',
      entity: 'session',
      entityId: auth.sessionId,
    },
    req,
  );
}

export async function savePreferences(
  s: TServices,
  auth: TAuth,
  lookup: repo.TSessionLookup,
  p: TPreferences,
): Promise<void> {
  const preferences = {
    ...lookup.user.preferences,
    ...(p.theme ? { theme: p.theme } : {}),
    ...(p.sidebarSide ? { sidebarSide: p.sidebarSide } : {}),
    ...(p.sidebarOpen !== undefined ? { sidebarOpen: p.sidebarOpen } : {}),
  };
  if (auth.tenantId) {
    const tenantId = auth.tenantId;
    await s.database.tenant(tenantId, (db) =>
      repo.updateTenantUserPrefs(db, { tenantId, id: auth.userId, language: p.language, preferences }),
    );
  } else {
    await s.database.anonymous((db) =>
      repo.updatePlatformUserPrefs(db, { id: auth.userId, language: p.language, preferences }),
    );
  }
}

export async function switchDashboard(
  s: TServices,
  auth: TAuth,
  lookup: repo.TSessionLookup,
  to: TLoginType,
  req: FastifyRequest,
): Promise<void> {
  if (!canSwitchTo(lookup).includes(to)) throw new AppError(403, 'privilege.view', 'Do not have Privilege');
  await s.database.anonymous((db) => repo.setSessionLoginType(db, auth.sessionId, to));
  await audit(
    s.database,
    {
      tenantId: auth.tenantId,
      actor: { id: auth.userId, type: auth.loginType, name: auth.userName },
      action: 'switch',
      entity: 'session',
      entityId: auth.sessionId,
      before: { loginType: auth.loginType },
      after: { loginType: to },
    },
    req,
  );
}

/** The top bar's profile of a tenant user: names, department, position and photo. */
export async function profile(s: TServices, auth: TAuth) {
  const tenantId = auth.tenantId!;
  const u = await s.database.tenantOne(tenantId, (db) => repo.findTenantUser(db, { tenantId, id: auth.userId }));
  if (!u) throw notFound();
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    department: u.department,
    position: u.position,
    // the account page's photo wins over one set elsewhere
    photoUrl: u.photoKey ? accountPhotoPath(u.photoKey) : u.photoUrl,
  };
}
