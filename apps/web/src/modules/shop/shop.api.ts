import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TOrderBody,
  ZBanner,
  ZBannerPage,
  ZOrder,
  ZOrderPage,
  ZProduct,
  ZProductPage,
  ZQuote,
  ZShopHome,
  ZShopProduct,
  ZShopProductPage,
} from '@staffdesk/core/shop-api';
import { apiDelete, apiGet, apiPost, apiPostForm } from '../../platform/api-client.ts';
import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

/** Paths of the shop's pages (spec 2.3 "Shop") and the key its queries share. */
export const SHOP_PATHS = {
  products: 'shopsproduct/shopproducts',
  top: 'shopsproduct/shoptopproducts',
  productAdd: 'shopsproduct/add',
  productInfo: 'shopsproduct/moreinfo',
  orders: 'shopsorder/listing',
  orderAdd: 'shopsorder/add',
  banners: 'shopsbanner/listing',
  bannerForm: 'shopsbanner/add',
  shop: 'product/shop',
} as const;
export const SHOP_KEY = 'shop';

export type TProductFilters = {
  categoryId?: string;
  publication?: string;
  stock?: string;
  featured?: string;
};

export const productListQuery = (params: TListParams, f: TProductFilters) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'products', params, f] as const,
    queryFn: async ({ signal }) =>
      ZProductPage.parse(await apiGet<unknown>('/shop/products', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'product', id] as const,
    queryFn: async ({ signal }) => ZProduct.parse(await apiGet<unknown>(`/shop/products/${id}`, { signal })),
  });

/** Saves a product with its new pictures (multipart: fields, files `images`, `removeImages`). */
export async function saveProduct(id: string | null, fields: Record<string, string>, files: File[], remove: string[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (remove.length) form.append('removeImages', remove.join(','));
  for (const f of files) form.append('images', f);
  return ZProduct.parse(
    await apiPostForm<unknown>(id ? `/shop/products/${id}` : '/shop/products', form, id ? 'PUT' : 'POST'),
  );
}
export const deleteProduct = (id: string, reason: string) => apiDelete(`/shop/products/${id}`, { reason });

export const bannerListQuery = (params: TListParams) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'banners', params] as const,
    queryFn: async ({ signal }) =>
      ZBannerPage.parse(await apiGet<unknown>('/shop/banners', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });
export const bannerQuery = (id: string) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'banner', id] as const,
    queryFn: async ({ signal }) => ZBanner.parse(await apiGet<unknown>(`/shop/banners/${id}`, { signal })),
  });
export async function saveBanner(id: string | null, fields: Record<string, string>, file: File | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', file);
  return ZBanner.parse(
    await apiPostForm<unknown>(id ? `/shop/banners/${id}` : '/shop/banners', form, id ? 'PUT' : 'POST'),
  );
}
export const deleteBanner = (id: string, reason: string) => apiDelete(`/shop/banners/${id}`, { reason });

export type TOrderFilters = { status?: string; payment?: string };
export const orderListQuery = (params: TListParams, f: TOrderFilters) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'orders', params, f] as const,
    queryFn: async ({ signal }) =>
      ZOrderPage.parse(await apiGet<unknown>('/shop/orders', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });
export const moveOrder = async (id: string, status: string, reason?: string) =>
  ZOrder.parse(await apiPost<unknown>(`/shop/orders/${id}/status`, { status, ...(reason ? { reason } : {}) }));
export const placeOrderFor = async (body: TOrderBody) => ZOrder.parse(await apiPost<unknown>('/shop/orders', body));
export const quoteFor = async (body: Pick<TOrderBody, 'items' | 'employeeId'>) =>
  ZQuote.parse(await apiPost<unknown>('/shop/orders/quote', body));

// --- the employee shop ------------------------------------------------------------------------------------------
export const shopHomeQuery = queryOptions({
  queryKey: [SHOP_KEY, 'home'] as const,
  queryFn: async ({ signal }) => ZShopHome.parse(await apiGet<unknown>('/me/shop', { signal })),
});
export type TShopFilters = { search: string; categoryId: string; subcategoryId: string; page: number };
export const shopListQuery = (f: TShopFilters) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'list', f] as const,
    queryFn: async ({ signal }) =>
      ZShopProductPage.parse(
        await apiGet<unknown>('/me/shop/products', {
          query: {
            search: f.search || undefined,
            categoryId: f.categoryId || undefined,
            subcategoryId: f.subcategoryId || undefined,
            page: String(f.page),
            pageSize: '24',
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const shopProductQuery = (id: string) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'shopProduct', id] as const,
    queryFn: async ({ signal }) => ZShopProduct.parse(await apiGet<unknown>(`/me/shop/products/${id}`, { signal })),
  });
export const quoteMine = async (items: TOrderBody['items']) =>
  ZQuote.parse(await apiPost<unknown>('/me/shop/quote', { items }));
export const placeMine = async (body: Omit<TOrderBody, 'employeeId'>) =>
  ZOrder.parse(await apiPost<unknown>('/me/shop/orders', body));
export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: [SHOP_KEY, 'mine', page] as const,
    queryFn: async ({ signal }) =>
      ZOrderPage.parse(
        await apiGet<unknown>('/me/shop/orders', { query: { page: String(page), pageSize: '10' }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
export const cancelMine = async (id: string) => ZOrder.parse(await apiPost<unknown>(`/me/shop/orders/${id}/cancel`));

/** Products found by name or SKU, fifty at a time (a banner's link, HR's order). */
export const productSearch =
  (extra: Record<string, string> = {}) =>
  (search: string): TRemoteQuery => ({
    key: [SHOP_KEY, 'productSearch', search, extra],
    fetch: async (signal) => {
      const page = ZProductPage.parse(
        await apiGet<unknown>('/shop/products', {
          query: { search: search || undefined, pageSize: '50', ...extra },
          signal,
        }),
      );
      return { options: page.rows.map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` })), total: page.total };
    },
  });
