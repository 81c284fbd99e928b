import { UUID } from '@staffdesk/core/form-fields';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountPhotoPath,
  NAME_MAX,
  PHOTO_FIELD,
  summariseUserAgent,
  type TAccount,
  type TAccountSession,
  type TAccountUpdate,
  type TPasswordChange,
} from '@staffdesk/core/account';
import { JOB_POST_MESSAGES } from '@staffdesk/core/careers';
import { LOGIN_WINDOW_MS } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import { actorOf, audit, auditIn } from '../../platform/audit/audit.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { clearFailures, recordFailure } from '../auth/auth.repo.ts';
import { checkThrottle, throttleKey } from '../auth/auth.service.ts';
import { sniffImage } from '../careers/careers.files.ts';
import { hasSecondFactor } from '../two-factor/two-factor.policy.ts';
import * as repo from './account.repo.ts';

const ownerOf = (auth: TAuth): repo.TOwner => ({ tenantId: auth.tenantId, userId: auth.userId });
const actor = (auth: TAuth) => actorOf(auth)!;

/** One transaction where the owner's row lives: the tenant's for tenant users, the platform's for platform staff. */
const inOwner = <T>(s: TServices, auth: TAuth, fn: (db: TDb) => Promise<T>) =>
  auth.tenantId ? s.database.tenant(auth.tenantId, fn) : s.database.platform(fn);

async function rowOf(db: TDb, auth: TAuth, forUpdate = false) {
  const row = await repo.findAccount(db, ownerOf(auth), forUpdate);
  if (!row) throw notFound();
  return row;
}

/** Cached sessions of this user, on every instance: their name, language or photo changed. */
const forgetUser = (s: TServices, auth: TAuth) => s.sessions.invalidate({ userId: auth.userId, shownOnly: true });

export async function getAccount(s: TServices, auth: TAuth, req: FastifyRequest): Promise<TAccount> {
  const row = await inOwner(s, auth, (db) => rowOf(db, auth));
  const tenant = req.sessionLookup?.tenant;
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language ?? tenant?.default_language ?? 'en',
    photoUrl: row.photoKey ? accountPhotoPath(row.photoKey) : null,
    loginType: auth.loginType,
    companyName: tenant?.name ?? null,
  };
}

function checkName(body: TAccountUpdate) {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const fields: Record<string, string> = {};
  if (!firstName) fields.firstName = 'required';
  else if ([...firstName].length > NAME_MAX) fields.firstName = 'tooLong';
  if ([...lastName].length > NAME_MAX) fields.lastName = 'tooLong';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);
  return { firstName, lastName };
}

/** Name and language; the language is the same preference the top bar sets. */
export async function updateAccount(
  s: TServices,
  auth: TAuth,
  body: TAccountUpdate,
  req: FastifyRequest,
): Promise<TAccount> {
  const { firstName, lastName } = checkName(body);
  await inOwner(s, auth, async (db) => {
    const before = await rowOf(db, auth, true);
    const set = { firstName, lastName, language: body.language };
    await repo.updateAccount(db, ownerOf(auth), set);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actor(auth),
        action: 'account.update',
        entity: 'user',
        entityId: auth.userId,
        before: { firstName: before.firstName, lastName: before.lastName, language: before.language },
        after: set,
      },
      req,
    );
  });
  await forgetUser(s, auth);
  return getAccount(s, auth, req);
}

/** A PNG, JPEG or WebP photo of at most 1 MB (readForm's limit), checked by content like the careers logos. */
export async function setPhoto(s: TServices, auth: TAuth, form: TMultipart, req: FastifyRequest) {
  const file = form.files.find((f) => f.field === PHOTO_FIELD);
  if (!file) throw appError(400, 'validation', { [PHOTO_FIELD]: 'required' });
  const type = sniffImage(file.content);
  if (!type) throw new AppError(400, 'imageType', JOB_POST_MESSAGES.imageType, { [PHOTO_FIELD]: 'imageType' });
  const key = await s.files.save(file.content);
  let old: string | null = null;
  try {
    await inOwner(s, auth, async (db) => {
      old = (await rowOf(db, auth, true)).photoKey;
      await repo.updateAccount(db, ownerOf(auth), { photoKey: key, photoType: type });
      await auditIn(
        db,
        {
          tenantId: auth.tenantId,
          actor: actor(auth),
          action: 'account.photo',
          entity: 'user',
          entityId: auth.userId,
          after: { photo: { type, size: file.size } },
        },
        req,
      );
    });
  } catch (e) {
    await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  await forgetUser(s, auth);
  return { photoUrl: accountPhotoPath(key) };
}

export async function deletePhoto(s: TServices, auth: TAuth, req: FastifyRequest) {
  const old = await inOwner(s, auth, async (db) => {
    const row = await rowOf(db, auth, true);
    if (!row.photoKey) return null;
    await repo.updateAccount(db, ownerOf(auth), { photoKey: null, photoType: null });
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actor(auth),
        action: 'account.photoDelete',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
    return row.photoKey;
  });
  if (old) await s.files.remove(old);
  await forgetUser(s, auth);
  return { photoUrl: null };
}

/** The caller's own photo: a key that is not their current one answers 404. */
export async function sendPhoto(s: TServices, auth: TAuth, key: string, reply: FastifyReply) {
  const row = await inOwner(s, auth, (db) => rowOf(db, auth));
  if (!row.photoKey || row.photoKey !== key || !row.photoType) throw notFound();
  // the key changes with every upload; private: it is behind the session
  return sendImage(reply, await s.files.read(key), row.photoType, 'private, max-age=31536000, immutable');
}

/**
 * Changes the password: the current one must match (a mismatch counts against the login throttling of the same
 * account+email and answers 400 `currentPasswordWrong`), the new one passes the password rules, and in one
 * transaction the hash is replaced, every OTHER session of the user ended and the change audited.
 */
export async function changePassword(s: TServices, auth: TAuth, body: TPasswordChange, req: FastifyRequest) {
  const fields: Record<string, string> = {};
  if (!body.currentPassword) fields.currentPassword = 'required';
  if (!body.newPassword) fields.newPassword = 'required';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);

  const row = await inOwner(s, auth, (db) => rowOf(db, auth));
  const key = throttleKey(auth.account, row.email);
  await checkThrottle(s.database, key);
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await s.database.anonymous((db) => recordFailure(db, key));
    await audit(
      s.database,
      {
        tenantId: auth.tenantId,
        actor: actor(auth),
        action: 'password.changeRefused',
        entity: 'user',
        entityId: auth.userId,
      },
      req,
    );
    throw new AppError(400, 'currentPasswordWrong', ERRORS.currentPasswordWrong, {
      currentPassword: 'currentPasswordWrong',
    });
  }
  checkNewPassword(body.newPassword, {
    email: row.email,
    account: auth.account,
    names: [row.firstName, row.lastName].filter(Boolean),
    hasSecondFactor: await hasSecondFactor(s.database, auth.userId),
  });
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await inOwner(s, auth, async (db) => {
    await repo.updateAccount(db, ownerOf(auth), { passwordHash });
    const ids = await repo.endOtherSessions(db, ownerOf(auth), auth.sessionId);
    // the right password clears the failures, as a successful login does
    await clearFailures(db, key, new Date(Date.now() - LOGIN_WINDOW_MS));
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actor(auth),
        action: 'password.change',
        entity: 'user',
        entityId: auth.userId,
        after: { sessionsEnded: ids.length },
      },
      req,
    );
    return ids;
  });
  forgetSessions(s, ended);
  return { ended: ended.length };
}

const forgetSessions = (s: TServices, ids: string[]) => {
  for (const sessionId of ids) void s.sessions.invalidate({ sessionId }).catch(() => undefined);
};

export async function listSessions(s: TServices, auth: TAuth): Promise<TAccountSession[]> {
  const rows = await s.database.anonymous((db) => repo.listSessions(db, ownerOf(auth)));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    ip: r.ip,
    ...summariseUserAgent(r.userAgent),
    current: r.id === auth.sessionId,
    supportName: r.impersonatorName,
  }));
}

/** Ends one of the caller's sessions; another user's session (or no session) answers 404. */
export async function endSession(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  if (!UUID.test(id)) throw notFound();
  const ended = await inOwner(s, auth, async (db) => {
    const ids = await repo.endSession(db, ownerOf(auth), id);
    if (!ids.length) throw notFound();
    await auditIn(
      db,
      { tenantId: auth.tenantId, actor: actor(auth), action: 'session.end', entity: 'session', entityId: id },
      req,
    );
    return ids;
  });
  forgetSessions(s, ended);
  return { ended: ended.length };
}

export async function endOtherSessions(s: TServices, auth: TAuth, req: FastifyRequest) {
  const ended = await inOwner(s, auth, async (db) => {
    const ids = await repo.endOtherSessions(db, ownerOf(auth), auth.sessionId);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId,
        actor: actor(auth),
        action: 'session.endOthers',
        entity: 'session',
        entityId: auth.sessionId,
        after: { ended: ids.length },
      },
      req,
    );
    return ids;
  });
  forgetSessions(s, ended);
  return { ended: ended.length };
}
