import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TBusinessCategory,
  type TCategoryInput,
  type TCategoryName,
  type TTenantDefaults,
  ZBusinessCategory,
  ZPublicCategory,
  ZTenantDefaults,
} from '@staffdesk/core/platform-settings-api';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';

/** The console's settings of spec 6 (issue 20): new tenants' defaults and business categories. */
export const TENANT_DEFAULTS_KEY = ['platform', 'tenantDefaults'] as const;
export const CATEGORIES_KEY = ['platform', 'categories'] as const;

export const tenantDefaultsQuery = queryOptions({
  queryKey: TENANT_DEFAULTS_KEY,
  queryFn: async ({ signal }) => ZTenantDefaults.parse(await apiGet<unknown>('/platform/tenant-defaults', { signal })),
});

export const saveTenantDefaults = async (body: TTenantDefaults): Promise<TTenantDefaults> =>
  ZTenantDefaults.parse(await apiPut<unknown>('/platform/tenant-defaults', body));

export const categoriesQuery = queryOptions({
  queryKey: CATEGORIES_KEY,
  queryFn: async ({ signal }) =>
    z.array(ZBusinessCategory).parse(await apiGet<unknown>('/platform/categories', { signal })),
});

/** What the public sign-up form offers: no login needed. */
export const publicCategoriesQuery = queryOptions({
  queryKey: ['signup', 'categories'] as const,
  queryFn: async ({ signal }) =>
    z.array(ZPublicCategory).parse(await apiGet<unknown>('/signup/categories', { signal })),
  staleTime: 5 * 60_000,
});

export const addCategory = (body: TCategoryInput) => apiPost<TBusinessCategory>('/platform/categories', body);
export const renameCategory = (id: string, body: TCategoryName) =>
  apiPut<TBusinessCategory>(`/platform/categories/${id}`, body);
export const deleteCategory = (id: string) => apiDelete<void>(`/platform/categories/${id}`);
