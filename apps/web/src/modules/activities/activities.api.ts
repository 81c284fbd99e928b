import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TActivityBody,
  type TTargetBody,
  type TTargetKind,
  ZActivity,
  ZActivityOptions,
  ZActivityPage,
  ZKpiPage,
  ZTarget,
  ZTargetPage,
} from '@staffdesk/core/activities-api';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const ACTIVITY_PATHS = {
  list: 'employeesactivity/listing',
  add: 'employeesactivity/Add',
  targets: 'employeestaregetactvity/listing',
  targetAdd: 'employeestaregetactvity/Add',
  kpi: 'employeestaregetactvity/kpi',
  summary: 'employeestaregetsummaryactvity/listing',
  summaryAdd: 'employeestaregetsummaryactvity/Add',
} as const;
export const ACTIVITIES_KEY = 'activities';

/** The list and form paths of each kind of target. */
export const TARGET_PATHS: Record<TTargetKind, { list: string; add: string; menu: string }> = {
  type: { list: ACTIVITY_PATHS.targets, add: ACTIVITY_PATHS.targetAdd, menu: 'menu:monthlyTargets' },
  summary: { list: ACTIVITY_PATHS.summary, add: ACTIVITY_PATHS.summaryAdd, menu: 'menu:summaryTargets' },
};

export type TActivityFilters = { employeeId?: string; typeId?: string; statusId?: string; from?: string; to?: string };

export const activityListQuery = (params: TListParams, f: TActivityFilters) =>
  queryOptions({
    queryKey: [ACTIVITIES_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZActivityPage.parse(await apiGet<unknown>('/activities', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });
export const activityQuery = (id: string) =>
  queryOptions({
    queryKey: [ACTIVITIES_KEY, 'one', id] as const,
    queryFn: async ({ signal }) => ZActivity.parse(await apiGet<unknown>(`/activities/${id}`, { signal })),
    staleTime: 0,
  });
export const activityOptionsQuery = queryOptions({
  queryKey: [ACTIVITIES_KEY, 'options'] as const,
  queryFn: async ({ signal }) => ZActivityOptions.parse(await apiGet<unknown>('/activities/options', { signal })),
  staleTime: 60_000,
});
export const saveActivity = (id: string | null, body: TActivityBody) =>
  id ? apiPut<unknown>(`/activities/${id}`, body) : apiPost<unknown>('/activities', body);
export const deleteActivity = (id: string) => apiDelete<void>(`/activities/${id}`);

export const targetListQuery = (params: TListParams, kind: TTargetKind, month: string) =>
  queryOptions({
    queryKey: [ACTIVITIES_KEY, 'targets', kind, params, month] as const,
    queryFn: async ({ signal }) =>
      ZTargetPage.parse(
        await apiGet<unknown>('/targets', { query: { ...listQuery(params), kind, month: month || undefined }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
export const targetQuery = (id: string) =>
  queryOptions({
    queryKey: [ACTIVITIES_KEY, 'target', id] as const,
    queryFn: async ({ signal }) => ZTarget.parse(await apiGet<unknown>(`/targets/${id}`, { signal })),
    staleTime: 0,
  });
export const saveTarget = (id: string | null, body: TTargetBody) =>
  id ? apiPut<unknown>(`/targets/${id}`, body) : apiPost<unknown>('/targets', body);
export const deleteTarget = (id: string) => apiDelete<void>(`/targets/${id}`);

export const kpiQuery = (params: TListParams, month: string) =>
  queryOptions({
    queryKey: [ACTIVITIES_KEY, 'kpi', params, month] as const,
    queryFn: async ({ signal }) =>
      ZKpiPage.parse(await apiGet<unknown>('/targets/kpi', { query: { ...listQuery(params), month }, signal })),
    placeholderData: keepPreviousData,
  });
