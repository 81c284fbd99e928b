import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBranding } from '@staffdesk/core/branding-api';
import { multipart } from '../../test/multipart.ts';
import { apiAs, createTestApp, demoLogins, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * A tenant's public pages and sign-in page (issue 20): the HR admin's settings, audited; a switched-off public page
 * answers as an unknown account; the sign-in page's images for anyone, PNG/JPEG/WebP only.
 */
let t: TTestContext;
let owner: pg.Client;
let hr: string;
let emp: string;
let finance: string;
let acme: string;
let api: ReturnType<typeof apiAs>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const settings = {
  publicPages: { signup: false, forget: false, scan: true, leave: false, ot: true },
  signInPage: 'custom',
  color: '#0b7285',
  welcome: { en: 'Welcome to Mekong', km: 'សូមស្វាគមន៍មកកាន់មេគង្គ', zh: '欢迎来到湄公' },
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  ({ hr, emp, finance, acme } = await demoLogins(t.app));
  api = apiAs(t.app);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const publicTenant = async (account: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/tenants/${account}/public` })).json();

describe('the HR admin’s settings', () => {
  it('start with every public page on and the standard sign-in page', async () => {
    const b = (await api(hr, 'GET', '/branding')).json() as TBranding;
    expect(b.publicPages).toEqual({ signup: true, forget: true, scan: true, leave: true, ot: true });
    expect(b.signIn).toMatchObject({ page: 'standard', color: null, logo: false, background: false });
  });

  it('are saved, audited and shown on the public tenant, for that tenant only', async () => {
    const r = await api(hr, 'PUT', '/branding', settings);
    expect(r.statusCode, r.body).toBe(200);
    const demo = await publicTenant('demo');
    expect(demo.publicPages).toEqual(settings.publicPages);
    expect(demo.signIn).toMatchObject({ page: 'custom', color: '#0b7285', welcome: settings.welcome });
    expect((await publicTenant('acme')).signIn.page).toBe('standard');
    const audit = await owner.query(`select count(*)::int as n from audit_log where action = 'branding.update'`);
    expect(audit.rows[0].n).toBe(1);
  });

  it('refuse bad input and everyone but the HR admin', async () => {
    const bad = await api(hr, 'PUT', '/branding', { ...settings, color: 'red; background: url(x)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ color: 'invalidColor' });
    expect((await api(hr, 'PUT', '/branding', { ...settings, signInPage: 'other' })).statusCode).toBe(400);
    expect(
      (await api(hr, 'PUT', '/branding', { ...settings, welcome: { en: 'x'.repeat(301), km: '', zh: '' } })).statusCode,
    ).toBe(400);
    for (const who of [emp, finance]) expect((await api(who, 'PUT', '/branding', settings)).statusCode).toBe(403);
  });
});

describe('the sign-in page’s images', () => {
  const upload = (cookie: string, image: string, content: Buffer, name = 'logo.png') => {
    const body = multipart({}, [{ field: 'file', name, type: 'image/png', content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/branding/${image}`,
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };

  it('are served to anyone once set, and go when removed', async () => {
    const r = await upload(hr, 'logo', PNG);
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as TBranding).signIn.logo).toBe(true);
    const got = await t.app.inject({ method: 'GET', url: '/api/v1/tenants/demo/public/logo' });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tenants/acme/public/logo' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tenants/demo/public/background' })).statusCode).toBe(404);
    expect((await api(hr, 'DELETE', '/branding/logo')).json().signIn.logo).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tenants/demo/public/logo' })).statusCode).toBe(404);
  });

  it('must be images', async () => {
    const r = await upload(hr, 'background', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg');
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('imageType');
    expect((await upload(acme, 'background', PNG)).statusCode).toBe(200);
    expect((await publicTenant('demo')).signIn.background).toBe(false);
  });
});

describe('switched-off public pages', () => {
  it('answer as an unknown account; those on still work', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { account: 'demo', email: 'hr@demo.test' },
    });
    expect(forgot.statusCode).toBe(404);
    expect(forgot.json().code).toBe('accountNotFound');
    const pass = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/employee/login',
      payload: { account: 'demo', employeeCode: 'PP1001', accessCode: '000000' },
    });
    // overtime is still on: the pass sign-in is open (a wrong code, not an unknown account)
    expect(pass.json().code).not.toBe('accountNotFound');
    await api(hr, 'PUT', '/branding', {
      ...settings,
      publicPages: { ...settings.publicPages, ot: false, scan: false },
    });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/employee/login',
      payload: { account: 'demo', employeeCode: 'PP1001', accessCode: '000000' },
    });
    expect(closed.statusCode).toBe(404);
    const kiosk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kiosk/login',
      payload: { account: 'demo', code: 'MTPP', password: 'whatever1' },
    });
    expect(kiosk.statusCode).toBe(404);
    // Acme's are all on
    const acmeForgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { account: 'acme', email: 'hr@acme.test' },
    });
    expect(acmeForgot.statusCode).toBe(200);
  });
});
