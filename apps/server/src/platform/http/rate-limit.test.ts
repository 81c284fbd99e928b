import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TConfig } from '../../config.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** Every limit is counted in PostgreSQL: instances on one database share it, and a restart forgets nothing. */

let t: TTestContext;
let owner: pg.Client;
let config: TConfig;
const apps: FastifyInstance[] = [];

const second = async () => {
  const app = await buildApp({ config, db: t.db, logger: false });
  await app.ready();
  apps.push(app);
  return app;
};
const forgot = (app: FastifyInstance, i: number, remoteAddress: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: `x${i}@limits.test` },
      remoteAddress,
    })
    .then((r) => r.statusCode);
const board = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/v1/public/demo/career/MTPP', remoteAddress }).then((r) => r.statusCode);
const countOf = async (key: string) =>
  (await owner.query(`select count from rate_limits where key = $1`, [key])).rows[0]?.count;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      rateLimits: { windowMs: 60 * 60_000, signupPerIp: 100, resetPerIp: 3, resetPerEmail: 100 },
      careers: { joblinksUrl: null, readsPerMinute: 5, appliesPerHour: 100, cacheMs: 0 },
    },
  });
  config = t.app.services.config;
  owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await owner?.end();
  await t?.close();
});

describe('limits in PostgreSQL', () => {
  it('are shared by two instances on one database', async () => {
    const b = await second();
    expect([
      await forgot(t.app, 1, '198.51.100.1'),
      await forgot(b, 2, '198.51.100.1'),
      await forgot(t.app, 3, '198.51.100.1'),
    ]).toEqual([200, 200, 200]);
    const over = await b.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'x4@limits.test' },
      remoteAddress: '198.51.100.1',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('tooManyRequests');
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(await forgot(t.app, 5, '198.51.100.1')).toBe(429);
    expect(await countOf('reset-ip|198.51.100.1')).toBeGreaterThanOrEqual(4);
    // another client is counted on its own
    expect(await forgot(b, 6, '198.51.100.2')).toBe(200);
  });

  it('survive a restart of the app', async () => {
    for (let i = 0; i < 3; i++) expect(await forgot(t.app, 10 + i, '198.51.100.3')).toBe(200);
    const restarted = await second();
    expect(await forgot(restarted, 13, '198.51.100.3')).toBe(429);
  });

  it('start a new window once the old one has ended', async () => {
    await owner.query(
      `update rate_limits set expires_at = now() - interval '1 second' where key = 'reset-ip|198.51.100.3'`,
    );
    const fresh = await second();
    expect(await forgot(fresh, 20, '198.51.100.3')).toBe(200);
    expect(await countOf('reset-ip|198.51.100.3')).toBe(1);
  });

  it('count hot reads in batches, shared through PostgreSQL', async () => {
    const b = await second();
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) expect(await board(t.app, ip)).toBe(200);
    // nothing sent yet: the reads cost no statement of their own
    expect(await countOf(`career-read|${ip}`)).toBeUndefined();
    await t.app.services.limits.flush();
    expect(await countOf(`career-read|${ip}`)).toBe(3);
    for (let i = 0; i < 3; i++) expect(await board(b, ip)).toBe(200);
    await b.services.limits.flush();
    expect(await countOf(`career-read|${ip}`)).toBe(6);
    // b has learnt the shared count (6 > 5); the first instance learns it at its next send
    expect(await board(b, ip)).toBe(429);
    expect(await board(t.app, ip)).toBe(200);
    await t.app.services.limits.flush();
    const over = await t.app.inject({ method: 'GET', url: '/api/v1/public/demo/career/MTPP', remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('send pending hits when the app closes', async () => {
    const c = await second();
    expect(await board(c, '198.51.100.8')).toBe(200);
    await c.close();
    apps.splice(apps.indexOf(c), 1);
    expect(await countOf('career-read|198.51.100.8')).toBe(1);
  });

  it('delete ended windows now and then', async () => {
    await owner.query(
      `insert into rate_limits (key, window_start, count, expires_at) values ('old|x', now() - interval '2 hours', 9, now() - interval '1 hour')`,
    );
    const d = await second();
    expect(await forgot(d, 30, '198.51.100.9')).toBe(200);
    await d.services.limits.flush();
    expect(await countOf('old|x')).toBeUndefined();
  });
});
