import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZIncidentDetail, ZIncidentPage } from '@staffdesk/core/incidents-api';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPostForm, apiPut, apiUpload } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';

export const INCIDENT_PATHS = {
  list: 'guestsincident/listing',
  add: 'guestsincident/add',
  view: 'guestsincident/view',
  images: 'guestsincident/addi',
  media: 'guestsincident/addm',
  video: 'guestsincident/vidieo',
} as const;
export const INCIDENTS_KEY = 'incidents';

export type TIncidentFilters = { status?: string; priority?: string; type?: string; from?: string; to?: string };

export const incidentListQuery = (params: TListParams, f: TIncidentFilters) =>
  queryOptions({
    queryKey: [INCIDENTS_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZIncidentPage.parse(await apiGet<unknown>('/incidents', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });
export const incidentQuery = (id: string) =>
  queryOptions({
    queryKey: [INCIDENTS_KEY, 'one', id] as const,
    queryFn: async ({ signal }) => ZIncidentDetail.parse(await apiGet<unknown>(`/incidents/${id}`, { signal })),
  });

const ZOptions = z.object({
  organizations: z.array(z.object({ id: z.string(), title: z.string() })),
  assignees: z.array(z.object({ id: z.string(), name: z.string(), loginType: z.string() })),
});
export const incidentOptionsQuery = () =>
  queryOptions({
    queryKey: [INCIDENTS_KEY, 'options'] as const,
    queryFn: async ({ signal }) => ZOptions.parse(await apiGet<unknown>('/incidents/options', { signal })),
    staleTime: 60_000,
  });

const ZPerson = z.object({
  kind: z.enum(['employee', 'visitor']),
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
});
export type TPersonOption = z.infer<typeof ZPerson>;
/** A person's option value: `employee:<id>` or `visitor:<id>`. */
export const personValue = (p: { kind: string; id: string }) => `${p.kind}:${p.id}`;

/** Employees and visits to name as involved, by name, Employee ID or company. */
export const peopleSearch = (search: string): TRemoteQuery => ({
  key: [INCIDENTS_KEY, 'people', search],
  fetch: async (signal) => {
    const rows = z.array(ZPerson).parse(await apiGet<unknown>('/incidents/people', { query: { search }, signal }));
    return {
      options: rows.map((p) => ({ value: personValue(p), label: [p.name, p.detail].filter(Boolean).join(' · ') })),
    };
  },
});

const detail = async (p: Promise<unknown>) => ZIncidentDetail.parse(await p);
export const saveIncident = (id: string | null, body: unknown) =>
  detail(id ? apiPut<unknown>(`/incidents/${id}`, body) : apiPost<unknown>('/incidents', body));
export const commentIncident = (id: string, text: string) =>
  detail(apiPost<unknown>(`/incidents/${id}/comments`, { text }));
export const assignIncident = (id: string, userId: string | null) =>
  detail(apiPost<unknown>(`/incidents/${id}/assign`, { userId }));
export const moveIncident = (id: string, status: string, note: string) =>
  detail(apiPost<unknown>(`/incidents/${id}/status`, { status, note }));
export const addIncidentImages = (id: string, form: FormData) =>
  detail(apiPostForm<unknown>(`/incidents/${id}/images`, form));
export const uploadIncidentFile = (
  id: string,
  kind: 'media' | 'video',
  form: FormData,
  onProgress: (p: number) => void,
) => detail(apiUpload<unknown>(`/incidents/${id}/${kind}`, form, onProgress));
export const removeIncidentFile = (id: string, fileId: string) =>
  detail(apiDelete<unknown>(`/incidents/${id}/files/${fileId}`));

export const incidentFileUrl = (id: string, fileId: string, thumb = false) =>
  `/api/v1/incidents/${id}/files/${fileId}${thumb ? '?thumb=1' : ''}`;
export const incidentPdfUrl = (id: string, lang: string) => `/api/v1/incidents/${id}/report.pdf?lang=${lang}`;
