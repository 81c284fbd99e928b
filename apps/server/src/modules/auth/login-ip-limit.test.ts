import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** Password spraying: failed logins per client IP across accounts, next to the per-account lock. */
let t: TTestContext;
let owner: pg.Client;
beforeAll(async () => {
  t = await createTestApp({ config: { loginIpLimit: { maxFailures: 3, windowMs: 15 * 60_000 } } });
  owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const login = (remoteAddress: string, account: string | undefined, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password }, remoteAddress });

describe('failed logins per IP', () => {
  it('refuses an IP that failed too often on any accounts, even with a right password, and only that IP', async () => {
    const ip = '198.51.100.20';
    expect((await login(ip, 'demo', 'nobody@demo.test', 'Spray-1')).statusCode).toBe(401);
    expect((await login(ip, 'acme', 'hr@acme.test', 'Spray-1')).statusCode).toBe(401);
    expect((await login(ip, undefined, 'super@staffdesk.test', 'Spray-1')).statusCode).toBe(401);
    const r = await login(ip, 'demo', 'hr@demo.test', DEMO_PASSWORD);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 'tooManyAttempts' });
    const retry = Number(r.headers['retry-after']);
    expect(retry).toBeGreaterThan(800);
    expect(retry).toBeLessThanOrEqual(900);
    // refused attempts check no password and add nothing
    expect((await login(ip, 'demo', 'sub@demo.test', 'Spray-2')).statusCode).toBe(429);
    const n = await owner.query(`select count from rate_limits where key = $1`, [`login-ip|${ip}`]);
    expect(n.rows[0].count).toBe(3);
    // none of those accounts is locked for anyone else
    expect((await login('198.51.100.21', 'demo', 'hr@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('198.51.100.21', 'acme', 'hr@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('198.51.100.22', 'demo', 'emp@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the IP try again once its window has ended', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 3; i++) expect((await login(ip, 'demo', `x${i}@demo.test`, 'Spray-3')).statusCode).toBe(401);
    expect((await login(ip, 'demo', 'sub@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    // 15 minutes later, for PostgreSQL and for the app
    await owner.query(`update rate_limits set expires_at = now() - interval '1 second' where key = $1`, [
      `login-ip|${ip}`,
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await login(ip, 'demo', 'sub@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
