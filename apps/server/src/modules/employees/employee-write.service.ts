import type { FastifyRequest } from 'fastify';
import { SET_PASSWORD_TTL_MS } from '@staffdesk/core/platform';
import {
  EMPLOYEE_MESSAGES,
  employeeName,
  ZEmployeeInput,
  type TEmployee,
  type TEmployeeMessageCode,
  type TEmployeeValues,
} from '@staffdesk/core/employees';
import { ERRORS } from '@staffdesk/core/messages';
import { todayIn } from '@staffdesk/core/time-zones';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { loginUrl, passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import type { TServices } from '../../platform/services.ts';
import { insertUser } from '../auth/auth.repo.ts';
import { revokeUserSessions } from '../credentials/credentials.repo.ts';
import { issueToken, UNUSABLE_PASSWORD } from '../credentials/credentials.service.ts';
import { findTenantById } from '../tenants/tenants.repo.ts';
import * as repo from './employees.repo.ts';
import { employeeFor, presentEmployee } from './employees.service.ts';

/** Adding, changing and deleting employees: checks, the login that goes with an email, the audit log. */

const tenantOf = (auth: TAuth) => auth.tenantId!;
const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

const fieldError = (field: string, code: TEmployeeMessageCode | 'required' | 'invalidReference', status = 400) =>
  new AppError(
    status,
    code === 'required' || code === 'invalidReference' ? 'validation' : code,
    code === 'required' || code === 'invalidReference' ? ERRORS.validation : EMPLOYEE_MESSAGES[code],
    { [field]: code },
  );

/** The body, parsed: 400 with each field's code. */
export function parseEmployee(body: unknown): TEmployeeValues {
  return parseBody(ZEmployeeInput, body, undefined, true);
}

/**
 * What the stored values refer to must exist, be live and be in the caller's scope (row-level security hides the
 * rest, so they read as an invalid reference); a sub admin limited to departments files people under one of them.
 */
async function checkReferences(db: TDb, auth: TAuth, v: TEmployeeValues, selfId: string | null): Promise<string> {
  const tenantId = tenantOf(auth);
  const zone = await repo.organizationZone(db, tenantId, v.organizationId);
  if (!zone) throw fieldError('organizationId', 'invalidReference');
  if (auth.scope && auth.scope.departmentIds.length > 0 && !v.departmentId)
    throw fieldError('departmentId', 'required');
  if (v.departmentId) {
    const d = await repo.liveRecord(db, 'departments', tenantId, v.departmentId);
    if (!d) throw fieldError('departmentId', 'invalidReference');
    if (d.organization_id !== v.organizationId) throw fieldError('departmentId', 'departmentOrganization');
  }
  if (v.groupId && !(await repo.liveRecord(db, 'setting_groups', tenantId, v.groupId)))
    throw fieldError('groupId', 'invalidReference');
  if (v.shiftId && !(await repo.liveRecord(db, 'shifts', tenantId, v.shiftId)))
    throw fieldError('shiftId', 'invalidReference');
  if (v.bankId && !(await repo.liveRecord(db, 'banks', tenantId, v.bankId)))
    throw fieldError('bankId', 'invalidReference');
  if (v.reportingManagerId) {
    if (v.reportingManagerId === selfId) throw fieldError('reportingManagerId', 'managerSelf');
    const chain = await repo.managerChain(db, tenantId, v.reportingManagerId);
    if (!(await repo.getEmployee(db, tenantId, v.reportingManagerId)))
      throw fieldError('reportingManagerId', 'invalidReference');
    if (selfId && chain.includes(selfId)) throw fieldError('reportingManagerId', 'managerLoop');
  }
  // born today at the latest, in the organization's calendar
  if (v.dateOfBirth && v.dateOfBirth > todayIn(v.timeZone ?? zone)) throw fieldError('dateOfBirth', 'futureDate');
  await checkHrFields(db, tenantId, v.hrFields);
  // the employee's "today": their own zone, else their organization's
  return todayIn(v.timeZone ?? zone);
}

/** Custom HR fields: known ids only, required ones filled, numbers, dates and choices as declared. */
export async function checkHrFields(db: TDb, tenantId: string, values: Record<string, string>) {
  const defs = await repo.hrFieldDefinitions(db, tenantId);
  const known = new Map(defs.map((d) => [d.id, d]));
  for (const id of Object.keys(values)) if (!known.has(id)) throw fieldError(`hrFields.${id}`, 'invalidReference');
  for (const d of defs) {
    const v = values[d.id]?.trim() ?? '';
    const key = `hrFields.${d.id}`;
    if (!v) {
      if (d.required) throw fieldError(key, 'required');
      continue;
    }
    const bad =
      (d.field_type === 'number' && !/^-?\d+(\.\d+)?$/.test(v)) ||
      (d.field_type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) ||
      (d.field_type === 'select' && !(d.options ?? []).includes(v));
    if (bad) throw new AppError(400, 'validation', ERRORS.validation, { [key]: 'invalidOption' });
  }
}

const rowValues = (v: TEmployeeValues, code: string): repo.TEmployeeValues => ({ ...v, employeeCode: code });

async function checkUnique(db: TDb, tenantId: string, code: string, email: string | null, exceptId?: string) {
  const t = await repo.taken(db, tenantId, { code, email, exceptId });
  if (t.code) throw fieldError('employeeCode', 'employeeCodeExists', 409);
  if (t.email) throw fieldError('email', 'emailExists', 409);
}

/** The unique indexes are the last word (two saves at once): their names map to the same answers. */
function duplicate(e: unknown): AppError | undefined {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err.code ? err : err.cause;
  if (pg?.code !== '23505') return undefined;
  if (pg.constraint === 'employees_code_uq') return fieldError('employeeCode', 'employeeCodeExists', 409);
  if (pg.constraint === 'employees_email_uq' || pg.constraint === 'users_email')
    return fieldError('email', 'emailExists', 409);
  return undefined;
}

/**
 * `/employees/add`: the record, and with an email a login of type emp with no password and a set-password link
 * (mailed through the job queue once the record is stored).
 */
export async function createEmployee(s: TServices, auth: TAuth, body: unknown, req: FastifyRequest) {
  const v = parseEmployee(body);
  const tenantId = tenantOf(auth);
  const actor = who(auth);
  const done = await s.database
    .tenant(auth, async (db) => {
      const today = await checkReferences(db, auth, v, null);
      const code = v.employeeCode ?? (await repo.takeEmployeeCode(db, tenantId, v.organizationId));
      if (!code) throw fieldError('employeeCode', 'noEmployeeSeries');
      await checkUnique(db, tenantId, code, v.email);
      let login: { userId: string; token: string } | null = null;
      if (v.email) {
        if (await repo.userEmailTaken(db, tenantId, v.email, null)) throw fieldError('email', 'emailExists', 409);
        const user = await insertUser(db, {
          tenantId,
          email: v.email,
          passwordHash: UNUSABLE_PASSWORD,
          loginType: 'emp',
          firstName: v.firstName,
          lastName: v.lastName,
          disabled: v.status === 'inactive',
        });
        const { token } = await issueToken(db, {
          purpose: 'setPassword',
          tenantId,
          userId: user.id,
          ttlMs: SET_PASSWORD_TTL_MS,
          createdBy: actor,
        });
        login = { userId: user.id, token };
      }
      const id = await repo.insertEmployee(
        db,
        tenantId,
        { ...rowValues(v, code), userId: login?.userId ?? null, exitDate: v.status === 'inactive' ? today : null },
        actor,
      );
      const e = (await repo.getEmployee(db, tenantId, id))!;
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'create',
          entity: 'employee',
          entityId: id,
          organizationId: e.organizationId,
          after: presentEmployee(e),
        },
        req,
      );
      return { e, login, tenant: await findTenantById(db, tenantId) };
    })
    .catch((e: unknown) => {
      throw duplicate(e) ?? e;
    });
  let mailSent: boolean | null = null;
  if (done.login && done.e.email && done.tenant) {
    mailSent = await s.mailer.healthy();
    if (mailSent) {
      const origin = publicOrigin(s.config);
      const mail = renderMail(
        'setPassword',
        done.tenant.defaultLanguage,
        {
          name: employeeName(done.e),
          organization: done.e.organizationTitle,
          link: passwordUrl(origin, done.tenant.account, done.login.token),
          loginUrl: loginUrl(origin, done.tenant.account),
          hours: SET_PASSWORD_TTL_MS / 3_600_000,
        },
        { tenantId: tenantId },
      );
      await queueMail(s, { to: done.e.email, ...mail }, { tenantId, userId: auth.userId });
    }
  }
  return { ...presentEmployee(done.e), mailSent };
}

/** Edit: the record; a linked login follows its email, names and status (In-Active: no more logins). */
export async function updateEmployee(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database
    .tenant(auth, async (db) => {
      // the record first: another tenant's (or scope's) id is a 404 whatever the body
      const before = await employeeFor(db, auth, id, true);
      const v = parseEmployee(body);
      const today = await checkReferences(db, auth, v, id);
      const code = v.employeeCode ?? before.employeeCode;
      await checkUnique(db, tenantId, code, v.email, id);
      if (before.userId) {
        if (!v.email) throw fieldError('email', 'required');
        if (await repo.userEmailTaken(db, tenantId, v.email, before.userId))
          throw fieldError('email', 'emailExists', 409);
        await repo.syncUser(db, tenantId, before.userId, {
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          disabled: v.status === 'inactive',
        });
        if (v.status === 'inactive' && before.status === 'active')
          await revokeUserSessions(db, { tenantId, userId: before.userId });
      }
      // In-Active from the day it is set (kept if already set); Active again: no exit
      const exitDate = v.status === 'inactive' ? (before.exitDate ?? today) : null;
      await repo.updateEmployee(db, tenantId, id, { ...rowValues(v, code), exitDate }, who(auth));
      const after = (await repo.getEmployee(db, tenantId, id))!;
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'update',
          entity: 'employee',
          entityId: id,
          organizationId: after.organizationId,
          before: presentEmployee(before),
          after: presentEmployee(after),
        },
        req,
      );
      return { after, userId: before.userId };
    })
    .catch((e: unknown) => {
      throw duplicate(e) ?? e;
    });
  if (out.userId) await s.sessions.invalidate({ userId: out.userId });
  return presentEmployee(out.after);
}

/** Delete with a reason (soft): the login is disabled and its sessions end; direct reports lose their manager. */
export async function deleteEmployee(
  s: TServices,
  auth: TAuth,
  id: string,
  reason: string | undefined,
  req: FastifyRequest,
) {
  const why = reason?.trim();
  const tenantId = tenantOf(auth);
  const userId = await s.database.tenant(auth, async (db) => {
    const before = await employeeFor(db, auth, id, true);
    if (!why) throw appError(400, 'reasonRequired', { reason: 'required' });
    const exitDate = before.exitDate ?? todayIn(before.timeZone ?? before.organizationTimeZone);
    await repo.softDeleteEmployee(db, tenantId, id, why.slice(0, 500), exitDate, who(auth));
    if (before.userId) {
      await repo.syncUser(db, tenantId, before.userId, { disabled: true });
      await revokeUserSessions(db, { tenantId, userId: before.userId });
    }
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'delete',
        entity: 'employee',
        entityId: id,
        organizationId: before.organizationId,
        before: presentEmployee(before),
        reason: why,
      },
      req,
    );
    return before.userId;
  });
  if (userId) await s.sessions.invalidate({ userId });
}

export type { TEmployee };
