import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { linkIn, startMailSink, tokenOf, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';
import { sendResetLink, type TResetJob } from './credentials.service.ts';

let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let demoId: string;

let ipSeq = 0;
const forgot = (app: TTestContext['app'], payload: object, ip = `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload, remoteAddress: ip });
const describeLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password-link', payload: { token } });
const setPassword = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password', payload: { token, password } });
const login = (email: string, password: string, account?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password } });

/** Asks for a reset link and returns its token, read from the mail that arrives. */
async function resetToken(email: string, account?: string): Promise<string> {
  const before = sink.to(email).length;
  const res = await forgot(t.app, { account, email });
  expect(res.statusCode).toBe(200);
  await t.app.services.jobs.drain();
  const mail = await sink.waitFor(email, (m) => sink.to(email).indexOf(m) >= before);
  return tokenOf(linkIn(mail, '/reset-password'));
}

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url, publicUrl: 'https://hr.example.test' } });
  owner = await platformOwner(t);
  demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

describe('forgot password', () => {
  it("answers 2 'Please enter email' without an address, and a field error for a malformed one", async () => {
    const empty = await forgot(t.app, { account: 'demo', email: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 2, message: 'Please enter email' });
    expect((await forgot(t.app, { account: 'demo' })).json().code).toBe(2);
    const bad = await forgot(t.app, { account: 'demo', email: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'invalidEmail' });
  });

  it('answers 404 for an account that does not exist (accounts are public)', async () => {
    const res = await forgot(t.app, { account: 'nosuch', email: 'a@b.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('accountNotFound');
  });

  it('answers the same, and does nothing that depends on the address, before answering', async () => {
    // hold the queued work: what runs before the answer is all that can shape it
    const held: TResetJob[] = [];
    const run = vi.spyOn(t.app.services.jobs, 'send').mockImplementation(async (_kind, data) => {
      held.push(data as TResetJob);
      return 'held';
    });
    const tokensBefore = (await owner.query(`select count(*)::int as n from credential_tokens`)).rows[0].n;
    const known = await forgot(t.app, { account: 'demo', email: 'emp@demo.test' });
    const unknown = await forgot(t.app, { account: 'demo', email: 'nobody-here@demo.test' });
    run.mockRestore();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ code: 4, message: 'Password Sent Successfully on your email' });
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(held).toHaveLength(2);
    expect((await owner.query(`select count(*)::int as n from credential_tokens`)).rows[0].n).toBe(tokensBefore);

    // the held work: a link for the user, nothing for the stranger
    for (const job of held) await sendResetLink(t.app.services, job);
    await t.app.services.jobs.drain();
    expect((await owner.query(`select count(*)::int as n from credential_tokens`)).rows[0].n).toBe(tokensBefore + 1);
    await sink.waitFor('emp@demo.test', (m) => m.subject === 'Reset your Staffdesk password');
    expect(sink.to('nobody-here@demo.test')).toEqual([]);
    const refused = await owner.query(
      `select after from audit_log where action = 'password.resetRefused' and tenant_id = $1`,
      [demoId],
    );
    expect(refused.rows.map((r) => r.after.email)).toContain('nobody-here@demo.test');
  });

  it('mails a link to the public URL, in the language of the user, valid 30 minutes', async () => {
    await owner.query(`update users set language = 'zh' where email = 'guard@demo.test'`);
    await forgot(t.app, { account: 'demo', email: 'GUARD@demo.test' });
    await t.app.services.jobs.drain();
    const mail = await sink.waitFor('guard@demo.test');
    expect(mail.subject).toBe('重置您的 Staffdesk 密码');
    expect(mail.text).toContain('30 分钟');
    const link = linkIn(mail, '/reset-password');
    expect(link.startsWith('https://hr.example.test/demo/reset-password?token=')).toBe(true);
    const info = await describeLink(tokenOf(link));
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      purpose: 'reset',
      email: 'guard@demo.test',
      name: 'Vuthy Keo',
      account: 'demo',
      passwordMin: 15,
    });
    const left = new Date(info.json().expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
  });

  it('sets a new password once, under the password rules, and ends every session of the user', async () => {
    const old = await loginAs(t.app, 'emp@demo.test', 'demo');
    const token = await resetToken('emp@demo.test', 'demo');
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      code: 'passwordTooShort',
      message: 'Password must have at least 15 characters',
      fields: { password: 'passwordTooShort' },
    });
    expect((await setPassword(token, 'Password12345678')).json().code).toBe('passwordCommon');
    expect((await setPassword(token, 'abcdefghijklmnopq')).json().code).toBe('passwordSequence');
    // the user's own names (Srey Pov), address and account count as context words
    expect((await setPassword(token, 'SreyPov2026!!!!!')).json().code).toBe('passwordPersonal');
    expect((await setPassword(token, 'emp@demo.test2026')).json().code).toBe('passwordPersonal');
    // a refused password does not use the link up
    const ok = await setPassword(token, 'a brand new passphrase');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 'passwordChanged', message: expect.any(String), loginPath: '/demo/login' });
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie: old } })).statusCode).toBe(401);
    expect((await login('emp@demo.test', DEMO_PASSWORD, 'demo')).statusCode).toBe(401);
    expect((await login('emp@demo.test', 'a brand new passphrase', 'demo')).statusCode).toBe(200);
    // the link cannot be used twice
    const twice = await setPassword(token, 'another new passphrase');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ code: 'tokenInvalid', message: 'This link is invalid or has expired' });
    expect((await describeLink(token)).statusCode).toBe(400);
    const audit = await owner.query(
      `select actor_name from audit_log where action = 'password.reset' and tenant_id = $1`,
      [demoId],
    );
    expect(audit.rows).toEqual([{ actor_name: 'Srey Pov' }]);
  });

  it('refuses the link after 30 minutes', async () => {
    const token = await resetToken('hr@acme.test', 'acme');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await describeLink(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 60_000 + 1000);
    expect((await describeLink(token)).json().code).toBe('tokenInvalid');
    expect((await setPassword(token, 'a brand new passphrase')).json().code).toBe('tokenInvalid');
    vi.useRealTimers();
    expect((await login('hr@acme.test', DEMO_PASSWORD, 'acme')).statusCode).toBe(200);
  });

  it('keeps only the newest link of a user', async () => {
    const first = await resetToken('emp@acme.test', 'acme');
    const second = await resetToken('emp@acme.test', 'acme');
    expect((await describeLink(first)).statusCode).toBe(400);
    expect((await describeLink(second)).statusCode).toBe(200);
  });

  it('works for platform staff at /reset-password (no account)', async () => {
    const token = await resetToken('support@staffdesk.test');
    const mail = sink.to('support@staffdesk.test').at(-1)!;
    expect(linkIn(mail, '/reset-password')).toMatch(/^https:\/\/hr\.example\.test\/reset-password\?token=/);
    expect((await describeLink(token)).json()).toMatchObject({ account: null, email: 'support@staffdesk.test' });
    expect((await setPassword(token, 'platform support passphrase')).json().loginPath).toBe('/login');
    expect((await login('support@staffdesk.test', 'platform support passphrase')).statusCode).toBe(200);
  });

  it('mails nobody for a disabled user or an address of another tenant', async () => {
    await owner.query(`update users set disabled = true where email = 'sub@demo.test'`);
    await forgot(t.app, { account: 'demo', email: 'sub@demo.test' });
    await forgot(t.app, { account: 'acme', email: 'hr@demo.test' });
    await t.app.services.jobs.drain();
    expect(sink.to('sub@demo.test')).toEqual([]);
    expect(sink.to('hr@demo.test').filter((m) => m.subject?.startsWith('Reset'))).toEqual([]);
    await owner.query(`update users set disabled = false where email = 'sub@demo.test'`);
  });
});

describe('limits and a transport that is down', () => {
  let small: TTestContext;
  let down: TTestContext;
  beforeAll(async () => {
    small = await createTestApp({
      config: {
        smtpUrl: sink.url,
        rateLimits: { windowMs: 60_000, signupPerIp: 100, resetPerIp: 3, resetPerEmail: 2 },
      },
    });
    down = await createTestApp({ seed: false, config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await small?.close();
    await down?.close();
  });

  it('limits requests per IP', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot(small.app, { email: `x${i}@limits.test` }, '198.51.100.1')).statusCode).toBe(200);
    const over = await forgot(small.app, { email: 'x9@limits.test' }, '198.51.100.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('tooManyRequests');
    expect((await forgot(small.app, { email: 'x9@limits.test' }, '198.51.100.2')).statusCode).toBe(200);
  });

  it('limits requests per address, from any IP, whether or not it exists', async () => {
    for (const email of ['emp@demo.test', 'ghost@demo.test']) {
      expect((await forgot(small.app, { account: 'demo', email }, '203.0.113.1')).statusCode).toBe(200);
      expect((await forgot(small.app, { account: 'demo', email }, '203.0.113.2')).statusCode).toBe(200);
      const over = await forgot(small.app, { account: 'demo', email }, '203.0.113.3');
      expect(over.statusCode).toBe(429);
    }
    await small.app.services.jobs.drain();
  });

  it("answers 'Can not send email' only because the transport is down, for any address", async () => {
    for (const email of ['someone@example.test', 'super@staffdesk.test']) {
      const res = await forgot(down.app, { email });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'mailFailed', message: 'Can not send email' });
    }
  });
});

describe('Open as HR admin (common login)', () => {
  let superAdmin: string;
  beforeAll(async () => {
    superAdmin = await loginAs(t.app, 'super@staffdesk.test');
  });
  const supportLink = (cookie: string, tenantId = demoId, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/platform/tenants/${tenantId}/support-link`,
      headers: { cookie },
      payload,
    });
  const commonLogin = (account: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/common-login', payload: { account, token } });

  it('logs in once as the HR admin, shows who opened the session, and logs both identities', async () => {
    const res = await supportLink(superAdmin);
    expect(res.statusCode).toBe(201);
    const { url, expiresAt, hrAdmin } = res.json();
    expect(url).toMatch(/^https:\/\/hr\.example\.test\/demo\/login\?common=/);
    expect(hrAdmin.name).toBe('Dara Sok');
    const left = new Date(expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);

    const token = tokenOf(url);
    const first = await commonLogin('demo', token);
    expect(first.statusCode).toBe(200);
    expect(first.json().home).toBe('/demo/dashboard');
    expect(first.json().session).toMatchObject({
      loginType: 'hr_admin',
      userName: 'Dara Sok',
      account: 'demo',
      supportSignIn: { name: 'Sophea Chan' },
    });
    // PUBLIC_URL is https here: the __Host- prefix, Secure, Path=/ and no Domain
    const c = first.cookies.find((k) => k.name === '__Host-sd_session')!;
    expect(c.httpOnly).toBe(true);
    expect(c.secure).toBe(true);
    expect(c.path).toBe('/');
    expect(c.domain).toBeUndefined();
    const cookie = `__Host-sd_session=${c.value}`;
    const session = await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });
    expect(session.json().supportSignIn).toEqual({ name: 'Sophea Chan' });

    const again = await commonLogin('demo', token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('tokenInvalid');

    const logs = await owner.query(
      `select action, actor_name, actor_type, after from audit_log where tenant_id = $1 and action in ('support.link', 'login.support') order by id`,
      [demoId],
    );
    expect(logs.rows).toEqual([
      expect.objectContaining({ action: 'support.link', actor_name: 'Sophea Chan', actor_type: 'super_admin' }),
      expect.objectContaining({ action: 'login.support', actor_name: 'Sophea Chan', actor_type: 'super_admin' }),
    ]);
    expect(logs.rows[1].after).toMatchObject({
      hrAdmin: { name: 'Dara Sok', email: 'hr@demo.test' },
      support: { name: 'Sophea Chan' },
    });
    const row = await owner.query(`select impersonator_name from sessions where impersonator_id is not null`);
    expect(row.rows).toEqual([{ impersonator_name: 'Sophea Chan' }]);

    // the banner lasts until logout
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('gives the console its own session back when the support session in the same browser ends', async () => {
    const token = tokenOf((await supportLink(superAdmin)).json().url);
    // the browser still holds the console's cookie when it opens the link
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/common-login',
      headers: { cookie: superAdmin },
      payload: { account: 'demo', token },
    });
    expect(opened.statusCode).toBe(200);
    const back = opened.cookies.find((k) => k.name === '__Host-sd_return')!;
    expect(back.httpOnly).toBe(true);
    expect(back.secure).toBe(true);
    const support = `__Host-sd_session=${opened.cookies.find((k) => k.name === '__Host-sd_session')!.value}`;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `${support}; __Host-sd_return=${back.value}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ home: '/tenants' });
    const restored = out.cookies.find((k) => k.name === '__Host-sd_session')!;
    expect(out.cookies.find((k) => k.name === '__Host-sd_return')).toMatchObject({ value: '', secure: true });
    const me = await t.app.inject({
      url: '/api/v1/auth/session',
      headers: { cookie: `__Host-sd_session=${restored.value}` },
    });
    expect(me.json()).toMatchObject({ loginType: 'super_admin', supportSignIn: null });
    // an ordinary logout with a stray return cookie does not hand out the other session
    const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `${hr}; __Host-sd_return=${back.value}` },
    });
    expect(plain.statusCode).toBe(204);
  });

  it('has no banner on an ordinary login', async () => {
    const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } })).json().supportSignIn).toBeNull();
  });

  it('refuses the link after 60 seconds', async () => {
    const token = tokenOf((await supportLink(superAdmin)).json().url);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await commonLogin('demo', token)).json().code).toBe('tokenInvalid');
  });

  it("refuses the link at another tenant's login, and it stays good for its own", async () => {
    const token = tokenOf((await supportLink(superAdmin)).json().url);
    expect((await commonLogin('acme', token)).json().code).toBe('tokenInvalid');
    expect((await commonLogin('demo', token)).statusCode).toBe(200);
  });

  it('opens a named HR admin, and never another tenant user', async () => {
    const acmeId = (await owner.query(`select id from tenants where account = 'acme'`)).rows[0].id;
    const acmeHr = (await owner.query(`select id from users where email = 'hr@acme.test'`)).rows[0].id;
    const empId = (await owner.query(`select id from users where email = 'emp@demo.test'`)).rows[0].id;
    const named = await supportLink(superAdmin, acmeId, { userId: acmeHr });
    expect(named.statusCode).toBe(201);
    expect(named.json().hrAdmin.name).toBe('Alice Tan');
    expect((await supportLink(superAdmin, demoId, { userId: empId })).statusCode).toBe(404);
    expect((await supportLink(superAdmin, demoId, { userId: acmeHr })).statusCode).toBe(404);
  });

  it('needs the hradmin flag', async () => {
    await owner.query(
      `insert into platform_users (email, password_hash, first_name, is_super_user, admin_flags) values ('logsonly@staffdesk.test', $1, 'Logs', true, '["logs"]')`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    const res = await supportLink(await loginAs(t.app, 'logsonly@staffdesk.test'));
    expect(res.statusCode).toBe(403);
    const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await supportLink(hr)).statusCode).toBe(403);
  });

  it('answers 7 for a suspended tenant', async () => {
    await owner.query(`update tenants set status = 'suspended' where account = 'demo'`);
    try {
      const res = await supportLink(superAdmin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 7, message: 'Login Unsuccessful' });
    } finally {
      await owner.query(`update tenants set status = 'active' where account = 'demo'`);
    }
  });
});
