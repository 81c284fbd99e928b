import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestContext } from '../../test/test-app.ts';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists tenants with their user counts for the super admin', async () => {
  const cookie = await loginAs(t.app, 'super@staffdesk.test');
  const res = await t.app.inject({ url: '/api/v1/platform/tenants?sort=account:desc', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.total).toBe(2);
  expect(body.rows.map((r: { account: string; users: number }) => [r.account, r.users])).toEqual([
    ['demo', 6],
    ['acme', 2],
  ]);
  // most users first: not the default (account) order
  const byUsers = await t.app.inject({ url: '/api/v1/platform/tenants?sort=users:desc', headers: { cookie } });
  expect(byUsers.json().rows.map((r: { account: string }) => r.account)).toEqual(['demo', 'acme']);
  const search = await t.app.inject({ url: '/api/v1/platform/tenants?search=acm', headers: { cookie } });
  expect(search.json().rows.map((r: { account: string }) => r.account)).toEqual(['acme']);
});

it('refuses the tenant list to tenant users', async () => {
  const cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
  const res = await t.app.inject({ url: '/api/v1/platform/tenants', headers: { cookie } });
  expect(res.statusCode).toBe(403);
});

it('answers the public face of an account, and 404 for an unknown one', async () => {
  const ok = await t.app.inject({ url: '/api/v1/tenants/demo/public' });
  expect(ok.json()).toEqual({
    account: 'demo',
    name: 'Mekong Trading Co., Ltd.',
    defaultLanguage: 'en',
    status: 'active',
    publicPages: { signup: true, forget: true, scan: true, leave: true, ot: true },
    signIn: { page: 'standard', color: null, welcome: { en: '', km: '', zh: '' }, logo: false, background: false },
  });
  const missing = await t.app.inject({ url: '/api/v1/tenants/nosuch/public' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().code).toBe('accountNotFound');
});
