/**
 * Heavy work vs interactive requests (`npm run bench`, after bench/run.ts; alone: `npx tsx bench/heavy.ts`).
 *
 * p99 latency of a login (`POST /api/v1/auth/login`, acme's HR admin, 2 connections) while 200 connections of
 * another tenant (demo's HR admin) keep asking for a CSV export of demo's departments (EXPORT_ROWS rows), divided by
 * the login p99 with nothing else running — both in the same run, in alternating rounds (idle, loaded, loaded,
 * idle). Goal ≤ 3. Exports run through the heavy-work gate (apps/server/src/platform/heavy.ts) with the production
 * defaults: the ones over the gate's limits are refused `busy` (429/503) at once; the exporting clients
 * (bench/export-load.ts, a child process) ask again after the Retry-After they were given, and at once after an
 * export is done, so 200 exports stay wanted all along.
 *
 * A throwaway embedded PostgreSQL (fsync off) in a tmp dir, the app in its own child process (bench/server.ts),
 * everything removed at the end, also on error or Ctrl-C.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { Throwaway } from './throwaway.ts';
import { seedSettingsRows } from './resources.ts';

const EXPORTERS = 200; // export requests in flight, all from one tenant
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1000);
const LOGIN_CONNECTIONS = 2;
const SECONDS = 5;
const WARMUP_SECONDS = 2;
const GOAL = 3;

const log = (line: string) => process.stderr.write(`${line}\n`);

const throwaway = new Throwaway(log);

type TCounts = { ok: number; busy: number; other: number };

/** EXPORTERS clients (bench/export-load.ts, in a child process) asking for the export until stopped. */
async function exportLoad(url: string, cookie: string): Promise<{ stop(): Promise<TCounts> }> {
  const child = throwaway.fork('export-load.ts', [], {
    BENCH_EXPORT_URL: url,
    BENCH_COOKIE: cookie,
    BENCH_EXPORTERS: String(EXPORTERS),
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`export load exited with code ${code}`)));
  });
  return {
    async stop() {
      const counts = new Promise<TCounts>((resolve) => child.once('message', (m) => resolve(m as TCounts)));
      child.send('stop');
      return counts;
    },
  };
}

/** p99 (ms) of logins through `connections` connections for `seconds`; refuses a run with errors or non-2xx. */
async function loginP99(url: string, seconds: number): Promise<{ p99: number; p50: number; n: number }> {
  const r = await autocannon({
    url: `${url}/api/v1/auth/login`,
    method: 'POST',
    connections: LOGIN_CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'acme', email: 'hr@acme.test', password: DEMO_PASSWORD }),
  });
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`login: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  // autocannon counts only answers: no login answered within the run means each took longer than the run
  if (r.requests.total === 0) return { p99: seconds * 1000, p50: seconds * 1000, n: 0 };
  return { p99: r.latency.p99, p50: r.latency.p50, n: r.requests.total };
}

async function login(url: string, account: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, email, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sd_session='));
  if (res.status !== 200 || !cookie) throw new Error(`login ${email} failed: ${res.status}`);
  return cookie.split(';')[0]!;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function main(): Promise<string> {
  log(
    `heavy work: ${os.cpus().length} cores; a throwaway embedded PostgreSQL, the demo data and ${EXPORT_ROWS.toLocaleString('en')} departments per tenant…`,
  );
  const { dbUrl, tmpDir } = await throwaway.startDatabase();
  await seedSettingsRows(dbUrl, EXPORT_ROWS);
  const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });

  const demo = await login(app.url, 'demo', 'hr@demo.test');
  const exportUrl = `${app.url}/api/v1/resources/department/export.csv`;
  let t0 = performance.now();
  const check = await fetch(exportUrl, { headers: { cookie: demo } });
  const lines = (await check.text()).trim().split('\r\n').length;
  for (let k = 0; k < 4; k++) await (await fetch(exportUrl, { headers: { cookie: demo } })).text();
  const exportMs = (performance.now() - t0) / 5;
  t0 = performance.now();
  for (let k = 0; k < 5; k++) await login(app.url, 'acme', 'hr@acme.test');
  const loginMs = (performance.now() - t0) / 5;
  if (check.status !== 200 || lines < EXPORT_ROWS)
    throw new Error(`export check failed: ${check.status}, ${lines} lines`);
  log(
    `  one export: ${lines.toLocaleString('en')} lines in ${exportMs.toFixed(0)} ms; one login ${loginMs.toFixed(0)} ms (sequential, idle)`,
  );
  log(
    `  login p99 (acme, ${LOGIN_CONNECTIONS} connections, ${SECONDS} s) idle vs with ${EXPORTERS} exports of demo in flight`,
  );

  await loginP99(app.url, WARMUP_SECONDS);
  const idle: number[] = [];
  const loaded: number[] = [];
  const answers = { ok: 0, busy: 0, other: 0 };
  for (const side of ['idle', 'loaded', 'loaded', 'idle'] as const) {
    if (side === 'idle') {
      const r = await loginP99(app.url, SECONDS);
      idle.push(r.p99);
      log(
        `  idle    login p50 ${r.p50} ms, p99 ${r.p99} ms (${r.n} logins${r.n ? '' : ': none answered within the run'})`,
      );
      continue;
    }
    const load = await exportLoad(exportUrl, demo);
    await loginP99(app.url, 1); // the exports ramp up meanwhile
    const r = await loginP99(app.url, SECONDS);
    const c = await load.stop();
    loaded.push(r.p99);
    for (const k of ['ok', 'busy', 'other'] as const) answers[k] += c[k];
    log(
      `  loaded  login p50 ${r.p50} ms, p99 ${r.p99} ms (${r.n} logins${r.n ? '' : ': none answered within the run, counted as its length'}); exports: ${c.ok} done, ${c.busy} refused busy, ${c.other} other`,
    );
    if (c.other) throw new Error(`exports answered ${c.other} times with neither 200 nor busy`);
    await loginP99(app.url, 1); // the exports in flight drain before the next round
  }
  const [l, i] = [mean(loaded), mean(idle)];
  const ratio = l / i;
  return (
    `login under heavy exports: p99 ${l.toFixed(0)} ms with ${EXPORTERS} exports in flight vs ${i.toFixed(0)} ms idle → ratio ${ratio.toFixed(2)} ` +
    `(goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'missed'}); exports ${answers.ok} done, ${answers.busy} refused busy`
  );
}

let exitCode = 0;
try {
  console.log(await main());
} catch (e) {
  console.error('bench (heavy) failed:', e);
  exitCode = 1;
} finally {
  await throwaway.cleanup();
}
process.exit(exitCode);
