import { sql } from 'drizzle-orm';
import { UUID } from '@staffdesk/core/form-fields';
import type { TPaymentMethod, TShopHome } from '@staffdesk/core/shop-api';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../../platform/db/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as banners from './banners.repo.ts';
import { me } from './orders.service.ts';
import * as orders from './orders.repo.ts';
import * as products from './products.repo.ts';

/**
 * The employee shop (`/product/shop`): what an employee of an organization may buy — its published products, the
 * banners meant for them, the tenant's categories — with their points balance and the payments open to them.
 */

/** The live categories with their live sub categories, in their order. */
async function categoriesOf(db: TDb, tenantId: string) {
  const r = await db.execute<TShopHome['categories'][number]>(sql`
    select c.id, c.name, coalesce((
             select json_agg(json_build_object('id', sc.id, 'name', sc.name) order by lower(sc.name))
               from shop_subcategories sc
              where sc.tenant_id = c.tenant_id and sc.category_id = c.id and sc.deleted_at is null), '[]'::json)
             as subcategories
      from shop_categories c where c.tenant_id = ${tenantId} and c.deleted_at is null
     order by c.sort_order, lower(c.name)`);
  return r.rows;
}

export async function shopHome(s: TServices, auth: TAuth): Promise<TShopHome> {
  return s.database.tenant(auth, async (db) => {
    const buyer = await me(db, auth);
    const tenantId = auth.tenantId!;
    const payments: TPaymentMethod[] =
      buyer.payCurrency === buyer.currency ? ['points', 'payroll', 'onDelivery'] : ['points', 'onDelivery'];
    return {
      currency: buyer.currency,
      banners: await banners.currentBanners(db, tenantId, buyer.organizationId, todayIn(buyer.timezone)),
      categories: await categoriesOf(db, tenantId),
      top: await products.topProducts(db, tenantId, buyer.organizationId),
      pointsBalance: await orders.pointsBalance(db, tenantId, buyer.id),
      payments,
    };
  });
}

type TShopQuery = TListQuery & { categoryId?: string; subcategoryId?: string; featured?: string };
const id = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);

export async function listShop(s: TServices, auth: TAuth, q: TShopQuery) {
  const r = await s.database.tenant(auth, async (db) => {
    const buyer = await me(db, auth);
    return products.shopPage(
      db,
      {
        tenantId: auth.tenantId!,
        organizationId: buyer.organizationId,
        search: q.search?.trim() || undefined,
        categoryId: id(q.categoryId),
        subcategoryId: id(q.subcategoryId),
        featured: q.featured === 'true' ? true : undefined,
      },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    );
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function getShopProduct(s: TServices, auth: TAuth, productId: string) {
  const p = await s.database.tenant(auth, async (db) => {
    const buyer = await me(db, auth);
    return UUID.test(productId) ? products.shopProductById(db, auth.tenantId!, buyer.organizationId, productId) : null;
  });
  if (!p) throw notFound();
  return p;
}

/** The caller's organization and today there, for the pictures an employee may see. */
export const myShop = (auth: TAuth) => async (db: TDb) => {
  const buyer = await me(db, auth);
  return { organizationId: buyer.organizationId, today: todayIn(buyer.timezone) };
};
