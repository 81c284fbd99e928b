import type { FastifyRequest } from 'fastify';
import { LOGIN_ERRORS } from '@staffdesk/core/messages';
import {
  CONSOLE_MESSAGES,
  SET_PASSWORD_TTL_MS,
  SUPPORT_LINK_TTL_MS,
  type THrAdmin,
  type THrAdminInput,
} from '@staffdesk/core/platform';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import { loginUrl, passwordUrl, publicOrigin, supportLoginUrl } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { insertUser } from '../auth/auth.repo.ts';
import { retireTokens } from '../credentials/credentials.repo.ts';
import { issueToken, UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { switchLogin } from '../credentials/login-switch.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import * as repo from './hr-admins.repo.ts';

export const presentHrAdmin = (r: repo.THrAdminRow): THrAdmin => ({
  id: r.id,
  tenantId: r.tenantId,
  account: r.account,
  tenantName: r.tenantName,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  hrCode: r.hrCode,
  disabled: r.disabled,
  passwordSet: r.passwordHash !== UNUSABLE_PASSWORD,
  createdAt: r.createdAt.toISOString(),
});

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Maps the users table's unique constraints to the spec's messages. */
function duplicate(e: unknown): AppError | undefined {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err.code ? err : err.cause;
  if (pg?.code !== '23505') return undefined;
  if (pg.constraint === 'users_email') return appError(409, 'emailExists', { email: 'duplicate' });
  if (pg.constraint === 'users_hr_code') return appError(409, 'hrCodeExists', { hrCode: 'duplicate' });
  return undefined;
}

export async function list(s: TServices, q: TListQuery & { tenantId?: string }) {
  const sort = parseSort<repo.THrAdminSort>(q.sort, repo.HR_ADMIN_SORTS, 'account');
  const r = await s.database.platform((db) =>
    repo.listHrAdmins(db, {
      tenantId: q.tenantId,
      search: q.search?.trim() || undefined,
      sort: sort.field,
      dir: sort.dir,
      page: q.page,
      pageSize: q.pageSize,
    }),
  );
  return { rows: r.rows.map(presentHrAdmin), total: r.total, page: q.page, pageSize: q.pageSize };
}

/** Mails a set-password link (72 h) made in the caller's transaction; true when the transport took it. */
async function mailSetPassword(s: TServices, h: repo.THrAdminRow, token: string, origin: string): Promise<boolean> {
  const mail = renderMail(
    'setPassword',
    h.language ?? h.tenantLanguage,
    {
      name: fullName(h),
      organization: h.tenantName,
      link: passwordUrl(origin, h.account, token),
      loginUrl: loginUrl(origin, h.account),
      hours: SET_PASSWORD_TTL_MS / 3_600_000,
    },
    { tenantId: h.tenantId },
  );
  // queued when the transport can take mail now (retried from there); else the console says it could not send
  if (!(await s.mailer.healthy())) return false;
  await queueMail(s, { to: h.email, ...mail }, { tenantId: h.tenantId, userId: h.id });
  return true;
}

/** `/hradmin` add: an HR admin of a tenant, with no password until they use the mailed link. */
export async function create(s: TServices, auth: TAuth, input: THrAdminInput, req: FastifyRequest) {
  const actor = actorOf(auth)!;
  const email = input.email.trim().toLowerCase();
  const hrCode = input.hrCode?.trim() || null;
  const origin = publicOrigin(s.config);
  const done = await s.database.platform(async (db) => {
    const tenant = await findTenantById(db, input.tenantId);
    if (!tenant) throw notFound();
    if (await repo.emailTaken(db, tenant.id, email)) throw appError(409, 'emailExists', { email: 'duplicate' });
    if (hrCode && (await repo.hrCodeTaken(db, tenant.id, hrCode)))
      throw appError(409, 'hrCodeExists', { hrCode: 'duplicate' });
    const user = await insertUser(db, {
      tenantId: tenant.id,
      email,
      passwordHash: UNUSABLE_PASSWORD,
      loginType: 'hr_admin',
      firstName: input.firstName,
      lastName: input.lastName,
      hrCode,
      language: input.language ?? null,
    }).catch((e: unknown) => {
      throw duplicate(e) ?? e;
    });
    const { token } = await issueToken(db, {
      purpose: 'setPassword',
      tenantId: tenant.id,
      userId: user.id,
      ttlMs: SET_PASSWORD_TTL_MS,
      createdBy: actor,
    });
    await auditIn(
      db,
      {
        tenantId: tenant.id,
        actor,
        action: 'hrAdmin.create',
        entity: 'user',
        entityId: user.id,
        after: { email, firstName: input.firstName, lastName: input.lastName, hrCode },
      },
      req,
    );
    return { row: (await repo.findHrAdmin(db, user.id))!, token };
  });
  const mailSent = await mailSetPassword(s, done.row, done.token, origin);
  return { ...presentHrAdmin(done.row), mailSent };
}

async function load(db: TDb, id: string) {
  const h = await repo.findHrAdmin(db, id, { lock: true });
  if (!h) throw notFound();
  return h;
}

/** Disable or enable an HR admin; disabling ends their sessions. */
export async function setDisabled(s: TServices, auth: TAuth, id: string, disabled: boolean, req: FastifyRequest) {
  const out = await s.database.platform(async (db) => {
    const h = await load(db, id);
    await switchLogin(
      db,
      {
        tenantId: h.tenantId,
        userId: id,
        was: h.disabled,
        disabled,
        actor: actorOf(auth),
        action: 'hrAdmin',
        entity: 'user',
        write: () => repo.setDisabled(db, { tenantId: h.tenantId, id, disabled }),
      },
      req,
    );
    return presentHrAdmin((await repo.findHrAdmin(db, id))!);
  });
  await s.sessions.invalidate({ userId: id });
  return out;
}

/** A new set-password link (the previous ones end). */
export async function resendLink(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const actor = actorOf(auth)!;
  const origin = publicOrigin(s.config);
  const done = await s.database.platform(async (db) => {
    const h = await load(db, id);
    if (h.disabled) throw appError(409, 'userDisabled');
    await retireTokens(db, { tenantId: h.tenantId, userId: id, purposes: ['setPassword'] }, new Date());
    const { token } = await issueToken(db, {
      purpose: 'setPassword',
      tenantId: h.tenantId,
      userId: id,
      ttlMs: SET_PASSWORD_TTL_MS,
      createdBy: actor,
    });
    await auditIn(db, { tenantId: h.tenantId, actor, action: 'hrAdmin.resendLink', entity: 'user', entityId: id }, req);
    return { h, token };
  });
  const mailSent = await mailSetPassword(s, done.h, done.token, origin);
  if (!mailSent) throw appError(502, 'mailFailed');
  return { code: 'msgSent' as const, message: CONSOLE_MESSAGES.msgSent, mailSent };
}

/**
 * "Open as HR admin": a single-use link, valid 60 seconds, that logs its holder in as an HR admin of the tenant
 * (the one named, else the longest-standing active one). Written to the tenant's log with both identities.
 */
export async function supportLink(
  s: TServices,
  auth: TAuth,
  tenantId: string,
  userId: string | undefined,
  req: FastifyRequest,
) {
  const actor = actorOf(auth)!;
  const origin = publicOrigin(s.config);
  return s.database.platform(async (db) => {
    const tenant = await findTenantById(db, tenantId);
    if (!tenant) throw notFound();
    const id = userId ?? (await repo.firstActiveHrAdmin(db, tenantId));
    const h = id ? await repo.findHrAdmin(db, id) : undefined;
    if (!h || h.tenantId !== tenantId) throw notFound();
    if (h.disabled || tenant.status !== 'active') throw new AppError(409, 7, LOGIN_ERRORS[7]);
    const { token, expiresAt } = await issueToken(db, {
      purpose: 'supportLogin',
      tenantId,
      userId: h.id,
      ttlMs: SUPPORT_LINK_TTL_MS,
      createdBy: actor,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor,
        action: 'support.link',
        entity: 'user',
        entityId: h.id,
        after: {
          hrAdmin: { id: h.id, name: fullName(h), email: h.email },
          support: { id: actor.id, name: actor.name },
        },
      },
      req,
    );
    return {
      url: supportLoginUrl(origin, tenant.account, token),
      expiresAt: expiresAt.toISOString(),
      hrAdmin: { id: h.id, name: fullName(h) },
    };
  });
}
