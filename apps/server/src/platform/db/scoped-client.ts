import pg from 'pg';

/**
 * A statement sent ahead of a query, in the same write: its results are read and dropped. A named one must already
 * be prepared on the connection (see `queryAtCommit`): it is bound, not parsed again.
 */
export type TPrefix = { text: string; values: readonly (string | null)[]; name?: string };

type TConnection = {
  parse(q: { text: string; name: string; types: unknown[] }): void;
  bind(q: { portal: string; statement: string; values: readonly (string | null)[] }): void;
  execute(q: { portal: string; rows: number }): void;
};
/** what pg's client knows of the statements prepared on its connection */
type TPrepared = { connection: { parsedStatements: Record<string, string> } };
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
      if (!p.name) connection.parse({ text: p.text, name: '', types: [] });
      connection.bind({ portal: '', statement: p.name ?? '', values: p.values });
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
  /** statements waiting for the commit, to go out in its write */
  private readonly atCommit: TPrefix[] = [];
  /** how many were waiting when each open savepoint was made: rolling back to one drops those queued after it */
  private readonly savepoints: number[] = [];
  constructor(
    private readonly client: pg.PoolClient,
    private readonly prefix: readonly TPrefix[],
    private readonly single = false,
  ) {}

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.closed) return Promise.reject(new Error('the database scope has ended: await every query inside it'));
    this.followSavepoints(config.text);
    if (this.sent) {
      if (this.single) return Promise.reject(new Error('one statement only: use Database.tenant() for more'));
      return this.client.query(config, values);
    }
    this.sent = true;
    return this.prefixed(this.prefix, config, values);
  }

  /**
   * Runs `q` with the scope's commit, in the same write (no round trip of its own), when the scope is a transaction
   * that has begun; else now. Its results are not read: only its failure, which then fails the commit.
   */
  async queryAtCommit(q: TPrefix): Promise<void> {
    // a named statement goes at once the first time on a connection, which prepares it there (pg keeps track)
    const prepared = !q.name || q.name in (this.client as unknown as TPrepared).connection.parsedStatements;
    if (prepared && this.sent && !this.single && !this.closed) this.atCommit.push(q);
    else await this.query({ text: q.text, values: [...q.values], ...(q.name ? { name: q.name } : {}) });
  }

  /** Keeps the statements queued for the commit in step with savepoints (a drizzle nested transaction, plain SQL). */
  private followSavepoints(text: string | undefined) {
    const verb = /^\s*(savepoint|release|rollback\s+to)\b/i.exec(text ?? '')?.[1]?.toLowerCase();
    if (verb === 'savepoint') this.savepoints.push(this.atCommit.length);
    else if (verb === 'release') this.savepoints.pop();
    // rolling back to a savepoint keeps it (it may be rolled back to again, or released)
    else if (verb?.startsWith('rollback')) this.atCommit.length = this.savepoints.at(-1) ?? this.atCommit.length;
  }

  /** Commits the transaction, the statements waiting for it going first in the same write. */
  async commit(): Promise<void> {
    if (this.atCommit.length === 0) await this.client.query('commit');
    else await this.prefixed(this.atCommit.splice(0), { text: 'commit' });
  }

  private prefixed(prefix: readonly TPrefix[], config: pg.QueryConfig, values?: unknown[]) {
    return new Promise<pg.QueryResult>((resolve, reject) => {
      const q = new PrefixedQuery(prefix, config, values, (err, result) => (err ? reject(err) : resolve(result)));
      // a Submittable: pg answers through the callback, not a promise
      this.client.query(q as never);
    });
  }
}
