import { escapeLike } from '../../platform/db/like.ts';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { TDb } from '../../platform/db/db.ts';
import { auditLog } from '../../platform/audit/audit.tables.ts';
import { tenants } from '../tenants/tenants.tables.ts';

export type TLogQuery = {
  tenantId?: string;
  user?: string;
  action?: string;
  entity?: string;
  from?: string;
  to?: string;
  /** IANA time zone the day filters are in */
  tz?: string;
  search?: string;
  page: number;
  pageSize: number;
};

function logsWhere(q: Omit<TLogQuery, 'page' | 'pageSize'>) {
  const conds: (SQL | undefined)[] = [
    q.tenantId ? eq(auditLog.tenantId, q.tenantId) : undefined,
    q.user ? ilike(auditLog.actorName, `%${escapeLike(q.user)}%`) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.entity ? eq(auditLog.entity, q.entity) : undefined,
    // a day runs from its midnight to the next one in the caller's time zone
    q.from ? gte(auditLog.at, sql`(${q.from}::date)::timestamp at time zone ${q.tz ?? 'UTC'}`) : undefined,
    q.to ? lt(auditLog.at, sql`(${q.to}::date + 1)::timestamp at time zone ${q.tz ?? 'UTC'}`) : undefined,
    q.search
      ? or(
          ilike(auditLog.actorName, `%${escapeLike(q.search)}%`),
          ilike(auditLog.entity, `%${escapeLike(q.search)}%`),
          ilike(auditLog.action, `%${escapeLike(q.search)}%`),
        )
      : undefined,
  ];
  return and(...conds.filter(Boolean));
}

export async function listLogs(db: TDb, q: TLogQuery) {
  const where = logsWhere(q);
  const base = db
    .select({ log: auditLog, account: tenants.account })
    .from(auditLog)
    .leftJoin(tenants, eq(tenants.id, auditLog.tenantId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const rows = await base.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const total = (await db.select({ n: count() }).from(auditLog).where(where))[0]?.n ?? 0;
  return { rows, total };
}

/** The columns of a logs export, in their order (the cursor gives rows as arrays). */
export const LOG_EXPORT_COLUMNS = [
  'at',
  'account',
  'actorName',
  'actorType',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'reason',
  'ip',
] as const;

/** Every matching entry, newest first, as one query for a cursor (exports of any size). */
export function logsExportQuery(q: Omit<TLogQuery, 'page' | 'pageSize'>) {
  const l = auditLog;
  return drizzle
    .mock()
    .select({
      at: l.at,
      account: tenants.account,
      actorName: l.actorName,
      actorType: l.actorType,
      action: l.action,
      entity: l.entity,
      entityId: l.entityId,
      before: l.before,
      after: l.after,
      reason: l.reason,
      ip: l.ip,
    })
    .from(l)
    .leftJoin(tenants, eq(tenants.id, l.tenantId))
    .where(logsWhere(q))
    .orderBy(desc(l.at), desc(l.id))
    .toSQL();
}

export async function distinctValues(db: TDb, tenantId?: string) {
  const where = tenantId ? eq(auditLog.tenantId, tenantId) : undefined;
  const actions = await db.selectDistinct({ v: auditLog.action }).from(auditLog).where(where).orderBy(auditLog.action);
  const entities = await db.selectDistinct({ v: auditLog.entity }).from(auditLog).where(where).orderBy(auditLog.entity);
  return { actions: actions.map((a) => a.v), entities: entities.map((e) => e.v) };
}
