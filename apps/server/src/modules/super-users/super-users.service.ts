import type { FastifyRequest } from 'fastify';
import { ADMIN_FLAGS, type TAdminFlag } from '@staffdesk/core/auth';
import { CONSOLE_MESSAGES, SET_PASSWORD_TTL_MS, type TSuperUser } from '@staffdesk/core/platform';
import { DENIAL_CODES } from '@staffdesk/core/privileges';
import type { TLanguage } from '@staffdesk/core/constants';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import { loginUrl, passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { insertPlatformUser } from '../auth/auth.repo.ts';
import { retireTokens } from '../credentials/credentials.repo.ts';
import { issueToken, UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { switchLogin } from '../credentials/login-switch.ts';
import * as repo from './super-users.repo.ts';

/** flags in the spec's order */
const ordered = (flags: readonly string[]) => ADMIN_FLAGS.filter((f) => flags.includes(f));

export const presentSuperUser = (u: repo.TSuperUserRow): TSuperUser => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  adminFlags: ordered(u.adminFlags),
  disabled: u.disabled,
  passwordSet: u.passwordHash !== UNUSABLE_PASSWORD,
  createdAt: u.createdAt.toISOString(),
});

const denied = () => new AppError(403, DENIAL_CODES.view.code, DENIAL_CODES.view.message);

/**
 * The flags a caller may give: only ones they hold themselves (the super admin holds all). Flags the caller does not
 * hold keep their old value on the target, so a super user can neither grant nor take away what they lack.
 */
function grant(auth: TAuth, requested: readonly TAdminFlag[], old: readonly string[] = []): TAdminFlag[] {
  const mine = new Set(auth.adminFlags);
  if (requested.some((f) => !mine.has(f) && !old.includes(f))) throw denied();
  return ordered([...old.filter((f) => !mine.has(f)), ...requested.filter((f) => mine.has(f))]) as TAdminFlag[];
}

export async function list(s: TServices, q: TListQuery) {
  const sort = parseSort<repo.TSuperUserSort>(q.sort, repo.SUPER_USER_SORTS, 'email');
  const r = await s.database.platform((db) =>
    repo.listSuperUsers(db, {
      search: q.search?.trim() || undefined,
      sort: sort.field,
      dir: sort.dir,
      page: q.page,
      pageSize: q.pageSize,
    }),
  );
  return { rows: r.rows.map(presentSuperUser), total: r.total, page: q.page, pageSize: q.pageSize };
}

export async function get(s: TServices, id: string) {
  const u = await s.database.platform((db) => repo.findSuperUser(db, id));
  if (!u) throw notFound();
  return presentSuperUser(u);
}

async function mailSetPassword(s: TServices, u: repo.TSuperUserRow, token: string, origin: string) {
  const mail = renderMail('setPassword', u.language, {
    name: `${u.firstName} ${u.lastName}`.trim(),
    organization: 'Staffdesk',
    link: passwordUrl(origin, null, token),
    loginUrl: loginUrl(origin, null),
    hours: SET_PASSWORD_TTL_MS / 3_600_000,
  });
  // queued when the transport can take mail now (retried from there); else the console says it could not send
  if (!(await s.mailer.healthy())) return false;
  await queueMail(s, { to: u.email, ...mail }, { tenantId: null, userId: u.id });
  return true;
}

export async function create(
  s: TServices,
  auth: TAuth,
  input: { email: string; firstName: string; lastName: string; adminFlags: TAdminFlag[]; language?: TLanguage },
  req: FastifyRequest,
) {
  const actor = actorOf(auth)!;
  const email = input.email.trim().toLowerCase();
  const flags = grant(auth, input.adminFlags);
  const origin = publicOrigin(s.config);
  const done = await s.database.platform(async (db) => {
    if (await repo.emailTaken(db, email)) throw appError(409, 'emailExists', { email: 'duplicate' });
    const u = await insertPlatformUser(db, {
      email,
      passwordHash: UNUSABLE_PASSWORD,
      firstName: input.firstName,
      lastName: input.lastName,
      isSuperUser: true,
      adminFlags: flags,
      language: input.language ?? null,
    }).catch((e: unknown) => {
      const pg = ((e as { cause?: unknown }).cause ?? e) as { code?: string };
      throw pg.code === '23505' ? appError(409, 'emailExists', { email: 'duplicate' }) : e;
    });
    const { token } = await issueToken(db, {
      purpose: 'setPassword',
      tenantId: null,
      userId: u.id,
      ttlMs: SET_PASSWORD_TTL_MS,
      createdBy: actor,
    });
    await auditIn(
      db,
      {
        tenantId: null,
        actor,
        action: 'superUser.create',
        entity: 'platformUser',
        entityId: u.id,
        after: { email, adminFlags: flags },
      },
      req,
    );
    return { u, token };
  });
  const mailSent = await mailSetPassword(s, done.u, done.token, origin);
  return { ...presentSuperUser(done.u), mailSent };
}

async function loadOther(db: TDb, auth: TAuth, id: string) {
  const u = await repo.findSuperUser(db, id, { lock: true });
  if (!u) throw notFound();
  if (u.id === auth.userId) throw appError(403, 'ownAccount');
  return u;
}

export async function update(
  s: TServices,
  auth: TAuth,
  id: string,
  input: { firstName: string; lastName: string; adminFlags: TAdminFlag[]; language?: TLanguage },
  req: FastifyRequest,
) {
  const out = await s.database.platform(async (db) => {
    const before = await loadOther(db, auth, id);
    const adminFlags = grant(auth, input.adminFlags, before.adminFlags);
    const patch = {
      firstName: input.firstName,
      lastName: input.lastName,
      adminFlags,
      ...(input.language ? { language: input.language } : {}),
    };
    await repo.updateSuperUser(db, id, patch);
    await auditIn(
      db,
      {
        tenantId: null,
        actor: actorOf(auth),
        action: 'superUser.update',
        entity: 'platformUser',
        entityId: id,
        before: { firstName: before.firstName, lastName: before.lastName, adminFlags: before.adminFlags },
        after: patch,
      },
      req,
    );
    return presentSuperUser((await repo.findSuperUser(db, id))!);
  });
  await s.sessions.invalidate({ userId: id });
  return out;
}

export async function setDisabled(s: TServices, auth: TAuth, id: string, disabled: boolean, req: FastifyRequest) {
  const out = await s.database.platform(async (db) => {
    const before = await loadOther(db, auth, id);
    await switchLogin(
      db,
      {
        tenantId: null,
        userId: id,
        was: before.disabled,
        disabled,
        actor: actorOf(auth),
        action: 'superUser',
        entity: 'platformUser',
        write: () => repo.updateSuperUser(db, id, { disabled }),
      },
      req,
    );
    return presentSuperUser((await repo.findSuperUser(db, id))!);
  });
  await s.sessions.invalidate({ userId: id });
  return out;
}

export async function resendLink(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const actor = actorOf(auth)!;
  const origin = publicOrigin(s.config);
  const done = await s.database.platform(async (db) => {
    const u = await loadOther(db, auth, id);
    if (u.disabled) throw appError(409, 'userDisabled');
    await retireTokens(db, { tenantId: null, userId: id, purposes: ['setPassword'] }, new Date());
    const { token } = await issueToken(db, {
      purpose: 'setPassword',
      tenantId: null,
      userId: id,
      ttlMs: SET_PASSWORD_TTL_MS,
      createdBy: actor,
    });
    await auditIn(
      db,
      { tenantId: null, actor, action: 'superUser.resendLink', entity: 'platformUser', entityId: id },
      req,
    );
    return { u, token };
  });
  if (!(await mailSetPassword(s, done.u, done.token, origin))) throw appError(502, 'mailFailed');
  return { code: 'msgSent' as const, message: CONSOLE_MESSAGES.msgSent, mailSent: true };
}
