/**
 * Attendance benchmark (issue 12; `npm run bench`, alone: `npx tsx bench/attendance.ts`, a few minutes).
 *
 * 10,000 employees of Mekong Trading Phnom Penh, each with a login and a session of their own. A burst is every one of
 * them checking in once (`POST /api/v1/me/attendance/punch`, at the head office, 20 requests in flight, each with its
 * employee's cookie) through the whole app in its own child process; then every one checks out (not measured).
 *
 * 1. Throughput: check-ins per second with 1,000,000 historic attendance rows (and as many punches) present, divided
 *    by requests per second of a bare one-row INSERT route through the same stack (session, guard, tenant
 *    transaction; `bench/server.ts`), driven the same way, in alternating rounds. Goal ≥ 0.5, stretch ≥ 0.7.
 * 2. Size: check-in p99 with the 1,000,000 rows divided by check-in p99 on the table as the demo leaves it (about
 *    1,600 records, none of these employees'): "an empty table". Goal ≤ 1.5.
 */
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { percentile } from './resources.ts';
import { Throwaway } from './throwaway.ts';

const EMPLOYEES = 10_000;
const HISTORY_DAYS = 100; // × 10,000 employees = 1,000,000 rows
const IN_FLIGHT = 20;
const HEAD_OFFICE = { latitude: 11.5682, longitude: 104.9282 };
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

/** 10,000 employees with an `emp` login and an open session each; returns their cookies. */
async function seedPeople(owner: pg.Client): Promise<{ tenantId: string; cookies: string[] }> {
  const t = await owner.query<{ tenant: string; org: string }>(
    `select t.id as tenant, o.id as org from tenants t join organizations o on o.tenant_id = t.id
      where t.account = 'demo' and o.code = 'MTPP'`,
  );
  const { tenant, org } = t.rows[0]!;
  await owner.query(
    `insert into users (tenant_id, email, password_hash, login_type, first_name, last_name)
     select $1, 'clock' || g || '@demo.bench', 'not-a-hash', 'emp', 'Clock', g::text from generate_series(1, $2::int) g`,
    [tenant, EMPLOYEES],
  );
  await owner.query(
    `insert into employees (tenant_id, user_id, employee_code, first_name, last_name, organization_id, status)
     select u.tenant_id, u.id, 'CLK' || u.last_name, 'Clock', u.last_name, $2, 'active'
       from users u where u.tenant_id = $1 and u.email like 'clock%@demo.bench'`,
    [tenant, org],
  );
  const users = await owner.query<{ id: string }>(
    `select id from users where tenant_id = $1 and email like 'clock%@demo.bench' order by id`,
    [tenant],
  );
  const tokens = users.rows.map(() => crypto.randomBytes(32).toString('base64url'));
  const hashes = tokens.map((tk) => crypto.createHash('sha256').update(tk).digest());
  await owner.query(
    `insert into sessions (token_hash, tenant_id, user_id, login_type, expires_at)
     select h, $1, u, 'emp', now() + interval '1 day' from unnest($2::bytea[], $3::uuid[]) as x(h, u)`,
    [tenant, hashes, users.rows.map((u) => u.id)],
  );
  await owner.query(
    `create table bench_inserts (tenant_id uuid not null, user_id uuid not null, at timestamptz default now())`,
  );
  await owner.query(`grant insert on bench_inserts to staffdesk_app`);
  return { tenantId: tenant, cookies: tokens.map((tk) => `sd_session=${tk}`) };
}

/** 100 past days of attendance for each of the 10,000: one record and one punch a day, 1,000,000 of each. */
async function seedHistory(owner: pg.Client, tenantId: string) {
  const started = performance.now();
  // the demo closes last month: history reaches back further
  await owner.query(`delete from attendance_closings where tenant_id = $1`, [tenantId]);
  await owner.query(
    `insert into attendance (tenant_id, employee_id, organization_id, shift_date, first_in, last_out, worked_minutes)
     select e.tenant_id, e.id, e.organization_id, current_date - d, (current_date - d) + time '01:00',
            (current_date - d) + time '10:00', 480
       from employees e cross join generate_series(2, $2::int + 1) d
      where e.tenant_id = $1 and e.employee_code like 'CLK%'`,
    [tenantId, HISTORY_DAYS],
  );
  // the punches' closed-period trigger looks each record up: with the million rows counted, by its index
  await owner.query('analyze attendance');
  await owner.query(
    `insert into attendance_punches (tenant_id, attendance_id, employee_id, in_at, in_source, out_at, out_source)
     select a.tenant_id, a.id, a.employee_id, a.first_in, 'self', a.last_out, 'self'
       from attendance a join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
      where a.tenant_id = $1 and e.employee_code like 'CLK%'`,
    [tenantId],
  );
  await owner.query('vacuum analyze attendance');
  await owner.query('vacuum analyze attendance_punches');
  await owner.query('checkpoint').catch(() => undefined);
  log(
    `history: ${EMPLOYEES * HISTORY_DAYS} attendance rows and punches in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Every cookie once, IN_FLIGHT at a time: requests per second and the p99 latency (ms). */
async function burst(url: string, cookies: string[], body: object) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  let firstError = '';
  const started = performance.now();
  async function worker() {
    while (next < cookies.length) {
      const cookie = cookies[next++]!;
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: new URL(url).origin },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (!res.ok) {
        failed++;
        firstError ||= `${res.status} ${text.slice(0, 200)}`;
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (failed) throw new Error(`${failed} of ${cookies.length} requests failed, e.g. ${firstError}`);
  return { rps: cookies.length / seconds, p99: percentile(latencies, 99) };
}

async function main() {
  const { dbUrl, tmpDir } = await throwaway.startDatabase();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  try {
    const { tenantId, cookies } = await seedPeople(owner);
    const app = await throwaway.startServer('app', {
      BENCH_DATABASE_URL: dbUrl,
      BENCH_DATA_DIR: tmpDir,
      BENCH_INSERT_ROUTE: '1',
    });
    const punchUrl = `${app.url}/api/v1/me/attendance/punch`;
    const insertUrl = `${app.url}/api/v1/bench/insert`;
    const checkIn = () => burst(punchUrl, cookies, { kind: 'in', ...HEAD_OFFICE });
    const checkOut = () => burst(punchUrl, cookies, { kind: 'out', ...HEAD_OFFICE });
    const insert = () => burst(insertUrl, cookies, {});

    // warm-up, then the table as the demo leaves it (its month of about 1,600 records, none of these employees')
    await insert();
    const empty = await checkIn();
    await checkOut();
    log(`empty table: ${empty.rps.toFixed(0)} check-ins/s, p99 ${empty.p99.toFixed(1)} ms`);

    await seedHistory(owner, tenantId);
    // the writing of a million rows leaves the machine busy for a while (writeback, checkpoint): a round not counted
    await insert();
    const checkins: { rps: number; p99: number }[] = [];
    const inserts: { rps: number; p99: number }[] = [];
    for (const order of [
      ['insert', 'checkin'],
      ['checkin', 'insert'],
    ])
      for (const side of order)
        if (side === 'insert') {
          const r = await insert();
          inserts.push(r);
          log(`insert route: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms`);
        } else {
          const r = await checkIn();
          checkins.push(r);
          await checkOut();
          log(`check-in with 1M rows: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms`);
        }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const throughput = mean(checkins.map((c) => c.rps)) / mean(inserts.map((c) => c.rps));
    const p99 = mean(checkins.map((c) => c.p99));
    const size = p99 / empty.p99;
    const rows = await owner.query<{ n: number }>(`select count(*)::int as n from attendance where tenant_id = $1`, [
      tenantId,
    ]);
    console.log(
      `attendance check-in (${EMPLOYEES / 1000}k employees, ${rows.rows[0]!.n.toLocaleString('en')} rows): ` +
        `${mean(checkins.map((c) => c.rps)).toFixed(0)} check-ins/s vs one-row INSERT route ` +
        `${mean(inserts.map((c) => c.rps)).toFixed(0)} req/s → ratio ${throughput.toFixed(2)} (goal ≥ 0.5: ` +
        `${throughput >= 0.5 ? 'met' : 'missed'}, stretch ≥ 0.7: ${throughput >= 0.7 ? 'met' : 'missed'}); ` +
        `p99 ${p99.toFixed(1)} ms vs ${empty.p99.toFixed(1)} ms on an empty table → ratio ${size.toFixed(2)} ` +
        `(goal ≤ 1.5: ${size <= 1.5 ? 'met' : 'missed'})`,
    );
  } finally {
    await owner.end().catch(() => undefined);
    await throwaway.cleanup();
  }
}

main().catch(async (e) => {
  log(String(e?.stack ?? e));
  await throwaway.cleanup();
  process.exit(1);
});
