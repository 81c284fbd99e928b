/**
 * A system log export of 1,000,000 rows (`npm run bench`; alone: `npx tsx bench/export.ts`).
 *
 * The app runs in its own process (bench/server.ts); the demo tenant gets 1,000,000 audit rows; its HR admin asks
 * for `GET /api/v1/logs/export.csv` and the bench reads the answer as it comes, while sampling the app process's
 * resident memory (/proc/<pid>/status, every 50 ms). Prints rows, bytes, seconds and peak RSS above the app's idle
 * RSS just before. Goal: under 200 MB above idle — the export streams from a cursor, a batch at a time.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { demoHrCookie, Throwaway } from './throwaway.ts';

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 1_000_000);
const GOAL_MB = 200;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

async function main() {
  try {
    const { dbUrl, tmpDir } = await throwaway.startDatabase();
    const owner = new pg.Client({ connectionString: dbUrl });
    await owner.connect();
    await owner.query(`select set_config('app.platform', 'on', false)`);
    const { id } = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0];
    log(`inserting ${ROWS.toLocaleString('en')} log rows…`);
    await owner.query(
      `insert into audit_log (tenant_id, at, actor_name, actor_type, action, entity, entity_id, after, ip)
       select $1, now() - n * interval '1 second', 'Bench user ' || (n % 500), 'hr_admin', 'update', 'department',
              gen_random_uuid()::text, jsonb_build_object('name', 'Department ' || n), '203.0.113.' || (n % 250)
         from generate_series(1, $2::int) n`,
      [id, ROWS],
    );
    await owner.end();
    const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });
    const cookie = await demoHrCookie(app.url);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssMb(app.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(app.pid));
    }, 50);
    const t0 = performance.now();
    const res = await fetch(`${app.url}/api/v1/logs/export.csv`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const above = peak - idle;
    console.log(
      `log export: ${(lines - 1).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(0)} MB of CSV in ` +
        `${seconds.toFixed(1)} s; app RSS ${idle.toFixed(0)} MB idle, peak ${peak.toFixed(0)} MB → ` +
        `${above.toFixed(0)} MB above idle (goal < ${GOAL_MB} MB)`,
    );
    if (lines - 1 < ROWS) throw new Error(`only ${lines - 1} rows exported`);
  } finally {
    await throwaway.cleanup();
  }
}

main().catch(async (e) => {
  console.error(e);
  await throwaway.cleanup();
  process.exit(1);
});
