/**
 * Leave bank benchmark (issue 13; `npm run bench`, alone: `npx tsx bench/leave.ts`, about a minute).
 *
 * 10,000 employees in demo, each following a template of five leave types, with a year of monthly accruals and a
 * few debits in the ledger (about 600,000 rows) and 2,000 pending requests. The Leave Bank at a date:
 *   GET /api/v1/leave/bank?at=<day>&page=1&pageSize=10
 * through the whole app (its own child process, autocannon, as the demo HR admin) — the balances of every
 * employee and type at that day, counted, sorted and paged — divided by the p99 of one raw aggregate SQL over the
 * ledger (`sum(days) … where day <= at group by employee, type`, through a `pg` Pool as the owner, the same
 * concurrency). Goal ≤ 3, stretch ≤ 1.5. The answer is checked first: its total is the employees × types.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { endpointVsRaw } from './resources.ts';
import { demoHrCookie, Throwaway } from './throwaway.ts';

const EMPLOYEES = 10_000;
const TYPES = 5;
const PENDING = 2_000;
const AT = '2026-10-15';
const CONNECTIONS = 4;
const SECONDS = 5;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

async function seed(owner: pg.Client) {
  const demo = (
    await owner.query<{ id: string; org: string }>(
      `select t.id, (select o.id from organizations o where o.tenant_id = t.id and o.code = 'MTPP') as org
         from tenants t where t.account = 'demo'`,
    )
  ).rows[0]!;
  // five leave types: the demo's three and two more
  await owner.query(
    `insert into leave_types (tenant_id, name, code, paid, hours_per_day)
     values ($1, 'Maternity leave', 'BML', true, 8), ($1, 'Compassionate leave', 'BCL', true, 8)`,
    [demo.id],
  );
  const types = (
    await owner.query<{ id: string }>(
      `select id from leave_types where tenant_id = $1 and deleted_at is null order by code limit ${TYPES}`,
      [demo.id],
    )
  ).rows.map((r) => r.id);
  const template = (
    await owner.query<{ id: string }>(
      `insert into leave_templates (tenant_id, name, code, year_start_month, entitlements)
       values ($1, 'Bench', 'BENCH', '1', $2::jsonb) returning id`,
      [
        demo.id,
        JSON.stringify(
          types.map((t) => ({ leaveTypeId: t, days: '18', earning: 'monthly', carryCap: '6', carryExpiryMonths: 3 })),
        ),
      ],
    )
  ).rows[0]!.id;
  await owner.query(
    `insert into employees (tenant_id, employee_code, first_name, last_name, organization_id, status, join_date)
     select $1, 'LB' || lpad(g::text, 6, '0'), 'Leave', 'Bench ' || g, $2, 'active', date '2024-01-01'
       from generate_series(1, $3::int) g`,
    [demo.id, demo.org, EMPLOYEES],
  );
  await owner.query(
    `insert into leave_template_assignments (tenant_id, employee_id, template_id, from_date)
     select $1, id, $2, date '2026-01-01' from employees where tenant_id = $1 and employee_code like 'LB%'`,
    [demo.id, template],
  );
  // a year of monthly accruals of each type, and a debit a quarter
  await owner.query(
    `insert into leave_ledger (tenant_id, employee_id, leave_type_id, day, days, kind, period)
     select $1, e.id, t.id, make_date(2026, m, 1), 1.5, 'accrual', '2026-' || lpad(m::text, 2, '0')
       from employees e cross join unnest($2::uuid[]) t(id) cross join generate_series(1, 12) m
      where e.tenant_id = $1 and e.employee_code like 'LB%'`,
    [demo.id, types],
  );
  await owner.query(
    `insert into leave_ledger (tenant_id, employee_id, leave_type_id, day, days, kind, note)
     select $1, e.id, $2, make_date(2026, q * 3, 10), -1, 'adjustment', 'bench'
       from employees e cross join generate_series(1, 4) q
      where e.tenant_id = $1 and e.employee_code like 'LB%'`,
    [demo.id, types[0]],
  );
  await owner.query(
    `insert into leave_requests (tenant_id, organization_id, employee_id, leave_type_id, reason, from_date, to_date, part,
                                 days, source)
     select $1, e.organization_id, e.id, $2, 'bench', date '2026-11-02', date '2026-11-02', 'full', 1, 'admin'
       from employees e where e.tenant_id = $1 and e.employee_code like 'LB%' order by e.employee_code limit $3`,
    [demo.id, types[0], PENDING],
  );
  await owner.query('vacuum analyze leave_ledger');
  await owner.query('vacuum analyze employees');
  await owner.query('vacuum analyze leave_requests');
  await owner.query('vacuum analyze leave_template_assignments');
  await owner.query('checkpoint').catch(() => undefined);
  return demo.id;
}

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
    const demoId = await seed(owner);
    const ledger = (await owner.query<{ n: number }>(`select count(*)::int as n from leave_ledger`)).rows[0]!.n;
    log(
      `added ${EMPLOYEES.toLocaleString('en')} employees × ${TYPES} leave types (${ledger.toLocaleString('en')} ledger rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });
    const cookie = await demoHrCookie(app.url);
    const path = `/api/v1/leave/bank?at=${AT}&page=1&pageSize=10`;
    const check = (await (await fetch(`${app.url}${path}`, { headers: { cookie } })).json()) as { total: number };
    if (check.total < EMPLOYEES * TYPES) throw new Error(`bank check failed: ${check.total} rows`);
    const floor = [
      {
        text: `select employee_id, leave_type_id, sum(days) from leave_ledger where tenant_id = $1 and day <= $2
                group by employee_id, leave_type_id`,
        values: [demoId, AT],
      },
    ];
    const m = await endpointVsRaw({
      url: `${app.url}${path}`,
      cookie,
      pool,
      queries: floor,
      connections: CONNECTIONS,
      seconds: SECONDS,
      log,
    });
    await throwaway.stopServers();
    const ratio = m.http / m.raw;
    console.log(
      `\nleave bank (${EMPLOYEES / 1000}k employees × ${TYPES} types, ${check.total.toLocaleString('en')} rows at ${AT}): ` +
        `p99 ${m.http.toFixed(1)} ms vs one raw aggregate p99 ${m.raw.toFixed(1)} ms → ratio ${ratio.toFixed(2)} ` +
        `(goal ≤ 3: ${ratio <= 3 ? 'met' : 'missed'}, stretch ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'missed'})`,
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
