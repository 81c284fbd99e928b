import type { TListParams } from './list-params.ts';

/** Every TanStack Query key of the web, in one place, so invalidation never misses a spelling. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  profile: ['auth', 'profile'] as const,
  publicConfig: ['config', 'public'] as const,
  tenantPublic: (account: string) => ['tenants', 'public', account] as const,
  platformTenants: (params: TListParams) => ['platform', 'tenants', params] as const,
  /** every resource list, record and option list (a change to one can change reference labels in others) */
  resources: ['resources'] as const,
  resourceList: (key: string, deleted: boolean, params: TListParams) =>
    ['resources', key, deleted ? 'deleted' : 'live', params] as const,
  resourceRecord: (key: string, id: string) => ['resources', key, 'record', id] as const,
  resourceOptions: (key: string) => ['resources', key, 'options'] as const,
  logs: (scope: string, params: TListParams, filters: Record<string, string>) => ['logs', scope, 'list', params, filters] as const,
  logFacets: (scope: string) => ['logs', scope, 'facets'] as const,
};
