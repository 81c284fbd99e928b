/**
 * Bulk import vs a raw INSERT (`npm run bench`; alone: `npx tsx bench/import.ts`).
 *
 * Time per row of importing 10,000 holidays from an XLSX file through the whole pipeline — upload (multipart,
 * exceljs streaming read, every row checked against the tenant's organizations and holidays), Import, and the job
 * that writes them in one transaction — divided by the time per row of the same 10,000 rows written by a raw
 * multi-row INSERT (batches of 1,000, one transaction, as the owner: no app, no checks, no RLS). Both in the same
 * run, alternating rounds (A B B A), the imported rows deleted between rounds. Goal ≤ 10, stretch ≤ 4.
 *
 * A throwaway embedded PostgreSQL (fsync off) in a tmp dir, the app in this process (buildApp, as the tests run it).
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { utcDay } from '../packages/core/src/dates.ts';
import { Throwaway } from './throwaway.ts';

const ROWS = 10_000;
const GOAL = 10;
const STRETCH = 4;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

const dayOf = (i: number) => new Date(Date.UTC(2050, 0, 1) + i * 86_400_000);
const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('holidays');
  sheet.addRow(['Date', 'Holiday Name', 'Organization Code', 'Recurring', 'Half Day']);
  for (let i = 0; i < ROWS; i++) sheet.addRow([dmy(dayOf(i)), `Bench holiday ${i}`, i % 2 ? 'MTPP' : '', 'No', 'No']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const { dbUrl, tmpDir, database } = await throwaway.startDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpDir, PUBLIC_URL: 'http://localhost' }) };
  const app = await buildApp({ config, db: database, logger: false });
  await app.ready();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner.query(`select set_config('app.platform', 'on', false)`);
  try {
    const { id: tenantId } = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0];
    const mtpp = (await owner.query(`select id from organizations where tenant_id = $1 and code = 'MTPP'`, [tenantId]))
      .rows[0].id as string;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD },
    });
    const c = login.cookies.find((k) => k.name.endsWith('sd_session'))!;
    const cookie = `${c.name}=${c.value}`;
    const file = await xlsx();
    const clear = () =>
      owner.query(`delete from holidays where tenant_id = $1 and name like 'Bench holiday %'`, [tenantId]);

    const pipeline = async () => {
      const body = multipart({}, [
        { field: 'file', name: 'holidays.xlsx', type: 'application/octet-stream', content: file },
      ]);
      const t0 = performance.now();
      const p = await app.inject({
        method: 'POST',
        url: '/api/v1/imports/holidays',
        payload: body.payload,
        headers: { ...body.headers, cookie, origin: 'http://localhost' },
      });
      const preview = p.json();
      if (preview.valid !== ROWS) throw new Error(`preview: ${p.statusCode} ${p.body.slice(0, 300)}`);
      const commit = await app.inject({
        method: 'POST',
        url: `/api/v1/imports/holidays/${preview.id}/commit`,
        headers: { cookie, origin: 'http://localhost' },
      });
      if (commit.statusCode !== 202) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
      await app.services.jobs.drain(120_000);
      return performance.now() - t0;
    };
    const raw = async () => {
      const t0 = performance.now();
      await owner.query('begin');
      for (let i = 0; i < ROWS; i += 1000) {
        const values: unknown[] = [];
        const tuples: string[] = [];
        for (let j = i; j < Math.min(ROWS, i + 1000); j++) {
          const n = values.length;
          tuples.push(`($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, false, false)`);
          values.push(tenantId, utcDay(dayOf(j)), `Bench holiday ${j}`, j % 2 ? mtpp : null);
        }
        await owner.query(
          `insert into holidays (tenant_id, date, name, organization_id, recurring, half_day) values ${tuples.join(', ')}`,
          values,
        );
      }
      await owner.query('commit');
      return performance.now() - t0;
    };

    await clear();
    const a: number[] = [];
    const b: number[] = [];
    for (const round of ['ab', 'ba', 'ab', 'ba']) {
      for (const side of round) {
        const ms = side === 'a' ? await pipeline() : await raw();
        (side === 'a' ? a : b).push(ms);
        const n = (await owner.query(`select count(*)::int as n from holidays where name like 'Bench holiday %'`))
          .rows[0].n;
        if (n !== ROWS) throw new Error(`${side}: ${n} rows written`);
        await clear();
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const ratio = median(a) / median(b);
    console.log(
      `XLSX import of ${ROWS.toLocaleString('en')} holidays: ${((median(a) * 1000) / ROWS).toFixed(1)} µs/row ` +
        `(${(median(a) / 1000).toFixed(2)} s) vs raw INSERT ${((median(b) * 1000) / ROWS).toFixed(1)} µs/row → ratio ` +
        `${ratio.toFixed(2)} (goal ≤ ${GOAL}, stretch ≤ ${STRETCH})`,
    );
  } finally {
    await owner.end();
    await app.close();
    await throwaway.cleanup();
  }
}

main().catch(async (e) => {
  console.error(e);
  await throwaway.cleanup();
  process.exit(1);
});
