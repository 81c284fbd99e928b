import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBusinessCategory, TTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { multipart } from '../../test/multipart.ts';
import { apiAs, createTestApp, demoLogins, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * The console's settings of spec 6 (issue 20): new tenants' defaults (time zone, currency, language, statutory pack)
 * applied at approval, and business categories and sub categories picked at sign-up, kept on the tenant and filtered
 * by in the console. The super admin's settings flag writes; every super admin reads.
 */
let t: TTestContext;
let owner: pg.Client;
let superAdmin: string;
let support: string;
let hr: string;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await platformOwner(t);
  superAdmin = await loginAs(t.app, 'super@staffdesk.test');
  // the demo's super user holds hradmin, logs and signup, not settings
  support = await loginAs(t.app, 'support@staffdesk.test');
  ({ hr } = await demoLogins(t.app));
  api = apiAs(t.app);
});
afterAll(async () => {
  await owner?.end();
  await t?.close();
});

const names = (en: string, km: string, zh: string) => ({ en, km, zh });
let retail: TBusinessCategory;
let grocery: TBusinessCategory;
let factory: TBusinessCategory;

describe('new tenants’ defaults', () => {
  it('start as the built-in ones', async () => {
    const r = await api(superAdmin, 'GET', '/platform/tenant-defaults');
    expect(r.json()).toEqual({ timezone: 'Asia/Phnom_Penh', currency: 'USD', language: 'en', statutoryPack: 'none' });
  });

  it('are the settings flag’s to change, checked and audited', async () => {
    const d: TTenantDefaults = { timezone: 'Asia/Kuala_Lumpur', currency: 'MYR', language: 'zh', statutoryPack: 'MY' };
    expect((await api(support, 'PUT', '/platform/tenant-defaults', d)).statusCode).toBe(403);
    expect((await api(hr, 'PUT', '/platform/tenant-defaults', d)).statusCode).toBe(403);
    const bad = await api(superAdmin, 'PUT', '/platform/tenant-defaults', {
      ...d,
      timezone: 'Mars/Olympus',
      currency: 'XXQ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ timezone: 'invalidOption', currency: 'invalidOption' });
    expect((await api(superAdmin, 'PUT', '/platform/tenant-defaults', d)).json()).toEqual(d);
    expect((await api(support, 'GET', '/platform/tenant-defaults')).json()).toEqual(d);
    const audit = await owner.query(`select after from audit_log where action = 'platform.defaults'`);
    expect(audit.rows).toEqual([{ after: d }]);
  });
});

describe('business categories', () => {
  it('are added in three languages, sub categories under a category only, no twins', async () => {
    const add = (body: object) => api(superAdmin, 'POST', '/platform/categories', body);
    retail = (await add({ parentId: null, name: names('Retail', 'លក់រាយ', '零售') })).json();
    factory = (await add({ parentId: null, name: names('Manufacturing', 'ផលិតកម្ម', '制造') })).json();
    const r = await add({ parentId: retail.id, name: names('Grocery', 'គ្រឿងទេស', '杂货') });
    expect(r.statusCode, r.body).toBe(201);
    grocery = r.json();
    // no sub category of a sub category, no unknown parent, no empty name, no twin
    expect((await add({ parentId: grocery.id, name: names('A', 'ក', '甲') })).statusCode).toBe(400);
    expect(
      (await add({ parentId: '00000000-0000-4000-8000-000000000000', name: names('B', 'ខ', '乙') })).statusCode,
    ).toBe(400);
    expect((await add({ parentId: null, name: names('', 'គ', '丙') })).json().fields).toMatchObject({
      name: 'required',
    });
    expect((await add({ parentId: null, name: names('retail', 'ឃ', '丁') })).statusCode).toBe(409);
    expect(
      (await api(support, 'POST', '/platform/categories', { parentId: null, name: names('C', 'ង', '戊') })).statusCode,
    ).toBe(403);
    const list = (await api(support, 'GET', '/platform/categories')).json() as TBusinessCategory[];
    expect(list.map((c) => c.name.en)).toEqual(['Grocery', 'Manufacturing', 'Retail']);
  });

  it('are renamed and offered to the sign-up form without a login', async () => {
    const r = await api(superAdmin, 'PUT', `/platform/categories/${factory.id}`, {
      name: names('Factories', 'រោងចក្រ', '工厂'),
    });
    expect(r.json()).toMatchObject({ id: factory.id, name: { en: 'Factories' } });
    const open = await t.app.inject({ url: '/api/v1/signup/categories' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toContainEqual({
      id: grocery.id,
      parentId: retail.id,
      name: names('Grocery', 'គ្រឿងទេស', '杂货'),
    });
  });
});

describe('a sign-up with a category, approved with the defaults', () => {
  let tenantId: string;
  const submit = (over: Record<string, string>) => {
    const m = multipart(
      {
        name: 'Lim Mei',
        organization: 'Mei Mart',
        mobileNo: '+60 12 345 6789',
        email: `mei${Object.keys(over).length}@meimart.test`,
        position: 'Owner',
        website: 'https://meimart.test',
        reference: 'Web',
        city: 'Kuala Lumpur',
        country: 'Malaysia',
        accountName: 'meimart',
        language: 'en',
        ...over,
      },
      [{ field: 'personalDoc', name: 'id.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }],
    );
    return t.app.inject({ method: 'POST', url: '/api/v1/signup', payload: m.payload, headers: m.headers });
  };

  it('refuses a sub category of another category, or a malformed id', async () => {
    expect((await submit({ categoryId: factory.id, subcategoryId: grocery.id })).json().fields).toMatchObject({
      subcategoryId: 'invalidOption',
    });
    expect((await submit({ categoryId: grocery.id })).json().fields).toMatchObject({ categoryId: 'invalidOption' });
    expect((await submit({ categoryId: 'nope', subcategoryId: "1' or 1=1" })).statusCode).toBe(400);
  });

  it('keeps the category on the tenant and starts its organization with the platform’s defaults', async () => {
    const r = await submit({ categoryId: retail.id, subcategoryId: grocery.id });
    expect(r.statusCode, r.body).toBe(201);
    const approve = await api(superAdmin, 'POST', `/platform/signup-requests/${r.json().id}/approve`, {
      package: 'pro',
      defaults: { currency: 'SGD' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    tenantId = approve.json().tenant.id;
    const tenant = await owner.query(
      `select default_language, category_id, subcategory_id from tenants where id = $1`,
      [tenantId],
    );
    expect(tenant.rows[0]).toEqual({ default_language: 'zh', category_id: retail.id, subcategory_id: grocery.id });
    const org = await owner.query(`select * from organizations where tenant_id = $1`, [tenantId]);
    expect(org.rows[0]).toMatchObject({ timezone: 'Asia/Kuala_Lumpur', currency: 'SGD', statutory_pack: 'MY' });
    // the requester keeps their own language
    const hrAdmin = await owner.query(`select language from users where tenant_id = $1`, [tenantId]);
    expect(hrAdmin.rows).toEqual([{ language: 'en' }]);
  });

  it('is what the console filters tenants by; the console may change it', async () => {
    const byRetail = (await api(superAdmin, 'GET', `/platform/tenants?categoryId=${retail.id}`)).json();
    expect(byRetail.rows.map((r: { account: string }) => r.account)).toEqual(['meimart']);
    expect((await api(superAdmin, 'GET', `/platform/tenants?categoryId=${grocery.id}`)).json().total).toBe(1);
    expect((await api(superAdmin, 'GET', `/platform/tenants?categoryId=${factory.id}`)).json().total).toBe(0);
    expect((await api(superAdmin, 'GET', '/platform/tenants?categoryId=nope')).statusCode).toBe(400);
    const change = (body: object) =>
      api(superAdmin, 'PUT', `/platform/tenants/${tenantId}/settings`, { package: 'pro', features: {}, ...body });
    expect((await change({ categoryId: factory.id, subcategoryId: grocery.id })).statusCode).toBe(400);
    const moved = await change({ categoryId: factory.id, subcategoryId: null });
    expect(moved.json()).toMatchObject({ categoryId: factory.id, subcategoryId: null });
    expect((await api(superAdmin, 'GET', `/platform/tenants?categoryId=${factory.id}`)).json().total).toBe(1);
  });

  it('cannot be deleted while named; can once free', async () => {
    expect((await api(superAdmin, 'DELETE', `/platform/categories/${factory.id}`)).statusCode).toBe(409);
    // the request still names retail and grocery
    expect((await api(superAdmin, 'DELETE', `/platform/categories/${grocery.id}`)).statusCode).toBe(409);
    const lone = (
      await api(superAdmin, 'POST', '/platform/categories', { parentId: null, name: names('Lone', 'ឯកា', '独') })
    ).json();
    expect((await api(support, 'DELETE', `/platform/categories/${lone.id}`)).statusCode).toBe(403);
    expect((await api(superAdmin, 'DELETE', `/platform/categories/${lone.id}`)).statusCode).toBe(204);
    expect((await api(superAdmin, 'DELETE', `/platform/categories/${lone.id}`)).statusCode).toBe(404);
    const actions = await owner.query(`select action from audit_log where entity = 'businessCategory' order by id`);
    expect(actions.rows.map((r) => r.action)).toEqual([
      'category.create',
      'category.create',
      'category.create',
      'category.update',
      'category.create',
      'category.delete',
    ]);
  });
});
