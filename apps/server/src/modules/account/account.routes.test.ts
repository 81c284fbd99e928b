import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@staffdesk/core/constants';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { JPEG, multipart, PNG } from '../../test/multipart.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

/** The account page's API: every login type, tenant and platform users alike. */
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

const USERS = [
  { kind: 'super admin', email: 'super@staffdesk.test', account: undefined },
  { kind: 'super user', email: 'support@staffdesk.test', account: undefined },
  { kind: 'HR admin', email: 'hr@demo.test', account: 'demo' },
  { kind: 'sub admin', email: 'sub@demo.test', account: 'demo' },
  { kind: 'employee', email: 'emp@demo.test', account: 'demo' },
  { kind: 'security guard', email: 'guard@demo.test', account: 'demo' },
] as const;

type TMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/account${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const auditRows = async (action: string, actorEmail: string) =>
  (
    await owner.query(
      `select a.* from audit_log a
        where a.action = $1 and a.actor_id in (select id from users where email = $2 union select id from platform_users where email = $2)`,
      [action, actorEmail],
    )
  ).rows;

describe('account page API', () => {
  it.each(USERS)('lets the $kind read and change name and language, audited', async (u) => {
    const cookie = await loginAs(t.app, u.email, u.account);
    const before = await call(cookie, 'GET', '');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ email: u.email, photoUrl: null });
    const res = await call(cookie, 'PUT', '', { firstName: '  Dara ', lastName: 'Sok', language: 'km' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Dara', lastName: 'Sok', language: 'km' });
    // the session (top bar) sees it at once
    const session = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json();
    expect(session).toMatchObject({ firstName: 'Dara', lastName: 'Sok', language: 'km', languageChosen: true });
    const rows = await auditRows('account.update', u.email);
    expect(rows).toHaveLength(1);
    expect(rows[0].after).toMatchObject({ firstName: 'Dara', language: 'km' });
    expect(rows[0].tenant_id === null).toBe(u.account === undefined);
  });

  it('answers field codes for a bad name and 400 for a bad language', async () => {
    const cookie = await loginAs(t.app, 'emp@acme.test', 'acme');
    const empty = await call(cookie, 'PUT', '', { firstName: '   ', lastName: 'x'.repeat(101), language: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'validation', fields: { firstName: 'required', lastName: 'tooLong' } });
    const lang = await call(cookie, 'PUT', '', { firstName: 'A', lastName: '', language: 'fr' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().code).toBe('validation');
    expect((await call(cookie, 'PUT', '', {})).statusCode).toBe(400);
  });

  it.each([USERS[0], USERS[2]])('stores, serves and removes the $kind photo, checked by content', async (u) => {
    const cookie = await loginAs(t.app, u.email, u.account);
    const bad = multipart({}, [
      { field: 'photo', name: 'a.png', type: 'image/png', content: Buffer.from('<svg onload=alert(1)>') },
    ]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/photo',
      headers: { cookie, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'imageType', fields: { photo: 'imageType' } });
    const none = multipart({ x: '1' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/photo',
      headers: { cookie, ...none.headers },
      payload: none.payload,
    });
    expect(missing.json()).toMatchObject({ code: 'validation', fields: { photo: 'required' } });
    const big = multipart({}, [
      { field: 'photo', name: 'big.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) },
    ]);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/photo',
      headers: { cookie, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);

    const up = async (content: Buffer) => {
      const m = multipart({}, [{ field: 'photo', name: 'me.jpg', type: 'application/octet-stream', content }]);
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/photo',
        headers: { cookie, ...m.headers },
        payload: m.payload,
      });
    };
    const first = await up(PNG);
    expect(first.statusCode).toBe(200);
    const second = await up(JPEG);
    const url: string = second.json().photoUrl;
    expect(url).toMatch(/^\/api\/v1\/account\/photo\/[0-9a-f]{32}$/);
    const img = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(JPEG)).toBe(true);
    // the replaced photo is gone; the session carries the new one
    expect((await t.app.inject({ method: 'GET', url: first.json().photoUrl, headers: { cookie } })).statusCode).toBe(
      404,
    );
    const session = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json();
    expect(session.photoUrl).toBe(url);
    // someone else's session cannot fetch it
    const other = await loginAs(t.app, 'hr@acme.test', 'acme');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode).toBe(404);

    const del = await call(cookie, 'DELETE', '/photo');
    expect(del.json()).toEqual({ photoUrl: null });
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
    expect(await auditRows('account.photo', u.email)).toHaveLength(2);
    expect(await auditRows('account.photoDelete', u.email)).toHaveLength(1);
  });

  it('lists the caller’s own sessions, marks this one and summarises the browser', async () => {
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'user-agent': agent },
      payload: { account: 'acme', email: 'hr@acme.test', password: DEMO_PASSWORD },
    });
    const other = `sd_session=${res.cookies.find((c) => c.name === 'sd_session')!.value}`;
    const cookie = await loginAs(t.app, 'hr@acme.test', 'acme');
    const list = await call(cookie, 'GET', '/sessions');
    expect(list.statusCode).toBe(200);
    const rows = list.json() as {
      id: string;
      current: boolean;
      browser: string | null;
      os: string | null;
      ip: string | null;
    }[];
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows.find((r) => r.browser === 'Chrome 131')).toMatchObject({
      os: 'Windows',
      current: false,
      ip: '127.0.0.1',
    });
    // nobody else's sessions
    const ids = (
      await owner.query(
        `select id::text from sessions where user_id = (select id from users where email = 'hr@acme.test')`,
      )
    ).rows.map((r) => r.id);
    expect(rows.every((r) => ids.includes(r.id))).toBe(true);
    expect(other).toBeTruthy();
  });

  it('ends one other session (404 for a session that is not the caller’s) and all others, audited', async () => {
    const a = await loginAs(t.app, 'sub@demo.test', 'demo');
    const b = await loginAs(t.app, 'sub@demo.test', 'demo');
    const c = await loginAs(t.app, 'sub@demo.test', 'demo');
    const foreign = await loginAs(t.app, 'emp@demo.test', 'demo');
    const foreignId = (await call(foreign, 'GET', '/sessions')).json().find((r: { current: boolean }) => r.current).id;
    expect((await call(a, 'DELETE', `/sessions/${foreignId}`)).statusCode).toBe(404);
    expect((await call(a, 'DELETE', '/sessions/not-an-id')).statusCode).toBe(404);
    expect((await call(foreign, 'GET', '')).statusCode).toBe(200);

    const bId = (await call(b, 'GET', '/sessions')).json().find((r: { current: boolean }) => r.current).id;
    const end = await call(a, 'DELETE', `/sessions/${bId}`);
    expect(end.json()).toEqual({ ended: 1 });
    expect((await call(b, 'GET', '')).statusCode).toBe(401);
    expect((await call(a, 'DELETE', `/sessions/${bId}`)).statusCode).toBe(404);
    expect(await auditRows('session.end', 'sub@demo.test')).toHaveLength(1);

    const others = await call(a, 'POST', '/sessions/end-others');
    expect(others.statusCode).toBe(200);
    expect(others.json().ended).toBeGreaterThanOrEqual(1);
    expect((await call(c, 'GET', '')).statusCode).toBe(401);
    expect((await call(a, 'GET', '')).statusCode).toBe(200);
    expect((await call(a, 'GET', '/sessions')).json()).toHaveLength(1);
    expect(await auditRows('session.endOthers', 'sub@demo.test')).toHaveLength(1);
  });

  it('forgets ended sessions cached on this instance', async () => {
    const cached = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const a = await loginAs(cached.app, 'guard@demo.test', 'demo');
      const b = await loginAs(cached.app, 'guard@demo.test', 'demo');
      const get = (cookie: string) => cached.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie } });
      expect((await get(b)).statusCode).toBe(200); // now cached
      expect(
        (
          await cached.app.inject({
            method: 'POST',
            url: '/api/v1/account/sessions/end-others',
            headers: { cookie: a },
          })
        ).json().ended,
      ).toBe(1);
      expect((await get(b)).statusCode).toBe(401);
    } finally {
      await cached.close();
    }
  });

  it.each([USERS[1], USERS[4]])('changes the $kind password and ends their other sessions', async (u) => {
    const a = await loginAs(t.app, u.email, u.account);
    const b = await loginAs(t.app, u.email, u.account);
    const weak = await call(a, 'POST', '/password', { currentPassword: DEMO_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('passwordTooShort');
    const empty = await call(a, 'POST', '/password', { currentPassword: '', newPassword: '' });
    expect(empty.json()).toMatchObject({
      code: 'validation',
      fields: { currentPassword: 'required', newPassword: 'required' },
    });
    expect((await call(a, 'POST', '/password', {})).statusCode).toBe(400);

    const wrong = await call(a, 'POST', '/password', {
      currentPassword: 'not-the-password',
      newPassword: 'whatever-long-enough',
    });
    expect(wrong.json().code).toBe('currentPasswordWrong');
    const failures = () =>
      owner.query(`select count(*)::int as n from login_failures where key = $1`, [`${u.account ?? ''}|${u.email}`]);
    expect((await failures()).rows[0].n).toBe(1);

    const next = 'a-brand-new-passphrase-42';
    const ok = await call(a, 'POST', '/password', { currentPassword: DEMO_PASSWORD, newPassword: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ended).toBeGreaterThanOrEqual(1);
    expect((await call(b, 'GET', '')).statusCode).toBe(401);
    expect((await call(a, 'GET', '')).statusCode).toBe(200);
    expect((await failures()).rows[0].n).toBe(0);
    const rows = await auditRows('password.change', u.email);
    expect(rows).toHaveLength(1);
    // the old password no longer logs in, the new one does
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: u.account, email: u.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await loginAs(t.app, u.email, u.account, next);
  });

  it('answers a wrong current password with its own code and counts it against the login throttling', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const r = await call(cookie, 'POST', '/password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'another-long-passphrase',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: 'currentPasswordWrong',
        message: 'Incorrect Password',
        fields: { currentPassword: 'currentPasswordWrong' },
      });
    }
    const blocked = await call(cookie, 'POST', '/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another-long-passphrase',
    });
    expect(blocked.statusCode).toBe(429);
    // the login form of the same account+email is throttled too
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { account: 'demo', email: 'hr@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    expect(await auditRows('password.changeRefused', 'hr@demo.test')).toHaveLength(LOGIN_MAX_FAILURES);
  });

  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['PUT', ''],
      ['PUT', '/photo'],
      ['DELETE', '/photo'],
      ['POST', '/password'],
      ['GET', '/sessions'],
      ['POST', '/sessions/end-others'],
    ] as const) {
      const r = await t.app.inject({
        method,
        url: `/api/v1/account${url}`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
