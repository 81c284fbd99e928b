import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/api-client.ts';
import { listQuery, type TListParams, type TListResponse } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

/** Tenant logs (HR admin, sub admin with the logs page) or every tenant's (platform super admin). */
export type TLogScope = 'tenant' | 'platform';

export const LOG_FILTERS = ['user', 'action', 'entity', 'from', 'to'] as const;
export type TLogFilter = (typeof LOG_FILTERS)[number];
export type TLogFilters = Partial<Record<TLogFilter, string>>;

export type TLogRow = {
  id: number;
  at: string;
  account: string | null;
  actorName: string | null;
  actorType: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type TLogFacets = { actions: string[]; entities: string[] };

const API_PREFIX = '/api/v1';
/** Day filters mean the user's own days: the server turns them into instants in this time zone. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const basePath = (scope: TLogScope) => (scope === 'platform' ? '/platform/logs' : '/logs');

export const logsQuery = (scope: TLogScope, params: TListParams, filters: TLogFilters) =>
  queryOptions({
    queryKey: queryKeys.logs(scope, params, filters as Record<string, string>),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TLogRow>>(basePath(scope), {
        query: { ...listQuery(params), sort: undefined, ...filters, tz: timeZone() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const logFacetsQuery = (scope: TLogScope) =>
  queryOptions({
    queryKey: queryKeys.logFacets(scope),
    queryFn: ({ signal }) => apiGet<TLogFacets>(`${basePath(scope)}/facets`, { signal }),
  });

/** Every log row matching the filters, as CSV. */
export function logsExportUrl(scope: TLogScope, search: string, filters: TLogFilters): string {
  const q = new URLSearchParams();
  if (search.trim()) q.set('search', search.trim());
  for (const k of LOG_FILTERS) {
    const v = filters[k];
    if (v) q.set(k, v);
  }
  q.set('tz', timeZone());
  return `${API_PREFIX}${basePath(scope)}/export.csv?${q.toString()}`;
}
