import pg from 'pg';

/** A statement sent ahead of a query, in the same write: its results are read and dropped. */
export type TPrefix = { text: string; values: readonly string[] };

type TConnection = {
  parse(q: { text: string; name: string; types: unknown[] }): void;
  bind(q: { portal: string; statement: string; values: readonly string[] }): void;
  execute(q: { portal: string; rows: number }): void;
};
type TCallback = (err: Error | undefined, result: pg.QueryResult) => void;

type TQueryInternals = {
  prepare(connection: TConnection): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: unknown): void;
};
const Query = pg.Query as unknown as new (config: object, values: unknown, callback: TCallback) => TQueryInternals;

/**
 * A pg query that sends `prefix` statements (extended protocol, no Sync between them) and then itself, as one
 * write ending in one Sync: one round trip. Until the Sync, PostgreSQL runs them in one transaction, so a
 * `set_config(…, true)` in the prefix holds for the query and ends with it; a `begin` in the prefix leaves an
 * explicit transaction open after it. If a prefix statement fails, the server skips the rest up to the Sync and the
 * query fails with that error.
 */
class PrefixedQuery extends Query {
  private pending: number;
  constructor(
    private readonly prefix: readonly TPrefix[],
    config: pg.QueryConfig,
    values: unknown,
    callback: TCallback,
  ) {
    super({ ...config, queryMode: 'extended' }, values, callback);
    this.pending = prefix.length;
  }
  override prepare(connection: TConnection) {
    for (const p of this.prefix) {
      connection.parse({ text: p.text, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: p.values });
      connection.execute({ portal: '', rows: 0 });
    }
    super.prepare(connection);
  }
  override handleDataRow(msg: unknown) {
    if (this.pending === 0) super.handleDataRow(msg);
  }
  override handleCommandComplete(msg: unknown, connection: unknown) {
    if (this.pending > 0) this.pending -= 1;
    else super.handleCommandComplete(msg, connection);
  }
}

/**
 * What drizzle's node-postgres session calls `query` on. The first query carries `prefix` in the same round trip;
 * later ones go as they are. With `single`, a second query is refused: the prefix scoped only the first.
 */
export class ScopedClient {
  /** the prefix has gone out (with the first query) */
  sent = false;
  /** the scope has ended and its connection is back in the pool: a late query must not run on it */
  closed = false;
  constructor(
    private readonly client: pg.PoolClient,
    private readonly prefix: readonly TPrefix[],
    private readonly single = false,
  ) {}

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.closed) return Promise.reject(new Error('the database scope has ended: await every query inside it'));
    if (this.sent) {
      if (this.single) return Promise.reject(new Error('one statement only: use Database.tenant() for more'));
      return this.client.query(config, values);
    }
    this.sent = true;
    return new Promise((resolve, reject) => {
      const q = new PrefixedQuery(this.prefix, config, values, (err, result) => (err ? reject(err) : resolve(result)));
      // a Submittable: pg answers through the callback, not a promise
      this.client.query(q as never);
    });
  }
}
