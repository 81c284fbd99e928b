import { queryOptions } from '@tanstack/react-query';
import {
  PHOTO_FIELD,
  ZAccount,
  ZAccountSession,
  type TAccount,
  type TAccountSession,
  type TAccountUpdate,
  type TPasswordChange,
} from '@staffdesk/core/account';
import type { TSession } from '@staffdesk/core/auth';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest } from '../../platform/api-client.ts';
import { queryKeys } from '../../platform/query-keys.ts';

/** The account page of a session: `/myprofile/Add` in the console, `/{account}/myprofile/Add` in a tenant. */
export const accountPagePath = (s: Pick<TSession, 'account'>) =>
  s.account ? `/${s.account}/myprofile/Add` : '/myprofile/Add';

export const accountQuery = queryOptions({
  queryKey: queryKeys.account,
  queryFn: async (): Promise<TAccount> => ZAccount.parse(await apiGet<unknown>('/account')),
});

export const accountSessionsQuery = queryOptions({
  queryKey: queryKeys.accountSessions,
  queryFn: async (): Promise<TAccountSession[]> =>
    ZAccountSession.array().parse(await apiGet<unknown>('/account/sessions')),
});

export const updateAccount = async (body: TAccountUpdate) => ZAccount.parse(await apiPut<unknown>('/account', body));

export function uploadPhoto(file: File) {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  return apiRequest<{ photoUrl: string }>('PUT', '/account/photo', { body: form });
}

export const deletePhoto = () => apiDelete<{ photoUrl: null }>('/account/photo');
export const changePassword = (body: TPasswordChange) => apiPost<{ ended: number }>('/account/password', body);
export const endSession = (id: string) => apiDelete<{ ended: number }>(`/account/sessions/${encodeURIComponent(id)}`);
export const endOtherSessions = () => apiPost<{ ended: number }>('/account/sessions/end-others');
