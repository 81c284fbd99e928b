import { UUID } from '@staffdesk/core/form-fields';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/db.ts';
import { notFound } from '../errors.ts';
import type { TAuth } from '../http/access.ts';
import { actorOf, audit } from './audit.ts';
import { rowTenant } from './denied.repo.ts';

/** The record a 404 is about: its entity (as the audit log names it), table and id. */
export type TDeniedTarget = { entity: string; table: string; id: string };

/**
 * A 404 about a record: what a service throws when the caller's tenant and scope show no such record. The guard
 * (platform/http/guard.ts) audits it as `denied` when the id names a row after all — another tenant's, or outside
 * a sub admin's scope — once the request's transaction has ended. The answer is the same 404 either way.
 */
export const notFoundOf = (target: TDeniedTarget) => Object.assign(notFound(), { deniedTarget: target });

export const deniedTargetOf = (e: unknown): TDeniedTarget | undefined =>
  (e as { deniedTarget?: TDeniedTarget }).deniedTarget;

/**
 * Audits a refused attempt on a record the caller may not reach. Only on the 404 path: one platform transaction
 * (lookup), for a scoped sub admin one more to see whether the scope hid it, and the audit row.
 */
export async function auditDenied(
  database: Database,
  auth: TAuth,
  target: TDeniedTarget,
  req?: FastifyRequest,
): Promise<void> {
  const tenantId = auth.tenantId;
  if (!UUID.test(target.id) || !tenantId) return;
  const owner = await database.platform((db) => rowTenant(db, target.table, target.id));
  if (!owner) return;
  if (
    owner === tenantId &&
    !(auth.scope && !(await database.tenant(auth, (db) => rowTenant(db, target.table, target.id))))
  )
    return;
  await audit(
    database,
    {
      tenantId,
      actor: actorOf(auth),
      action: 'denied',
      entity: target.entity,
      entityId: target.id,
      after: req ? { method: req.method, route: req.routeOptions.url, reason: 'notFound' } : { reason: 'notFound' },
    },
    req,
  );
}
