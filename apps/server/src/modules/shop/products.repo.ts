import { type SQL, sql } from 'drizzle-orm';
import type { TProduct, TProductBody, TShopProduct } from '@staffdesk/core/shop-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

/** Where a product's pictures are read: HR's routes, or the employee shop's. */
export type TImageBase = '/api/v1/shop/products' | '/api/v1/me/shop/products';

const images = (base: TImageBase) => sql`coalesce((
    select json_agg(json_build_object('id', i.id,
             'url', ${base}::text || '/' || p.id || '/images/' || i.id,
             'thumbUrl', ${base}::text || '/' || p.id || '/images/' || i.id || '?size=thumb') order by i.position, i.id)
      from shop_product_images i where i.tenant_id = p.tenant_id and i.product_id = p.id), '[]'::json)`;

const COLUMNS = (base: TImageBase) => sql`
  p.id, p.organization_id as "organizationId", o.title as "organizationName", o.currency, p.sku, p.name, p.brand,
  p.category_id as "categoryId", c.name as "categoryName", p.subcategory_id as "subcategoryId",
  sc.name as "subcategoryName", p.description, p.price::text as price, p.discounted_price::text as "discountedPrice",
  p.points_price as "pointsPrice", p.stock,
  case when p.stock > 0 then 'inStock' else 'outOfStock' end as "stockStatus",
  p.featured, p.publication, ${images(base)} as images,
  p.created_at as "createdAt", p.updated_at as "updatedAt", p.updated_by_name as "updatedByName"`;

const FROM = sql`from shop_products p
  join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
  join shop_categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
  left join shop_subcategories sc on sc.tenant_id = p.tenant_id and sc.id = p.subcategory_id`;

const present = (r: Record<string, unknown>) =>
  ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }) as TProduct;

export type TProductFilter = {
  tenantId: string;
  search?: string;
  categoryId?: string;
  subcategoryId?: string;
  organizationId?: string;
  publication?: string;
  featured?: boolean;
  stock?: 'inStock' | 'outOfStock';
};

const where = (f: TProductFilter) => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where p.tenant_id = ${f.tenantId} and p.deleted_at is null
    ${like ? sql`and (p.name ilike ${like} or p.sku ilike ${like} or p.brand ilike ${like})` : sql``}
    ${f.categoryId ? sql`and p.category_id = ${f.categoryId}` : sql``}
    ${f.subcategoryId ? sql`and p.subcategory_id = ${f.subcategoryId}` : sql``}
    ${f.organizationId ? sql`and p.organization_id = ${f.organizationId}` : sql``}
    ${f.publication ? sql`and p.publication = ${f.publication}` : sql``}
    ${f.featured === undefined ? sql`` : sql`and p.featured = ${f.featured}`}
    ${f.stock === 'inStock' ? sql`and p.stock > 0` : f.stock === 'outOfStock' ? sql`and p.stock = 0` : sql``}`;
};

export const PRODUCT_SORTS = ['name', 'sku', 'price', 'stock', 'createdAt', 'updatedAt'] as const;
const SORT_SQL: Record<(typeof PRODUCT_SORTS)[number], SQL> = {
  name: sql`lower(p.name)`,
  sku: sql`lower(p.sku)`,
  price: sql`coalesce(p.discounted_price, p.price)`,
  stock: sql`p.stock`,
  createdAt: sql`p.created_at`,
  updatedAt: sql`p.updated_at`,
};

export async function productPage(
  db: TDb,
  f: TProductFilter,
  p: { limit: number; offset: number; sort: { field: (typeof PRODUCT_SORTS)[number]; dir: 'asc' | 'desc' } },
) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const dir = p.sort.dir === 'desc' ? sql`desc` : sql`asc`;
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/shop/products')} ${FROM} ${where(f)}
     order by ${SORT_SQL[p.sort.field]} ${dir}, p.id
     limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function productById(db: TDb, tenantId: string, id: string, base: TImageBase = '/api/v1/shop/products') {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS(base)} ${FROM} ${where({ tenantId })} and p.id = ${id}`);
  return r.rows[0] ? present(r.rows[0]) : null;
}

/** What an employee sees: a product of their organization, published. */
const shopOnly = (r: TProduct): TShopProduct => ({
  id: r.id,
  currency: r.currency,
  sku: r.sku,
  name: r.name,
  brand: r.brand,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  subcategoryId: r.subcategoryId,
  subcategoryName: r.subcategoryName,
  description: r.description,
  price: r.price,
  discountedPrice: r.discountedPrice,
  pointsPrice: r.pointsPrice,
  stockStatus: r.stockStatus,
  featured: r.featured,
  images: r.images,
});

/**
 * The employee shop's page: published products of the organization, featured first when asked, in stock before out
 * of stock, newest first. The count and the page are one statement (a window count), so the listing costs one scan.
 */
export async function shopPage(
  db: TDb,
  f: TProductFilter & { organizationId: string },
  p: { limit: number; offset: number },
) {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/me/shop/products')}, count(*) over ()::int as "total"
      ${FROM} ${where({ ...f, publication: 'published' })}
     order by (p.stock > 0) desc, p.created_at desc, p.id
     limit ${p.limit} offset ${p.offset}`);
  const total = (rows.rows[0]?.total as number | undefined) ?? 0;
  return { rows: rows.rows.map((r) => shopOnly(present(r))), total };
}

export async function shopProductById(db: TDb, tenantId: string, organizationId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/me/shop/products')} ${FROM}
      ${where({ tenantId, organizationId, publication: 'published' })} and p.id = ${id}`);
  return r.rows[0] ? shopOnly(present(r.rows[0])) : null;
}

/** The organization's featured products in stock (the shop's "top products"), newest first. */
export async function topProducts(db: TDb, tenantId: string, organizationId: string, limit = 8) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/me/shop/products')} ${FROM}
      ${where({ tenantId, organizationId, publication: 'published', featured: true })}
     order by (p.stock > 0) desc, p.updated_at desc, p.id limit ${limit}`);
  return r.rows.map((x) => shopOnly(present(x)));
}

export async function skuTaken(db: TDb, tenantId: string, sku: string, except: string | null) {
  const r = await db.execute(sql`
    select 1 from shop_products where tenant_id = ${tenantId} and lower(sku) = lower(${sku}) and deleted_at is null
       ${except ? sql`and id <> ${except}` : sql``}`);
  return r.rows.length > 0;
}

const values = (b: TProductBody) => ({
  organizationId: b.organizationId,
  sku: b.sku,
  name: b.name,
  brand: b.brand,
  categoryId: b.categoryId,
  subcategoryId: b.subcategoryId,
  description: b.description,
  price: b.price,
  discountedPrice: b.discountedPrice,
  pointsPrice: b.pointsPrice,
  stock: b.stock,
  featured: b.featured,
  publication: b.publication,
});

export async function insertProduct(db: TDb, tenantId: string, b: TProductBody, by: { id: string; name: string }) {
  const v = values(b);
  const r = await db.execute<{ id: string }>(sql`
    insert into shop_products (tenant_id, organization_id, sku, name, brand, category_id, subcategory_id, description,
                               price, discounted_price, points_price, stock, featured, publication, created_by,
                               created_by_name, updated_by_name)
    values (${tenantId}, ${v.organizationId}, ${v.sku}, ${v.name}, ${v.brand}, ${v.categoryId}, ${v.subcategoryId},
            ${v.description}, ${v.price}, ${v.discountedPrice}, ${v.pointsPrice}, ${v.stock}, ${v.featured},
            ${v.publication}, ${by.id}, ${by.name}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateProduct(db: TDb, tenantId: string, id: string, b: TProductBody, by: string) {
  const v = values(b);
  await db.execute(sql`
    update shop_products
       set organization_id = ${v.organizationId}, sku = ${v.sku}, name = ${v.name}, brand = ${v.brand},
           category_id = ${v.categoryId}, subcategory_id = ${v.subcategoryId}, description = ${v.description},
           price = ${v.price}, discounted_price = ${v.discountedPrice}, points_price = ${v.pointsPrice},
           stock = ${v.stock}, featured = ${v.featured}, publication = ${v.publication},
           updated_by_name = ${by}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

export async function deleteProduct(db: TDb, tenantId: string, id: string, by: string, reason: string) {
  await db.execute(sql`
    update shop_products set deleted_at = now(), deleted_by_name = ${by}, delete_reason = ${reason}, featured = false
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

export type TStoredImage = { id: string; fileKey: string; thumbKey: string };

export async function imagesOf(db: TDb, tenantId: string, productId: string) {
  const r = await db.execute<TStoredImage>(sql`
    select id, file_key as "fileKey", thumb_key as "thumbKey" from shop_product_images
     where tenant_id = ${tenantId} and product_id = ${productId} order by position, id`);
  return r.rows;
}

export async function addImages(
  db: TDb,
  tenantId: string,
  productId: string,
  list: readonly { fileKey: string; thumbKey: string; width: number; height: number }[],
) {
  if (list.length === 0) return;
  await db.execute(sql`
    insert into shop_product_images (tenant_id, product_id, position, file_key, thumb_key, width, height)
    select ${tenantId}, ${productId},
           coalesce((select max(position) from shop_product_images where tenant_id = ${tenantId}
                      and product_id = ${productId}), 0) + x.n,
           x.file_key, x.thumb_key, x.width, x.height
      from jsonb_to_recordset(${JSON.stringify(list.map((l, n) => ({ n: n + 1, file_key: l.fileKey, thumb_key: l.thumbKey, width: l.width, height: l.height })))}::jsonb)
        as x(n int, file_key text, thumb_key text, width int, height int)`);
}

export async function removeImages(db: TDb, tenantId: string, productId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<TStoredImage>(sql`
    delete from shop_product_images
     where tenant_id = ${tenantId} and product_id = ${productId} and id = any(${sql.param(ids)}::uuid[])
    returning id, file_key as "fileKey", thumb_key as "thumbKey"`);
  return r.rows;
}

/** One picture of a product (HR: any live product; an employee: a published one of their organization). */
export async function imageOf(
  db: TDb,
  tenantId: string,
  productId: string,
  imageId: string,
  shop: { organizationId: string } | null,
) {
  const r = await db.execute<TStoredImage>(sql`
    select i.id, i.file_key as "fileKey", i.thumb_key as "thumbKey"
      from shop_product_images i
      join shop_products p on p.tenant_id = i.tenant_id and p.id = i.product_id and p.deleted_at is null
     where i.tenant_id = ${tenantId} and i.product_id = ${productId} and i.id = ${imageId}
       ${shop ? sql`and p.organization_id = ${shop.organizationId} and p.publication = 'published'` : sql``}`);
  return r.rows[0] ?? null;
}
