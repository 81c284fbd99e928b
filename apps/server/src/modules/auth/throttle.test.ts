import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '@staffdesk/core/constants';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** Login throttling: per account+email, kept in the database (login_failures), so every instance shares it. */
let t: TTestContext;
let owner: pg.Client;
beforeAll(async () => {
  // one client makes every attempt here: the per-IP limit (login-ip-limit.test.ts) is kept out of the way
  t = await createTestApp({ config: { loginIpLimit: { maxFailures: 1000, windowMs: LOGIN_WINDOW_MS } } });
  owner = new pg.Client({ connectionString: t.ownerUrl });
  await owner.connect();
});
afterAll(async () => {
  await owner.end();
  await t.close();
});

const login = (account: string | undefined, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password } });

async function fail(account: string | undefined, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const r = await login(account, email, `wrong-password-${i}`);
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe(4);
  }
}

/** Moves an account+email's recorded failures back in time. */
const backdate = (key: string, ms: number) =>
  owner.query(`update login_failures set at = at - make_interval(secs => $2) where key = $1`, [key, ms / 1000]);

describe('login throttling', () => {
  it(`blocks the attempt after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
    await fail('demo', 'hr@demo.test', LOGIN_MAX_FAILURES);
    const r = await login('demo', 'hr@demo.test', DEMO_PASSWORD);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 'tooManyAttempts' });
    expect(r.json().message).toEqual(expect.any(String));
    const retry = Number(r.headers['retry-after']);
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    // a wrong password is blocked the same way and adds nothing
    expect((await login('demo', 'hr@demo.test', 'wrong-again')).statusCode).toBe(429);
    const n = await owner.query(`select count(*)::int as n from login_failures where key = 'demo|hr@demo.test'`);
    expect(n.rows[0].n).toBe(LOGIN_MAX_FAILURES);
  });

  it('does not block another email or another account', async () => {
    // demo|hr@demo.test is blocked by the previous test
    expect((await login('demo', 'hr@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('demo', 'sub@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    // the same email under another account is another key: answered on its own merits
    const other = await login('acme', 'hr@demo.test', DEMO_PASSWORD);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe(4);
    // and the email is matched case-insensitively, so case does not dodge the limit
    expect((await login('demo', 'HR@Demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await login('DEMO', 'hr@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets failures older than the window', async () => {
    await fail('demo', 'emp@demo.test', LOGIN_MAX_FAILURES);
    expect((await login('demo', 'emp@demo.test', DEMO_PASSWORD)).statusCode).toBe(429);
    await backdate('demo|emp@demo.test', LOGIN_WINDOW_MS + 60_000);
    expect((await login('demo', 'emp@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only the failures inside the window', async () => {
    await fail('demo', 'guard@demo.test', 3);
    await backdate('demo|guard@demo.test', LOGIN_WINDOW_MS + 60_000);
    await fail('demo', 'guard@demo.test', LOGIN_MAX_FAILURES - 1);
    // 3 old + 4 recent: still allowed
    expect((await login('demo', 'guard@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the counter on a successful login before the limit', async () => {
    await fail('acme', 'hr@acme.test', LOGIN_MAX_FAILURES - 1);
    expect((await login('acme', 'hr@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    await fail('acme', 'hr@acme.test', LOGIN_MAX_FAILURES - 1);
    expect((await login('acme', 'hr@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    await fail('acme', 'hr@acme.test', LOGIN_MAX_FAILURES);
    expect((await login('acme', 'hr@acme.test', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('throttles the platform login (no account) as well', async () => {
    await fail(undefined, 'super@staffdesk.test', LOGIN_MAX_FAILURES);
    const r = await login(undefined, 'super@staffdesk.test', DEMO_PASSWORD);
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});
