import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBanner, TProduct, TShopHome, TShopProduct } from '@staffdesk/core/shop-api';
import { multipart } from '../../test/multipart.ts';
import { loginAs } from '../../test/test-app.ts';
import { picture, shopFixture } from './shop-fixtures.ts';

/**
 * The shop's catalogue (issue 16): products with pictures checked by content and resized for the web, the rules of
 * their fields, banners, what an employee sees of them, a scoped sub admin kept to their organization, and the
 * tenant's `shop` feature.
 */
let f: Awaited<ReturnType<typeof shopFixture>>;

beforeAll(async () => {
  f = await shopFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('products', () => {
  it('keeps the pictures resized to WebP (a large one and a thumbnail), served only through the product', async () => {
    const p = await f.made({ brand: 'Acme', description: '<p>Nice <script>alert(1)</script><b>mug</b></p>' }, [
      await picture(3000, 2000),
      await picture(200, 200),
    ]);
    expect(p).toMatchObject({ brand: 'Acme', currency: 'USD', stockStatus: 'inStock', pointsPrice: 30 });
    expect(p.description).toBe('<p>Nice <b>mug</b></p>');
    expect(p.images).toHaveLength(2);
    const full = await f.api(f.hr, 'GET', p.images[0]!.url.replace('/api/v1', ''));
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);
    const thumb = await f.api(f.hr, 'GET', p.images[0]!.thumbUrl.replace('/api/v1', ''));
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    // a small one is never enlarged
    const small = await f.api(f.hr, 'GET', p.images[1]!.url.replace('/api/v1', ''));
    expect((await sharp(small.rawPayload).metadata()).width).toBe(200);
  });

  it('refuses a file that is no picture, and a PNG that does not decode, naming the field', async () => {
    const text = await f.product({}, f.hr, [Buffer.from('<svg onload=alert(1)>')]);
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ images: 'fileType' });
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const bad = await f.product({}, f.hr, [broken]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ images: 'fileType' });
  });

  it('checks its fields: a unique SKU, a discount not above the price, a sub category of its category', async () => {
    const p = await f.made();
    const dup = await f.product({ sku: p.sku.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ sku: 'duplicate' });
    const r = await f.product({ price: '5', discountedPrice: '6', stock: '-1', sku: 'bad sku!' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toMatchObject({
      discountedPrice: 'discountAbovePrice',
      stock: 'tooSmall',
      sku: 'invalidSku',
    });
    const other = await f.api(f.hr, 'POST', '/resources/shopCategory', { name: `Other ${Date.now()}` });
    const wrong = await f.product({ categoryId: other.json().id, subcategoryId: f.subcategoryId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ subcategoryId: 'invalidReference' });
  });

  it('edits one: pictures added and dropped (at most six), stock status following the stock, audited', async () => {
    const p = await f.made({}, [await picture(100, 100)]);
    const m = multipart(
      {
        organizationId: f.ids.mtpp,
        sku: p.sku,
        name: 'Renamed',
        categoryId: f.categoryId,
        subcategoryId: f.subcategoryId,
        price: '12.50',
        discountedPrice: '9.99',
        stock: '0',
        featured: 'true',
        publication: 'published',
        removeImages: p.images[0]!.id,
      },
      [{ field: 'images', name: 'n.png', type: 'image/png', content: await picture(120, 80) }],
    );
    const r = await f.t.app.inject({
      method: 'PUT',
      url: `/api/v1/shop/products/${p.id}`,
      headers: { cookie: f.hr, ...m.headers },
      payload: m.payload,
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = r.json() as TProduct;
    expect(after).toMatchObject({
      name: 'Renamed',
      stockStatus: 'outOfStock',
      featured: true,
      subcategoryName: 'Mugs',
    });
    expect(after.images.map((i) => i.id)).not.toContain(p.images[0]!.id);
    expect(after.images).toHaveLength(1);
    expect((await f.api(f.hr, 'GET', p.images[0]!.url.replace('/api/v1', ''))).statusCode).toBe(404);
    const log = await f.owner.query(
      `select action, before->>'name' as before, after->>'name' as after from audit_log
        where entity = 'product' and entity_id = $1 order by at`,
      [p.id],
    );
    expect(log.rows).toEqual([
      { action: 'product.create', before: null, after: p.name },
      { action: 'product.update', before: p.name, after: 'Renamed' },
    ]);
    const seven = await Promise.all(Array.from({ length: 7 }, () => picture(10, 10)));
    const many = await f.product({}, f.hr, seven);
    expect(many.statusCode).toBe(400);
  });

  it('lists by search, category, publication, featured and stock', async () => {
    const a = await f.made({ name: 'Zebra flask', featured: 'true', stock: '0' });
    await f.made({ name: 'Zebra towel', publication: 'draft' });
    const q = (s: string) => f.api(f.hr, 'GET', `/shop/products?search=zebra&${s}`);
    expect((await q('')).json().total).toBe(2);
    expect((await q('publication=draft')).json().rows.map((r: TProduct) => r.name)).toEqual(['Zebra towel']);
    expect((await q('featured=true&stock=outOfStock')).json().rows.map((r: TProduct) => r.id)).toEqual([a.id]);
    expect((await q(`categoryId=${f.categoryId}&sort=name:desc`)).json().rows[0].name).toBe('Zebra towel');
  });

  it('deletes one with a reason; it leaves the lists and the shop', async () => {
    const p = await f.made({ name: 'Short lived' });
    expect((await f.api(f.hr, 'DELETE', `/shop/products/${p.id}`, {})).statusCode).toBe(400);
    expect((await f.api(f.hr, 'DELETE', `/shop/products/${p.id}`, { reason: 'Discontinued' })).statusCode).toBe(200);
    expect((await f.api(f.hr, 'GET', `/shop/products/${p.id}`)).statusCode).toBe(404);
    expect((await f.api(f.emp, 'GET', `/me/shop/products/${p.id}`)).statusCode).toBe(404);
  });
});

describe('the employee shop', () => {
  it('shows the published products of their organization only, never their stock count', async () => {
    const mine = await f.made({ name: 'Kettle PP' }, [await picture(50, 50)]);
    const draft = await f.made({ name: 'Kettle draft', publication: 'draft' });
    const theirs = await f.made({ name: 'Kettle KL', organizationId: f.ids.mykl });
    const list = await f.api(f.emp, 'GET', '/me/shop/products?search=kettle');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rows.map((r: TShopProduct) => r.name)).toEqual(['Kettle PP']);
    expect(list.json().rows[0]).not.toHaveProperty('stock');
    for (const p of [draft, theirs])
      expect((await f.api(f.emp, 'GET', `/me/shop/products/${p.id}`)).statusCode).toBe(404);
    const img = await f.api(f.emp, 'GET', `/me/shop/products/${mine.id}/images/${mine.images[0]!.id}?size=thumb`);
    expect(img.statusCode).toBe(200);
    // HR's route is not theirs, and another organization's picture is not either
    expect((await f.api(f.emp, 'GET', `/shop/products/${mine.id}`)).statusCode).toBe(403);
    const other = await f.made({ organizationId: f.ids.mykl }, [await picture(20, 20)]);
    expect((await f.api(f.emp, 'GET', `/me/shop/products/${other.id}/images/${other.images[0]!.id}`)).statusCode).toBe(
      404,
    );
    // pages of the grid: 12, 24 or 48
    expect((await f.api(f.emp, 'GET', '/me/shop/products?pageSize=13')).statusCode).toBe(400);
  });

  it('filters by category and sub category; the home has banners, categories and top products', async () => {
    const sub = await f.api(f.hr, 'POST', '/resources/shopSubcategory', { name: 'Cups', categoryId: f.categoryId });
    const top = await f.made({ name: 'Top mug', featured: 'true', subcategoryId: sub.json().id });
    const byCat = await f.api(f.emp, 'GET', `/me/shop/products?subcategoryId=${sub.json().id}`);
    expect(byCat.json().rows.map((r: TShopProduct) => r.id)).toEqual([top.id]);
    const m = multipart({ title: 'Mugs week', linkType: 'product', productId: top.id, sortOrder: '1' }, [
      { field: 'image', name: 'b.png', type: 'image/png', content: await picture(2400, 800) },
    ]);
    const b = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/banners',
      headers: { cookie: f.hr, ...m.headers },
      payload: m.payload,
    });
    expect(b.statusCode, b.body).toBe(201);
    const banner = b.json() as TBanner;
    const expired = multipart({ title: 'Old', linkType: 'category', categoryId: f.categoryId, validTo: '2020-01-31' }, [
      { field: 'image', name: 'b.png', type: 'image/png', content: await picture(100, 50) },
    ]);
    const old = await f.t.app.inject({
      method: 'POST',
      url: '/api/v1/shop/banners',
      headers: { cookie: f.hr, ...expired.headers },
      payload: expired.payload,
    });
    expect(old.statusCode, old.body).toBe(201);
    const home = (await f.api(f.emp, 'GET', '/me/shop')).json() as TShopHome;
    expect(home.banners.map((x) => x.title)).toContain('Mugs week');
    expect(home.banners.map((x) => x.title)).not.toContain('Old');
    expect(home.top.map((x) => x.id)).toContain(top.id);
    expect(home.categories.find((c) => c.id === f.categoryId)?.subcategories.map((s) => s.name)).toEqual([
      'Cups',
      'Mugs',
    ]);
    expect(home.payments).toEqual(['points', 'payroll', 'onDelivery']);
    const img = await f.api(
      f.emp,
      'GET',
      home.banners.find((x) => x.id === banner.id)!.imageUrl!.replace('/api/v1', ''),
    );
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).width).toBe(1920);
    // an expired banner's picture is not the employee's to read
    expect((await f.api(f.emp, 'GET', `/me/shop/banners/${old.json().id}/image`)).statusCode).toBe(404);
  });

  it('refuses a banner without a picture or without its link', async () => {
    const r = await f.api(f.hr, 'POST', '/shop/banners', { title: 'No picture', linkType: 'product' });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ productId: 'required' });
    const n = await f.api(f.hr, 'POST', '/shop/banners', {
      title: 'No picture',
      linkType: 'category',
      categoryId: f.categoryId,
    });
    expect(n.json().fields).toEqual({ image: 'required' });
  });
});

describe('scope and flags', () => {
  it('keeps a scoped sub admin to their organization’s products', async () => {
    const kl = await f.made({ name: 'KL only', organizationId: f.ids.mykl });
    const pp = await f.made({ name: 'PP too' });
    const list = await f.api(f.finance, 'GET', '/shop/products?pageSize=50');
    expect(list.statusCode).toBe(200);
    const names = list.json().rows.map((r: TProduct) => r.name);
    expect(names).toContain('PP too');
    expect(names).not.toContain('KL only');
    expect((await f.api(f.finance, 'GET', `/shop/products/${kl.id}`)).statusCode).toBe(404);
    expect((await f.api(f.finance, 'GET', `/shop/products/${pp.id}`)).statusCode).toBe(200);
    const r = await f.product({ organizationId: f.ids.mykl }, f.finance);
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({ organizationId: 'invalidReference' });
    // their role may not delete
    expect((await f.api(f.finance, 'DELETE', `/shop/products/${pp.id}`, { reason: 'x' })).statusCode).toBe(403);
  });

  it('is off for a tenant without the shop feature', async () => {
    const acmeHr = await loginAs(f.t.app, 'hr@acme.test', 'acme');
    const acmeEmp = await loginAs(f.t.app, 'emp@acme.test', 'acme');
    expect((await f.api(acmeHr, 'GET', '/shop/products')).statusCode).toBe(404);
    expect((await f.api(acmeEmp, 'GET', '/me/shop')).statusCode).toBe(404);
    expect((await f.api(acmeEmp, 'POST', '/me/shop/orders', { items: [], payment: 'points' })).statusCode).toBe(404);
  });
});
