/**
 * Employees benchmark (issue 11; `npm run bench`, alone: `npx tsx bench/employees.ts`, about a minute).
 *
 * 1. Staff list: 100,000 employees in demo and 100,000 in acme (generated names in Latin, Khmer and Chinese script,
 *    employee IDs, emails, mobiles). p99 latency of
 *      GET /api/v1/employees?search=<term>&sort=name:asc&page=1&pageSize=10
 *    through the whole app (its own child process, autocannon, 10 connections, as the demo HR admin) divided by the
 *    p99 of the list and count SQL that employees.repo.ts issues for that request (captured from the repo itself),
 *    run through a raw `pg` Pool as the owner with the same concurrency. Goal ≤ 3, stretch ≤ 1.5. The search is a
 *    substring: it must be answered from the trigram index (checked with EXPLAIN before measuring).
 * 2. Import: time per row of importing 10,000 employees from an XLSX file through the whole pipeline over a raw
 *    multi-row INSERT of the same rows (batches of 1,000, one transaction). Goal ≤ 10, stretch ≤ 4.
 */
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { listEmployees, type TEmployeeListQuery } from '../apps/server/src/modules/employees/employees.repo.ts';
import type { Database, TDb } from '../apps/server/src/platform/db/db.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { endpointVsRaw, percentile } from './resources.ts';
import { demoHrCookie, Throwaway } from './throwaway.ts';

const ROWS = 100_000;
const IMPORT_ROWS = 10_000;
const SEARCH = 'sokha';
const CONNECTIONS = 10;
const SECONDS = 5;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

const FIRST = [
  'Sokha',
  'Dara',
  'Vannak',
  'Bopha',
  'Rithy',
  'Srey',
  'Malis',
  'Piseth',
  'សុភា',
  'ចាន់ណា',
  '明',
  '丽娜',
  'Wei',
  'Aina',
  'Kumar',
  'Siti',
];
const LAST = [
  'Chea',
  'Sok',
  'Lim',
  'Heng',
  'Nhem',
  'Pov',
  'Seng',
  'Ouk',
  'ម៉ៅ',
  'សុខ',
  '王',
  '陈',
  'Tan',
  'Rahman',
  'Raj',
  'Abdullah',
  'Keo',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

async function seed(owner: pg.Client) {
  const t = await owner.query<{ account: string; id: string; org: string }>(
    `select t.account, t.id, (select o.id from organizations o where o.tenant_id = t.id order by o.created_at limit 1) as org
       from tenants t where t.account in ('demo', 'acme')`,
  );
  for (const tenant of t.rows)
    await owner.query(
      `insert into employees (tenant_id, employee_code, first_name, last_name, email, mobile, organization_id, status, join_date)
       select $1, 'B' || lpad(g::text, 6, '0'), (${arr(FIRST)})[1 + g % ${FIRST.length}], (${arr(LAST)})[1 + (g / 5) % ${LAST.length}],
              'person' || g || '@' || $3 || '.bench', '+855 ' || (10000000 + g * 7)::text, $2,
              case when g % 9 = 0 then 'inactive' else 'active' end, date '2020-01-01' + (g % 2000)
         from generate_series(1, $4::int) g`,
      [tenant.id, tenant.org, tenant.account, ROWS],
    );
  await owner.query('vacuum analyze employees');
  await owner.query('checkpoint').catch(() => undefined);
  return t.rows.find((r) => r.account === 'demo')!;
}

/** The SQL the repo issues for one list request, captured with a stand-in for the database. */
async function captureSql(q: TEmployeeListQuery) {
  const dialect = new PgDialect();
  const captured: { text: string; values: unknown[] }[] = [];
  const fake = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      captured.push({ text: sql, values: params });
      return { rows: [{ n: 0 }] };
    },
  } as unknown as TDb;
  await listEmployees(fake, q);
  return captured;
}

async function listBench(dbUrl: string, tmpDir: string, demoId: string, pool: pg.Pool) {
  const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });
  const cookie = await demoHrCookie(app.url);
  const path = `/api/v1/employees?search=${SEARCH}&sort=name:asc&page=1&pageSize=10`;
  const sqls = await captureSql({ tenantId: demoId, search: SEARCH, sort: 'name', dir: 'asc', page: 1, pageSize: 10 });
  const check = (await (await fetch(`${app.url}${path}`, { headers: { cookie } })).json()) as {
    rows: { id: string }[];
    total: number;
  };
  // the raw side as the owner with no transaction: the tenant the search function reads is set once per connection
  const rawPool = new pg.Pool({ connectionString: dbUrl, max: 20, options: `-c app.tenant_id=${demoId}` });
  throwaway.pools.push(rawPool);
  rawPool.on('error', () => undefined);
  const raw = await rawPool.query<{ id: string }>(sqls[0]!.text, sqls[0]!.values);
  const count = await rawPool.query<{ n: number }>(sqls[1]!.text, sqls[1]!.values);
  if (check.total !== count.rows[0]?.n || check.rows.map((r) => r.id).join() !== raw.rows.map((r) => r.id).join())
    throw new Error(`list check failed: total ${check.total} vs raw ${count.rows[0]?.n}`);
  // the search function's own plan (it runs as its owner, here a superuser): through the trigram index, no scan
  const body = await rawPool.query<{ src: string }>(
    `select prosrc as src from pg_proc where proname = 'staffdesk_employee_search'`,
  );
  const text = body.rows[0]!.src.replaceAll(/\bterm\b/g, '$1');
  const plan = (await rawPool.query(`explain ${text}`, [SEARCH])).rows.map((r) => r['QUERY PLAN']).join('\n');
  const trigram = plan.includes('employees_search_trgm');
  log(
    `staff list: ${check.total} of ${ROWS} demo employees match "${SEARCH}"; the search uses the trigram index: ${trigram}`,
  );
  const m = await endpointVsRaw({
    url: `${app.url}${path}`,
    cookie,
    pool,
    rawPool,
    queries: sqls,
    connections: CONNECTIONS,
    seconds: SECONDS,
    log,
  });
  await throwaway.stopServers();
  const ratio = m.http / m.raw;
  return (
    `staff list (${ROWS / 1000}k employees per tenant, search "${SEARCH}"): p99 ${m.http.toFixed(1)} ms vs raw SQL ` +
    `p99 ${m.raw.toFixed(1)} ms → ratio ${ratio.toFixed(2)} (goal ≤ 3: ${ratio <= 3 ? 'met' : 'missed'}, stretch ≤ 1.5: ` +
    `${ratio <= 1.5 ? 'met' : 'missed'}); trigram index: ${trigram ? 'used' : 'NOT used'}`
  );
}

async function importBench(db: Database, tmpDir: string, owner: pg.Client, demo: { id: string; org: string }) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpDir, PUBLIC_URL: 'http://localhost' });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD },
    });
    const c = login.cookies.find((k) => k.name.endsWith('sd_session'))!;
    const cookie = `${c.name}=${c.value}`;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('employees');
    sheet.addRow([
      'Employee ID',
      'First Name',
      'Last Name',
      'Email',
      'Organization Code',
      'Gender',
      'Join Date',
      'Basic Salary',
    ]);
    for (let i = 0; i < IMPORT_ROWS; i++)
      sheet.addRow([
        `IMP${i}`,
        `Imported ${i}`,
        'Bench',
        `imported${i}@demo.bench`,
        'MTPP',
        i % 2 ? 'Male' : 'Female',
        '01-02-2026',
        '950.00',
      ]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const clear = async () => {
      await owner.query(`delete from employees where tenant_id = $1 and last_name = 'Bench'`, [demo.id]);
      await owner.query(`delete from users where tenant_id = $1 and last_name = 'Bench'`, [demo.id]);
    };
    const pipeline = async () => {
      const body = multipart({}, [
        { field: 'file', name: 'staff.xlsx', type: 'application/octet-stream', content: file },
      ]);
      const t0 = performance.now();
      const p = await app.inject({
        method: 'POST',
        url: '/api/v1/imports/employees',
        payload: body.payload,
        headers: { ...body.headers, cookie, origin: 'http://localhost' },
      });
      const preview = p.json();
      if (preview.valid !== IMPORT_ROWS) throw new Error(`preview: ${p.statusCode} ${p.body.slice(0, 300)}`);
      const commit = await app.inject({
        method: 'POST',
        url: `/api/v1/imports/employees/${preview.id}/commit`,
        headers: { cookie, origin: 'http://localhost' },
      });
      if (commit.statusCode !== 202) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
      await app.services.jobs.drain(300_000);
      return performance.now() - t0;
    };
    // the same rows written raw: a login for each (they all have an email), then the employees
    const raw = async () => {
      const t0 = performance.now();
      await owner.query('begin');
      for (let i = 0; i < IMPORT_ROWS; i += 1000) {
        const n = Math.min(IMPORT_ROWS, i + 1000) - i;
        const users = await owner.query<{ id: string; email: string }>(
          `insert into users (tenant_id, email, password_hash, login_type, first_name, last_name)
           select $1, 'imported' || g || '@demo.bench', '!', 'emp', 'Imported ' || g, 'Bench' from generate_series($2::int, $3::int) g
           returning id, email`,
          [demo.id, i, i + n - 1],
        );
        const values: unknown[] = [];
        const tuples: string[] = [];
        for (const u of users.rows) {
          const k = Number(u.email.slice(8, u.email.indexOf('@')));
          const p = values.length;
          tuples.push(
            `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, 'Bench', $${p + 5}, $${p + 6}, $${p + 7}, '2026-02-01', 950)`,
          );
          values.push(demo.id, u.id, `IMP${k}`, `Imported ${k}`, u.email, demo.org, k % 2 ? 'male' : 'female');
        }
        await owner.query(
          `insert into employees (tenant_id, user_id, employee_code, first_name, last_name, email, organization_id, gender, join_date, basic_salary)
           values ${tuples.join(', ')}`,
          values,
        );
      }
      await owner.query('commit');
      return performance.now() - t0;
    };
    await clear();
    const a: number[] = [];
    const b: number[] = [];
    for (const round of ['ab', 'ba']) {
      for (const side of round) {
        (side === 'a' ? a : b).push(side === 'a' ? await pipeline() : await raw());
        const n = (await owner.query(`select count(*)::int as n from employees where last_name = 'Bench'`)).rows[0].n;
        if (n !== IMPORT_ROWS) throw new Error(`${side}: ${n} rows written`);
        await clear();
      }
    }
    const median = (xs: number[]) => percentile(xs, 0.5);
    const ratio = median(a) / median(b);
    return (
      `XLSX import of ${IMPORT_ROWS.toLocaleString('en')} employees: ${((median(a) * 1000) / IMPORT_ROWS).toFixed(1)} µs/row ` +
      `(${(median(a) / 1000).toFixed(2)} s) vs raw INSERT ${((median(b) * 1000) / IMPORT_ROWS).toFixed(1)} µs/row → ratio ` +
      `${ratio.toFixed(2)} (goal ≤ 10: ${ratio <= 10 ? 'met' : 'missed'}, stretch ≤ 4: ${ratio <= 4 ? 'met' : 'missed'})`
    );
  } finally {
    await app.close();
  }
}

async function main() {
  const { dbUrl, tmpDir, database } = await throwaway.startDatabase();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner.query(`select set_config('app.platform', 'on', false)`);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  throwaway.pools.push(pool);
  pool.on('error', () => undefined);
  try {
    const t0 = performance.now();
    const demo = await seed(owner);
    log(
      `added ${ROWS.toLocaleString('en')} employees to demo and to acme in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const lines = [await listBench(dbUrl, tmpDir, demo.id, pool), await importBench(database, tmpDir, owner, demo)];
    console.log(`\n${lines.join('\n')}`);
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
