import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiRequest } from '../api-client.ts';
import { formatSort, listQuery, type TListParams, type TListResponse } from '../list-params.ts';
import { queryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import type { TRemoteQuery } from '../remote-select.component.tsx';

/** A record as the resource API answers it: the declared fields, `<ref>Label`s, and who/when/why. */
export type TResourceRecord = Record<string, unknown> & {
  id: string;
  createdAt: string | null;
  createdByType: string | null;
  createdByName: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
  deletedByName: string | null;
  deleteReason: string | null;
};

/** An option of a record picker; organization-scoped records name their organization. */
export type TOption = { id: string; label: string; organizationId?: string };

const API_PREFIX = '/api/v1';
const base = (key: string) => `/resources/${key}`;

/** A page of a resource's records; `filter` narrows it further (an employee's records: `{ employeeId }`). */
export const resourceListQuery = (
  key: string,
  params: TListParams,
  deleted = false,
  filter: Record<string, string> = {},
) =>
  queryOptions({
    queryKey: [...queryKeys.resourceList(key, deleted, params), filter],
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TResourceRecord> & { sum?: number }>(deleted ? `${base(key)}/deleted` : base(key), {
        query: { ...listQuery(params), ...filter },
        signal,
      }),
    // keep the last page on screen while the next loads, but never another resource's rows
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === key && previousQuery.queryKey[2] === (deleted ? 'deleted' : 'live')
        ? previous
        : undefined,
  });

export const resourceRecordQuery = (key: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.resourceRecord(key, id),
    queryFn: ({ signal }) => apiGet<TResourceRecord>(`${base(key)}/${id}`, { signal }),
    // a form starts from the record as it is now
    staleTime: 0,
  });

export const resourceOptionsQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.resourceOptions(key),
    queryFn: ({ signal }) => apiGet<TOption[]>(`${base(key)}/options`, { signal }),
  });

/**
 * The options of a possibly long list, searched on the server fifty at a time, with how many match in all;
 * `organizationId`: only that organization's records (and the tenant-wide ones).
 */
export const resourceOptionSearch =
  (key: string, organizationId?: string) =>
  (search: string): TRemoteQuery => ({
    key: [...queryKeys.resourceOptions(key), 'search', organizationId ?? '', search],
    fetch: async (signal) => {
      const r = await apiGet<{ rows: TOption[]; total: number }>(`${base(key)}/options/search`, {
        query: { search: search || undefined, limit: 50, organizationId: organizationId || undefined },
        signal,
      });
      return { options: r.rows.map((o) => ({ value: o.id, label: o.label })), total: r.total };
    },
  });

/** The labels of chosen records, by id (a form opened on saved choices). */
export const resourceOptionLabels =
  (key: string) =>
  (ids: string[]): TRemoteQuery => ({
    key: [...queryKeys.resourceOptions(key), 'labels', ...ids],
    fetch: async (signal) => {
      const r = await apiGet<{ rows: TOption[]; total: number }>(`${base(key)}/options/search`, {
        query: { ids: ids.join(',') },
        signal,
      });
      return { options: r.rows.map((o) => ({ value: o.id, label: o.label })), total: r.total };
    },
  });

export const createRecord = (key: string, body: Record<string, unknown>) => apiPost<TResourceRecord>(base(key), body);
export const updateRecord = (key: string, id: string, body: Record<string, unknown>) =>
  apiRequest<TResourceRecord>('PUT', `${base(key)}/${id}`, { body });
export const deleteRecord = (key: string, id: string, reason: string) =>
  apiDelete<void>(`${base(key)}/${id}`, { reason });
/** Deletes the selected records with one reason, all or none. */
export const deleteRecords = (key: string, ids: readonly string[], reason: string) =>
  apiPost<{ count: number }>(`${base(key)}/bulk-delete`, { ids, reason });
/** A record's file (resources with an attachment): replaced by a new upload, downloaded from its own address. */
export const uploadRecordFile = (key: string, id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<void>('PUT', `${base(key)}/${id}/file`, { body: form });
};
export const deleteRecordFile = (key: string, id: string) => apiDelete<void>(`${base(key)}/${id}/file`);
export const recordFileUrl = (key: string, id: string) => `${API_PREFIX}${base(key)}/${id}/file`;
export const restoreRecord = (key: string, id: string) => apiPost<TResourceRecord>(`${base(key)}/${id}/restore`);

/** After a change: lists, records and options of every resource (reference labels) and the system logs. */
export async function invalidateResources(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.resources }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}

/** The CSV of every row matching the list's search and sort; the server names the file with the date. */
export function resourceExportUrl(
  key: string,
  params: TListParams,
  language: string,
  deleted = false,
  ids?: readonly string[],
): string {
  const q = new URLSearchParams();
  if (ids?.length) q.set('ids', ids.join(','));
  if (params.search.trim()) q.set('search', params.search.trim());
  const sort = formatSort(params.sort);
  if (sort) q.set('sort', sort);
  q.set('lang', language);
  if (deleted) q.set('deleted', '1');
  return `${API_PREFIX}${base(key)}/export.csv?${q.toString()}`;
}
