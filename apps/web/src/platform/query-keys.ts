import type { TListParams } from './list-params.ts';

/** Every TanStack Query key of the web, in one place, so invalidation never misses a spelling. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  profile: ['auth', 'profile'] as const,
  publicConfig: ['config', 'public'] as const,
  tenantPublic: (account: string) => ['tenants', 'public', account] as const,
  platformTenants: (params: TListParams) => ['platform', 'tenants', params] as const,
};
