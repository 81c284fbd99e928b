/**
 * Employee shop benchmark (issue 16; `npm run bench`, alone: `npx tsx bench/shop.ts`, about a minute).
 *
 * 10,000 published products in demo's Phnom Penh organization (beside the seed's), spread over the seed's categories,
 * a third with a picture row. The employee shop's listing with a search, a category and a page:
 *   GET /api/v1/me/shop/products?search=<word>&categoryId=<id>&page=2&pageSize=24
 * through the whole app (its own child process, autocannon, as the demo employee) — divided by the p99 of the same
 * SQL the repository issues for that request (captured from `shopPage()` itself, so it cannot drift), run through
 * a `pg` Pool as the owner (no transaction, no RLS), at the same concurrency. Goal ≤ 3. The answer is checked
 * first against the raw query (same total, same ids).
 */
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { shopPage } from '../apps/server/src/modules/shop/products.repo.ts';
import type { TDb } from '../apps/server/src/platform/db/db.ts';
import { endpointVsRaw } from './resources.ts';
import { demoCookie, Throwaway } from './throwaway.ts';

const PRODUCTS = 10_000;
const SEARCH = 'bottle';
const CONNECTIONS = 4;
const SECONDS = 5;
const log = (line: string) => process.stderr.write(`${line}\n`);
const throwaway = new Throwaway(log);

async function seed(owner: pg.Client) {
  const demo = (
    await owner.query<{ id: string; org: string; category: string }>(
      `select t.id, (select o.id from organizations o where o.tenant_id = t.id and o.code = 'MTPP') as org,
              (select c.id from shop_categories c where c.tenant_id = t.id and c.name = 'Apparel') as category
         from tenants t where t.account = 'demo'`,
    )
  ).rows[0]!;
  const words = ['bottle', 'mug', 'shirt', 'cap', 'pen', 'notebook', 'speaker', 'voucher', 'snack', 'bag'];
  await owner.query(
    `insert into shop_products (tenant_id, organization_id, sku, name, brand, category_id, price, points_price, stock,
                                featured, publication, created_at)
     select $1, $2, 'BENCH-' || g, 'Bench ' || ($4::text[])[1 + g % 10] || ' ' || g, 'Brand ' || (g % 40),
            (select id from shop_categories c where c.tenant_id = $1 and c.deleted_at is null
              order by c.sort_order offset (g % 5) limit 1),
            (5 + g % 50)::numeric, 10 + g % 200, g % 7, g % 50 = 0, 'published', now() - (g || ' minutes')::interval
       from generate_series(1, $3::int) g`,
    [demo.id, demo.org, PRODUCTS, words],
  );
  await owner.query(
    `insert into shop_product_images (tenant_id, product_id, position, file_key, thumb_key, width, height)
     select tenant_id, id, 1, md5(id::text), md5(id::text || 't'), 800, 800 from shop_products
      where tenant_id = $1 and sku like 'BENCH-%' and right(sku, 1) in ('0', '3', '6')`,
    [demo.id],
  );
  await owner.query('vacuum analyze shop_products');
  await owner.query('vacuum analyze shop_product_images');
  await owner.query('checkpoint').catch(() => undefined);
  return demo;
}

/** The SQL the repository issues for one listing, captured by handing `shopPage` a stand-in for the database. */
async function captureShopSql(f: Parameters<typeof shopPage>[1], p: Parameters<typeof shopPage>[2]) {
  const dialect = new PgDialect();
  const captured: { text: string; values: unknown[] }[] = [];
  const fake = {
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      captured.push({ text: sql, values: params });
      return { rows: [] };
    },
  } as unknown as TDb;
  await shopPage(fake, f, p);
  return captured;
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
    const demo = await seed(owner);
    log(`added ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const app = await throwaway.startServer('app', { BENCH_DATABASE_URL: dbUrl, BENCH_DATA_DIR: tmpDir });
    const cookie = await demoCookie(app.url, 'emp@demo.test');
    const path = `/api/v1/me/shop/products?search=${SEARCH}&categoryId=${demo.category}&page=2&pageSize=24`;
    const floor = await captureShopSql(
      { tenantId: demo.id, organizationId: demo.org, search: SEARCH, categoryId: demo.category },
      { limit: 24, offset: 24 },
    );
    // the app's answer is the raw query's
    const check = (await (await fetch(`${app.url}${path}`, { headers: { cookie } })).json()) as {
      total: number;
      rows: { id: string }[];
    };
    const raw = await pool.query<{ id: string; total: number }>(floor[0]!.text, floor[0]!.values);
    if (check.total !== raw.rows[0]?.total || check.rows.map((r) => r.id).join() !== raw.rows.map((r) => r.id).join())
      throw new Error(`shop check failed: app ${check.total} rows, raw ${raw.rows[0]?.total}`);
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
      `\nemployee shop listing (${PRODUCTS / 1000}k products; search, category, page 2 of ${check.total} matches): ` +
        `p99 ${m.http.toFixed(1)} ms vs the raw query p99 ${m.raw.toFixed(1)} ms → ratio ${ratio.toFixed(2)} ` +
        `(goal ≤ 3: ${ratio <= 3 ? 'met' : 'missed'})`,
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
