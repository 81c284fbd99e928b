import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@staffdesk/core/tenants';
import { createTestApp, loginAs, type TTestContext, platformOwner } from '../../test/test-app.ts';

let t: TTestContext;
let owner: pg.Client;
let acmeId: string;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  acmeId = (await owner.query(`select id from tenants where account = 'acme'`)).rows[0].id;
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });
const session = (cookie: string) => t.app.inject({ url: '/api/v1/auth/session', headers: { cookie } });

it('shows a tenant with every flag, its users and HR admins', async () => {
  const res = await call('GET', `/api/v1/platform/tenants/${acmeId}`, superAdmin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    account: 'acme',
    name: 'Acme Manufacturing',
    package: 'basic',
    status: 'active',
    users: 2,
    hrAdmins: 1,
  });
  expect(Object.keys(res.json().features).sort()).toEqual([...FEATURE_FLAGS].sort());
  expect(
    (await call('GET', '/api/v1/platform/tenants/00000000-0000-4000-8000-000000000000', superAdmin)).statusCode,
  ).toBe(404);
});

it("changes package and feature flags; the HR admin's session follows at the next load", async () => {
  const hr = await loginAs(t.app, 'hr@acme.test', 'acme');
  expect((await session(hr)).json().features.training).toBe(false);
  const courseTypes = () => t.app.inject({ url: '/api/v1/resources/courseType', headers: { cookie: hr } });
  expect((await courseTypes()).statusCode).toBe(404);
  const res = await call('PUT', `/api/v1/platform/tenants/${acmeId}/settings`, superAdmin, {
    package: 'pro',
    features: { training: true, career: true },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ package: 'pro', features: { training: true, career: true, reports: false } });
  const s = (await session(hr)).json();
  expect(s.package).toBe('pro');
  expect(s.features).toMatchObject({ training: true, career: true, reports: false });
  expect(s.privileges.courseType).toBeDefined();
  expect(s.privileges.reports).toBeUndefined();
  expect((await courseTypes()).statusCode).toBe(200);
  const audit = await owner.query(
    `select before, after from audit_log where action = 'tenant.settings' and tenant_id = $1`,
    [acmeId],
  );
  expect(audit.rows[0].before).toMatchObject({ package: 'basic' });
  expect(audit.rows[0].after).toMatchObject({ package: 'pro' });
});

it("suspends a tenant: its sessions end and its users' logins answer 7; reactivation lets them in", async () => {
  const hr = await loginAs(t.app, 'hr@acme.test', 'acme');
  const res = await call('POST', `/api/v1/platform/tenants/${acmeId}/suspend`, superAdmin, {
    reason: 'Unpaid invoice',
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe('suspended');
  expect((await session(hr)).statusCode).toBe(401);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { account: 'acme', email: 'emp@acme.test', password: 'staffdesk-demo-2026' },
  });
  expect(login.statusCode).toBe(403);
  expect(login.json()).toEqual({ code: 7, message: 'Login Unsuccessful' });
  // other tenants are untouched
  await loginAs(t.app, 'hr@demo.test', 'demo');
  const list = await call('GET', '/api/v1/platform/tenants?search=acme', superAdmin);
  expect(list.json().rows[0].status).toBe('suspended');

  expect((await call('POST', `/api/v1/platform/tenants/${acmeId}/reactivate`, superAdmin)).json().status).toBe(
    'active',
  );
  await loginAs(t.app, 'emp@acme.test', 'acme');
  const logs = await owner.query(
    `select action, reason from audit_log where tenant_id = $1 and action like 'tenant.%' order by id`,
    [acmeId],
  );
  expect(logs.rows).toEqual(
    expect.arrayContaining([
      { action: 'tenant.suspend', reason: 'Unpaid invoice' },
      { action: 'tenant.reactivate', reason: null },
    ]),
  );
});

it('keeps package, flags and status to super admins with the settings flag', async () => {
  // the demo super user has hradmin, logs and signup, not settings
  const support = await loginAs(t.app, 'support@staffdesk.test');
  expect((await call('GET', `/api/v1/platform/tenants/${acmeId}`, support)).statusCode).toBe(200);
  expect(
    (await call('PUT', `/api/v1/platform/tenants/${acmeId}/settings`, support, { package: 'pro', features: {} }))
      .statusCode,
  ).toBe(403);
  expect((await call('POST', `/api/v1/platform/tenants/${acmeId}/suspend`, support)).statusCode).toBe(403);
  expect((await call('POST', `/api/v1/platform/tenants/${acmeId}/reactivate`, support)).statusCode).toBe(403);
  const hr = await loginAs(t.app, 'hr@acme.test', 'acme');
  expect((await call('POST', `/api/v1/platform/tenants/${acmeId}/suspend`, hr)).statusCode).toBe(403);
});
