import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkIn, startMailSink, tokenOf, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let superAdmin: string;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });
const session = (cookie: string) => t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });

/** Creates a super user and sets their password through the mailed link; returns id and a session cookie. */
async function staff(email: string, adminFlags: string[]) {
  const res = await call('POST', '/api/v1/platform/super-users', superAdmin, {
    email,
    firstName: 'Staff',
    lastName: email.split('@')[0],
    adminFlags,
  });
  expect(res.statusCode).toBe(201);
  const token = tokenOf(linkIn(await sink.waitFor(email), '/reset-password'));
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { token, password: 'staff member passphrase' },
      })
    ).statusCode,
  ).toBe(200);
  return { id: res.json().id as string, cookie: await loginAs(t.app, email, undefined, 'staff member passphrase') };
}

it('lists super users (never the super admin), flags in the spec order', async () => {
  const res = await call('GET', '/api/v1/platform/super-users', superAdmin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    total: 1,
    rows: [{ email: 'support@staffdesk.test', adminFlags: ['hradmin', 'logs', 'signup'], passwordSet: true }],
  });
});

it('adds a super user with flags and no password; their session carries exactly those flags', async () => {
  const res = await call('POST', '/api/v1/platform/super-users', superAdmin, {
    email: 'Ops@Staffdesk.test',
    firstName: 'Ops',
    lastName: 'Team',
    adminFlags: ['signup', 'settings'],
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    email: 'ops@staffdesk.test',
    adminFlags: ['settings', 'signup'],
    passwordSet: false,
    mailSent: true,
  });
  const mail = await sink.waitFor('ops@staffdesk.test');
  expect(mail.subject).toBe('Set your Staffdesk password');
  const token = tokenOf(linkIn(mail, '/reset-password'));
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password',
    payload: { token, password: 'operations passphrase' },
  });
  const cookie = await loginAs(t.app, 'ops@staffdesk.test', undefined, 'operations passphrase');
  expect((await session(cookie)).json()).toMatchObject({
    loginType: 'super_admin',
    isSuperUser: true,
    adminFlags: ['settings', 'signup'],
    manageApp: true,
  });
  // each console page checks its own flag on the server
  expect((await call('GET', '/api/v1/platform/signup-requests', cookie)).statusCode).toBe(200);
  expect((await call('GET', '/api/v1/platform/hradmins', cookie)).statusCode).toBe(403);
  expect((await call('GET', '/api/v1/platform/logs', cookie)).statusCode).toBe(403);
  expect((await call('GET', '/api/v1/platform/super-users', cookie)).statusCode).toBe(403);
  expect((await call('GET', '/api/v1/platform/tenants', cookie)).statusCode).toBe(200);

  const dup = await call('POST', '/api/v1/platform/super-users', superAdmin, {
    email: 'ops@staffdesk.test',
    firstName: 'Again',
    adminFlags: [],
  });
  expect(dup.statusCode).toBe(409);
  expect(dup.json()).toMatchObject({ code: 'emailExists', message: 'Email Already Exists' });
  expect(
    (
      await call('POST', '/api/v1/platform/super-users', superAdmin, {
        email: 'super@staffdesk.test',
        firstName: 'X',
        adminFlags: [],
      })
    ).json().code,
  ).toBe('emailExists');
});

it('keeps the listing to holders of the adminstaff flag', async () => {
  const support = await loginAs(t.app, 'support@staffdesk.test');
  expect((await call('GET', '/api/v1/platform/super-users', support)).statusCode).toBe(403);
  expect(
    (await call('POST', '/api/v1/platform/super-users', support, { email: 'a@b.test', firstName: 'A', adminFlags: [] }))
      .statusCode,
  ).toBe(403);
  const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  expect((await call('GET', '/api/v1/platform/super-users', hr)).statusCode).toBe(403);
});

it('lets a super user give only the flags they hold, and never change their own account', async () => {
  const boss = await staff('boss@staffdesk.test', ['adminstaff', 'logs']);
  const grant = await call('POST', '/api/v1/platform/super-users', boss.cookie, {
    email: 'helper@staffdesk.test',
    firstName: 'Helper',
    adminFlags: ['logs', 'settings'],
  });
  expect(grant.statusCode).toBe(403);
  const ok = await call('POST', '/api/v1/platform/super-users', boss.cookie, {
    email: 'helper@staffdesk.test',
    firstName: 'Helper',
    adminFlags: ['logs'],
  });
  expect(ok.statusCode).toBe(201);
  const helper = ok.json().id;
  // a flag the editor lacks is kept as it was: not given, not taken away
  await owner.query(`update platform_users set admin_flags = '["logs","signup"]' where id = $1`, [helper]);
  const edit = await call('PUT', `/api/v1/platform/super-users/${helper}`, boss.cookie, {
    firstName: 'Helper',
    lastName: 'Two',
    adminFlags: [],
  });
  expect(edit.statusCode).toBe(200);
  expect(edit.json()).toMatchObject({ lastName: 'Two', adminFlags: ['signup'] });
  expect(
    (
      await call('PUT', `/api/v1/platform/super-users/${helper}`, boss.cookie, {
        firstName: 'H',
        adminFlags: ['hradmin'],
      })
    ).statusCode,
  ).toBe(403);
  // own account
  const self = await call('PUT', `/api/v1/platform/super-users/${boss.id}`, boss.cookie, {
    firstName: 'Boss',
    adminFlags: ['adminstaff', 'logs'],
  });
  expect(self.statusCode).toBe(403);
  expect(self.json().code).toBe('ownAccount');
  expect((await call('POST', `/api/v1/platform/super-users/${boss.id}/disable`, boss.cookie)).statusCode).toBe(403);
});

it('edits flags (the session follows), disables (sessions end, login 7) and enables', async () => {
  const s = await staff('temp@staffdesk.test', ['logs']);
  expect((await call('GET', '/api/v1/platform/logs', s.cookie)).statusCode).toBe(200);
  const edit = await call('PUT', `/api/v1/platform/super-users/${s.id}`, superAdmin, {
    firstName: 'Temp',
    lastName: '',
    adminFlags: ['signup'],
  });
  expect(edit.json().adminFlags).toEqual(['signup']);
  expect((await call('GET', '/api/v1/platform/logs', s.cookie)).statusCode).toBe(403);
  expect((await session(s.cookie)).json().adminFlags).toEqual(['signup']);

  expect((await call('POST', `/api/v1/platform/super-users/${s.id}/disable`, superAdmin)).json().disabled).toBe(true);
  expect((await session(s.cookie)).statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'temp@staffdesk.test', password: 'staff member passphrase' },
  });
  expect(login.json()).toEqual({ code: 7, message: 'Login Unsuccessful' });
  expect((await call('POST', `/api/v1/platform/super-users/${s.id}/enable`, superAdmin)).json().disabled).toBe(false);
  const logs = await owner.query(`select action from audit_log where entity_id = $1 order by id`, [s.id]);
  expect(logs.rows.map((r) => r.action)).toEqual(
    expect.arrayContaining(['superUser.create', 'superUser.update', 'superUser.disable', 'superUser.enable']),
  );
});

it('answers 404 for the super admin and unknown ids', async () => {
  const id = (await owner.query(`select id from platform_users where email = 'super@staffdesk.test'`)).rows[0].id;
  expect((await call('GET', `/api/v1/platform/super-users/${id}`, superAdmin)).statusCode).toBe(404);
  expect((await call('POST', `/api/v1/platform/super-users/${id}/disable`, superAdmin)).statusCode).toBe(404);
});

it('resends a set-password link', async () => {
  const res = await call('POST', '/api/v1/platform/super-users', superAdmin, {
    email: 'again@staffdesk.test',
    firstName: 'Again',
    adminFlags: [],
  });
  await sink.waitFor('again@staffdesk.test');
  const resend = await call('POST', `/api/v1/platform/super-users/${res.json().id}/resend-link`, superAdmin);
  expect(resend.json()).toMatchObject({ code: 'msgSent', mailSent: true });
  await sink.waitFor('again@staffdesk.test', () => sink.to('again@staffdesk.test').length >= 2);
});
