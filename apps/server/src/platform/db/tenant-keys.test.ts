import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';
import { APPEND_ONLY_TABLES, PLATFORM_TABLES } from './security.ts';

/**
 * Every tenant-owned table keeps `tenant_id` first in its primary key, its unique constraints and indexes, and its
 * foreign keys to other tenant-owned tables, so the schema can be distributed by tenant (Citus: the distribution
 * column must lead them) when one PostgreSQL is outgrown. See docs/operations.md.
 *
 * Not checked: the platform tables (looked up before a tenant is known; reference or coordinator tables then), the
 * audit log, whose platform events have no tenant (it stays on the coordinator, partitioned by time), job_runs,
 * which holds platform jobs too (it follows the job queue's own tables on the coordinator), and notifications, which
 * hold platform staff's too (small rows, purged after 90 days; on the coordinator, partitioned by time if need be).
 */
const NOT_DISTRIBUTED = [...PLATFORM_TABLES, ...APPEND_ONLY_TABLES, 'job_runs', 'notifications'];

let t: TTestContext;
let c: pg.Client;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  c = new pg.Client({ connectionString: t.ownerUrl });
  await c.connect();
});
afterAll(async () => {
  await c.end();
  await t.close();
});

const TENANT_TABLES = `
  select a.attrelid as rel, a.attnum as tenant_col
    from pg_attribute a join pg_class k on k.oid = a.attrelid join pg_namespace n on n.oid = k.relnamespace
   where n.nspname = 'public' and k.relkind in ('r', 'p') and a.attname = 'tenant_id' and not a.attisdropped
     and k.relname <> all($1::text[])`;

it('finds the tenant-owned tables', async () => {
  const { rows } = await c.query(TENANT_TABLES, [NOT_DISTRIBUTED]);
  expect(rows.length).toBeGreaterThan(20);
});

it('has tenant_id not null in every tenant-owned table', async () => {
  const { rows } = await c.query(
    `with t as (${TENANT_TABLES})
     select a.attrelid::regclass::text as "table" from pg_attribute a join t on t.rel = a.attrelid and a.attnum = t.tenant_col
      where not a.attnotnull`,
    [NOT_DISTRIBUTED],
  );
  expect(rows).toEqual([]);
});

it('has tenant_id leading every primary key and unique constraint or index', async () => {
  const { rows } = await c.query(
    `
    with t as (${TENANT_TABLES})
    select i.indexrelid::regclass::text as index, i.indrelid::regclass::text as "table"
      from pg_index i join t on t.rel = i.indrelid
     where (i.indisprimary or i.indisunique) and i.indkey[0] <> t.tenant_col
     order by 1`,
    [NOT_DISTRIBUTED],
  );
  expect(rows).toEqual([]);
});

it('has tenant_id leading every foreign key to another tenant-owned table, matched to its tenant_id', async () => {
  const { rows } = await c.query(
    `
    with t as (${TENANT_TABLES})
    select f.conname as constraint, f.conrelid::regclass::text as "table", f.confrelid::regclass::text as refers
      from pg_constraint f join t src on src.rel = f.conrelid join t dst on dst.rel = f.confrelid
     where f.contype = 'f' and (f.conkey[1] <> src.tenant_col or f.confkey[1] <> dst.tenant_col)
     order by 1`,
    [NOT_DISTRIBUTED],
  );
  expect(rows).toEqual([]);
});
