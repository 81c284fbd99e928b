import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import type { TListParams, TListResponse } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

/** A tenant's jobs (its HR admin) or every tenant's (platform super admin). */
export type TJobScope = 'tenant' | 'platform';
export const JOB_STATE_FILTERS = ['all', 'active', 'failed'] as const;
export type TJobStateFilter = (typeof JOB_STATE_FILTERS)[number];

export type TJobRow = {
  id: string;
  account: string | null;
  kind: string;
  label: Record<string, string | number>;
  startedByName: string | null;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  message: { key: string; values?: Record<string, string | number> } | null;
  error: string | null;
  attempts: number;
  result: unknown;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

const basePath = (scope: TJobScope) => (scope === 'platform' ? '/platform/jobs' : '/jobs');
/** how often a page with unfinished jobs looks again */
export const JOB_POLL_MS = 1000;
const unfinished = (j: TJobRow) => j.state === 'queued' || j.state === 'running';

export const jobsQuery = (scope: TJobScope, params: TListParams, state: TJobStateFilter) =>
  queryOptions({
    queryKey: queryKeys.jobs(scope, params, state),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TJobRow>>(basePath(scope), {
        query: { page: params.page, pageSize: params.pageSize, state },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some(unfinished) ? JOB_POLL_MS : false),
  });

/** One job, polled while it waits or runs (a progress bar survives a reload: the job id is all it needs). */
export const jobQuery = (scope: TJobScope, id: string) =>
  queryOptions({
    queryKey: queryKeys.job(scope, id),
    queryFn: ({ signal }) => apiGet<TJobRow>(`${basePath(scope)}/${id}`, { signal }),
    refetchInterval: (q) => (q.state.data && !unfinished(q.state.data) ? false : JOB_POLL_MS),
  });

export const retryJob = (scope: TJobScope, id: string) => apiPost<TJobRow>(`${basePath(scope)}/${id}/retry`);
