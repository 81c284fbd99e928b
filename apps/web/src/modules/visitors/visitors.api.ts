import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZVisit, ZVisitPage } from '@staffdesk/core/visitors-api';
import { z } from 'zod';
import { apiGet, apiPost, apiPostForm, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';

export const VISITOR_PATHS = {
  list: 'guests/listing',
  view: 'guests/view',
  register: 'guests/checkinout',
  mine: 'guests/myvisitors',
} as const;
export const VISITORS_KEY = 'visitors';

export type TVisitFilters = { status?: string; type?: string; hostId?: string; from?: string; to?: string };

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

export const checkInVisit = async (id: string) => ZVisit.parse(await apiPost<unknown>(`/visits/${id}/checkin`));
/** the form's fields as typed: the server reads them (ZInviteBody) */
export const inviteVisitor = async (body: Record<string, string>) =>
  ZVisit.parse(await apiPost<unknown>('/me/visits', body));
export const cancelInvitation = async (id: string) => ZVisit.parse(await apiPost<unknown>(`/me/visits/${id}/cancel`));
export const myPassUrl = (id: string, lang: string) => `/api/v1/me/visits/${id}/pass?lang=${lang}`;

const ZSettings = z.object({ retentionDays: z.number() });
export const visitorSettingsQuery = () =>
  queryOptions({
    queryKey: [VISITORS_KEY, 'settings'] as const,
    queryFn: async ({ signal }) => ZSettings.parse(await apiGet<unknown>('/visits/settings', { signal })),
  });
export const saveVisitorSettings = async (retentionDays: number) =>
  ZSettings.parse(await apiPut<unknown>('/visits/settings', { retentionDays }));

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
