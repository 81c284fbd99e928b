import { fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TDb } from './db.ts';
import { ScopedClient } from './scoped-client.ts';

type TPreparable<TPrepared> = { prepare(name: string): TPrepared };

/** Builds queries once; never runs one (a prepared query runs on the client of the scope that executes it). */
const TEMPLATE: TDb = drizzle({
  query: () => Promise.reject(new Error('a prepared query runs only through prepared(...)(db)')),
} as never);
const NAMES = new Set<string>();

/**
 * A hot query built once: drizzle's SQL building costs ~150 µs of CPU a call (more than the round trip it
 * sends), a prepared one ~1 µs. `build` gets a template db and must use `sql.placeholder(…)` for every value;
 * `name` becomes the server-side statement name, so PostgreSQL parses it once per connection. Use:
 *
 *   const byId = prepared('users_by_id', (db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))));
 *   await database.tenantOne(tenantId, (db) => byId(db).execute({ id }));
 *
 * The returned function binds the prepared query to the scope's connection (`db` of tenant(), tenantOne(), …),
 * so tenancy is exactly that scope's. Relies on drizzle's node-postgres prepared query reading `this.client`.
 */
export function prepared<TPrepared>(name: string, build: (db: TDb) => TPreparable<TPrepared>): (db: TDb) => TPrepared {
  if (NAMES.has(name)) throw new Error(`prepared query name used twice: ${name}`);
  NAMES.add(name);
  let template: TPrepared | undefined;
  return (db) => {
    template ??= build(TEMPLATE).prepare(name);
    return Object.create(template as object, {
      client: { value: (db as TDb & { $client: unknown }).$client },
    }) as TPrepared;
  };
}

type TRowsClient = { query(config: object): Promise<{ rows: unknown[] }> };

/**
 * A hot raw statement (a `sql` template) sent as a named statement: PostgreSQL parses and plans it once per
 * connection and soon keeps a generic plan, where an unnamed statement is planned on every call — milliseconds for
 * one that inlines SQL functions (the check-in's context: 5.8 ms a call unnamed, 0.7 ms named, 10,000 employees).
 * `build` gets `p(name)` for every value; run it as `statement(db, { name: value, … })` inside any scope.
 */
export function preparedSql<TRow>(name: string, build: (p: (name: string) => Placeholder) => SQL) {
  if (NAMES.has(name)) throw new Error(`prepared query name used twice: ${name}`);
  NAMES.add(name);
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db: TDb, values: Record<string, unknown>): Promise<TRow[]> => {
    query ??= new PgDialect().sqlToQuery(build((n) => sql.placeholder(n)));
    const client = (db as TDb & { $client: TRowsClient }).$client;
    const r = await client.query({ name, text: query.sql, values: fillPlaceholders(query.params, values) });
    return r.rows as TRow[];
  };
}

/**
 * A statement that only records (an audit row): inside a transaction of `Database` it goes out with the commit, in
 * the commit's write, so it costs no round trip of its own; elsewhere it runs at once. Nothing reads its rows, and
 * the transaction's later statements do not see it. Values must be text or null (what the wire carries as is).
 * Named like `preparedSql`: PostgreSQL parses and plans it once a connection.
 */
export function atCommitSql(name: string, build: (p: (name: string) => Placeholder) => SQL) {
  if (NAMES.has(name)) throw new Error(`prepared query name used twice: ${name}`);
  NAMES.add(name);
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db: TDb, values: Record<string, string | null>): Promise<void> => {
    query ??= new PgDialect().sqlToQuery(build((n) => sql.placeholder(n)));
    const filled = fillPlaceholders(query.params, values) as (string | null)[];
    const client = (db as TDb & { $client: TRowsClient | ScopedClient }).$client;
    if (client instanceof ScopedClient) await client.queryAtCommit({ name, text: query.sql, values: filled });
    else await client.query({ name, text: query.sql, values: filled });
  };
}
