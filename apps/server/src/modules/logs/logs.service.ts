import type { TDb } from '../../platform/db/db.ts';
import { toCsv } from '../../platform/csv.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { distinctValues, listLogs, type TLogQuery } from './logs.repo.ts';

/** Whose log: a tenant's (HR admins, sub admins with the logs page) or every tenant's and the platform's own. */
export type TLogScope = 'tenant' | 'platform';
export type TLogListQuery = Omit<TLogQuery, 'tenantId' | 'all'>;

type TRow = Awaited<ReturnType<typeof listLogs>>['rows'][number];
const present = ({ log, account }: TRow) => ({
  id: log.id,
  at: log.at.toISOString(),
  account: account ?? null,
  actorName: log.actorName,
  actorType: log.actorType,
  action: log.action,
  entity: log.entity,
  entityId: log.entityId,
  before: log.before ?? null,
  after: log.after ?? null,
  reason: log.reason,
  ip: log.ip,
  userAgent: log.userAgent,
});

const CSV_HEADERS = ['time', 'account', 'user', 'role', 'action', 'entity', 'id', 'before', 'after', 'reason', 'ip'];
const csvRow = (l: ReturnType<typeof present>) => [
  l.at,
  l.account ?? '',
  l.actorName ?? '',
  l.actorType ?? '',
  l.action,
  l.entity,
  l.entityId ?? '',
  l.before ? JSON.stringify(l.before) : '',
  l.after ? JSON.stringify(l.after) : '',
  l.reason ?? '',
  l.ip ?? '',
];

// the caller, not only its tenant: a sub admin's scope hides entries of other organizations (decision 0012)
const run = <T>(s: TServices, auth: TAuth, scope: TLogScope, fn: (db: TDb) => Promise<T>) =>
  scope === 'platform' ? s.database.platform(fn) : s.database.tenant(auth, fn);

const query = (auth: TAuth, scope: TLogScope, q: TLogListQuery, all = false): TLogQuery => ({
  ...q,
  tenantId: scope === 'platform' ? undefined : (auth.tenantId ?? undefined),
  search: q.search?.trim() || undefined,
  all,
});

export async function list(s: TServices, auth: TAuth, scope: TLogScope, q: TLogListQuery) {
  const r = await run(s, auth, scope, (db) => listLogs(db, query(auth, scope, q)));
  return { rows: r.rows.map(present), total: r.total, page: q.page, pageSize: q.pageSize };
}

export const facets = (s: TServices, auth: TAuth, scope: TLogScope) =>
  run(s, auth, scope, (db) => distinctValues(db, scope === 'platform' ? undefined : (auth.tenantId ?? undefined)));

/** Every matching entry as CSV. */
export async function exportCsv(s: TServices, auth: TAuth, scope: TLogScope, q: TLogListQuery): Promise<string> {
  const r = await run(s, auth, scope, (db) => listLogs(db, query(auth, scope, q, true)));
  return toCsv(CSV_HEADERS, r.rows.map(present).map(csvRow));
}
