import { UUID } from '@staffdesk/core/form-fields';
import type { Database, TDb } from '../db/db.ts';
import type { TAuth } from '../http/access.ts';
import { insertAudit, type TAuditEntry } from './audit.repo.ts';

export type TAuditEvent = Omit<
  TAuditEntry,
  'id' | 'at' | 'ip' | 'userAgent' | 'actorId' | 'actorType' | 'actorName'
> & {
  actor?: { id: string; type: string; name: string } | null;
};

export const actorOf = (auth: TAuth | null | undefined) =>
  auth ? { id: auth.userId, type: auth.loginType, name: auth.userName } : null;

/**
 * The organization an entry's record belongs to, so that row-level security shows it only to callers whose scope
 * covers it (decision 0012): given, else the organization itself, else the record's organizationId.
 */
function organizationOf(e: TAuditEvent): string | null {
  if (e.organizationId !== undefined) return e.organizationId;
  if (e.entity === 'organization' && e.entityId && UUID.test(e.entityId)) return e.entityId;
  const pick = (v: unknown) => {
    const o = (v as { organizationId?: unknown } | null)?.organizationId;
    return typeof o === 'string' && UUID.test(o) ? o : null;
  };
  return pick(e.after) ?? pick(e.before);
}

function row(e: TAuditEvent, req?: TRequestInfo): TAuditEntry {
  const { actor, ...rest } = e;
  return {
    ...rest,
    organizationId: organizationOf(e),
    actorId: actor?.id ?? null,
    actorType: actor?.type ?? null,
    actorName: actor?.name ?? null,
    ip: req?.ip ?? null,
    userAgent: typeof req?.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 500) : null,
  };
}

/** Where a change came from: the request, or what a job kept of it. */
export type TRequestInfo = { ip: string; headers: Record<string, string | string[] | undefined> };

/** What a job keeps of the request that started it, for its audit rows. */
export const requestInfo = (req: TRequestInfo): TRequestInfo => ({
  ip: req.ip,
  headers: { 'user-agent': req.headers['user-agent'] },
});

/** Writes an audit row inside the caller's transaction, so the change and its record commit together. */
export const auditIn = (db: TDb, e: TAuditEvent, req?: TRequestInfo) => insertAudit(db, row(e, req));

/** The caller's change to a record of their tenant, audited inside the caller's transaction. */
export const auditChange = (db: TDb, auth: TAuth, e: Omit<TAuditEvent, 'tenantId' | 'actor'>, req: TRequestInfo) =>
  auditIn(db, { tenantId: auth.tenantId!, actor: actorOf(auth), ...e }, req);

/** The audit of one kind of record: `audit(db, auth, 'update', id, { before, after }, req)` writes `<entity>.update`. */
export const entityAudit =
  (entity: string) =>
  (
    db: TDb,
    auth: TAuth,
    action: string,
    entityId: string,
    change: Pick<TAuditEvent, 'before' | 'after' | 'organizationId'>,
    req: TRequestInfo,
  ) =>
    auditChange(db, auth, { action: `${entity}.${action}`, entity, entityId, ...change }, req);

/** Writes an audit row in a transaction of its own (events with no other change: logins, denials). */
export function audit(database: Database, e: TAuditEvent, req?: TRequestInfo): Promise<void> {
  const tenantId = e.tenantId ?? null;
  return tenantId
    ? database.tenant(tenantId, (db) => auditIn(db, e, req))
    : database.platform((db) => auditIn(db, e, req));
}
