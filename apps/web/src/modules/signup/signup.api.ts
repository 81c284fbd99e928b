import type { TTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TFeatureFlag, TPackage } from '@staffdesk/core/tenants';
import {
  SIGNUP_DOCUMENT_FIELD,
  ZSignupRequestDetail,
  ZSignupRequestRow,
  type TSignupField,
  type TSignupStatus,
} from '@staffdesk/core/signup';
import { apiGet, apiPost, apiPostForm } from '../../platform/api-client.ts';
import { formatSort, listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const API_PREFIX = '/api/v1';
const BASE = '/platform/signup-requests';

/** The public sign-up request (multipart): the text fields, the form's language and the personal ID document. */
export function submitSignup(
  values: Record<TSignupField, string>,
  language: string,
  document: File,
  category: { categoryId: string | null; subcategoryId: string | null },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  for (const [k, v] of Object.entries(category)) if (v) form.append(k, v);
  form.append('language', language);
  form.append(SIGNUP_DOCUMENT_FIELD, document, document.name);
  return apiPostForm<{ code: 1; message: string; id: string }>('/signup', form);
}

const ZList = z.object({ rows: z.array(ZSignupRequestRow), total: z.number(), page: z.number(), pageSize: z.number() });

/** `status` '' lists every request. */
export const signupRequestsQuery = (params: TListParams, status: TSignupStatus | '') =>
  queryOptions({
    queryKey: queryKeys.signupRequests(params, status),
    queryFn: async ({ signal }) =>
      ZList.parse(
        await apiGet<unknown>(BASE, { query: { ...listQuery(params), status: status || undefined }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const signupRequestQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.signupRequest(id),
    queryFn: async ({ signal }) => ZSignupRequestDetail.parse(await apiGet<unknown>(`${BASE}/${id}`, { signal })),
  });

export const signupDocumentUrl = (id: string) => `${API_PREFIX}${BASE}/${id}/document`;

export function signupExportUrl(params: TListParams, status: string, language: string): string {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (params.search.trim()) q.set('search', params.search.trim());
  const sort = formatSort(params.sort);
  if (sort) q.set('sort', sort);
  q.set('lang', language);
  return `${API_PREFIX}${BASE}/export.csv?${q.toString()}`;
}

export type TApproveResult = {
  code: string;
  message: string;
  tenant: { id: string; account: string; name: string };
  hrAdmin: { id: string; email: string };
  mailSent: boolean;
};

export const approveSignup = (
  id: string,
  body: { package: TPackage; features: Partial<Record<TFeatureFlag, boolean>>; defaults?: Partial<TTenantDefaults> },
) => apiPost<TApproveResult>(`${BASE}/${id}/approve`, body);

export const rejectSignup = (id: string, reason: string) =>
  apiPost<{ code: string; message: string; mailSent: boolean }>(`${BASE}/${id}/reject`, { reason });

export const messageSignup = (id: string, body: { subject: string; body: string }) =>
  apiPost<{ code: 'msgSent'; message: string; mailId: string }>(`${BASE}/${id}/messages`, body);

/** After a decision or a message: the request lists and records, the tenant list (a new tenant) and the logs. */
export async function invalidateConsole(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.platform }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}
