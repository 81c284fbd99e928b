import type { FastifyRequest } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { ERRORS } from '@staffdesk/core/messages';
import { CONSOLE_MESSAGES, SET_PASSWORD_TTL_MS } from '@staffdesk/core/platform';
import { ZStaffInput, ZStaffUpdate, type TStaff, type TStaffKind } from '@staffdesk/core/staff';
import type { z } from 'zod';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import { loginUrl, passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { insertUser } from '../auth/auth.repo.ts';
import { retireTokens } from '../credentials/credentials.repo.ts';
import { issueToken, UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { switchLogin } from '../credentials/login-switch.ts';
import { withinCaller } from '../roles/roles.service.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import * as repo from './staff.repo.ts';

const who = (auth: TAuth) => actorOf(auth)!;

export const presentStaff = (u: repo.TStaffRow): TStaff => ({
  id: u.id,
  kind: u.kind,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  language: u.language,
  roleId: u.roleId,
  roleName: u.roleName,
  employeeId: u.employeeId,
  employeeCode: u.employeeCode,
  disabled: u.disabled,
  passwordSet: u.passwordHash !== UNUSABLE_PASSWORD,
  createdAt: u.createdAt instanceof Date ? u.createdAt.toISOString() : new Date(u.createdAt).toISOString(),
});

const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> =>
  parseBody(schema, body, (i) =>
    i.code === 'too_big' ? 'tooLong' : i.path[0] === 'email' && i.code !== 'invalid_type' ? 'invalidEmail' : 'required',
  );

const listWindow = (auth: TAuth, kind: TStaffKind, q: TListQuery) => {
  const sort = parseSort<repo.TStaffSort>(q.sort, Object.keys(repo.STAFF_SORTS) as repo.TStaffSort[], 'firstName');
  return {
    tenantId: auth.tenantId!,
    kind,
    search: q.search?.trim() || undefined,
    sort: sort.field,
    dir: sort.dir,
    page: q.page,
    pageSize: q.pageSize,
  };
};

export async function listStaff(s: TServices, auth: TAuth, kind: TStaffKind, q: TListQuery) {
  const r = await s.database.tenant(auth, (db) => repo.listStaff(db, listWindow(auth, kind, q)));
  return { rows: r.rows.map(presentStaff), total: r.total, page: q.page, pageSize: q.pageSize };
}

export async function* staffBatches(s: TServices, auth: TAuth, kind: TStaffKind, q: TListQuery) {
  const query = repo.staffExportQuery(listWindow(auth, kind, q));
  for await (const rows of s.database.cursor<repo.TStaffRow>(auth, query, { objects: true }))
    yield rows.map(presentStaff);
}

async function load(db: TDb, auth: TAuth, id: string, lock = false) {
  const u = UUID.test(id) ? await repo.findStaff(db, auth.tenantId!, id, lock) : undefined;
  if (!u) throw notFoundOf({ entity: 'staff', table: 'users', id });
  return u;
}

export async function getStaff(s: TServices, auth: TAuth, id: string) {
  return presentStaff(await s.database.tenant(auth, (db) => load(db, auth, id)));
}

/** A role that exists and that the caller may hand out (a sub admin: only within their own role and scope). */
async function checkRole(db: TDb, auth: TAuth, roleId: string | null) {
  if (!roleId) throw new AppError(400, 'validation', ERRORS.validation, { roleId: 'required' });
  const role = await repo.liveRole(db, auth.tenantId!, roleId);
  if (!role) throw new AppError(400, 'validation', ERRORS.validation, { roleId: 'invalidReference' });
  const outside = withinCaller(auth, {
    privileges: role.privileges,
    organizationIds: role.organizationIds,
    departmentIds: role.departmentIds,
  });
  if (Object.keys(outside).length > 0)
    throw new AppError(400, 'validation', ERRORS.validation, { roleId: 'invalidReference' });
}

/** A set-password link (72 h) for a new login, mailed through the job queue when the transport answers. */
async function mailLink(
  s: TServices,
  tenantId: string,
  u: { id: string; email: string; name: string; language: string | null },
  token: string,
) {
  if (!(await s.mailer.healthy())) return false;
  const tenant = await s.database.tenant(tenantId, (db) => findTenantById(db, tenantId));
  if (!tenant) return false;
  const origin = publicOrigin(s.config);
  const mail = renderMail(
    'setPassword',
    (u.language ?? tenant.defaultLanguage) as 'en' | 'km' | 'zh',
    {
      name: u.name,
      organization: tenant.name,
      link: passwordUrl(origin, tenant.account, token),
      loginUrl: loginUrl(origin, tenant.account),
      hours: SET_PASSWORD_TTL_MS / 3_600_000,
    },
    { tenantId: tenantId },
  );
  await queueMail(s, { to: u.email, ...mail }, { tenantId, userId: u.id });
  return true;
}

const newLink = (db: TDb, auth: TAuth, userId: string) =>
  issueToken(db, {
    purpose: 'setPassword',
    tenantId: auth.tenantId!,
    userId,
    ttlMs: SET_PASSWORD_TTL_MS,
    createdBy: who(auth),
  });

/**
 * A sub admin or a security user. A sub admin who is also staff is their employee record's login: an employee who
 * already has one (an employee login) keeps it and gains the role (and the dashboard switch); one without gets a
 * new login with the record's email. Anyone else gets a new login with the email given. New logins have no
 * password: a set-password link is mailed.
 */
export async function createStaff(s: TServices, auth: TAuth, body: unknown, req: FastifyRequest) {
  const v = parse(ZStaffInput, body);
  const tenantId = auth.tenantId!;
  const done = await s.database.tenant(auth, async (db) => {
    if (v.kind === 'sub_admin') await checkRole(db, auth, v.roleId);
    const employee = v.kind === 'sub_admin' && v.employeeId ? await repo.employeeFor(db, tenantId, v.employeeId) : null;
    if (v.kind === 'sub_admin' && v.employeeId && !employee)
      throw new AppError(400, 'validation', ERRORS.validation, { employeeId: 'invalidReference' });
    let userId: string;
    let token: string | null = null;
    if (employee?.userId) {
      // their existing login: an employee's becomes a sub admin's; anyone else's is taken already
      if (employee.loginType !== 'emp') throw appError(409, 'alreadyStaff', { employeeId: 'duplicate' });
      userId = employee.userId;
      await repo.updateUser(db, tenantId, userId, {
        loginType: 'sub_admin',
        roleId: v.roleId,
        isEmployee: true,
        ...(v.language ? { language: v.language } : {}),
      });
    } else {
      const email = (employee ? employee.email : v.email)?.trim().toLowerCase();
      if (!email) throw new AppError(400, 'validation', ERRORS.validation, { email: 'required' });
      const firstName = employee ? employee.firstName : v.firstName;
      if (!firstName) throw new AppError(400, 'validation', ERRORS.validation, { firstName: 'required' });
      if (await repo.emailTaken(db, tenantId, email)) throw appError(409, 'emailExists', { email: 'duplicate' });
      const user = await insertUser(db, {
        tenantId,
        email,
        passwordHash: UNUSABLE_PASSWORD,
        loginType: v.kind,
        roleId: v.kind === 'sub_admin' ? v.roleId : null,
        isEmployee: employee !== null,
        firstName,
        lastName: employee ? employee.lastName : v.lastName,
        language: v.language,
      });
      userId = user.id;
      if (employee) await repo.linkEmployee(db, tenantId, employee.id, userId);
      token = (await newLink(db, auth, userId)).token;
    }
    const u = (await repo.findStaff(db, tenantId, userId))!;
    await auditIn(
      db,
      { tenantId, actor: who(auth), action: 'staff.create', entity: 'staff', entityId: userId, after: presentStaff(u) },
      req,
    );
    return { u, token };
  });
  // an employee's login that became a sub admin's: their open sessions pick up the role
  if (!done.token) await s.sessions.invalidate({ userId: done.u.id });
  const mailSent = done.token
    ? await mailLink(
        s,
        tenantId,
        {
          id: done.u.id,
          email: done.u.email,
          name: `${done.u.firstName} ${done.u.lastName}`.trim(),
          language: done.u.language,
        },
        done.token,
      )
    : null;
  return { ...presentStaff(done.u), mailSent };
}

/** Names (not of a linked employee: the record owns them), role (sub admins), language. */
export async function updateStaff(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  const out = await s.database.tenant(auth, async (db) => {
    const before = await load(db, auth, id, true);
    if (before.id === auth.userId) throw appError(403, 'ownAccount');
    const v = parse(ZStaffUpdate, body);
    if (before.kind === 'sub_admin') await checkRole(db, auth, v.roleId);
    if (!before.employeeId && !v.firstName)
      throw new AppError(400, 'validation', ERRORS.validation, { firstName: 'required' });
    const patch = {
      ...(before.employeeId ? {} : { firstName: v.firstName!, lastName: v.lastName }),
      ...(before.kind === 'sub_admin' ? { roleId: v.roleId } : {}),
      language: v.language,
    };
    await repo.updateUser(db, tenantId, id, patch);
    const after = (await repo.findStaff(db, tenantId, id))!;
    await auditIn(
      db,
      {
        tenantId,
        actor: who(auth),
        action: 'staff.update',
        entity: 'staff',
        entityId: id,
        before: {
          firstName: before.firstName,
          lastName: before.lastName,
          roleId: before.roleId,
          language: before.language,
        },
        after: { firstName: after.firstName, lastName: after.lastName, roleId: after.roleId, language: after.language },
      },
      req,
    );
    return presentStaff(after);
  });
  // a new role's privileges and scope apply to their next request
  await s.sessions.invalidate({ userId: id });
  return out;
}

export async function setStaffDisabled(s: TServices, auth: TAuth, id: string, disabled: boolean, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  const out = await s.database.tenant(auth, async (db) => {
    const before = await load(db, auth, id, true);
    if (before.id === auth.userId) throw appError(403, 'ownAccount');
    await switchLogin(
      db,
      {
        tenantId,
        userId: id,
        was: before.disabled,
        disabled,
        actor: who(auth),
        action: 'staff',
        entity: 'staff',
        write: () => repo.updateUser(db, tenantId, id, { disabled }),
      },
      req,
    );
    return presentStaff((await repo.findStaff(db, tenantId, id))!);
  });
  await s.sessions.invalidate({ userId: id });
  return out;
}

/** A new set-password link (the old ones stop working), mailed. */
export async function resendStaffLink(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = auth.tenantId!;
  const done = await s.database.tenant(auth, async (db) => {
    const u = await load(db, auth, id, true);
    if (u.id === auth.userId) throw appError(403, 'ownAccount');
    if (u.disabled) throw appError(409, 'userDisabled');
    await retireTokens(db, { tenantId, userId: id, purposes: ['setPassword'] }, new Date());
    const { token } = await newLink(db, auth, id);
    await auditIn(db, { tenantId, actor: who(auth), action: 'staff.resendLink', entity: 'staff', entityId: id }, req);
    return { u, token };
  });
  const sent = await mailLink(
    s,
    tenantId,
    { id, email: done.u.email, name: `${done.u.firstName} ${done.u.lastName}`.trim(), language: done.u.language },
    done.token,
  );
  if (!sent) throw appError(502, 'mailFailed');
  return { code: 'msgSent' as const, message: CONSOLE_MESSAGES.msgSent, mailSent: true };
}
