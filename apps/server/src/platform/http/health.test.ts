import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { Database } from '../db/db.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** The app on a database URL that nothing usable answers at. */
async function appOn(url: string, connectTimeoutMs = 5000): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-down-'));
  const db = new Database(url, 'external', 5, connectTimeoutMs);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_CACHE_MS: '0' }),
    webDist: '/nonexistent',
    dbConnectTimeoutMs: connectTimeoutMs,
  };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** a TCP port with nothing listening on it */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const cookie = 'sd_session=0123456789abcdef0123456789abcdef0123456789abcdef';

function expect503(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ code: 'serviceUnavailable', message: expect.any(String) });
}

describe('GET /api/health with the database up', () => {
  let t: TTestContext;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 200 { status: ok, db }', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: t.db.kind });
  });
});

describe('with the database refusing connections', () => {
  let down: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    down = await appOn(`postgres://nobody:x@127.0.0.1:${await closedPort()}/nothing`);
  });
  afterAll(() => down.close());

  it('health says the database is down (503 degraded)', async () => {
    const res = await down.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({ status: 'degraded', db: 'external', checks: { database: 'down' } });
  });

  it('answers requests 503 serviceUnavailable with Retry-After, not 500', async () => {
    expect503(await down.app.inject({ url: '/api/v1/auth/session', headers: { cookie } }));
    expect503(
      await down.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { account: 'demo', email: 'hr@demo.test', password: 'whatever-123' },
      }),
    );
    expect503(await down.app.inject({ url: '/api/v1/public/demo/career/MTPP' }));
  });
});

describe('with a database server that accepts but never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let down: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    down = await appOn(`postgres://nobody:x@127.0.0.1:${(silent.address() as net.AddressInfo).port}/nothing`, 200);
  });
  afterAll(async () => {
    await down.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('gives up after the pool connection timeout and answers 503', async () => {
    expect503(await down.app.inject({ url: '/api/v1/auth/session', headers: { cookie } }));
  });
});
