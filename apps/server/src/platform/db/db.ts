import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { APP_ROLE } from './security.ts';

export type TDb = NodePgDatabase;
export type TDbKind = 'embedded' | 'external';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The app's connection pool. Every connection drops to the app role, so RLS applies to everything the app does.
 * Work runs in one transaction per call with the tenant set transaction-locally (safe with pooling).
 */
export class Database {
  readonly pool: pg.Pool;
  private readonly direct: TDb;
  constructor(
    readonly url: string,
    readonly kind: TDbKind,
    max = 20,
  ) {
    // the role is set in the connection's startup packet: no extra round trip, nothing can run before it
    this.pool = new pg.Pool({ connectionString: url, max, options: `-c role=${APP_ROLE}` });
    this.pool.on('error', () => undefined);
    this.direct = drizzle(this.pool);
  }

  /** Work as one tenant: RLS shows and accepts only that tenant's rows. */
  tenant<T>(tenantId: string, fn: (db: TDb) => Promise<T>): Promise<T> {
    if (!UUID.test(tenantId)) throw new Error('invalid tenant id');
    // one round trip: the id is checked above, so it can be inlined into the simple-protocol batch
    return this.run(`begin; select set_config('app.tenant_id', '${tenantId}', true)`, fn);
  }

  /** Work of the platform (super admin console, cross-tenant lookups): RLS lets every tenant's rows through. */
  platform<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run(`begin; select set_config('app.platform', 'on', true)`, fn);
  }

  /** Work with no tenant set: tenant-owned tables show nothing; platform tables (tenants, sessions) work. */
  anonymous<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return this.run('begin', fn);
  }

  /**
   * One statement on a platform table, outside an explicit transaction (autocommit: one round trip). Tenant
   * tables show nothing here, as in anonymous().
   */
  single<T>(fn: (db: TDb) => Promise<T>): Promise<T> {
    return fn(this.direct);
  }

  private async run<T>(begin: string, fn: (db: TDb) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(begin);
      const result = await fn(drizzle(client));
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
