import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZTenantSummary } from '@staffdesk/core/tenants';
import { apiGet } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const ZTenantList = z.object({
  rows: z.array(ZTenantSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const platformTenantsQuery = (params: TListParams) =>
  queryOptions({
    queryKey: queryKeys.platformTenants(params),
    queryFn: async ({ signal }) =>
      ZTenantList.parse(await apiGet<unknown>('/platform/tenants', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });
