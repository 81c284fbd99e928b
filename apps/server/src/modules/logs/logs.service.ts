import type { TDb } from '../../platform/db/db.ts';
import type { FastifyReply } from 'fastify';
import { sendExport, type TExportFormat } from '../../platform/export.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { distinctValues, LOG_EXPORT_COLUMNS, listLogs, logsExportQuery, type TLogQuery } from './logs.repo.ts';

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
// the caller, not only its tenant: a sub admin's scope hides entries of other organizations (decision 0012)
const run = <T>(s: TServices, auth: TAuth, scope: TLogScope, fn: (db: TDb) => Promise<T>) =>
  scope === 'platform' ? s.database.platform(fn) : s.database.tenant(auth, fn);

const query = (auth: TAuth, scope: TLogScope, q: TLogListQuery): TLogQuery => ({
  ...q,
  tenantId: scope === 'platform' ? undefined : (auth.tenantId ?? undefined),
  search: q.search?.trim() || undefined,
});

export async function list(s: TServices, auth: TAuth, scope: TLogScope, q: TLogListQuery) {
  const r = await run(s, auth, scope, (db) => listLogs(db, query(auth, scope, q)));
  return { rows: r.rows.map(present), total: r.total, page: q.page, pageSize: q.pageSize };
}

export const facets = (s: TServices, auth: TAuth, scope: TLogScope) =>
  run(s, auth, scope, (db) => distinctValues(db, scope === 'platform' ? undefined : (auth.tenantId ?? undefined)));

/** Every matching entry, streamed from a cursor (any number of rows in bounded memory), as CSV or XLSX. */
export function exportLogs(
  s: TServices,
  auth: TAuth,
  scope: TLogScope,
  q: TLogListQuery,
  format: TExportFormat,
  reply: FastifyReply,
) {
  const sqlQuery = logsExportQuery(query(auth, scope, { ...q, page: 1, pageSize: 1 }));
  const rows = s.database.cursor(scope === 'platform' ? 'platform' : auth, sqlQuery);
  const at = LOG_EXPORT_COLUMNS.indexOf('at');
  const json = [LOG_EXPORT_COLUMNS.indexOf('before'), LOG_EXPORT_COLUMNS.indexOf('after')];
  async function* cells() {
    for await (const batch of rows)
      yield batch.map((r) =>
        r.map((v, i) =>
          i === at ? (v as Date).toISOString() : json.includes(i) ? (v === null ? '' : JSON.stringify(v)) : (v ?? ''),
        ),
      );
  }
  return sendExport(reply, { list: 'logs', format, headers: CSV_HEADERS, batches: cells() });
}
