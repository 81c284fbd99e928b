import type { TCareerBoard } from '@staffdesk/core/careers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, loginAs, secondInstance, type TTestContext, until } from './test-app.ts';

/**
 * Two app instances on one PostgreSQL behave as one (issue 10). Here: the careers board's cache, invalidated on
 * every instance by a change on one. Elsewhere, with two instances too: sessions and their invalidation
 * (platform/db/notify.test.ts), limits (platform/http/rate-limit.test.ts), live notifications
 * (modules/notifications/notifications.routes.test.ts).
 */
let a: TTestContext;
let b: Awaited<ReturnType<typeof secondInstance>>;
// a cache far longer than the test: only an invalidation can explain a change seen on B
const careers = { ...loadConfig({ NODE_ENV: 'test' }).careers, cacheMs: 60_000 };

beforeAll(async () => {
  a = await createTestApp({ config: { careers } });
  b = await secondInstance(a, { config: { careers } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const board = async (app: FastifyInstance) => {
  const res = await call(app, 'GET', '/api/v1/public/demo/career/MTPP?pageSize=48');
  return res.statusCode === 200 ? (res.json() as TCareerBoard) : res.statusCode;
};

describe('the careers board cache, on two instances', () => {
  it('shows on B at once a job post unpublished on A, though B had the board cached', async () => {
    const before = await board(b.app);
    if (typeof before === 'number') throw new Error(`board answered ${before}`);
    const job = before.jobs[0]!;
    expect(await board(b.app)).toEqual(before); // cached on B
    const hr = await loginAs(a.app, 'hr@demo.test', 'demo');
    const res = await call(a.app, 'POST', `/api/v1/careers/posts/${job.id}/status`, hr, { status: 'unpublished' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await until(async () => {
        const now = await board(b.app);
        return typeof now !== 'number' && !now.jobs.some((j) => j.id === job.id);
      }),
    ).toBe(true);
  });

  it("closes the board on B at once when the super admin turns the tenant's career module off on A", async () => {
    expect(typeof (await board(b.app))).toBe('object');
    const superAdmin = await loginAs(a.app, 'super@staffdesk.test');
    const tenants = await call(a.app, 'GET', '/api/v1/platform/tenants?search=demo', superAdmin);
    const demo = (tenants.json() as { rows: { id: string; account: string }[] }).rows.find(
      (r) => r.account === 'demo',
    )!;
    const detail = (await call(a.app, 'GET', `/api/v1/platform/tenants/${demo.id}`, superAdmin)).json();
    const res = await call(a.app, 'PUT', `/api/v1/platform/tenants/${demo.id}/settings`, superAdmin, {
      package: detail.package,
      features: { ...detail.features, career: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await until(async () => (await board(b.app)) === 404)).toBe(true);
  });
});
