import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZVisit, ZVisitPage } from '@staffdesk/core/visitors-api';
import { z } from 'zod';
import { apiGet, apiPost, apiPostForm } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';

export const VISITOR_PATHS = {
  list: 'guests/listing',
  view: 'guests/view',
  register: 'guests/checkinout',
  mine: 'guests/myvisitors',
} as const;
export const VISITORS_KEY = 'visitors';

export type TVisitFilters = { status?: string; type?: string; from?: string; to?: string };

export const visitListQuery = (params: TListParams, f: TVisitFilters) =>
  queryOptions({
    queryKey: [VISITORS_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZVisitPage.parse(await apiGet<unknown>('/visits', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });
export const visitQuery = (id: string) =>
  queryOptions({
    queryKey: [VISITORS_KEY, 'one', id] as const,
    queryFn: async ({ signal }) => ZVisit.parse(await apiGet<unknown>(`/visits/${id}`, { signal })),
  });
export const myVisitsQuery = (params: TListParams) =>
  queryOptions({
    queryKey: [VISITORS_KEY, 'mine', params] as const,
    queryFn: async ({ signal }) =>
      ZVisitPage.parse(await apiGet<unknown>('/me/visits', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });

export const registerVisit = async (form: FormData) => ZVisit.parse(await apiPostForm<unknown>('/visits', form));
export const checkOutVisit = async (id: string) => ZVisit.parse(await apiPost<unknown>(`/visits/${id}/checkout`));
export const scanPass = async (token: string) => ZVisit.parse(await apiPost<unknown>('/visits/scan', { token }));

export const visitPhotoUrl = (id: string) => `/api/v1/visits/${id}/photo`;
export const visitDocumentUrl = (id: string) => `/api/v1/visits/${id}/document`;

/** The guard's search of hosts: active employees by name or Employee ID. */
export const hostSearch = (search: string): TRemoteQuery => ({
  key: [VISITORS_KEY, 'hosts', search],
  fetch: async (signal) => {
    const rows = z
      .array(z.object({ id: z.string(), label: z.string() }))
      .parse(await apiGet<unknown>('/visits/hosts', { query: { search }, signal }));
    return { options: rows.map((r) => ({ value: r.id, label: r.label })) };
  },
});
