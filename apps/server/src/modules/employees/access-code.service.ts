import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { ACCESS_CODE_LENGTH } from '@staffdesk/core/employees';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './employees.repo.ts';
import { employeeFor } from './employees.service.ts';

/**
 * An employee's access code (spec `Acesscode`): a PIN for the public leave and overtime pages and the security
 * gate. Made at random when HR sets or resets it, answered that once, stored only as a hash.
 */
const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

export async function resetAccessCode(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const code = String(crypto.randomInt(0, 10 ** ACCESS_CODE_LENGTH)).padStart(ACCESS_CODE_LENGTH, '0');
  const hash = await hashPassword(code);
  const setAt = new Date();
  await s.database.tenant(auth, async (db) => {
    const e = await employeeFor(db, auth, id, true);
    await repo.updateEmployee(db, auth.tenantId!, id, { accessCodeHash: hash, accessCodeSetAt: setAt }, who(auth));
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: e.accessCodeHash ? 'employee.accessCodeReset' : 'employee.accessCodeSet',
        entity: 'employee',
        entityId: id,
        organizationId: e.organizationId,
      },
      req,
    );
  });
  return { code, setAt: setAt.toISOString() };
}

export async function removeAccessCode(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  await s.database.tenant(auth, async (db) => {
    const e = await employeeFor(db, auth, id, true);
    if (!e.accessCodeHash) return;
    await repo.updateEmployee(db, auth.tenantId!, id, { accessCodeHash: null, accessCodeSetAt: null }, who(auth));
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: 'employee.accessCodeRemove',
        entity: 'employee',
        entityId: id,
        organizationId: e.organizationId,
      },
      req,
    );
  });
}

/**
 * The active employee an Employee ID and access code name, or null — in the same time whether the employee
 * exists or not (a dummy hash is checked). For the public pages and the gate, which limit attempts themselves.
 */
export async function employeeByAccessCode(
  db: TDb,
  tenantId: string,
  employeeCode: string,
  code: string,
): Promise<string | null> {
  const rows = await db.execute<{ id: string; hash: string | null }>(
    sql`select id, access_code_hash as hash from employees
         where tenant_id = ${tenantId} and lower(employee_code) = lower(${employeeCode})
           and deleted_at is null and status = 'active'`,
  );
  const row = rows.rows[0];
  const ok = await verifyPassword(row?.hash ?? (await dummyHash()), code);
  return ok && row?.hash ? row.id : null;
}
