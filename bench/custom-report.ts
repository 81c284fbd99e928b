/**
 * Custom report benchmark (issue 19; `npm run bench`, alone: `npx tsx bench/custom-report.ts`, a few minutes).
 *
 * 10,000 employees of demo's Phnom Penh organization spread over its departments, 100 past days of attendance each:
 * 1,000,000 rows. A saved custom report over attendance grouped by department × month with a row count and the
 * worked hours, run through the whole app as the demo HR admin (its own child process, autocannon):
 *   GET /api/v1/custom-reports/<id>/run?page=1&pageSize=50
 * divided by the p99 of the query a developer would write by hand for the same table (one `GROUP BY`, run through
 * a `pg` Pool as the owner: no transaction, no RLS), at the same concurrency. Goal ≤ 2. The app's answer is checked
 * against the hand-written query first (same groups, same counts and hours).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { endpointVsRaw } from './resources.ts';
import { demoCookie, Throwaway } from './throwaway.ts';

const EMPLOYEES = 10_000;
const DAYS = 100;
const CONNECTIONS = 2;
const SECONDS = 8;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

async function seed(owner: pg.Client) {
  const t = (
    await owner.query<{ tenant: string; org: string }>(
      `select t.id as tenant, o.id as org from tenants t join organizations o on o.tenant_id = t.id
        where t.account = 'demo' and o.code = 'MTPP'`,
    )
  ).rows[0]!;
  await owner.query(
    `insert into employees (tenant_id, employee_code, first_name, last_name, organization_id, department_id, status)
     select $1, 'REP' || g, 'Report', g::text, $2,
            (select d.id from departments d where d.tenant_id = $1 and d.organization_id = $2 and d.deleted_at is null
              order by d.name offset (g % (select count(*) from departments d2 where d2.tenant_id = $1
                                               and d2.organization_id = $2 and d2.deleted_at is null)) limit 1),
            'active'
       from generate_series(1, $3::int) g`,
    [t.tenant, t.org, EMPLOYEES],
  );
  await owner.query(`delete from attendance_closings where tenant_id = $1`, [t.tenant]);
  await owner.query(
    `insert into attendance (tenant_id, employee_id, organization_id, shift_date, first_in, last_out, worked_minutes,
                             late_minutes)
     select e.tenant_id, e.id, e.organization_id, current_date - d, (current_date - d) + time '01:00',
            (current_date - d) + time '10:00', 420 + (d % 5) * 15, (d % 7) * 3
       from employees e cross join generate_series(2, $2::int + 1) d
      where e.tenant_id = $1 and e.employee_code like 'REP%'`,
    [t.tenant, DAYS],
  );
  await owner.query('vacuum analyze attendance');
  await owner.query('vacuum analyze employees');
  await owner.query('checkpoint').catch(() => undefined);
  return t.tenant;
}

/** What a developer would write by hand: one GROUP BY over the tenant's live attendance. */
const HAND_WRITTEN = `
  select d.name as department, to_char(a.shift_date, 'YYYY-MM') as month, count(*)::int as days,
         round(sum(a.worked_minutes) / 60.0, 2)::float8 as hours
    from attendance a join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
    left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
   where a.tenant_id = $1 and a.deleted_at is null
   group by 1, 2 order by 1 nulls first, 2`;

async function main() {
  const { dbUrl, tmpDir } = await throwaway.startDatabase();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner.query(`select set_config('app.platform', 'on', false)`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  throwaway.pools.push(pool);
  pool.on('error', () => undefined);
  try {
    const t0 = performance.now();
    const tenant = await seed(owner);
    const rows = (
      await owner.query<{ n: number }>(`select count(*)::int as n from attendance where tenant_id = $1`, [tenant])
    ).rows[0]!.n;
    log(`attendance: ${rows.toLocaleString('en')} rows in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });
    const cookie = await demoCookie(app.url, 'hr@demo.test');
    const made = await fetch(`${app.url}/api/v1/custom-reports`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Attendance by department and month',
        definition: {
          source: 'attendance',
          groups: [{ column: 'department' }, { column: 'date', by: 'month' }],
          measures: [{ fn: 'count' }, { fn: 'sum', column: 'workedHours' }],
        },
      }),
    });
    if (made.status !== 201) throw new Error(`report not saved: ${made.status} ${await made.text()}`);
    const { id } = (await made.json()) as { id: string };
    const url = `${app.url}/api/v1/custom-reports/${id}/run?page=1&pageSize=50`;
    // the app's answer is the hand-written query's
    const answer = (await (await fetch(url, { headers: { cookie } })).json()) as {
      total: number;
      rows: [string | null, string, number, number][];
    };
    const raw = await pool.query<{ department: string | null; month: string; days: number; hours: number }>(
      HAND_WRITTEN,
      [tenant],
    );
    const same =
      answer.total === raw.rows.length &&
      answer.rows.every((r, i) => {
        const x = raw.rows[i]!;
        return r[0] === x.department && r[1] === x.month && r[2] === x.days && Math.abs(r[3] - x.hours) < 0.01 * x.days;
      });
    if (!same) throw new Error(`custom report check failed: app ${answer.total} groups, raw ${raw.rows.length}`);
    const m = await endpointVsRaw({
      url,
      cookie,
      pool,
      queries: [{ text: HAND_WRITTEN, values: [tenant] }],
      connections: CONNECTIONS,
      seconds: SECONDS,
      log,
    });
    await throwaway.stopServers();
    const ratio = m.http / m.raw;
    console.log(
      `\ncustom report (${rows.toLocaleString('en')} attendance rows by department × month, ${answer.total} groups): ` +
        `p99 ${m.http.toFixed(0)} ms vs the hand-written query p99 ${m.raw.toFixed(0)} ms → ratio ${ratio.toFixed(2)} ` +
        `(goal ≤ 2: ${ratio <= 2 ? 'met' : 'missed'})`,
    );
  } finally {
    await owner.end();
    await throwaway.cleanup();
  }
}

main().catch(async (e) => {
  console.error(e);
  await throwaway.cleanup();
  process.exit(1);
});
