import type { FastifyRequest } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { ERRORS } from '@staffdesk/core/messages';
import { DENIAL_CODES } from '@staffdesk/core/privileges';
import { PAYROLL_PARTS, ZPayrollPrivilegeInput, type TPayrollPrivilege } from '@staffdesk/core/payroll-privileges';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import { AppError, appError, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import { payrollPartsOf } from '../auth/session.service.ts';
import * as repo from './payroll-privileges.repo.ts';

/** A row as the page shows it: the parts set, or the default the session would use without a row. */
export function presentPayrollPrivilege(r: repo.TPayrollPrivilegeRow): TPayrollPrivilege {
  const parts = payrollPartsOf(
    r.loginType,
    r.set
      ? {
          organization_id: r.organizationId,
          approve_payroll: !!r.approvePayroll,
          approve_paid: !!r.approvePaid,
          payroll_line: !!r.payrollLine,
        }
      : null,
    false,
  );
  return {
    userId: r.userId,
    loginType: r.loginType,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    roleName: r.roleName,
    disabled: r.disabled,
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    approvePayroll: parts.approvePayroll,
    approvePaid: parts.approvePaid,
    payrollLine: parts.payrollLine,
    set: r.set,
    updatedAt: r.updatedAt ? new Date(r.updatedAt).toISOString() : null,
    updatedByName: r.updatedByName,
  };
}

/** Scoped to some organizations: a sub admin whose role names organizations. */
const orgScoped = (auth: TAuth) => (auth.scope?.organizationIds.length ?? 0) > 0;

export async function listPayrollPrivileges(s: TServices, auth: TAuth, q: TListQuery) {
  const sort = parseSort<repo.TPayrollPrivilegeSort>(
    q.sort,
    Object.keys(repo.PAYROLL_PRIVILEGE_SORTS) as repo.TPayrollPrivilegeSort[],
    'firstName',
  );
  const r = await s.database.tenant(auth, (db) =>
    repo.listPayrollPrivileges(db, {
      tenantId: auth.tenantId!,
      subAdminsOnly: auth.loginType === 'sub_admin',
      search: q.search?.trim() || undefined,
      sort: sort.field,
      dir: sort.dir,
      page: q.page,
      pageSize: q.pageSize,
    }),
  );
  return { rows: r.rows.map(presentPayrollPrivilege), total: r.total, page: q.page, pageSize: q.pageSize };
}

/**
 * Sets one login's approval parts and payroll organization. Nobody sets their own. A sub admin sets only sub
 * admins', gives only parts they hold themselves, and only for an organization of their scope.
 */
export async function setPayrollPrivilege(
  s: TServices,
  auth: TAuth,
  userId: string,
  body: unknown,
  req: FastifyRequest,
) {
  const tenantId = auth.tenantId!;
  const out = await s.database.tenant(auth, async (db) => {
    const before = UUID.test(userId) ? await repo.findPayrollPrivilege(db, tenantId, userId) : undefined;
    const hidden = before && orgScoped(auth) && before.set && before.organizationId === null;
    if (!before || hidden || (auth.loginType === 'sub_admin' && before.loginType !== 'sub_admin'))
      throw notFoundOf({ entity: 'payrollPrivilege', table: 'users', id: userId });
    if (before.userId === auth.userId) throw appError(403, 'ownAccount');
    // the body is read once the login is found: another's id is a 404 whatever was sent
    const v = parseBody(ZPayrollPrivilegeInput, body, (i) =>
      i.code === 'invalid_format' ? 'invalidReference' : 'required',
    );
    if (auth.loginType === 'sub_admin') {
      const mine = await repo.findPayrollPrivilege(db, tenantId, auth.userId);
      const held = presentPayrollPrivilege(mine!);
      const was = presentPayrollPrivilege(before);
      // what they do not hold themselves they cannot give ('Do not have Approve Privilege')
      if (PAYROLL_PARTS.some((p) => v[p] && !was[p] && !held[p]))
        throw new AppError(403, DENIAL_CODES.approve.code, DENIAL_CODES.approve.message);
    }
    if (v.organizationId === null && orgScoped(auth))
      throw new AppError(400, 'validation', ERRORS.validation, { organizationId: 'required' });
    if (v.organizationId && !(await repo.liveOrganization(db, tenantId, v.organizationId)))
      throw new AppError(400, 'validation', ERRORS.validation, { organizationId: 'invalidReference' });
    const actor = actorOf(auth)!;
    try {
      await repo.savePayrollPrivilege(
        db,
        { tenantId, userId, ...v, updatedBy: actor.id, updatedByName: actor.name },
        before.set,
      );
    } catch (e) {
      // a row the caller's scope hides (another organization's): not theirs to change
      const code =
        (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw notFoundOf({ entity: 'payrollPrivilege', table: 'users', id: userId });
      throw e;
    }
    const after = presentPayrollPrivilege((await repo.findPayrollPrivilege(db, tenantId, userId))!);
    const snap = (p: TPayrollPrivilege) => ({
      organizationId: p.organizationId,
      approvePayroll: p.approvePayroll,
      approvePaid: p.approvePaid,
      payrollLine: p.payrollLine,
    });
    await auditIn(
      db,
      {
        tenantId,
        actor,
        action: 'payrollPrivilege.update',
        entity: 'payrollPrivilege',
        entityId: userId,
        organizationId: v.organizationId,
        before: snap(presentPayrollPrivilege(before)),
        after: snap(after),
      },
      req,
    );
    return after;
  });
  // the parts are session values: their next request sees them
  await s.sessions.invalidate({ userId });
  return out;
}
