import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZRole, type TRole } from '@staffdesk/core/roles';
import type { TPageFlags } from '@staffdesk/core/privileges';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { formatSort, listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const API_PREFIX = '/api/v1';
const ZList = z.object({ rows: z.array(ZRole), total: z.number(), page: z.number(), pageSize: z.number() });

/** The routes of the "User Role" pages under `/{account}` (spec 2.3 saroles). */
export const rolesPath = (account: string | null, rest: string) => `/${account ?? ''}/settingssaroles/${rest}`;

export const roleListQuery = (params: TListParams, deleted = false) =>
  queryOptions({
    queryKey: queryKeys.roleList(deleted, params),
    queryFn: async ({ signal }) =>
      ZList.parse(await apiGet<unknown>(deleted ? '/roles/deleted' : '/roles', { query: listQuery(params), signal })),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === (deleted ? 'deleted' : 'live') ? previous : undefined,
  });

export const roleQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.role(id),
    queryFn: async ({ signal }) => ZRole.parse(await apiGet<unknown>(`/roles/${id}`, { signal })),
    staleTime: 0,
  });

export type TRoleBody = {
  name: string;
  privileges: Record<string, Partial<TPageFlags>>;
  organizationIds: string[];
  departmentIds: string[];
};

export const createRole = (body: TRoleBody) => apiPost<TRole>('/roles', body);
export const updateRole = (id: string, body: TRoleBody) => apiPut<TRole>(`/roles/${id}`, body);
export const deleteRole = (id: string, reason: string) => apiDelete<void>(`/roles/${id}`, { reason });
export const restoreRole = (id: string) => apiPost<TRole>(`/roles/${id}/restore`);

export async function invalidateRoles(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.roles }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}

export function rolesExportUrl(params: TListParams, language: string): string {
  const q = new URLSearchParams();
  if (params.search.trim()) q.set('search', params.search.trim());
  const sort = formatSort(params.sort);
  if (sort) q.set('sort', sort);
  q.set('lang', language);
  return `${API_PREFIX}/roles/export.csv?${q.toString()}`;
}
