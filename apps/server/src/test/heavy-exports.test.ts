import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestApp, loginAs, type TTestContext } from './test-app.ts';

/**
 * Every CSV export runs through the heavy-work gate (platform/heavy.ts) on its own pool: with that pool's one
 * connection held, an export waits while interactive requests go on, and more exports are refused `busy`.
 */
let t: TTestContext;
let demo: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { heavy: { concurrency: 1, queue: 0, perTenant: 1, pause: 0, pool: 1 }, dbConnectTimeoutMs: 60_000 },
  });
  demo = await loginAs(t.app, 'hr@demo.test', 'demo');
  acme = await loginAs(t.app, 'hr@acme.test', 'acme');
});
afterAll(() => t.close());

/** bounded: the condition must come true within a few thousand turns of the event loop */
async function until(cond: () => boolean, what: string) {
  for (let i = 0; i < 5000; i++) {
    if (cond()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`never happened: ${what}`);
}

describe('heavy exports', () => {
  it('declares every export.csv route heavy', () => {
    const exports = t.app.routeTable
      .filter((r) => r.url.endsWith('/export.csv') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(exports.length).toBeGreaterThanOrEqual(7);
    expect(exports.filter((e) => !t.app.heavyRoutes.includes(e))).toEqual([]);
  });

  it('waits for the heavy pool, refuses more with busy + Retry-After, and leaves interactive requests alone', async () => {
    const heavy = t.app.services.heavyDb.pool;
    let held: pg.PoolClient | undefined = await heavy.connect();
    try {
      const first = t.app.inject({ url: '/api/v1/resources/department/export.csv', headers: { cookie: demo } });
      await until(() => heavy.waitingCount === 1, 'the export waits for the heavy pool');

      // the same tenant is over its share: 429; another tenant finds the one slot taken and no queue: 503
      const again = await t.app.inject({ url: '/api/v1/roles/export.csv', headers: { cookie: demo } });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: 'busy' });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      const other = await t.app.inject({ url: '/api/v1/resources/department/export.csv', headers: { cookie: acme } });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toMatchObject({ code: 'busy' });
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);

      // interactive work runs on the main pool meanwhile
      const list = await t.app.inject({ url: '/api/v1/resources/department', headers: { cookie: acme } });
      expect(list.statusCode).toBe(200);

      held.release();
      held = undefined;
      const done = await first;
      expect(done.statusCode).toBe(200);
      expect(done.headers['content-type']).toContain('text/csv');
    } finally {
      held?.release();
    }
    // the slot is free again
    expect(
      (await t.app.inject({ url: '/api/v1/resources/department/export.csv', headers: { cookie: acme } })).statusCode,
    ).toBe(200);
  });
});
