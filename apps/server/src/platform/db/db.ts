import { UUID } from '@staffdesk/core/form-fields';
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { ScopedClient, type TPrefix } from './scoped-client.ts';
import { APP_ROLE, SCOPED_ROLE } from './security.ts';

export type TDb = NodePgDatabase;
export type TDbKind = 'embedded' | 'external';

const diverted = new AsyncLocalStorage<{ from: Database; to: Database }>();

const BEGIN: TPrefix = { text: 'begin', values: [] };

/**
 * Who a tenant scope works for: a tenant id, or a caller (TAuth fits) whose sub-admin scope — organizations and
 * departments, empty = all — row-level security then applies to every organization-bound table (decision 0011).
 */
export type TTenantCaller =
  | string
  | { tenantId: string | null; scope: { organizationIds: readonly string[]; departmentIds: readonly string[] } | null };

const uuidArray = (ids: readonly string[] | undefined): string => {
  if (!ids || ids.length === 0) return '';
  if (!ids.every((x) => UUID.test(x))) throw new Error('invalid scope id');
  return `{${ids.join(',')}}`;
};

const setTenant = (who: TTenantCaller): TPrefix => {
  const tenantId = typeof who === 'string' ? who : who.tenantId;
  if (!tenantId || !UUID.test(tenantId)) throw new Error('invalid tenant id');
  const orgs = typeof who === 'string' ? '' : uuidArray(who.scope?.organizationIds);
  const depts = typeof who === 'string' ? '' : uuidArray(who.scope?.departmentIds);
  // an unscoped caller sends the same one-setting statement as before and keeps the app role: the scope policies
  // (which apply to the scoped role only) cost it nothing
  if (!orgs && !depts) return { text: "select set_config('app.tenant_id', $1, true)", values: [tenantId] };
  return {
    text: `select set_config('app.tenant_id', $1, true), set_config('app.scope_orgs', $2, true),
                  set_config('app.scope_depts', $3, true), set_config('role', '${SCOPED_ROLE}', true)`,
    values: [tenantId, orgs, depts],
  };
};

/**
 * The app's connection pool. Every connection drops to the app role, so RLS applies to everything the app does.
 * Work runs in one transaction per call with the tenant set transaction-locally (safe with pooling); the begin and
 * the tenant travel with the call's first query (decision 0010).
 */
export class Database {
  readonly pool: pg.Pool;
  private readonly direct: TDb;
  constructor(
    readonly url: string,
    readonly kind: TDbKind,
    max = 20,
    /** waiting for a connection (new, or free in the pool) longer than this fails; the API answers 503 */
    connectTimeoutMs = 5000,
  ) {
    // the role is set in the connection's startup packet: no extra round trip, nothing can run before it
    this.pool = new pg.Pool({
      connectionString: url,
      max,
      options: `-c role=${APP_ROLE}`,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    this.pool.on('error', () => undefined);
    this.direct = drizzle(this.pool);
  }

  /**
   * Runs `fn` with the work of `from` done on `to` (another pool on the same database) instead: heavy work
   * (platform/heavy.ts) gets its own few connections without its services knowing.
   */
  static divert<T>(from: Database, to: Database, fn: () => Promise<T>): Promise<T> {
    return diverted.run({ from, to }, fn);
  }

  /** the Database that should do this call's work: a diverted one in heavy work, else this */
  private target(): Database {
    const d = diverted.getStore();
    return d && d.from === this ? d.to : this;
  }

  /**
   * Work as one tenant: RLS shows and accepts only that tenant's rows. Given the caller (auth) instead of a bare
   * tenant id, a sub admin's organization and department scope is applied too: pass the caller wherever one is.
   */
  tenant<T>(who: TTenantCaller, fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run([BEGIN, setTenant(who)], fn);
  }

  /**
   * One statement as one tenant, in one round trip: the tenant is set transaction-locally in the same write as the
   * statement, and PostgreSQL commits both at its end. A second statement in `fn` is refused; use tenant() for more.
   */
  tenantOne<T>(who: TTenantCaller, fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run([setTenant(who)], fn, true);
  }

  /** Work of the platform (super admin console, cross-tenant lookups): RLS lets every tenant's rows through. */
  platform<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run([BEGIN, { text: "select set_config('app.platform', 'on', true)", values: [] }], fn);
  }

  /** Work with no tenant set: tenant-owned tables show nothing; platform tables (tenants, sessions) work. */
  anonymous<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run([BEGIN], fn);
  }

  /**
   * One statement on a platform table, outside an explicit transaction (autocommit: one round trip). Tenant
   * tables show nothing here, as in anonymous().
   */
  single<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return fn(this.target().direct);
  }

  /**
   * The scope's statements (begin, set_config) go out with fn's first query, in the same round trip; nothing is
   * sent when fn runs no query. Then commit, with the statements queued for it (`ScopedClient.queryAtCommit`) in the
   * same write — or nothing in `single` mode, where PostgreSQL ends the implicit transaction with the statement.
   */
  private async run<T>(prefix: readonly TPrefix[], fn: (db: TDb) => Promise<T>, single = false): Promise<T> {
    const client = await this.target().pool.connect();
    const scoped = new ScopedClient(client, prefix, single);
    const open = () => scoped.sent && !single;
    // a connection whose rollback failed is in an unknown state: the pool drops it instead of lending it again
    let broken: Error | undefined;
    try {
      const result = await fn(drizzle(scoped as unknown as pg.Pool));
      if (open()) await scoped.commit();
      return result;
    } catch (e) {
      if (open()) await client.query('rollback').catch((err: Error) => (broken = err));
      throw e;
    } finally {
      scoped.closed = true;
      client.release(broken);
    }
  }

  /**
   * The rows of one query, `batch` at a time, from a cursor in one read-only transaction as `who` (a tenant caller,
   * scope and all, or the platform): exports of any size in bounded memory. Rows come as arrays, in the query's
   * column order. Stopping the iteration early (a client gone) closes the cursor and ends the transaction.
   */
  async *cursor<R = unknown[]>(
    who: TTenantCaller | 'platform',
    query: { sql: string; params: unknown[] },
    opts: { batch?: number; objects?: boolean; rawDates?: boolean } = {},
  ): AsyncGenerator<R[]> {
    const batch = opts.batch ?? 1000;
    const client = await this.target().pool.connect();
    let broken: Error | undefined;
    let ended = false;
    try {
      await client.query('begin read only');
      const prefix =
        who === 'platform' ? { text: "select set_config('app.platform', 'on', true)", values: [] } : setTenant(who);
      await client.query(prefix.text, [...prefix.values]);
      const cursor = client.query(
        new Cursor(query.sql, query.params, {
          ...(opts.objects ? {} : { rowMode: 'array' as const }),
          ...(opts.rawDates ? { types: { getTypeParser: rawDateParser } } : {}),
        }),
      );
      try {
        for (;;) {
          const rows = (await cursor.read(batch)) as R[];
          if (rows.length === 0) break;
          yield rows;
        }
      } finally {
        await cursor.close().catch(() => undefined);
      }
      await client.query('commit');
      ended = true;
    } finally {
      // an error, or an iteration stopped early (no error): the transaction only read, end it
      if (!ended) await client.query('rollback').catch((err: Error) => (broken = err));
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

// dates, times and intervals (and their arrays) as PostgreSQL writes them, as drizzle's queries give them
const RAW_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const rawDateParser = ((id: number, format?: string) =>
  RAW_TYPES.has(id) ? (v: string) => v : pg.types.getTypeParser(id, format as 'text')) as typeof pg.types.getTypeParser;

/**
 * Runs `fn` inside the caller's transaction over the whole tenant, even for a scoped sub admin: for checks whose
 * answer must not depend on what the caller may see (is a record still used anywhere in the tenant?). Only counts
 * and yes/no answers may leave `fn`, never rows the caller could not read. The tenant stays set; the scoped role
 * comes back afterwards, also when `fn` throws.
 */
export async function wholeTenant<T>(db: TDb, fn: () => Promise<T>): Promise<T> {
  const role = await db.execute<{ r: string }>(sql`select current_user as r`);
  if (role.rows[0]?.r !== SCOPED_ROLE) return fn();
  await db.execute(sql.raw(`set local role ${APP_ROLE}`));
  try {
    return await fn();
  } finally {
    await db.execute(sql.raw(`set local role ${SCOPED_ROLE}`));
  }
}
