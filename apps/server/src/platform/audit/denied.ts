import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/db.ts';
import { notFound } from '../errors.ts';
import type { TAuth } from '../http/access.ts';
import { actorOf, audit } from './audit.ts';
import { rowTenant } from './denied.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The 404 of a record the caller may not reach. When the id names a row the caller's tenant and scope do not
 * show (another tenant's, or outside a sub admin's organizations), the attempt is audited as `denied` with the
 * entity, id and route; the answer is the same 404 either way, so it tells the caller nothing. Only on this path:
 * one platform transaction (lookup and audit), and for a scoped sub admin one more to see if scope hid it.
 */
export async function notFoundAudited(
  s: { database: Database },
  auth: TAuth,
  target: { entity: string; table: string; id: string },
  req?: FastifyRequest,
): Promise<never> {
  const tenantId = auth.tenantId;
  if (UUID.test(target.id) && tenantId) {
    const hiddenByScope = async () =>
      !!auth.scope && !(await s.database.tenant(auth, (db) => rowTenant(db, target.table, target.id)));
    const owner = await s.database.platform((db) => rowTenant(db, target.table, target.id));
    if (owner && (owner !== tenantId || (await hiddenByScope()))) {
      await audit(
        s.database,
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
  }
  throw notFound();
}

/** Runs fn; a 404 it answers is passed through notFoundAudited (after fn's transaction has ended). */
export async function auditingNotFound<T>(
  s: { database: Database },
  auth: TAuth,
  target: { entity: string; table: string; id: string },
  req: FastifyRequest | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if ((e as { status?: number; code?: string }).status === 404 && (e as { code?: string }).code === 'notFound') {
      await notFoundAudited(s, auth, target, req);
    }
    throw e;
  }
}
