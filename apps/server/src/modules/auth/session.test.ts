import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSession } from '@staffdesk/core/auth';
import { SESSION_COOKIE } from '@staffdesk/core/constants';
import { hashToken } from '../../platform/auth/tokens.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let owner: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
});
afterAll(async () => {
  await owner.end();
  await t.close();
});

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const session = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/auth/session', headers: { cookie, ...headers } });
const logout = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, ...headers } });
const login = (account: string | undefined, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password } });
/** The sessions row behind a cookie, found by the token's hash. */
const sessionRowSet = (cookie: string, set: string) =>
  owner.query(`update sessions set ${set} where token_hash = $1`, [hashToken(tokenOf(cookie))]);

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, Path=/', async () => {
    const res = await login('demo', 'hr@demo.test');
    expect(res.statusCode).toBe(200);
    const c = res.cookies.find((k) => k.name === SESSION_COOKIE)!;
    expect(c).toBeDefined();
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.value.length).toBeGreaterThanOrEqual(32);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('is a new token at every login; each works until its own logout', async () => {
    const a = await loginAs(t.app, 'hr@demo.test', 'demo');
    const b = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect(a).not.toBe(b);
    expect((await session(a)).statusCode).toBe(200);
    expect((await session(b)).statusCode).toBe(200);

    const out = await logout(a);
    expect(out.statusCode).toBe(204);
    // the cookie is cleared in the answer
    const cleared = out.cookies.find((k) => k.name === SESSION_COOKIE);
    expect(cleared?.value ?? '').toBe('');
    expect((await session(a)).statusCode).toBe(401);
    expect((await session(a)).json().code).toBe('unauthenticated');
    expect((await logout(a)).statusCode).toBe(401);
    // the other session is untouched
    expect((await session(b)).statusCode).toBe(200);
    await logout(b);
    expect((await session(b)).statusCode).toBe(401);
  });

  it('replaces a cookie sent with the login (no fixation)', async () => {
    const old = await loginAs(t.app, 'emp@demo.test', 'demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: old },
      payload: { account: 'demo', email: 'emp@demo.test', password: DEMO_PASSWORD },
    });
    const fresh = res.cookies.find((k) => k.name === SESSION_COOKIE)!.value;
    expect(fresh).not.toBe(tokenOf(old));
  });

  it('answers 401 without a cookie or with a made-up one', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/session' })).statusCode).toBe(401);
    expect((await session(`${SESSION_COOKIE}=not-a-real-token`)).statusCode).toBe(401);
    expect((await session(`${SESSION_COOKIE}=${'x'.repeat(5000)}`)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const cookie = await loginAs(t.app, 'emp@demo.test', 'demo');
    const token = tokenOf(cookie);
    const r = await owner.query(`select * from sessions`);
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      for (const v of Object.values(row)) {
        if (v == null) continue;
        const forms = Buffer.isBuffer(v)
          ? [v.toString('utf8'), v.toString('hex'), v.toString('base64url')]
          : [String(v)];
        for (const f of forms) expect(f).not.toContain(token);
      }
    }
    const mine = await owner.query(`select 1 from sessions where token_hash = $1`, [hashToken(token)]);
    expect(mine.rowCount).toBe(1);
  });
});

describe('session expiry', () => {
  it('ends a session idle for more than 12 hours', async () => {
    const cookie = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await session(cookie)).statusCode).toBe(200);
    await sessionRowSet(cookie, `last_seen_at = now() - interval '13 hours'`);
    expect((await session(cookie)).statusCode).toBe(401);
    // and it stays ended once the clock is set back
    await sessionRowSet(cookie, `last_seen_at = now()`);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('keeps a session used within 12 hours and moves its idle clock', async () => {
    const cookie = await loginAs(t.app, 'emp@demo.test', 'demo');
    await sessionRowSet(cookie, `last_seen_at = now() - interval '11 hours'`);
    expect((await session(cookie)).statusCode).toBe(200);
    const r = await owner.query(
      `select now() - last_seen_at < interval '1 hour' as fresh from sessions where token_hash = $1`,
      [hashToken(tokenOf(cookie))],
    );
    expect(r.rows[0].fresh).toBe(true);
  });

  it('ends a session past its absolute expiry', async () => {
    const cookie = await loginAs(t.app, 'emp@demo.test', 'demo');
    await sessionRowSet(cookie, `expires_at = now() - interval '1 second'`);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it("ends a disabled user's session and refuses their login", async () => {
    const cookie = await loginAs(t.app, 'guard@demo.test', 'demo');
    await owner.query(`update users set disabled = true where email = 'guard@demo.test'`);
    try {
      expect((await session(cookie)).statusCode).toBe(401);
      const res = await login('demo', 'guard@demo.test');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 7, message: 'Login Unsuccessful' });
      expect(res.cookies.find((k) => k.name === SESSION_COOKIE)).toBeUndefined();
    } finally {
      await owner.query(`update users set disabled = false where email = 'guard@demo.test'`);
    }
  });

  it("ends a suspended tenant's sessions and refuses its logins", async () => {
    const cookie = await loginAs(t.app, 'hr@acme.test', 'acme');
    await owner.query(`update tenants set status = 'suspended' where account = 'acme'`);
    try {
      expect((await session(cookie)).statusCode).toBe(401);
      const res = await login('acme', 'emp@acme.test');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 7, message: 'Login Unsuccessful' });
      // other tenants go on
      expect((await login('demo', 'hr@demo.test')).statusCode).toBe(200);
    } finally {
      await owner.query(`update tenants set status = 'active' where account = 'acme'`);
    }
  });

  it('refuses a disabled platform user', async () => {
    await owner.query(`update platform_users set disabled = true where email = 'super@staffdesk.test'`);
    try {
      const res = await login(undefined, 'super@staffdesk.test');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(7);
    } finally {
      await owner.query(`update platform_users set disabled = false where email = 'super@staffdesk.test'`);
    }
  });
});

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const res = await logout(cookie, { origin: 'http://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('crossOrigin');
    // the session survived the refused logout
    expect((await session(cookie)).statusCode).toBe(200);
    // browsers that say so through Fetch metadata are refused too, with or without Origin
    const meta = await logout(cookie, { 'sec-fetch-site': 'cross-site' });
    expect(meta.statusCode).toBe(403);
    expect(meta.json().code).toBe('crossOrigin');
    // a garbled Origin is refused rather than trusted
    expect((await logout(cookie, { origin: 'null' })).statusCode).toBe(403);
    // the login itself is state-changing
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'http://evil.example' },
      payload: { account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD },
    });
    expect(res2.statusCode).toBe(403);
    expect(res2.json().code).toBe('crossOrigin');
  });

  it('allows a same-origin request (Origin matches Host)', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/preferences',
      headers: { cookie, host: 'hr.example.com', origin: 'http://hr.example.com', 'sec-fetch-site': 'same-origin' },
      payload: { sidebarSide: 'right' },
    });
    expect(res.statusCode).toBe(200);
    const out = await logout(cookie, { host: 'hr.example.com:8080', origin: 'http://hr.example.com:8080' });
    expect(out.statusCode).toBe(204);
  });

  it('treats a Host with the default port as the same origin', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/preferences',
      headers: { cookie, host: 'hr.example.com:80', origin: 'http://hr.example.com' },
      payload: { sidebarSide: 'left' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not refuse a GET from another origin', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    const res = await session(cookie, { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });
});

describe('session values', () => {
  it('holds every field of ZSession, for every kind of user', async () => {
    const users: [string, string | undefined][] = [
      ['super@staffdesk.test', undefined],
      ['hr@demo.test', 'demo'],
      ['sub@demo.test', 'demo'],
      ['emp@demo.test', 'demo'],
      ['guard@demo.test', 'demo'],
      ['hr@acme.test', 'acme'],
    ];
    const fields = Object.keys(ZSession.shape).sort();
    for (const [email, account] of users) {
      const res = await session(await loginAs(t.app, email, account));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort(), email).toEqual(fields);
      const s = ZSession.parse(body);
      expect(s.email).toBe(email);
      expect(s.account).toBe(account ?? null);
    }
  });

  it('describes the sub admin from its role', async () => {
    const s = ZSession.parse((await session(await loginAs(t.app, 'sub@demo.test', 'demo'))).json());
    expect(s).toMatchObject({
      loginType: 'sub_admin',
      isSubAdmin: true,
      subAdminRoles: ['HR Officer'],
      canSwitchTo: ['emp'],
    });
    expect(s.privileges.jobPost).toEqual({ view: true, add: false, edit: false, delete: false, approve: false });
    expect(s.privileges.department).toEqual({ view: true, add: true, edit: true, delete: true, approve: false });
    expect(s.privileges.employees).toBeUndefined();
    expect(s.roleModules).toEqual(expect.arrayContaining(['shifts', 'leave', 'department']));
  });

  it('saves language and theme on the user', async () => {
    const cookie = await loginAs(t.app, 'emp@acme.test', 'acme');
    const before = ZSession.parse((await session(cookie)).json());
    expect(before.languageChosen).toBe(false);
    expect(before.language).toBe('en');

    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/preferences',
      headers: { cookie },
      payload: { language: 'km', theme: 'dark' },
    });
    expect(res.statusCode).toBe(200);
    const s = ZSession.parse(res.json());
    expect(s).toMatchObject({ language: 'km', languageChosen: true, preferences: { theme: 'dark' } });

    const row = await owner.query(`select language, preferences from users where email = 'emp@acme.test'`);
    expect(row.rows[0]).toMatchObject({ language: 'km', preferences: { theme: 'dark' } });
    // a new session (another device) starts with the saved choices
    const again = ZSession.parse((await session(await loginAs(t.app, 'emp@acme.test', 'acme'))).json());
    expect(again).toMatchObject({ language: 'km', languageChosen: true, preferences: { theme: 'dark' } });

    // a value outside the lists is a validation error
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/preferences',
      headers: { cookie },
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('saves the platform user preferences too', async () => {
    const cookie = await loginAs(t.app, 'super@staffdesk.test');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/preferences',
      headers: { cookie },
      payload: { language: 'zh', theme: 'light' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'zh', languageChosen: true, preferences: { theme: 'light' } });
  });
});

describe('switch dashboard', () => {
  const switchTo = (cookie: string, loginType: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/switch', headers: { cookie }, payload: { loginType } });

  it('lets a sub admin who is also an employee switch to emp and back', async () => {
    const cookie = await loginAs(t.app, 'sub@demo.test', 'demo');
    const toEmp = await switchTo(cookie, 'emp');
    expect(toEmp.statusCode).toBe(200);
    expect(toEmp.json()).toMatchObject({
      home: '/demo/employees/profileinfo',
      session: { loginType: 'emp', canSwitchTo: ['sub_admin'] },
    });
    // the session itself changed: the next request is an employee's
    const asEmp = ZSession.parse((await session(cookie)).json());
    expect(asEmp.loginType).toBe('emp');
    expect(asEmp.privileges).toEqual({});
    // an employee cannot switch to emp again
    expect((await switchTo(cookie, 'emp')).statusCode).toBe(403);

    const back = await switchTo(cookie, 'sub_admin');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      home: '/demo/dashboard',
      session: { loginType: 'sub_admin', canSwitchTo: ['emp'] },
    });
    expect(ZSession.parse((await session(cookie)).json()).privileges.department?.add).toBe(true);
  });

  it('refuses users who have nothing to switch to', async () => {
    const hr = await switchTo(await loginAs(t.app, 'hr@demo.test', 'demo'), 'emp');
    expect(hr.statusCode).toBe(403);
    expect(hr.json().message).toBe('Do not have Privilege');
    const hrToSub = await switchTo(await loginAs(t.app, 'hr@demo.test', 'demo'), 'sub_admin');
    expect(hrToSub.statusCode).toBe(403);
    expect((await switchTo(await loginAs(t.app, 'emp@demo.test', 'demo'), 'sub_admin')).statusCode).toBe(403);
    // the platform admin is no tenant user at all
    expect((await switchTo(await loginAs(t.app, 'super@staffdesk.test'), 'emp')).statusCode).toBe(403);
  });
});
