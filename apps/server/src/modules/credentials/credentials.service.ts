import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOGIN_ERRORS, ERRORS } from '@staffdesk/core/messages';
import { homePath } from '@staffdesk/core/menu';
import {
  FORGOT_PASSWORD_MESSAGES,
  PASSWORD_CHANGED_MESSAGE,
  RESET_TOKEN_TTL_MS,
  type TPasswordLink,
} from '@staffdesk/core/passwords';
import { SUPPORT_SESSION_MS } from '@staffdesk/core/platform';
import { PASSWORD_MIN, PASSWORD_MIN_WITH_SECOND_FACTOR } from '@staffdesk/core/auth';
import { LOGIN_WINDOW_MS } from '@staffdesk/core/constants';
import { audit, auditIn, requestInfo, type TRequestInfo } from '../../platform/audit/audit.ts';
import { checkNewPassword, hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Database, TDb } from '../../platform/db/db.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import type { TServices } from '../../platform/services.ts';
import * as authRepo from '../auth/auth.repo.ts';
import type { TLoginResult } from '../auth/auth.service.ts';
import { authFromLookup, buildSession } from '../auth/session.service.ts';
import { findTenantByAccount, findTenantById, type TTenantRow } from '../tenants/tenants.repo.ts';
import * as repo from './credentials.repo.ts';
import { hasSecondFactor } from '../two-factor/two-factor.policy.ts';

/**
 * A password hash that no password matches (it is no argon2 hash, so verification answers false). Users the
 * console or an approval creates carry it until they use their set-password link: no password is ever mailed.
 */
export const UNUSABLE_PASSWORD = '!';

const tokenInvalid = () => appError(400, 'tokenInvalid');

/** Makes a single-use link token inside the caller's transaction; only its hash is stored. */
export async function issueToken(
  db: TDb,
  t: {
    purpose: repo.TTokenPurpose;
    tenantId: string | null;
    userId: string;
    ttlMs: number;
    createdBy?: { id: string; name: string } | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + t.ttlMs);
  await repo.insertToken(db, {
    tokenHash: hashToken(token),
    purpose: t.purpose,
    tenantId: t.tenantId,
    userId: t.userId,
    createdBy: t.createdBy?.id ?? null,
    createdByName: t.createdBy?.name ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Runs fn in the transaction that can see the user: the tenant's, or the platform's for platform users. */
export const asOwner = <T>(database: Database, tenantId: string | null, fn: (db: TDb) => Promise<T>) =>
  tenantId ? database.tenant(tenantId, fn) : database.platform(fn);

export type TForgotInput = { account: string | null; email: string };

/** The forgot-password form's checks: code 2 without an address, a field error for one that is no address. */
export function parseForgot(body: { account?: string; email?: string } | undefined): TForgotInput {
  const email = (body?.email ?? '').trim().toLowerCase();
  if (!email) throw new AppError(400, 2, FORGOT_PASSWORD_MESSAGES[2], { email: 'required' });
  if (!z.email().safeParse(email).success)
    throw new AppError(400, 'validation', ERRORS.validation, { email: 'invalidEmail' });
  return { account: body?.account?.trim().toLowerCase() || null, email };
}

/**
 * Forgot password. The answer must not tell whether the address belongs to anyone, by its content or by its
 * timing, so the request does only work that is the same for every address, and answers:
 *  - it checks the form and the account (public knowledge: the login page shows it),
 *  - it checks that the mail transport can take mail (an SMTP handshake, cached; or the mail folder) — the one
 *    failure the spec lets us report ('Can not send email'), and it says nothing about the address,
 *  - it queues the rest and answers code 4 at once.
 * After the answer, in a job (stored before the answer, so a crash loses nothing): the lookup, the token, the audit
 * row and the mail (a job of its own, retried while the transport fails). Nothing that depends on the address happens
 * before the answer.
 */
export async function requestReset(s: TServices, input: TForgotInput, req: FastifyRequest): Promise<void> {
  const tenant = input.account ? await s.database.anonymous((db) => findTenantByAccount(db, input.account!)) : null;
  if (input.account && !tenant) throw appError(404, 'accountNotFound');
  if (!(await s.mailer.healthy())) throw appError(503, 'mailFailed');
  const origin = publicOrigin(s.config);
  const job: TResetJob = { account: tenant?.account ?? null, email: input.email, origin, req: requestInfo(req) };
  await s.jobs.send(RESET_JOB, job, { tenantId: tenant?.id ?? null, label: { email: input.email } });
}

export const RESET_JOB = 'password.reset';
export type TResetJob = { account: string | null; email: string; origin: string; req: TRequestInfo };

/** The reset job: finds the user (or audits the refusal), issues the link and queues its mail. */
export async function sendResetLink(s: TServices, job: TResetJob) {
  const tenant = job.account ? await s.database.anonymous((db) => findTenantByAccount(db, job.account!)) : null;
  if (job.account && !tenant) return;
  const { email, origin, req } = job;
  const tenantId = tenant?.id ?? null;
  const user = tenant
    ? await s.database.tenant(tenant.id, (db) => authRepo.findTenantUserByEmail(db, { tenantId: tenant.id, email }))
    : await s.database.anonymous((db) => authRepo.findPlatformUserByEmail(db, email));
  if (!user || user.disabled || (tenant && tenant.status !== 'active')) {
    await audit(
      s.database,
      { tenantId, action: 'password.resetRefused', entity: 'user', entityId: user?.id ?? null, after: { email } },
      req,
    );
    return;
  }
  const now = new Date();
  const { token } = await asOwner(s.database, tenantId, async (db) => {
    await repo.retireTokens(db, { tenantId, userId: user.id, purposes: ['reset'] }, now);
    const issued = await issueToken(db, { purpose: 'reset', tenantId, userId: user.id, ttlMs: RESET_TOKEN_TTL_MS });
    await auditIn(
      db,
      { tenantId, action: 'password.resetRequested', entity: 'user', entityId: user.id, after: { email } },
      req,
    );
    return issued;
  });
  const mail = renderMail(
    'resetPassword',
    user.language ?? tenant?.defaultLanguage,
    {
      name: fullName(user),
      email: user.email,
      link: passwordUrl(origin, tenant?.account ?? null, token),
      minutes: RESET_TOKEN_TTL_MS / 60_000,
    },
    { tenantId: tenantId },
  );
  await queueMail(s, { to: user.email, ...mail }, { tenantId, userId: user.id });
}

type TLinkUser = {
  token: repo.TTokenRow;
  tenant: TTenantRow | null;
  user: { id: string; email: string; firstName: string; lastName: string; disabled: boolean; loginType: string };
};

/** The user behind a usable set-password or reset link; 400 'tokenInvalid' for a used, expired or unknown one. */
async function linkUser(database: Database, token: string, now: Date): Promise<TLinkUser> {
  const t = await database.anonymous((db) => repo.findUsableToken(db, hashToken(token), ['setPassword', 'reset'], now));
  if (!t) throw tokenInvalid();
  let tenant: TTenantRow | null = null;
  let user: TLinkUser['user'] | undefined;
  if (t.tenantId) {
    const tenantId = t.tenantId;
    tenant = (await database.anonymous((db) => findTenantById(db, tenantId))) ?? null;
    user = await database.tenantOne(tenantId, (db) => authRepo.findTenantUser(db, { tenantId, id: t.userId }));
  } else {
    const p = await database.anonymous((db) => repo.findPlatformUser(db, t.userId));
    user = p ? { ...p, loginType: 'super_admin' } : undefined;
  }
  if (!user || user.disabled || (tenant && tenant.status !== 'active')) throw tokenInvalid();
  return { token: t, tenant, user };
}

/** What the set/reset page shows for a link, without using it up. */
export async function describeLink(s: TServices, token: string): Promise<TPasswordLink> {
  const { token: t, tenant, user } = await linkUser(s.database, token, new Date());
  return {
    purpose: t.purpose === 'setPassword' ? 'setPassword' : 'reset',
    email: user.email,
    name: fullName(user),
    account: tenant?.account ?? null,
    expiresAt: t.expiresAt.toISOString(),
    passwordMin: (await hasSecondFactor(s.database, user.id)) ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN,
  };
}

/**
 * Sets a password through a link: the platform's password rules, then in one transaction the link is used up
 * (atomically: a second use finds nothing), the password replaced, the user's other links and every session
 * ended, and the change audited.
 */
export async function setPasswordWithLink(
  s: TServices,
  input: { token: string; password: string },
  req: FastifyRequest,
) {
  const { token: t, tenant, user } = await linkUser(s.database, input.token, new Date());
  checkNewPassword(input.password, {
    email: user.email,
    account: tenant?.account ?? null,
    names: [user.firstName, user.lastName],
    hasSecondFactor: await hasSecondFactor(s.database, user.id),
  });
  const passwordHash = await hashPassword(input.password);
  const tenantId = tenant?.id ?? null;
  const now = new Date();
  await asOwner(s.database, tenantId, async (db) => {
    const used = await repo.consumeToken(db, hashToken(input.token), [t.purpose], now);
    if (!used) throw tokenInvalid();
    if (tenantId) await repo.setTenantUserPassword(db, { tenantId, userId: user.id, passwordHash });
    else await repo.setPlatformUserPassword(db, { userId: user.id, passwordHash });
    await repo.retireTokens(db, { tenantId, userId: user.id, purposes: ['setPassword', 'reset'] }, now);
    await repo.revokeUserSessions(db, { tenantId, userId: user.id });
    // a user locked out by failed logins can log in with the new password at once
    await authRepo.clearFailures(
      db,
      `${tenant?.account ?? ''}|${user.email}`,
      new Date(now.getTime() - LOGIN_WINDOW_MS),
    );
    await auditIn(
      db,
      {
        tenantId,
        actor: { id: user.id, type: user.loginType, name: fullName(user) },
        action: t.purpose === 'setPassword' ? 'password.set' : 'password.reset',
        entity: 'user',
        entityId: user.id,
      },
      req,
    );
  });
  await s.sessions.invalidate({ userId: user.id });
  return {
    code: 'passwordChanged' as const,
    message: PASSWORD_CHANGED_MESSAGE,
    loginPath: tenant ? `/${tenant.account}/login` : '/login',
  };
}

/**
 * "Open as HR admin" (spec 4, common login): a support link logs its holder in as the HR admin it names, once,
 * within 60 seconds. The session records who opened it (the web shows a banner) and ends within an hour; the
 * tenant's log gets both identities.
 */
export async function supportLogin(
  s: TServices,
  input: { account: string; token: string },
  req: FastifyRequest,
): Promise<TLoginResult> {
  const account = input.account.trim().toLowerCase();
  const tenant = await s.database.anonymous((db) => findTenantByAccount(db, account));
  if (!tenant) throw appError(404, 'accountNotFound');
  const now = new Date();
  const sessionToken = newToken();
  await s.database.tenant(tenant.id, async (db) => {
    const t = await repo.consumeToken(db, hashToken(input.token), ['supportLogin'], now, tenant.id);
    if (!t?.createdBy) throw tokenInvalid();
    const user = await authRepo.findTenantUser(db, { tenantId: tenant.id, id: t.userId });
    if (user?.loginType !== 'hr_admin') throw tokenInvalid();
    if (user.disabled || tenant.status !== 'active') throw new AppError(403, 7, LOGIN_ERRORS[7]);
    const supportName = t.createdByName ?? '';
    await authRepo.insertSession(db, {
      tokenHash: hashToken(sessionToken),
      tenantId: tenant.id,
      userId: user.id,
      loginType: 'hr_admin',
      expiresAt: new Date(now.getTime() + SUPPORT_SESSION_MS),
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 500),
      impersonatorId: t.createdBy,
      impersonatorName: supportName,
    });
    await auditIn(
      db,
      {
        tenantId: tenant.id,
        actor: { id: t.createdBy, type: 'super_admin', name: supportName },
        action: 'login.support',
        entity: 'session',
        entityId: user.id,
        after: {
          hrAdmin: { id: user.id, name: fullName(user), email: user.email },
          support: { id: t.createdBy, name: supportName },
        },
      },
      req,
    );
  });
  const lookup = await s.database.anonymous((db) => authRepo.lookupSession(db, hashToken(sessionToken)));
  const auth = authFromLookup(lookup!);
  return { token: sessionToken, session: buildSession(lookup!, auth), home: homePath(auth.loginType, auth.account) };
}
