import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@staffdesk/core/resources/settings-resources';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/** `/options` of every declared resource answers `[{ id, label }]` with text labels (a ref-named one included). */
let t: TTestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, 'hr@demo.test', 'demo');
});
afterAll(() => t?.close());

describe('resource options', () => {
  it.each(RESOURCES.map((r) => r.key))('%s/options answers id and text label', async (key) => {
    const res = await t.app.inject({ url: `/api/v1/resources/${key}/options`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    for (const o of res.json() as { id: unknown; label: unknown }[]) {
      expect(typeof o.id).toBe('string');
      expect(typeof o.label).toBe('string');
    }
  });

  it("names a disclosure by its organization's name", async () => {
    const orgs = (
      await t.app.inject({ url: '/api/v1/resources/organization/options', headers: { cookie } })
    ).json() as { id: string; label: string }[];
    const org = orgs[orgs.length - 1]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/resources/disclosure',
      headers: { cookie },
      payload: { organizationId: org.id, description: '<p>We keep your data for a year.</p>' },
    });
    expect([201, 409], created.body).toContain(created.statusCode);
    const res = await t.app.inject({ url: '/api/v1/resources/disclosure/options', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({ id: expect.any(String), label: org.label, organizationId: org.id });
  });

  it('searches a long list on the server: a page of matches by label, with how many match in all', async () => {
    // 120 banks: more than a page
    const owner = await platformOwner(t);
    const tenant = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0];
    await owner.query(
      `insert into banks (tenant_id, name) select $1, 'Search Bank ' || lpad(g::text, 3, '0') from generate_series(1, 120) g`,
      [tenant.id],
    );
    await owner.end();
    const search = (q: string) =>
      t.app.inject({ url: `/api/v1/resources/bank/options/search?${q}`, headers: { cookie } });
    const first = await search('search=search%20bank');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(120);
    expect(first.json().rows).toHaveLength(50);
    expect(first.json().rows[0].label).toBe('Search Bank 001');
    const narrow = (await search('search=BANK%2011&limit=5')).json();
    expect(narrow.total).toBe(10);
    expect(narrow.rows.map((r: { label: string }) => r.label)).toEqual([
      'Search Bank 110',
      'Search Bank 111',
      'Search Bank 112',
      'Search Bank 113',
      'Search Bank 114',
    ]);
    // a pattern's own characters are literal
    expect((await search('search=%25')).json().total).toBe(0);
    expect((await search('limit=500')).statusCode).toBe(400);
  });

  it("narrows departments to one organization's", async () => {
    const owner = await platformOwner(t);
    const tenant = (await owner.query(`select id from tenants where account = 'demo'`)).rows[0].id;
    const org = async (code: string) =>
      (await owner.query(`select id from organizations where tenant_id = $1 and code = $2`, [tenant, code])).rows[0].id;
    const [pp, kl] = [await org('MTPP'), await org('MYKL')];
    await owner.query(
      `insert into departments (tenant_id, name, code, organization_id) values
         ($1, 'Narrow PP', 'NPP', $2), ($1, 'Narrow KL', 'NKL', $3)`,
      [tenant, pp, kl],
    );
    await owner.end();
    const labels = async (q: string) =>
      (await t.app.inject({ url: `/api/v1/resources/department/options/search?${q}`, headers: { cookie } }))
        .json()
        .rows.map((r: { label: string }) => r.label);
    expect(await labels('search=narrow')).toEqual(['Narrow KL', 'Narrow PP']);
    expect(await labels(`search=narrow&organizationId=${pp}`)).toEqual(['Narrow PP']);
    const bad = await t.app.inject({
      url: '/api/v1/resources/department/options/search?organizationId=nope',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    // the labels of saved choices, by id, whatever the page size
    const ids = (
      await t.app.inject({ url: '/api/v1/resources/department/options/search?search=narrow', headers: { cookie } })
    )
      .json()
      .rows.map((r: { id: string }) => r.id);
    expect(await labels(`ids=${ids.join(',')}&limit=1`)).toEqual(['Narrow KL', 'Narrow PP']);
    expect(await labels('ids=')).toEqual([]);
    const notIds = await t.app.inject({
      url: `/api/v1/resources/department/options/search?ids=${ids[0]},x`,
      headers: { cookie },
    });
    expect(notIds.statusCode).toBe(400);
  });

  it('lets a sub admin who may view a list read the option lists its filters use, and no others', async () => {
    // the payroll manager views employees (filtered by organization, department and group) but no settings pages
    const payroll = await loginAs(t.app, 'payroll@demo.test', 'demo');
    const read = async (url: string) =>
      (await t.app.inject({ url: `/api/v1/resources/${url}`, headers: { cookie: payroll } })).statusCode;
    expect(await read('organization/options')).toBe(200);
    expect(await read('department/options/search')).toBe(200);
    expect(await read('group/options')).toBe(200);
    // banks are picked only on the employee form, which they may not use
    expect(await read('bank/options')).toBe(403);
  });
});
