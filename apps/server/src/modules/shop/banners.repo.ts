import { sql } from 'drizzle-orm';
import type { TBanner, TBannerBody } from '@staffdesk/core/shop-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

const COLUMNS = (base: string) => sql`
  b.id, b.title, b.organization_id as "organizationId", o.title as "organizationName", b.link_type as "linkType",
  b.product_id as "productId", p.name as "productName", b.category_id as "categoryId", c.name as "categoryName",
  b.sort_order as "sortOrder", to_char(b.valid_from, 'YYYY-MM-DD') as "validFrom",
  to_char(b.valid_to, 'YYYY-MM-DD') as "validTo",
  case when b.image_key is null then null
       else ${base}::text || '/' || b.id || '/image?v=' || left(md5(b.image_key), 10) end as "imageUrl",
  b.updated_at as "updatedAt"`;

const FROM = sql`from shop_banners b
  left join organizations o on o.tenant_id = b.tenant_id and o.id = b.organization_id
  left join shop_products p on p.tenant_id = b.tenant_id and p.id = b.product_id
  left join shop_categories c on c.tenant_id = b.tenant_id and c.id = b.category_id`;

const present = (r: Record<string, unknown>) => ({ ...r, updatedAt: iso(r.updatedAt) }) as TBanner;

export async function bannerPage(db: TDb, tenantId: string, q: { search?: string; limit: number; offset: number }) {
  const where = sql`where b.tenant_id = ${tenantId} and b.deleted_at is null
    ${q.search ? sql`and b.title ilike ${`%${escapeLike(q.search)}%`}` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/shop/banners')} ${FROM} ${where}
     order by b.sort_order, b.created_at desc, b.id limit ${q.limit} offset ${q.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function bannerById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/shop/banners')}, b.image_key as "imageKey" ${FROM}
     where b.tenant_id = ${tenantId} and b.id = ${id} and b.deleted_at is null`);
  const row = r.rows[0];
  if (!row) return null;
  const { imageKey, ...rest } = row;
  return { banner: present(rest), imageKey: imageKey as string | null };
}

/**
 * The banners an employee of the organization sees today: theirs or everyone's, valid today, whose product is
 * published (or whose category is live), in their order.
 */
export async function currentBanners(db: TDb, tenantId: string, organizationId: string, today: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS('/api/v1/me/shop/banners')} ${FROM}
     where b.tenant_id = ${tenantId} and b.deleted_at is null and b.image_key is not null
       and (b.organization_id is null or b.organization_id = ${organizationId})
       and (b.valid_from is null or b.valid_from <= ${today}::date)
       and (b.valid_to is null or b.valid_to >= ${today}::date)
       and (case b.link_type
              when 'product' then p.deleted_at is null and p.publication = 'published' and p.organization_id = ${organizationId}
              else c.deleted_at is null end)
     order by b.sort_order, b.created_at desc, b.id limit 10`);
  return r.rows.map(present);
}

/** The image of a banner the employee sees today (null: not theirs to see). */
export async function currentBannerImage(db: TDb, tenantId: string, organizationId: string, today: string, id: string) {
  const list = await currentBanners(db, tenantId, organizationId, today);
  if (!list.some((b) => b.id === id)) return null;
  const r = await db.execute<{ key: string }>(sql`
    select image_key as key from shop_banners where tenant_id = ${tenantId} and id = ${id}`);
  return r.rows[0]?.key ?? null;
}

const link = (b: TBannerBody) => ({
  productId: b.linkType === 'product' ? b.productId : null,
  categoryId: b.linkType === 'category' ? b.categoryId : null,
});

export async function insertBanner(db: TDb, tenantId: string, b: TBannerBody, imageKey: string, by: string) {
  const l = link(b);
  const r = await db.execute<{ id: string }>(sql`
    insert into shop_banners (tenant_id, organization_id, title, link_type, product_id, category_id, sort_order,
                              valid_from, valid_to, image_key, created_by_name, updated_by_name)
    values (${tenantId}, ${b.organizationId}, ${b.title}, ${b.linkType}, ${l.productId}, ${l.categoryId},
            ${b.sortOrder}, ${b.validFrom}, ${b.validTo}, ${imageKey}, ${by}, ${by})
    returning id`);
  return r.rows[0]!.id;
}

/** `imageKey`: a new picture, or undefined to keep the one it has. */
export async function updateBanner(
  db: TDb,
  tenantId: string,
  id: string,
  b: TBannerBody,
  imageKey: string | undefined,
  by: string,
) {
  const l = link(b);
  await db.execute(sql`
    update shop_banners
       set organization_id = ${b.organizationId}, title = ${b.title}, link_type = ${b.linkType},
           product_id = ${l.productId}, category_id = ${l.categoryId}, sort_order = ${b.sortOrder},
           valid_from = ${b.validFrom}, valid_to = ${b.validTo},
           ${imageKey === undefined ? sql`` : sql`image_key = ${imageKey},`}
           updated_by_name = ${by}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

export async function deleteBanner(db: TDb, tenantId: string, id: string, by: string, reason: string) {
  await db.execute(sql`
    update shop_banners set deleted_at = now(), deleted_by_name = ${by}, delete_reason = ${reason}
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}
