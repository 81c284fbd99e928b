import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@staffdesk/core/constants';
import { stepAt, totpCode } from '../../platform/auth/totp.ts';
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

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: TMethod, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const login = (account: string | undefined, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account, email, password } });
const codeStep = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login/two-factor', payload });
const now = () => Date.now();

/** Sets up and enables two-factor for a signed-in user; answers the secret and the recovery codes. */
async function enrol(cookie: string) {
  const setup = await call(cookie, 'POST', '/auth/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const on = await call(cookie, 'POST', '/auth/two-factor/enable', { code: totpCode(secret, stepAt(now())) });
  expect(on.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: on.json().recoveryCodes as string[] };
}

describe('two-factor set-up', () => {
  it('sets up with a QR and a secret stored encrypted, enables with a code, answers 10 recovery codes once', async () => {
    const cookie = await loginAs(t.app, 'emp@demo.test', 'demo');
    expect((await call(cookie, 'GET', '/auth/two-factor')).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await call(cookie, 'POST', '/auth/two-factor/setup');
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain('issuer=Staffdesk');
    expect(body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const stored = await owner.query(`select pending_secret, secret from two_factor`);
    expect(stored.rows[0].pending_secret).not.toContain(body.secret);
    expect(stored.rows[0].secret).toBeNull();

    const wrong = await call(cookie, 'POST', '/auth/two-factor/enable', {
      code: '000000' === totpCode(body.secret, stepAt(now())) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('twoFactorCodeInvalid');
    const on = await call(cookie, 'POST', '/auth/two-factor/enable', { code: totpCode(body.secret, stepAt(now())) });
    expect(on.statusCode).toBe(200);
    const codes = on.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const row = (await owner.query(`select recovery_codes from two_factor`)).rows[0];
    expect(JSON.stringify(row.recovery_codes)).not.toContain(codes[0]!.replace('-', ''));
    expect((await call(cookie, 'GET', '/auth/two-factor')).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const actions = await owner.query(`select action from audit_log where action like 'twoFactor.%' order by at`);
    expect(actions.rows.map((r) => r.action)).toEqual(['twoFactor.setup', 'twoFactor.enabled']);
  });

  it('regenerates recovery codes and disables only with the password', async () => {
    const cookie = await loginAs(t.app, 'guard@demo.test', 'demo');
    const { recoveryCodes } = await enrol(cookie);
    expect((await call(cookie, 'POST', '/auth/two-factor/recovery-codes', { password: 'wrong' })).json().code).toBe(
      'passwordWrong',
    );
    const again = await call(cookie, 'POST', '/auth/two-factor/recovery-codes', { password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(again.json().recoveryCodes).toHaveLength(10);
    expect(again.json().recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await call(cookie, 'POST', '/auth/two-factor/disable', { password: 'wrong' })).statusCode).toBe(400);
    expect((await call(cookie, 'POST', '/auth/two-factor/disable', { password: DEMO_PASSWORD })).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/auth/two-factor')).json().enabled).toBe(false);
    expect((await login('demo', 'guard@demo.test')).json().session).toBeDefined();
    // wrong passwords here count with the login's: a stolen session cannot guess the password
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      await call(cookie, 'POST', '/auth/two-factor/disable', { password: 'guess' });
    expect((await call(cookie, 'POST', '/auth/two-factor/disable', { password: DEMO_PASSWORD })).statusCode).toBe(429);
    await owner.query(`delete from login_failures`);
  });
});

describe('two-factor login', () => {
  it('answers a challenge and no session for the password, then a session for a right code; a code works once', async () => {
    const { secret } = await enrol(await loginAs(t.app, 'sub@demo.test', 'demo'));
    const first = await login('demo', 'sub@demo.test');
    expect(first.statusCode).toBe(200);
    expect(first.cookies).toEqual([]);
    const { challenge, expiresAt } = first.json().twoFactor;
    expect(first.json().session).toBeUndefined();
    expect(new Date(expiresAt).getTime() - now()).toBeGreaterThan(4.9 * 60_000);
    expect((await codeStep({ challenge, code: '12345' })).json().code).toBe('twoFactorCodeInvalid');
    // the enable step already used the current step: the next one is the code to type
    const code = totpCode(secret, stepAt(now()) + 1);
    const ok = await codeStep({ challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().session.email).toBe('sub@demo.test');
    expect(ok.cookies.find((c) => c.name === 'sd_session')).toBeDefined();
    // the challenge is single use, and the same code is refused on a new challenge (no replay)
    expect((await codeStep({ challenge, code })).json().code).toBe('twoFactorChallengeInvalid');
    const second = (await login('demo', 'sub@demo.test')).json().twoFactor.challenge;
    expect((await codeStep({ challenge: second, code })).json().code).toBe('twoFactorCodeInvalid');
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrol(await loginAs(t.app, 'hr@acme.test', 'acme'));
    const challenge = (await login('acme', 'hr@acme.test')).json().twoFactor.challenge;
    const ok = await codeStep({ challenge, recoveryCode: recoveryCodes[3]!.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    const again = (await login('acme', 'hr@acme.test')).json().twoFactor.challenge;
    expect((await codeStep({ challenge: again, recoveryCode: recoveryCodes[3] })).statusCode).toBe(401);
    const cookie = `sd_session=${ok.cookies.find((c) => c.name === 'sd_session')!.value}`;
    expect((await call(cookie, 'GET', '/auth/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes as failed logins: the account+address locks', async () => {
    await enrol(await loginAs(t.app, 'emp@acme.test', 'acme'));
    const challenge = (await login('acme', 'emp@acme.test')).json().twoFactor.challenge;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await codeStep({ challenge, code: '000000' })).statusCode).toBeOneOf([401]);
    expect((await codeStep({ challenge, code: '000000' })).statusCode).toBe(429);
    expect((await login('acme', 'emp@acme.test')).statusCode).toBe(429);
  });

  it('refuses an unknown or expired challenge', async () => {
    expect((await codeStep({ challenge: 'nope', code: '123456' })).json().code).toBe('twoFactorChallengeInvalid');
    const { secret } = await enrol(await loginAs(t.app, 'super@staffdesk.test'));
    const challenge = (await login(undefined, 'super@staffdesk.test')).json().twoFactor.challenge;
    await owner.query(
      `update credential_tokens set expires_at = now() - interval '1 second' where purpose = 'twoFactorLogin'`,
    );
    const late = await codeStep({ challenge, code: totpCode(secret, stepAt(now()) + 1) });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('twoFactorChallengeInvalid');
    await owner.query(
      `delete from two_factor where user_id = (select id from platform_users where email = 'super@staffdesk.test')`,
    );
  });

  it('lets a user with a second factor choose a password of 8 characters (15 without)', async () => {
    const token = 'a-reset-token-for-the-sub-admin-0123456789';
    const sub = (await owner.query(`select id, tenant_id from users where email = 'sub@demo.test'`)).rows[0];
    await owner.query(
      `insert into credential_tokens (token_hash, purpose, tenant_id, user_id, expires_at) values ($1, 'reset', $2, $3, now() + interval '10 minutes')`,
      [hashToken(token), sub.tenant_id, sub.id],
    );
    const link = await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-link', payload: { token } });
    expect(link.json().passwordMin).toBe(8);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { token, password: 'x7#kQ9!m' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login('demo', 'sub@demo.test', 'x7#kQ9!m')).json().twoFactor).toBeDefined();
  });
});

describe('two-factor enforcement', () => {
  it('a tenant requires it for its admins: a session limited to enrolling, then full; disabling refused', async () => {
    const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await call(hr, 'PUT', '/security/two-factor-policy', { required: true })).statusCode).toBe(200);
    expect((await call(hr, 'GET', '/security/two-factor-policy')).json()).toEqual({ required: true });
    // the HR admin has no second factor yet: a new login is limited to enrolling
    const limited = await loginAs(t.app, 'hr@demo.test', 'demo');
    expect((await call(limited, 'GET', '/auth/session')).json().twoFactorSetup).toBe(true);
    const refused = await call(limited, 'GET', '/auth/profile');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('twoFactorSetupRequired');
    expect((await call(limited, 'GET', '/auth/two-factor')).json()).toMatchObject({ enabled: false, required: true });
    await enrol(limited);
    expect((await call(limited, 'GET', '/auth/profile')).statusCode).toBe(200);
    expect((await call(limited, 'GET', '/auth/session')).json().twoFactorSetup).toBe(false);
    const off = await call(limited, 'POST', '/auth/two-factor/disable', { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('twoFactorRequired');
    // employees and guards are not admins: not required
    expect((await login('demo', 'guard@demo.test')).json().session.twoFactorSetup).toBe(false);
    // support sign-in ("Open as HR admin"): the super admin's own sign-in is the factor
    const sa = await loginAs(t.app, 'super@staffdesk.test');
    const demoId = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
    const link = await call(sa, 'POST', `/platform/tenants/${demoId}/support-link`, {});
    const token = new URL(link.json().url).searchParams.get('common')!;
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/common-login',
      payload: { account: 'demo', token },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().session.twoFactorSetup).toBe(false);
    const audit = await owner.query(`select after from audit_log where action = 'twoFactor.policy'`);
    expect(audit.rows[0].after).toEqual({ required: true });
    expect(
      (
        await call(await loginAs(t.app, 'guard@demo.test', 'demo'), 'PUT', '/security/two-factor-policy', {
          required: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the platform requires it for its staff', async () => {
    const sa = await loginAs(t.app, 'super@staffdesk.test');
    expect((await call(sa, 'PUT', '/platform/security/two-factor-policy', { required: true })).statusCode).toBe(200);
    const limited = await loginAs(t.app, 'support@staffdesk.test');
    expect((await call(limited, 'GET', '/platform/tenants')).json().code).toBe('twoFactorSetupRequired');
    expect((await call(sa, 'PUT', '/platform/security/two-factor-policy', { required: false })).statusCode).toBe(200);
  });
});
