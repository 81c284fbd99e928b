/**
 * Settings list benchmark, run by bench/run.ts (third line of its output).
 *
 * `department` gets 100,000 generated rows in tenant demo and 100,000 in acme (varied names, so a search has to
 * work), then p99 latency of
 *   GET /api/v1/resources/department?search=<term>&sort=name:asc&page=1&pageSize=10
 * through the whole app (autocannon against the app's child process, as the demo HR admin) is divided by the p99 of
 * the same work done as raw SQL: the list query and the count query that resources.repo.ts issues for that request
 * (captured from the repo itself, not rewritten), one after the other through a plain `pg` Pool as the database
 * owner, with the same concurrency for the same duration. Goal ≤ 3.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEPARTMENT } from '../packages/core/src/resources/settings-resources.ts';
import { listRecords, type TListQuery } from '../apps/server/src/modules/resources/resources.repo.ts';
import type { TDb } from '../apps/server/src/platform/db/db.ts';

export const SETTINGS_ROWS = 100_000;
export const SETTINGS_GOAL = 3;
/** about 1 name in 25 holds it: a search that matches ~4,000 of a tenant's 100,000 rows */
export const SEARCH_TERM = 'kampot';

const AREAS = [
  'Sales',
  'Finance',
  'Logistics',
  'Warehouse',
  'Customer Care',
  'Quality',
  'Production',
  'Procurement',
  'Marketing',
  'Legal',
  'Security',
  'Maintenance',
  'Research',
  'Training',
  'Payroll',
  'Audit',
  'Transport',
  'Canteen',
  'Engineering',
  'IT Support',
];
const PLACES = [
  'Phnom Penh',
  'Siem Reap',
  'Battambang',
  'Kampot',
  'Kep',
  'Sihanoukville',
  'Takeo',
  'Kandal',
  'Kratie',
  'Pursat',
  'Koh Kong',
  'Pailin',
  'Prey Veng',
  'Svay Rieng',
  'Mondulkiri',
  'Ratanakiri',
  'Stung Treng',
  'Preah Vihear',
  'Oddar Meanchey',
  'Banteay Meanchey',
  'Kampong Cham',
  'Kampong Thom',
  'Kampong Speu',
  'Kampong Chhnang',
  'Tboung Khmum',
];
const TEAMS = ['Team A', 'Team B', 'Unit 1', 'Unit 2', 'Desk', 'Office', 'Line 3', 'ផ្នែក', '部门'];

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Bulk-inserts `rows` departments (SETTINGS_ROWS unless told) into demo and into acme (owner connection, platform mode), under each
 * tenant's first organization; unique names and codes. Returns the demo tenant's id.
 */
export async function seedSettingsRows(
  ownerUrl: string,
  rows = SETTINGS_ROWS,
): Promise<{ demoId: string; acmeId: string }> {
  const c = new pg.Client({ connectionString: ownerUrl });
  await c.connect();
  try {
    await c.query(`select set_config('app.platform', 'on', false)`);
    const t = await c.query<{ account: string; id: string; org: string }>(
      `select t.account, t.id, (select o.id from organizations o where o.tenant_id = t.id and o.deleted_at is null order by o.created_at limit 1) as org
         from tenants t where t.account in ('demo', 'acme')`,
    );
    const demo = t.rows.find((r) => r.account === 'demo');
    const acme = t.rows.find((r) => r.account === 'acme');
    if (!demo?.org || !acme?.org) throw new Error('demo or acme (or its organization) is missing');
    for (const tenant of [demo, acme]) {
      // name: "<area> <place> <team> <n>" — the area, place and team cycle at different periods, so they mix
      await c.query(
        `insert into departments (tenant_id, name, code, organization_id, description, created_by_type, created_by_name)
         select $1, (${arr(AREAS)})[1 + g % ${AREAS.length}] || ' ' || (${arr(PLACES)})[1 + (g / 7) % ${PLACES.length}]
                    || ' ' || (${arr(TEAMS)})[1 + (g / 3) % ${TEAMS.length}] || ' ' || g,
                'B' || g, $2,
                case when g % 4 = 0 then 'Generated for the benchmark, row ' || g end,
                'hr_admin', 'Bench'
           from generate_series(1, $3::int) g`,
        [tenant.id, tenant.org, rows],
      );
    }
    // as autovacuum would have by the time a tenant has this many rows: statistics and the visibility map
    await c.query('vacuum analyze departments');
    // write the new pages out now, not during the measurements that follow (the bench's owner is a superuser)
    await c.query('checkpoint').catch(() => undefined);
    return { demoId: demo.id, acmeId: acme.id };
  } finally {
    await c.end();
  }
}

/** The SQL the repo issues for one list request, captured by handing listRecords a stand-in for the database. */
export async function captureListSql(q: TListQuery): Promise<{ text: string; values: unknown[] }[]> {
  const dialect = new PgDialect();
  const captured: { text: string; values: unknown[] }[] = [];
  const fake = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      captured.push({ text: sql, values: params });
      return { rows: [{ n: 0 }] };
    },
  } as unknown as TDb;
  await listRecords(fake, DEPARTMENT, q);
  return captured;
}

export const listQuery = (tenantId: string): TListQuery => ({
  tenantId,
  search: SEARCH_TERM,
  sort: 'name',
  dir: 'asc',
  page: 1,
  pageSize: 10,
  deleted: false,
});

export const listPath = `/api/v1/resources/${DEPARTMENT.key}?search=${SEARCH_TERM}&sort=name:asc&page=1&pageSize=10`;

/**
 * Waits until no other query runs on the database. autocannon returns at the end of its duration with requests
 * still in flight, and the app's queries for them keep PostgreSQL busy for a while: the next measurement must not
 * start on that.
 */
export async function quiesce(pool: pg.Pool, timeoutMs = 30_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const r = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    if (r.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the database stayed busy after a measurement');
}

type TNote = (line: string) => void;

/** p99 (ms) of one autocannon run; refuses a run with errors or non-2xx answers. */
export async function httpP99(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  quiet: pg.Pool,
  note?: TNote,
): Promise<number> {
  const r = await autocannon({ url, connections, duration: seconds, headers });
  await quiesce(quiet);
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`settings list: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  note?.(`    http: ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
  return r.latency.p99;
}

/** p99 (ms) of list + count through a raw pool, `concurrency` requests in flight for `seconds`. */
export async function rawP99(
  pool: pg.Pool,
  queries: { text: string; values: unknown[] }[],
  concurrency: number,
  seconds: number,
  note?: TNote,
): Promise<number> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        for (const q of queries) await pool.query(q.text, q.values);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const p99 = percentile(latencies, 0.99);
  note?.(
    `    raw:  ${latencies.length} requests, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  return p99;
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

export function settingsReport(subject: number[], floor: number[]): string {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [s, f] = [mean(subject), mean(floor)];
  const ratio = s / f;
  const met = ratio <= SETTINGS_GOAL ? 'met' : 'missed';
  const k = `${Math.round(SETTINGS_ROWS / 1000)}k`;
  return `settings list (${k} rows): p99 ${s.toFixed(1)} ms vs raw SQL p99 ${f.toFixed(1)} ms → ratio ${ratio.toFixed(2)} (goal ≤ ${SETTINGS_GOAL}: ${met})`;
}

/** EXPLAIN ANALYZE of the captured queries (BENCH_EXPLAIN=1): where the time of the raw side goes. */
export async function explain(pool: pg.Pool, queries: { text: string; values: unknown[] }[]): Promise<string> {
  const out: string[] = [];
  for (const q of queries) {
    const r = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.text}`, q.values);
    out.push(q.text, ...r.rows.map((x) => `    ${x['QUERY PLAN']}`));
  }
  return out.join('\n');
}

/**
 * An endpoint's p99 against its raw SQL's p99, both warmed up, then measured in alternating rounds (raw, http;
 * http, raw) so each side sees the same machine; answers the means of both sides (ms). The pool is left quiet.
 */
export async function endpointVsRaw(o: {
  url: string;
  cookie: string;
  pool: pg.Pool;
  rawPool?: pg.Pool;
  queries: { text: string; values: unknown[] }[];
  connections: number;
  seconds: number;
  log: (line: string) => void;
}) {
  const raw = o.rawPool ?? o.pool;
  await httpP99(o.url, { cookie: o.cookie }, o.connections, 2, o.pool);
  await rawP99(raw, o.queries, o.connections, 1);
  const subject: number[] = [];
  const floor: number[] = [];
  for (const order of [
    ['raw', 'http'],
    ['http', 'raw'],
  ])
    for (const side of order)
      if (side === 'raw') floor.push(await rawP99(raw, o.queries, o.connections, o.seconds, o.log));
      else subject.push(await httpP99(o.url, { cookie: o.cookie }, o.connections, o.seconds, o.pool, o.log));
  await quiesce(o.pool);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { http: mean(subject), raw: mean(floor) };
}
