/**
 * Staffdesk benchmark (`npm run bench`). Prints three ratios, each measured against a floor in the same run:
 *
 *  1. session endpoint: req/s of `GET /api/v1/auth/session` with a valid cookie through the whole app, divided by
 *     req/s of a bare Fastify route returning a small JSON object (goal ≥ 0.5).
 *  2. tenant-scoped select: queries/s of a one-row indexed SELECT on `users` through `Database.tenantOne()` and the
 *     app's prepared `findTenantUser`, divided by queries/s of the same SQL through raw `pg` pool.query (goal ≥ 0.7);
 *     the line ends with the general `Database.tenant()` path and a query built per call, for comparison.
 *  3. settings list: p99 latency of a searched, sorted, paged settings list (`department`, 100,000 rows in each of
 *     two tenants) through the whole app, divided by the p99 of the list + count SQL the repo issues for it, run
 *     through raw `pg` with the same concurrency (goal ≤ 3). See bench/resources.ts.
 *  4. careers public board: req/s of the public job board of an organization with 1,000 posts (another tenant has
 *     10,000) through the whole app, divided by queries/s of one indexed SELECT through raw `pg` (goal ≥ 0.5). See
 *     bench/careers.ts.
 *
 * A missed goal is printed, never turned into a failing exit code: this is a benchmark, not a test. The process
 * exits non-zero only when the benchmark itself could not run (e.g. login failed, non-2xx responses).
 *
 * Everything is throwaway: an embedded PostgreSQL in a tmp dir (fsync off), stopped and deleted at the end, also
 * on error or Ctrl-C.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TDb } from '../apps/server/src/platform/db/db.ts';
import { findTenantUser } from '../apps/server/src/modules/auth/auth.repo.ts';
import { users } from '../apps/server/src/modules/auth/auth.tables.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { Throwaway } from './throwaway.ts';
import {
  boardPath,
  boardRate,
  careersReport,
  checkBoard,
  CAREER_POSTS,
  floorQuery,
  seedCareerPosts,
} from './careers.ts';
import {
  captureListSql,
  explain,
  httpP99,
  listPath,
  listQuery,
  rawP99,
  seedSettingsRows,
  settingsReport,
  SETTINGS_ROWS,
} from './resources.ts';

// Sized for a 2-core machine: the whole run stays under about 2 minutes.
const CONNECTIONS = 10; // HTTP connections, and queries in flight for the data-layer loop
const SECONDS = 5; // one measurement
const HTTP_WARMUP_SECONDS = 2;
const DB_WARMUP_SECONDS = 1;
/** Floor and subject alternate A B / B A so that drift (thermal, CPU frequency, PG caches) hits both alike. */
const ROUNDS = 2;

const SESSION_GOAL = 0.5;
const SELECT_GOAL = 0.7;

const log = (line: string) => process.stderr.write(`${line}\n`);

// --- everything that must be undone, whatever happens (bench/throwaway.ts) ------------------------------------
const throwaway = new Throwaway(log);
const startServer = (mode: 'bare' | 'app', env: Record<string, string> = {}) => throwaway.startServer(mode, env);

type THttpTarget = { name: string; url: string; headers?: Record<string, string> };

/** req/s of one autocannon run; refuses a run with errors or non-2xx answers (its number would mean nothing). */
async function httpRate(t: THttpTarget, seconds: number): Promise<number> {
  const r = await autocannon({ url: t.url, connections: CONNECTIONS, duration: seconds, headers: t.headers });
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(`${t.name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  }
  return r.requests.total / r.duration;
}

// --- data layer --------------------------------------------------------------------------------------------
/** Runs `fn` with `concurrency` calls in flight for `seconds`; returns completed calls per second. */
async function loopRate(fn: () => Promise<unknown>, seconds: number, concurrency = CONNECTIONS): Promise<number> {
  let done = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await fn();
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

/** The query under test: the statement `findTenantUser` prepares; the raw side runs the SQL drizzle generates for it. */
const selectUser = (db: TDb, tenantId: string, id: string) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);

// --- measuring ---------------------------------------------------------------------------------------------
type TPair = { floor: number[]; subject: number[] };

/** ROUNDS rounds, alternating which side goes first; returns the rates of each side. */
async function interleaved(
  floor: () => Promise<number>,
  subject: () => Promise<number>,
  label: (s: string) => void,
  unit = '/s',
) {
  const p: TPair = { floor: [], subject: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? (['floor', 'subject'] as const) : (['subject', 'floor'] as const);
    for (const side of order) {
      const rate = await (side === 'floor' ? floor() : subject());
      p[side].push(rate);
      label(`  round ${i + 1} ${side.padEnd(7)} ${rate.toFixed(unit === '/s' ? 0 : 1)}${unit}`);
    }
  }
  return p;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function report(name: string, subject: number[], floorName: string, floor: number[], unit: string, goal: number) {
  const s = mean(subject);
  const f = mean(floor);
  const ratio = s / f;
  const met = ratio >= goal ? 'met' : 'missed';
  return `${name}: ${s.toFixed(0)} ${unit} vs ${floorName} ${f.toFixed(0)} ${unit} → ratio ${ratio.toFixed(2)} (goal ≥ ${goal}: ${met})`;
}

async function main(): Promise<string[]> {
  const t0 = performance.now();
  log(
    `Staffdesk bench: ${os.cpus().length} cores, node ${process.version}, ${CONNECTIONS} connections, ${ROUNDS}×${SECONDS} s per side`,
  );

  log('starting a throwaway embedded PostgreSQL…');
  const { dbUrl, database, tmpDir } = await throwaway.startDatabase();
  const seedStart = performance.now();
  const { demoId } = await seedSettingsRows(dbUrl);
  log(
    `added ${SETTINGS_ROWS.toLocaleString('en')} departments to demo and to acme in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const careersSeed = await seedCareerPosts(dbUrl);
  log(
    `added ${CAREER_POSTS.demo.toLocaleString('en')} job posts to demo's MTPP and ${CAREER_POSTS.acme.toLocaleString('en')} to acme's`,
  );

  log(
    'starting the bare Fastify floor and the full app (one child process each), and the app with the careers cache off…',
  );
  const [bare, app, uncachedApp] = await Promise.all([
    startServer('bare'),
    startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir }),
    startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir, CAREERS_CACHE_MS: '0' }),
  ]);

  // log in as the demo HR admin; the session's idle clock is touched at most once a minute, so reads stay reads
  const login = await fetch(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const sessionCookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('sd_session='))
    ?.split(';')[0];
  if (!sessionCookie) throw new Error('login answered without an sd_session cookie');
  const floorTarget: THttpTarget = { name: 'bare fastify', url: `${bare.url}/` };
  const sessionTarget: THttpTarget = {
    name: 'session endpoint',
    url: `${app.url}/api/v1/auth/session`,
    headers: { cookie: sessionCookie },
  };
  const check = await fetch(sessionTarget.url, { headers: sessionTarget.headers });
  const body = (await check.json()) as { email?: string };
  if (check.status !== 200 || body.email !== 'hr@demo.test') throw new Error(`session check failed: ${check.status}`);

  log(`HTTP: warm-up ${HTTP_WARMUP_SECONDS} s each, then GET /api/v1/auth/session vs bare fastify`);
  await httpRate(floorTarget, HTTP_WARMUP_SECONDS);
  await httpRate(sessionTarget, HTTP_WARMUP_SECONDS);
  const http = await interleaved(
    () => httpRate(floorTarget, SECONDS),
    () => httpRate(sessionTarget, SECONDS),
    log,
  );

  // The raw sides connect as the database owner with a plain pool: no transaction, no set_config, no role change,
  // no RLS (the owner is the embedded server's superuser), no ORM. That is what the app is measured against.
  const rawPool = new pg.Pool({ connectionString: dbUrl, max: 20 }); // same pool size as Database's default
  throwaway.pools.push(rawPool);
  rawPool.on('error', () => undefined); // pool.end() does not wait for sockets: PG's shutdown may still hit one

  // settings list: the full endpoint (HTTP, app in its child) vs the list + count SQL the repo issues, raw
  const listSql = await captureListSql(listQuery(demoId));
  const listTarget = `${app.url}${listPath}`;
  const listCheck = await fetch(listTarget, { headers: { cookie: sessionCookie } });
  const listBody = (await listCheck.json()) as { rows?: { id: string }[]; total?: number };
  const rawList = await rawPool.query<{ id: string }>(listSql[0]!.text, listSql[0]!.values);
  const rawCount = await rawPool.query<{ n: number }>(listSql[1]!.text, listSql[1]!.values);
  if (
    listCheck.status !== 200 ||
    listBody.total !== rawCount.rows[0]?.n ||
    listBody.rows?.map((r) => r.id).join() !== rawList.rows.map((r) => r.id).join()
  ) {
    throw new Error(
      `settings list check failed: ${listCheck.status}, total ${listBody.total} vs raw ${rawCount.rows[0]?.n}`,
    );
  }
  const listPool = rawPool;
  log(
    `settings list: ${listBody.total} of ${SETTINGS_ROWS} demo rows match; warm-up ${HTTP_WARMUP_SECONDS} s / ${DB_WARMUP_SECONDS} s, then p99 of`,
  );
  log(`  GET ${listPath} vs its list + count SQL through raw pg`);
  if (process.env.BENCH_EXPLAIN === '1') log(await explain(listPool, listSql));
  await httpP99(listTarget, { cookie: sessionCookie }, CONNECTIONS, HTTP_WARMUP_SECONDS, listPool);
  await rawP99(listPool, listSql, CONNECTIONS, DB_WARMUP_SECONDS);
  const list = await interleaved(
    () => rawP99(listPool, listSql, CONNECTIONS, SECONDS, log),
    () => httpP99(listTarget, { cookie: sessionCookie }, CONNECTIONS, SECONDS, listPool, log),
    log,
    ' ms p99',
  );

  // careers public board: the full endpoint (HTTP, app in its child, no login) vs one indexed SELECT, raw
  const boardUrl = `${app.url}${boardPath}`;
  const uncachedUrl = `${uncachedApp.url}${boardPath}`;
  await checkBoard(boardUrl, careersSeed.expected);
  await checkBoard(uncachedUrl, careersSeed.expected);
  const floorPool = rawPool;
  const viaFloor = () => floorQuery(floorPool, careersSeed.demoId, careersSeed.postId);
  if ((await viaFloor()).rows.length !== 1) throw new Error('careers floor query found no row');
  log(
    `careers board: ${careersSeed.expected} open posts; warm-up ${HTTP_WARMUP_SECONDS} s / ${DB_WARMUP_SECONDS} s, then GET ${boardPath} vs one indexed SELECT through raw pg`,
  );
  await boardRate(boardUrl, CONNECTIONS, HTTP_WARMUP_SECONDS);
  await boardRate(uncachedUrl, CONNECTIONS, HTTP_WARMUP_SECONDS);
  await loopRate(viaFloor, DB_WARMUP_SECONDS);
  const board = await interleaved(
    () => loopRate(viaFloor, SECONDS),
    () => boardRate(boardUrl, CONNECTIONS, SECONDS),
    log,
  );
  const uncached: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    uncached.push(await boardRate(uncachedUrl, CONNECTIONS, SECONDS));
    log(`  round ${i + 1} uncached ${uncached.at(-1)!.toFixed(0)}/s`);
  }

  await throwaway.stopServers(); // the data-layer loop below runs in this process: free the CPU

  const ids = await rawPool.query<{ tenant_id: string; id: string }>(
    `select u.tenant_id, u.id from users u join tenants t on t.id = u.tenant_id
      where t.account = 'demo' and u.email = 'hr@demo.test'`,
  );
  const { tenant_id: tenantId, id: userId } = ids.rows[0] ?? {};
  if (!tenantId || !userId) throw new Error('demo HR admin not found');
  const { sql, params } = selectUser(drizzle(rawPool), tenantId, userId).toSQL();
  const pool = rawPool;
  const db = database;
  const viaRaw = () => pool.query(sql, params);
  // the app's own repo function (a prepared query) in the one-statement scope: what GET /auth/profile runs
  const viaTenant = () => db.tenantOne(tenantId, (d) => findTenantUser(d, { tenantId, id: userId }));
  // the general scope (begin + tenant sent with the statement, then commit) with the query built on every call
  const viaTransaction = () => db.tenant(tenantId, (d) => selectUser(d, tenantId, userId));
  const [rawRows, tenantRow, txRows] = [(await viaRaw()).rows, await viaTenant(), await viaTransaction()];
  if (rawRows.length !== 1 || tenantRow?.id !== userId || txRows[0]?.id !== userId) {
    throw new Error(
      `select check failed: raw ${rawRows.length} rows, tenant-scoped ${tenantRow?.id}, transaction ${txRows.length} rows`,
    );
  }

  log(
    `data layer: warm-up ${DB_WARMUP_SECONDS} s each, then Database.tenantOne() + prepared findTenantUser vs raw pg pool.query`,
  );
  log(`  SQL: ${sql}`);
  await loopRate(viaRaw, DB_WARMUP_SECONDS);
  await loopRate(viaTenant, DB_WARMUP_SECONDS);
  await loopRate(viaTransaction, DB_WARMUP_SECONDS);
  const select = await interleaved(
    () => loopRate(viaRaw, SECONDS),
    () => loopRate(viaTenant, SECONDS),
    log,
  );
  const transaction: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    transaction.push(await loopRate(viaTransaction, SECONDS));
    log(`  round ${i + 1} tenant() + built query ${transaction.at(-1)!.toFixed(0)}/s`);
  }

  log(`measured in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return [
    report('session endpoint', http.subject, 'bare fastify', http.floor, 'req/s', SESSION_GOAL),
    `${report('tenant-scoped select', select.subject, 'raw pg', select.floor, 'queries/s', SELECT_GOAL)}; ` +
      `tenant() with the query built per call ${mean(transaction).toFixed(0)} queries/s (${(mean(transaction) / mean(select.floor)).toFixed(2)})`,
    settingsReport(list.subject, list.floor),
    careersReport(board.subject, uncached, board.floor),
  ];
}

let exitCode = 0;
try {
  const lines = await main();
  console.log(`\n${lines.join('\n')}`);
} catch (e) {
  console.error('bench failed:', e);
  exitCode = 1;
} finally {
  await throwaway.cleanup();
}
process.exit(exitCode);
