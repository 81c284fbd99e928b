import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';
import { migrateDatabase } from './migrate.ts';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function snapshot() {
  const c = new pg.Client({ connectionString: t.ownerUrl });
  await c.connect();
  try {
    const applied = await c.query('select hash from drizzle.__drizzle_migrations order by id');
    const policies = await c.query('select tablename, policyname from pg_policies order by 1, 2');
    return { applied: applied.rows, policies: policies.rows };
  } finally {
    await c.end();
  }
}

it('applying the migrations again is a no-op', async () => {
  const before = await snapshot();
  expect(before.applied.length).toBeGreaterThan(0);
  await migrateDatabase(t.ownerUrl);
  await migrateDatabase(t.ownerUrl);
  expect(await snapshot()).toEqual(before);
});
