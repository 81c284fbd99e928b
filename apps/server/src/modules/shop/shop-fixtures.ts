import type pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TProduct } from '@staffdesk/core/shop-api';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, loginAs, platformOwner, type TTestContext } from '../../test/test-app.ts';

/**
 * What the shop's tests share (issue 16): an app, the demo's logins, its organizations, a category with a sub
 * category, pictures drawn by sharp, and calls to make products and give points.
 */
export async function shopFixture() {
  const t: TTestContext = await createTestApp();
  const owner: pg.Client = await platformOwner(t);
  const [hr, emp, finance] = [
    await loginAs(t.app, 'hr@demo.test', 'demo'),
    await loginAs(t.app, 'emp@demo.test', 'demo'),
    await loginAs(t.app, 'finance@demo.test', 'demo'),
  ];
  type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const api = (cookie: string, method: TMethod, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const one = async (q: string) => (await owner.query<{ id: string }>(q)).rows[0]!.id;
  const tenantId = await one(`select id from tenants where account = 'demo'`);
  const ids = {
    tenantId,
    srey: await one(`select e.id from employees e join users u on u.id = e.user_id where u.email = 'emp@demo.test'`),
    mtpp: await one(`select id from organizations where tenant_id = '${tenantId}' and code = 'MTPP'`),
    mykl: await one(`select id from organizations where tenant_id = '${tenantId}' and code = 'MYKL'`),
    reason: await one(`select id from point_reasons where tenant_id = '${tenantId}' and deleted_at is null limit 1`),
  };
  const category = await api(hr, 'POST', '/resources/shopCategory', { name: `Test gear ${Date.now()}` });
  expect(category.statusCode, category.body).toBe(201);
  const categoryId: string = category.json().id;
  const sub = await api(hr, 'POST', '/resources/shopSubcategory', { name: 'Mugs', categoryId });
  expect(sub.statusCode, sub.body).toBe(201);
  const subcategoryId: string = sub.json().id;

  let n = 0;
  /** A product of an organization (MTPP unless said), published, as HR (or the login given) makes it. */
  async function product(fields: Record<string, string> = {}, cookie = hr, pictures: Buffer[] = []) {
    n += 1;
    const m = multipart(
      {
        organizationId: ids.mtpp,
        sku: `T-${Date.now().toString(36)}-${n}`,
        name: `Test product ${n}`,
        categoryId,
        price: '10.00',
        pointsPrice: '30',
        stock: '20',
        publication: 'published',
        ...fields,
      },
      pictures.map((content, i) => ({ field: 'images', name: `p${i}.png`, type: 'image/png', content })),
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/products',
      headers: { cookie, ...m.headers },
      payload: m.payload,
    });
    return r;
  }
  async function made(fields: Record<string, string> = {}, pictures: Buffer[] = []) {
    const r = await product(fields, hr, pictures);
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as TProduct;
  }
  /** Gives the employee points through their points tab (HR). */
  async function award(employeeId: string, points: number) {
    const r = await api(hr, 'POST', '/resources/employeePoint', {
      employeeId,
      date: '2026-11-01',
      pointReasonId: ids.reason,
      points,
    });
    expect(r.statusCode, r.body).toBe(201);
  }
  const balance = async (employeeId: string) =>
    (
      await owner.query<{ n: number }>(
        `select coalesce(sum(points), 0)::int as n from employee_points where employee_id = $1 and deleted_at is null`,
        [employeeId],
      )
    ).rows[0]!.n;
  const stock = async (productId: string) =>
    (await owner.query<{ stock: number }>(`select stock from shop_products where id = $1`, [productId])).rows[0]!.stock;
  return {
    t,
    owner,
    hr,
    emp,
    finance,
    api,
    ids,
    categoryId,
    subcategoryId,
    product,
    made,
    award,
    balance,
    stock,
    close: async () => {
      await owner.end();
      await t.close();
    },
  };
}

/** A PNG picture of the size given (a plain colour). */
export const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
