import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  RECOVERY_CODE_COUNT,
  type TTwoFactorLogin,
  type TTwoFactorSetup,
  type TTwoFactorStatus,
} from '@staffdesk/core/two-factor';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { secretBoxOf } from '../../platform/auth/secret-box.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUrl } from '../../platform/auth/totp.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { qrDataUrl } from '../../platform/qr.ts';
import type { TServices } from '../../platform/services.ts';
import * as authRepo from '../auth/auth.repo.ts';
import {
  checkThrottle,
  recordFailedLogin,
  refuseDisabled,
  startSession,
  throttleKey,
  type TLoginResult,
} from '../auth/auth.service.ts';
import * as credRepo from '../credentials/credentials.repo.ts';
import { asOwner } from '../credentials/credentials.service.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import * as repo from './two-factor.repo.ts';
import { twoFactorRequired } from './two-factor.policy.ts';

const ISSUER = 'Staffdesk';

const boxOf = secretBoxOf;

/** Recovery codes: 10 random characters (50 bits) as xxxxx-xxxxx; compared without case, spaces or dashes. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecovery = (code: string) => crypto.createHash('sha256').update(normalizeRecovery(code)).digest('hex');
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = base32Encode(crypto.randomBytes(7)).slice(0, 10).toLowerCase();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** The user behind a session: their own login type (not the dashboard they switched to), tenant and password hash. */
async function owner(database: Database, auth: TAuth) {
  if (auth.tenantId) {
    const tenantId = auth.tenantId;
    const tenant = await database.anonymous((db) => findTenantById(db, tenantId));
    const user = await database.tenantOne(tenantId, (db) => authRepo.findTenantUser(db, { tenantId, id: auth.userId }));
    return {
      tenant: tenant ?? null,
      loginType: user?.loginType ?? null,
      email: user?.email ?? '',
      passwordHash: user?.passwordHash ?? '',
    };
  }
  const user = await database.anonymous((db) => credRepo.findPlatformUser(db, auth.userId));
  return { tenant: null, loginType: null, email: user?.email ?? '', passwordHash: user?.passwordHash ?? '' };
}

export async function status(s: TServices, auth: TAuth): Promise<TTwoFactorStatus> {
  const o = await owner(s.database, auth);
  const row = await s.database.anonymous((db) => repo.findTwoFactor(db, auth.userId));
  return {
    enabled: Boolean(row?.secret),
    required: await twoFactorRequired(s.database, { tenant: o.tenant, loginType: o.loginType }),
    recoveryCodesLeft: row?.secret ? row.recoveryCodes.length : 0,
  };
}

/** Starts (or restarts) a set-up: a new secret, kept pending until a code from it confirms it. */
export async function setup(s: TServices, auth: TAuth, req: FastifyRequest): Promise<TTwoFactorSetup> {
  const o = await owner(s.database, auth);
  const secret = newTotpSecret();
  const label = o.tenant ? `${o.email} (${o.tenant.account})` : o.email;
  const url = otpauthUrl({ issuer: ISSUER, label, secret });
  await asOwner(s.database, auth.tenantId, async (db) => {
    await repo.savePending(db, {
      userId: auth.userId,
      tenantId: auth.tenantId,
      pendingSecret: boxOf(s.config).seal(secret),
    });
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'twoFactor.setup',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
  });
  return { secret, otpauthUrl: url, qrDataUrl: await qrDataUrl(url) };
}

/** Confirms the set-up with a code; answers the recovery codes, shown this once. */
export async function enable(s: TServices, auth: TAuth, code: string, req: FastifyRequest): Promise<string[]> {
  const row = await s.database.anonymous((db) => repo.findTwoFactor(db, auth.userId));
  if (!row?.pendingSecret) throw appError(409, 'twoFactorNotSetUp');
  const step = matchTotp(boxOf(s.config).open(row.pendingSecret), code.replace(/\s/g, ''), Date.now(), null);
  if (step === null) throw appError(400, 'twoFactorCodeInvalid', { code: 'twoFactorCodeInvalid' });
  const codes = newRecoveryCodes();
  await asOwner(s.database, auth.tenantId, async (db) => {
    const ok = await repo.enable(db, {
      userId: auth.userId,
      pendingSecret: row.pendingSecret!,
      step,
      recoveryCodes: codes.map(hashRecovery),
    });
    if (!ok) throw appError(409, 'twoFactorNotSetUp');
    await repo.clearSetupSessions(db, auth.userId);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'twoFactor.enabled',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
  });
  await s.sessions.invalidate({ userId: auth.userId });
  return codes;
}

/** The password again before turning off or new codes; wrong ones count with the login's, so a stolen session cannot guess it. */
async function confirmPassword(database: Database, auth: TAuth, password: string) {
  const o = await owner(database, auth);
  const key = throttleKey(o.tenant?.account ?? null, o.email);
  await checkThrottle(database, key);
  if (!(await verifyPassword(o.passwordHash, password))) {
    await database.anonymous((db) => authRepo.recordFailure(db, key));
    throw appError(400, 'passwordWrong', { password: 'passwordWrong' });
  }
  return o;
}

export async function disable(s: TServices, auth: TAuth, password: string, req: FastifyRequest): Promise<void> {
  const o = await confirmPassword(s.database, auth, password);
  if (await twoFactorRequired(s.database, { tenant: o.tenant, loginType: o.loginType }))
    throw appError(409, 'twoFactorRequired');
  await asOwner(s.database, auth.tenantId, async (db) => {
    await repo.remove(db, auth.userId);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'twoFactor.disabled',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
  });
}

export async function regenerateCodes(
  s: TServices,
  auth: TAuth,
  password: string,
  req: FastifyRequest,
): Promise<string[]> {
  await confirmPassword(s.database, auth, password);
  const row = await s.database.anonymous((db) => repo.findTwoFactor(db, auth.userId));
  if (!row?.secret) throw appError(409, 'twoFactorNotSetUp');
  const codes = newRecoveryCodes();
  await asOwner(s.database, auth.tenantId, async (db) => {
    await repo.setRecoveryCodes(db, auth.userId, codes.map(hashRecovery));
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'twoFactor.recoveryCodes',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
  });
  return codes;
}

/**
 * The login's second step: the challenge from the password step and a code (or a recovery code). A wrong code
 * counts as a failed login for the account+address, like a wrong password; the challenge stays usable until it
 * expires or succeeds once.
 */
export async function loginWithCode(s: TServices, input: TTwoFactorLogin, req: FastifyRequest): Promise<TLoginResult> {
  const now = new Date();
  const challengeHash = hashToken(input.challenge);
  const t = await s.database.anonymous((db) => credRepo.findUsableToken(db, challengeHash, ['twoFactorLogin'], now));
  if (!t) throw appError(400, 'twoFactorChallengeInvalid');
  const tenant = t.tenantId ? ((await s.database.anonymous((db) => findTenantById(db, t.tenantId!))) ?? null) : null;
  const user = tenant
    ? await s.database.tenantOne(tenant.id, (db) => authRepo.findTenantUser(db, { tenantId: tenant.id, id: t.userId }))
    : await s.database.anonymous((db) => credRepo.findPlatformUser(db, t.userId));
  if (!user) throw appError(400, 'twoFactorChallengeInvalid');
  const key = throttleKey(tenant?.account ?? null, user.email);
  await checkThrottle(s.database, key);
  await refuseDisabled(s.database, { tenant, user, email: user.email }, req);

  const row = await s.database.anonymous((db) => repo.findTwoFactor(db, user.id));
  let via: 'totp' | 'recovery' | null = null;
  if (row?.secret && input.code) {
    const step = matchTotp(
      boxOf(s.config).open(row.secret),
      input.code.replace(/\s/g, ''),
      now.getTime(),
      row.lastStep,
    );
    // the step is recorded atomically: the same code sent twice at once logs in once
    if (step !== null && (await s.database.anonymous((db) => repo.useStep(db, user.id, step)))) via = 'totp';
  } else if (row?.secret && input.recoveryCode) {
    if (await s.database.anonymous((db) => repo.useRecoveryCode(db, user.id, hashRecovery(input.recoveryCode!))))
      via = 'recovery';
  }
  if (!via) {
    await recordFailedLogin(
      s.database,
      { key, tenantId: tenant?.id ?? null, userId: user.id, email: user.email, step: 'twoFactor' },
      req,
    );
    throw appError(401, 'twoFactorCodeInvalid', { code: 'twoFactorCodeInvalid' });
  }
  const used = await s.database.anonymous((db) => credRepo.consumeToken(db, challengeHash, ['twoFactorLogin'], now));
  if (!used) throw appError(400, 'twoFactorChallengeInvalid');
  return startSession(s.database, { tenant, user, key, twoFactorSetup: false, via }, req);
}

/** The tenant's or the platform's "require two-factor" switch. */
export async function setPolicy(s: TServices, auth: TAuth, required: boolean, req: FastifyRequest): Promise<void> {
  await asOwner(s.database, auth.tenantId, async (db) => {
    if (auth.tenantId) await repo.setTenantRequires(db, auth.tenantId, required);
    else await repo.setPlatformRequires(db, required);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actorOf(auth),
        action: 'twoFactor.policy',
        entity: auth.tenantId ? 'tenant' : 'platform',
        entityId: auth.tenantId,
        after: { required },
      },
      req,
    );
  });
  await s.sessions.invalidate(auth.tenantId ? { tenantId: auth.tenantId } : {});
}

export async function policy(database: Database, auth: TAuth): Promise<boolean> {
  if (!auth.tenantId) return database.anonymous((db) => repo.platformRequires(db));
  const tenantId = auth.tenantId;
  const tenant = await database.anonymous((db) => findTenantById(db, tenantId));
  return tenant?.requireTwoFactor ?? false;
}
