import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTenantDetail, type TTenantDetail, type TTenantSettingsInput } from '@staffdesk/core/platform';
import { ZTenantSummary } from '@staffdesk/core/tenants';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const ZTenantList = z.object({
  rows: z.array(ZTenantSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const platformTenantsQuery = (params: TListParams, categoryId = '') =>
  queryOptions({
    queryKey: [...queryKeys.platformTenants(params), categoryId],
    queryFn: async ({ signal }) =>
      ZTenantList.parse(
        await apiGet<unknown>('/platform/tenants', {
          query: { ...listQuery(params), ...(categoryId ? { categoryId } : {}) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const platformTenantQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.platformTenant(id),
    queryFn: async ({ signal }) => ZTenantDetail.parse(await apiGet<unknown>(`/platform/tenants/${id}`, { signal })),
    staleTime: 0,
  });

/** `/settingsadminapp`: package and feature flags; the tenant's users get them at their next page load. */
export const saveTenantSettings = (id: string, body: TTenantSettingsInput) =>
  apiPut<TTenantDetail>(`/platform/tenants/${id}/settings`, body);

/** Suspending ends the tenant's sessions; its logins answer 7 until reactivated. */
export const suspendTenant = (id: string, reason: string) =>
  apiPost<TTenantDetail>(`/platform/tenants/${id}/suspend`, reason ? { reason } : {});
export const reactivateTenant = (id: string) => apiPost<TTenantDetail>(`/platform/tenants/${id}/reactivate`);

/** "Open as HR admin": a single-use link (60 s) to `/{account}/login?common=…`. */
export const createSupportLink = (tenantId: string, userId?: string) =>
  apiPost<{ url: string; expiresAt: string; hrAdmin: { id: string; name: string } }>(
    `/platform/tenants/${tenantId}/support-link`,
    userId ? { userId } : {},
  );
