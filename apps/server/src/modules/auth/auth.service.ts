import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountPhotoPath } from '@staffdesk/core/account';
import type { TLoginType, TPreferences, TSession } from '@staffdesk/core/auth';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, SESSION_ABSOLUTE_MS } from '@staffdesk/core/constants';
import { homePath } from '@staffdesk/core/menu';
import { TWO_FACTOR_CHALLENGE_MS } from '@staffdesk/core/two-factor';
import { LOGIN_ERRORS, ERRORS, type TLoginErrorCode } from '@staffdesk/core/messages';
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
import { authFromLookup, buildSession, canSwitchTo } from './session.service.ts';
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
    ...(p.mailKinds ? { mailKinds: [...new Set(p.mailKinds)] } : {}),
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
