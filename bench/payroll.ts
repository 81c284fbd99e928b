/**
 * Payroll run benchmark (issue 14; `npm run bench`, alone: `npx tsx bench/payroll.ts`, a few minutes).
 *
 * Three organizations cloned from the demo's Malaysian one (MYR, the Malaysian statutory pack), with 1,000, 10,000
 * and 100,000 employees: mixed payroll types (flat salary, salary by attendance, attendance + OT, hourly), a
 * transport allowance each, a month of attendance (a record for every weekday), approved overtime for every third
 * employee at 150 % and 200 %, approved paid leave for every tenth and unpaid leave for every twentieth.
 *
 * The subject is the run's own job (`runProcess`: inputs read once, chunks of 500 employees each in its own
 * transaction, each payslip computed by `computeSlip` in exact decimals, the version committed with its totals at the
 * end), called in this process without the queue.
 *
 * 1. Against a floor: the 10,000-employee run divided by one set-based `INSERT … SELECT` that reads the same month
 *    (attendance, overtime and leave aggregated), does the arithmetic of the same lines in SQL numerics (basic by
 *    payroll type, overtime at its rate, the allowance, EPF at 11 %/13 % rounded up, SOCSO and EIS on wages up to the
 *    ceiling, PCB over the yearly scale, net) and writes the same payslips and lines (about ten per employee) in one
 *    statement. Alternating rounds (A B, B A). Goal ≤ 25×, stretch ≤ 5×.
 * 2. Scale: µs per employee of the run at 10,000 divided by µs per employee at 1,000. Goal ≤ 1.3.
 * 3. The 100,000-employee run's time, reported (`BENCH_PAYROLL_MAX=10000` leaves it out).
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Database } from '../apps/server/src/platform/db/db.ts';
import { runProcess } from '../apps/server/src/modules/payroll/run-process.service.ts';
import { Throwaway } from './throwaway.ts';

const MONTH = '2026-10';
const FROM = `${MONTH}-01`;
const TO = `${MONTH}-31`;
const SIZES = [Number(process.env.BENCH_PAYROLL_MIN ?? 1_000), 10_000, 100_000].filter(
  (n) => n <= Number(process.env.BENCH_PAYROLL_MAX ?? 100_000),
);
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

type TOrg = { id: string; size: number; runId: string };

/** A copy of the demo's Malaysian organization (every column but its id, code and title). */
async function cloneOrganization(owner: pg.Client, tenantId: string, size: number) {
  const cols = (
    await owner.query<{ c: string }>(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c from information_schema.columns
        where table_schema = 'public' and table_name = 'organizations'
          and column_name not in ('id', 'code', 'title') and is_generated = 'NEVER'`,
    )
  ).rows[0]!.c;
  const r = await owner.query<{ id: string }>(
    `insert into organizations (${cols}, code, title)
     select ${cols}, $2, $3 from organizations where tenant_id = $1 and code = 'MYKL' returning id`,
    [tenantId, `BENCH${size}`, `Bench payroll ${size.toLocaleString('en')}`],
  );
  return r.rows[0]!.id;
}

async function seedOrganization(client: pg.Client, tenantId: string, size: number): Promise<TOrg> {
  // each step timed (BENCH_VERBOSE=1)
  const owner = {
    query: async <T extends pg.QueryResultRow>(text: string, values: unknown[]) => {
      const t0 = performance.now();
      const r = await client.query<T>(text, values);
      if (process.env.BENCH_VERBOSE)
        log(`  ${((performance.now() - t0) / 1000).toFixed(1)} s: ${text.trim().split('\n')[0]!.slice(0, 80)}`);
      return r;
    },
  };
  const org = await cloneOrganization(client, tenantId, size);
  // rows consistent by construction: no per-row triggers (the closed-month guards) or key checks while seeding
  await client.query(`set session_replication_role = replica`);
  await owner.query(
    `insert into employees (tenant_id, employee_code, first_name, last_name, organization_id, status, join_date,
                            payroll_type, basic_salary, pay_frequency, tax_resident, marital_status, children,
                            date_of_birth)
     select $1, 'PB' || $3 || '-' || lpad(g::text, 6, '0'), 'Payroll', 'Bench ' || g, $2, 'active',
            date '2020-01-01' + (g % 2000),
            (array['flatSalary', 'salaryAttendance', 'salaryAttendanceOt', 'hourlyWages'])[1 + g % 4],
            case when g % 4 = 3 then 12 + g % 20 else 2500 + (g * 419) % 9000 end, 'monthly', true,
            case when g % 3 = 0 then 'married' else 'single' end, g % 3, date '1965-01-01' + (g * 37) % 14000
       from generate_series(1, $4::int) g`,
    [tenantId, org, size, size],
  );
  const mine = `tenant_id = $1 and organization_id = $2`;
  await owner.query(
    `insert into employee_pay_items (tenant_id, employee_id, pay_code_id, start_date, created_by_name)
     select e.tenant_id, e.id, pc.id, date '2026-01-01', 'bench'
       from employees e join pay_codes pc on pc.tenant_id = e.tenant_id and pc.code = 'TRN' and pc.deleted_at is null
      where e.${mine.replace('organization_id', 'e.organization_id')}`,
    [tenantId, org],
  );
  // a record for every weekday: in at 08:00, out at 17:00, an hour's break
  await owner.query(
    `insert into attendance (tenant_id, employee_id, organization_id, shift_date, first_in, last_out, worked_minutes)
     select e.tenant_id, e.id, e.organization_id, d::date, d + interval '8 hours', d + interval '17 hours', 480
       from employees e cross join generate_series($3::date, $4::date, interval '1 day') d
      where e.tenant_id = $1 and e.organization_id = $2 and extract(isodow from d) < 6`,
    [tenantId, org, FROM, TO],
  );
  await owner.query(
    `insert into ot_requests (tenant_id, organization_id, employee_id, ot_date, from_time, to_time, ot_type,
                              total_minutes, remark, status, source)
     select e.tenant_id, e.organization_id, e.id, $3::date + k * 7, '18:00', '21:00', case k when 1 then 200 else 150 end,
            180, 'bench', 2, 'admin'
       from (select e.*, row_number() over (order by e.id) as n from employees e
              where e.tenant_id = $1 and e.organization_id = $2) e cross join generate_series(0, 2) k
      where e.n % 3 = 0`,
    [tenantId, org, FROM],
  );
  for (const [paid, every, from, to] of [
    [true, 10, '2026-10-13', '2026-10-14'],
    [false, 20, '2026-10-20', '2026-10-20'],
  ] as const)
    await owner.query(
      `insert into leave_requests (tenant_id, organization_id, employee_id, leave_type_id, reason, from_date, to_date,
                                   part, days, source, status)
       select e.tenant_id, e.organization_id, e.id,
              (select id from leave_types where tenant_id = $1 and paid = $3 and deleted_at is null order by code limit 1),
              'bench', $5::date, $6::date, 'full', $6::date - $5::date + 1, 'admin', 2
         from (select e.*, row_number() over (order by e.id) as n from employees e
                where e.tenant_id = $1 and e.organization_id = $2) e
        where e.n % $4 = 0`,
      [tenantId, org, paid, every, from, to],
    );
  const run = await owner.query<{ id: string }>(
    `insert into payroll_runs (tenant_id, organization_id, period_from, period_to, currency, created_by_name)
     select $1, id, $3::date, $4::date, currency, 'bench' from organizations where id = $2 returning id`,
    [tenantId, org, FROM, TO],
  );
  await client.query(`set session_replication_role = default`);
  return { id: org, size, runId: run.rows[0]!.id };
}

/** The run's job, as the queue would call it, for a fresh version; returns seconds. */
async function subject(database: Database, owner: pg.Client, tenantId: string, org: TOrg) {
  const version = (
    await owner.query<{ v: number }>(
      `update payroll_runs set processing_version = version + 1, status = 'open' where id = $1
       returning processing_version as v`,
      [org.runId],
    )
  ).rows[0]!.v;
  const t0 = performance.now();
  await runProcess(
    { database },
    {
      tenantId,
      runId: org.runId,
      version,
      actor: { id: '00000000-0000-0000-0000-000000000000', type: 'system', name: 'bench' },
      req: { ip: '127.0.0.1', headers: {} },
    },
    async () => undefined,
  );
  return (performance.now() - t0) / 1000;
}

/**
 * The floor: the same month's payslips in one statement. Inputs aggregated set-based, the lines' arithmetic in SQL
 * numerics, the heads and their lines written by one `INSERT … SELECT` (a data-modifying CTE).
 */
const FLOOR = `
with att as (
  select employee_id, count(*) filter (where first_in is not null) as present, sum(worked_minutes) as minutes
    from attendance where tenant_id = $1 and organization_id = $2 and deleted_at is null
     and shift_date between $4::date and $5::date group by employee_id),
ot as (
  select employee_id, sum(total_minutes * ot_type) / 6000.0 as weighted_hours
    from ot_requests where tenant_id = $1 and organization_id = $2 and deleted_at is null and status = 2
     and ot_date between $4::date and $5::date group by employee_id),
lv as (
  select q.employee_id, sum(case when t.paid then least(q.to_date, $5::date) - greatest(q.from_date, $4::date) + 1 end) as paid,
         sum(case when not t.paid then least(q.to_date, $5::date) - greatest(q.from_date, $4::date) + 1 end) as unpaid
    from leave_requests q join leave_types t on t.tenant_id = q.tenant_id and t.id = q.leave_type_id
   where q.tenant_id = $1 and q.organization_id = $2 and q.status = 2 and q.from_date <= $5::date and q.to_date >= $4::date
   group by q.employee_id),
pay as (
  select e.id as employee_id, e.basic_salary as basic, e.payroll_type,
         coalesce(a.present, 0) as present, coalesce(a.minutes, 0) as minutes, coalesce(o.weighted_hours, 0) as ot_hours,
         coalesce(l.paid, 0) as paid_leave, coalesce(l.unpaid, 0) as unpaid_leave, coalesce(i.amount, pc.amount, 0) as allowance
    from employees e
    left join att a on a.employee_id = e.id left join ot o on o.employee_id = e.id left join lv l on l.employee_id = e.id
    left join employee_pay_items i on i.tenant_id = e.tenant_id and i.employee_id = e.id and i.deleted_at is null
    left join pay_codes pc on pc.tenant_id = i.tenant_id and pc.id = i.pay_code_id
   where e.tenant_id = $1 and e.organization_id = $2 and e.deleted_at is null and e.payroll_type is not null),
basic as (
  select p.*, round(case p.payroll_type
           when 'flatSalary' then p.basic - p.basic / 26 * p.unpaid_leave
           when 'hourlyWages' then p.basic * p.minutes / 60
           else p.basic / 26 * least(26, p.present + p.paid_leave) end, 2) as basic_pay,
         round(case when p.payroll_type = 'salaryAttendanceOt' then p.basic / 26 / 8 * p.ot_hours else 0 end, 2) as ot_pay
    from pay p),
gross as (select b.*, b.basic_pay + b.ot_pay + b.allowance as gross from basic b),
stat as (
  select g.*, ceil(g.gross * 0.11) as epf_ee, ceil(g.gross * 0.13) as epf_er,
         round(least(g.gross, 6000) * 0.005, 2) as socso_ee, round(least(g.gross, 6000) * 0.0175, 2) as socso_er,
         round(least(g.gross, 6000) * 0.002, 2) as eis_ee, round(least(g.gross, 6000) * 0.002, 2) as eis_er,
         greatest(0, (g.gross - least(ceil(g.gross * 0.11), 4000 / 12.0)) * 12 - 9000) as chargeable
    from gross g),
taxed as materialized (
  select s.*, ceil(trunc(coalesce((select sum(greatest(0, least(s.chargeable, b.hi) - b.lo) * b.rate / 100)
                                      from (values (0, 5000, 0), (5000, 20000, 1), (20000, 35000, 3), (35000, 50000, 6),
                                                   (50000, 70000, 11), (70000, 100000, 19), (100000, 400000, 25),
                                                   (400000, 600000, 26), (600000, 2000000, 28), (2000000, 1e12, 30))
                                           b(lo, hi, rate)), 0) / 12, 2) * 20) / 20 as pcb
    from stat s),
slips as (
  select t.*, t.gross - t.epf_ee - t.socso_ee - t.eis_ee - (case when t.pcb < 10 then 0 else t.pcb end) as net from taxed t),
heads as (
  insert into payslips (tenant_id, run_id, version, employee_id, currency, gross, deductions, employer, net, basis)
  select $1, $3, $6, s.employee_id, 'MYR', s.gross, s.gross - s.net, s.epf_er + s.socso_er + s.eis_er, s.net,
         jsonb_build_object('taxable', s.gross, 'epf', s.epf_ee, 'pcb', s.pcb, 'presentDays', s.present,
                            'paidLeaveDays', s.paid_leave, 'unpaidLeaveDays', s.unpaid_leave)
    from slips s
  returning id, employee_id)
insert into payslip_lines (tenant_id, payslip_id, position, run_id, version, code, kind, units, rate, amount)
select $1, h.id, l.position, $3, $6, l.code, l.kind, l.units, l.rate, l.amount
  from heads h join slips s on s.employee_id = h.employee_id
 cross join lateral (values (0, 'BASIC', 'earning', s.present + s.paid_leave, s.basic, s.basic_pay),
                            (1, 'OT', 'earning', s.ot_hours, s.basic / 26 / 8, s.ot_pay),
                            (2, 'TRN', 'earning', null, null, s.allowance),
                            (3, 'EPF', 'deduction', null, 11, s.epf_ee), (4, 'SOCSO', 'deduction', null, null, s.socso_ee),
                            (5, 'EIS', 'deduction', null, null, s.eis_ee), (6, 'PCB', 'deduction', null, null, s.pcb),
                            (7, 'EPF_ER', 'employerContribution', null, 13, s.epf_er),
                            (8, 'SOCSO_ER', 'employerContribution', null, null, s.socso_er),
                            (9, 'EIS_ER', 'employerContribution', null, null, s.eis_er))
                     l(position, code, kind, units, rate, amount)`;

async function floor(owner: pg.Client, tenantId: string, org: TOrg, version: number) {
  if (process.env.BENCH_EXPLAIN) {
    const plan = await owner.query(`explain (analyze, buffers) ${FLOOR}`, [
      tenantId,
      org.id,
      org.runId,
      FROM,
      TO,
      version,
    ]);
    log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    await owner.query(`delete from payslip_lines where run_id = $1 and version = $2`, [org.runId, version]);
    await owner.query(`delete from payslips where run_id = $1 and version = $2`, [org.runId, version]);
  }
  const t0 = performance.now();
  await owner.query(FLOOR, [tenantId, org.id, org.runId, FROM, TO, version]);
  const seconds = (performance.now() - t0) / 1000;
  await owner.query(`delete from payslip_lines where run_id = $1 and version = $2`, [org.runId, version]);
  await owner.query(`delete from payslips where run_id = $1 and version = $2`, [org.runId, version]);
  return seconds;
}

async function main() {
  const { dbUrl, database } = await throwaway.startDatabase();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner.query(`select set_config('app.platform', 'on', false)`);
  try {
    const tenantId = (await owner.query<{ id: string }>(`select id from tenants where account = 'demo'`)).rows[0]!.id;
    const orgs: TOrg[] = [];
    for (const size of SIZES) {
      const t0 = performance.now();
      orgs.push(await seedOrganization(owner, tenantId, size));
      log(
        `seeded ${size.toLocaleString('en')} employees with a month in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    for (const table of ['employees', 'attendance', 'ot_requests', 'leave_requests', 'employee_pay_items'])
      await owner.query(`vacuum analyze ${table}`);
    await owner.query('checkpoint').catch(() => undefined);

    const [small, ten, large] = orgs as [TOrg, TOrg, TOrg?];
    // a warm-up of each side on the small organization
    await subject(database, owner, tenantId, small);
    await floor(owner, tenantId, small, 9_000);
    const check = (
      await owner.query<{ n: number; lines: number }>(
        `select count(*)::int as n, (select count(*)::int from payslip_lines l where l.run_id = $1 and l.version = r.version) as lines
           from payroll_runs r join payslips p on p.run_id = r.id and p.version = r.version where r.id = $1 group by r.version`,
        [small.runId],
      )
    ).rows[0];
    if (check?.n !== small.size) throw new Error(`the run wrote ${check?.n} payslips for ${small.size} employees`);
    log(`check: ${check.n} payslips, ${check.lines} lines (${(check.lines / check.n).toFixed(1)} per payslip)`);

    const runs: number[] = [];
    const floors: number[] = [];
    const smalls: number[] = [];
    for (const [round, order] of [
      ['floor', 'run'],
      ['run', 'floor'],
    ].entries())
      for (const side of order)
        if (side === 'floor') floors.push(await floor(owner, tenantId, ten, 9_001 + round));
        else {
          smalls.push(await subject(database, owner, tenantId, small));
          runs.push(await subject(database, owner, tenantId, ten));
          log(`round ${round + 1}: 1k run ${smalls.at(-1)!.toFixed(2)} s, 10k run ${runs.at(-1)!.toFixed(2)} s`);
        }
    log(`floor rounds: ${floors.map((f) => `${f.toFixed(2)} s`).join(', ')}`);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = mean(runs) / mean(floors);
    const us = (seconds: number, n: number) => (seconds * 1e6) / n;
    const scale = us(mean(runs), ten.size) / us(mean(smalls), small.size);
    console.log(
      `\npayroll run (10k employees, a month of attendance, OT and leave): ${mean(runs).toFixed(2)} s vs one ` +
        `INSERT … SELECT ${mean(floors).toFixed(2)} s → ratio ${ratio.toFixed(1)} (goal ≤ 25: ${ratio <= 25 ? 'met' : 'missed'}, ` +
        `stretch ≤ 5: ${ratio <= 5 ? 'met' : 'missed'})`,
    );
    console.log(
      `payroll run per employee: ${us(mean(runs), ten.size).toFixed(0)} µs at 10k vs ${us(mean(smalls), small.size).toFixed(0)} µs ` +
        `at 1k → ratio ${scale.toFixed(2)} (goal ≤ 1.3: ${scale <= 1.3 ? 'met' : 'missed'})`,
    );
    if (large) {
      const seconds = await subject(database, owner, tenantId, large);
      console.log(
        `payroll run of 100k employees: ${seconds.toFixed(1)} s (${us(seconds, large.size).toFixed(0)} µs per employee)`,
      );
    }
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
