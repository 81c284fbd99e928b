import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkIn, startMailSink, tokenOf, type TSink } from '../../test/mail-sink.ts';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let sink: TSink;
let owner: pg.Client;
let demoId: string;
let acmeId: string;
let cookie: string;

beforeAll(async () => {
  sink = await startMailSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  owner = await platformOwner(t);
  const tenants = await owner.query<{ id: string; account: string }>(`select id, account from tenants`);
  demoId = tenants.rows.find((r) => r.account === 'demo')!.id;
  acmeId = tenants.rows.find((r) => r.account === 'acme')!.id;
  // the demo super user holds hradmin
  cookie = await loginAs(t.app, 'support@staffdesk.test');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
  await sink?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, c = cookie) =>
  t.app.inject({ method, url, headers: { cookie: c }, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });

it("lists every tenant's HR admins, or one tenant's", async () => {
  const all = await call('GET', '/api/v1/platform/hradmins?sort=email:asc');
  expect(all.statusCode).toBe(200);
  expect(all.json().rows.map((r: { email: string; account: string }) => `${r.account}:${r.email}`)).toEqual([
    'acme:hr@acme.test',
    'demo:hr@demo.test',
  ]);
  expect(all.json().rows[0]).toMatchObject({ tenantName: 'Acme Manufacturing', disabled: false, passwordSet: true });
  const one = await call('GET', `/api/v1/platform/hradmins?tenantId=${demoId}`);
  expect(one.json()).toMatchObject({ total: 1, rows: [{ email: 'hr@demo.test', firstName: 'Dara' }] });
});

it('adds an HR admin with no password and mails a set-password link', async () => {
  const res = await call('POST', '/api/v1/platform/hradmins', {
    tenantId: acmeId,
    email: 'Second.HR@acme.test',
    firstName: 'Mei',
    lastName: 'Ling',
    hrCode: 'HR-002',
    language: 'km',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    email: 'second.hr@acme.test',
    account: 'acme',
    hrCode: 'HR-002',
    passwordSet: false,
    mailSent: true,
  });
  const mail = await sink.waitFor('second.hr@acme.test');
  expect(mail.subject).toBe('កំណត់ពាក្យសម្ងាត់ Staffdesk របស់អ្នក');
  const token = tokenOf(linkIn(mail, '/acme/reset-password'));
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        payload: { token, password: 'mei ling sets a password' },
      })
    ).statusCode,
  ).toBe(200);
  await loginAs(t.app, 'second.hr@acme.test', 'acme', 'mei ling sets a password');
  const list = await call('GET', `/api/v1/platform/hradmins?search=HR-002`);
  expect(list.json().rows[0].passwordSet).toBe(true);
  const audit = await owner.query(
    `select actor_name from audit_log where action = 'hrAdmin.create' and tenant_id = $1`,
    [acmeId],
  );
  expect(audit.rows).toEqual([{ actor_name: 'Rithy Meas' }]);
});

it("answers 'Email Already Exists' and 'HR Code Already Exists' within a tenant", async () => {
  await call('POST', '/api/v1/platform/hradmins', {
    tenantId: demoId,
    email: 'coded@demo.test',
    firstName: 'Coded',
    hrCode: 'HR-9',
  });
  const email = await call('POST', '/api/v1/platform/hradmins', {
    tenantId: demoId,
    email: 'HR@demo.test',
    firstName: 'Again',
  });
  expect(email.statusCode).toBe(409);
  expect(email.json()).toMatchObject({ code: 'emailExists', message: 'Email Already Exists' });
  const code = await call('POST', '/api/v1/platform/hradmins', {
    tenantId: demoId,
    email: 'new@demo.test',
    firstName: 'New',
    hrCode: 'HR-9',
  });
  expect(code.statusCode).toBe(409);
  expect(code.json()).toMatchObject({ code: 'hrCodeExists', message: 'HR Code Already Exists' });
  // another tenant may use both
  expect(
    (
      await call('POST', '/api/v1/platform/hradmins', {
        tenantId: acmeId,
        email: 'coded@demo.test',
        firstName: 'Twin',
        hrCode: 'HR-9',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call('POST', '/api/v1/platform/hradmins', {
        tenantId: '00000000-0000-4000-8000-000000000000',
        email: 'x@y.test',
        firstName: 'X',
      })
    ).statusCode,
  ).toBe(404);
});

it('disables an HR admin (sessions end, login answers 7) and enables again', async () => {
  const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  const id = (await owner.query(`select id from users where email = 'hr@demo.test'`)).rows[0].id;
  const res = await call('POST', `/api/v1/platform/hradmins/${id}/disable`);
  expect(res.statusCode).toBe(200);
  expect(res.json().disabled).toBe(true);
  expect((await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie: hr } })).statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'demo', email: 'hr@demo.test', password: 'staffdesk-demo-2026' },
  });
  expect(login.json()).toEqual({ code: 7, message: 'Login Unsuccessful' });
  expect((await call('POST', `/api/v1/platform/hradmins/${id}/resend-link`)).json().code).toBe('userDisabled');
  expect((await call('POST', `/api/v1/platform/hradmins/${id}/enable`)).json().disabled).toBe(false);
  await loginAs(t.app, 'hr@demo.test', 'demo');
});

it('resends the set-password link: a new one, the old one ended', async () => {
  await call('POST', '/api/v1/platform/hradmins', { tenantId: demoId, email: 'late@demo.test', firstName: 'Late' });
  const first = tokenOf(linkIn(await sink.waitFor('late@demo.test'), '/reset-password'));
  const id = (await owner.query(`select id from users where email = 'late@demo.test'`)).rows[0].id;
  const res = await call('POST', `/api/v1/platform/hradmins/${id}/resend-link`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 'msgSent', message: 'Msg Send Successfully' });
  const second = tokenOf(
    linkIn(await sink.waitFor('late@demo.test', (m) => !m.text?.includes(first)), '/reset-password'),
  );
  expect(second).not.toBe(first);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-link', payload: { token: first } })).statusCode,
  ).toBe(400);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/v1/auth/password-link', payload: { token: second } })).json(),
  ).toMatchObject({ purpose: 'setPassword', email: 'late@demo.test' });
});

it('answers 404 for a user who is no HR admin', async () => {
  const emp = (await owner.query(`select id from users where email = 'emp@demo.test'`)).rows[0].id;
  expect((await call('POST', `/api/v1/platform/hradmins/${emp}/disable`)).statusCode).toBe(404);
});

it('keeps /hradmin to super admins with the hradmin flag', async () => {
  await owner.query(
    `insert into platform_users (email, password_hash, first_name, is_super_user, admin_flags)
     select 'signuponly@staffdesk.test', password_hash, 'Signup', true, '["signup"]' from platform_users where email = 'super@staffdesk.test'`,
  );
  const other = await loginAs(t.app, 'signuponly@staffdesk.test');
  expect((await call('GET', '/api/v1/platform/hradmins', undefined, other)).statusCode).toBe(403);
  expect(
    (await call('POST', '/api/v1/platform/hradmins', { tenantId: demoId, email: 'x@demo.test', firstName: 'X' }, other))
      .statusCode,
  ).toBe(403);
  const hr = await loginAs(t.app, 'hr@demo.test', 'demo');
  expect((await call('GET', '/api/v1/platform/hradmins', undefined, hr)).statusCode).toBe(403);
});
