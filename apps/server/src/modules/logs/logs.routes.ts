import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDate } from '@staffdesk/core/dates';
import type { Database, TDb } from '../../platform/db/db.ts';
import { csvFileName, toCsv } from '../../platform/csv.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import { distinctValues, listLogs, type TLogQuery } from './logs.repo.ts';

const ZLogQuery = ZListQuery.extend({
  user: z.string().max(100).optional(),
  action: z.string().max(50).optional(),
  entity: z.string().max(50).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  tz: z
    .string()
    .max(64)
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    })
    .optional(),
});
const ZLog = z.object({
  id: z.number(),
  at: z.string(),
  account: z.string().nullable(),
  actorName: z.string().nullable(),
  actorType: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

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

/**
 * System logs: an HR admin (or a sub admin with the logs page) reads their tenant's; the platform super admin
 * (logs flag) reads every tenant's and the platform's own.
 */
export const logRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const scopes = [
      { prefix: '/logs', access: 'page:logs:view' as const, platform: false },
      { prefix: '/platform/logs', access: 'platform:logs' as const, platform: true },
    ];
    for (const s of scopes) {
      // the caller, not only its tenant: a sub admin's scope hides entries of other organizations (decision 0012)
      const run = <T>(auth: TAuth, fn: (db: TDb) => Promise<T>) =>
        s.platform ? database.platform(fn) : database.tenant(auth, fn);
      const query = (tenantId: string | undefined, q: z.infer<typeof ZLogQuery>, all = false): TLogQuery => ({
        ...q,
        tenantId: s.platform ? undefined : tenantId,
        search: q.search?.trim() || undefined,
        all,
      });

      app.get(
        s.prefix,
        {
          config: { access: s.access },
          schema: {
            tags: ['logs'],
            querystring: ZLogQuery,
            response: {
              200: z.object({ rows: z.array(ZLog), total: z.number(), page: z.number(), pageSize: z.number() }),
            },
          },
        },
        async (req) => {
          const tenantId = authOf(req).tenantId ?? undefined;
          const r = await run(authOf(req), (db) => listLogs(db, query(tenantId, req.query)));
          return { rows: r.rows.map(present), total: r.total, page: req.query.page, pageSize: req.query.pageSize };
        },
      );
      app.get(
        `${s.prefix}/facets`,
        {
          config: { access: s.access },
          schema: {
            tags: ['logs'],
            response: { 200: z.object({ actions: z.array(z.string()), entities: z.array(z.string()) }) },
          },
        },
        async (req) => {
          const tenantId = authOf(req).tenantId ?? undefined;
          return run(authOf(req), (db) => distinctValues(db, s.platform ? undefined : tenantId));
        },
      );
      app.get(
        `${s.prefix}/export.csv`,
        { config: { access: s.access, heavy: true }, schema: { tags: ['logs'], querystring: ZLogQuery } },
        async (req, reply) => {
          const tenantId = authOf(req).tenantId ?? undefined;
          const r = await run(authOf(req), (db) => listLogs(db, query(tenantId, req.query, true)));
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${csvFileName('logs')}"`)
            .send(toCsv(CSV_HEADERS, r.rows.map(present).map(csvRow)));
        },
      );
    }
  };
