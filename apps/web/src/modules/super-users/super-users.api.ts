import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TAdminFlag } from '@staffdesk/core/auth';
import { ZSuperUser, type TSuperUser } from '@staffdesk/core/platform';
import type { TLanguage } from '@staffdesk/core/constants';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const BASE = '/platform/super-users';
const ZList = z.object({ rows: z.array(ZSuperUser), total: z.number(), page: z.number(), pageSize: z.number() });

export const superUsersQuery = (params: TListParams) =>
  queryOptions({
    queryKey: queryKeys.superUsers(params),
    queryFn: async ({ signal }) => ZList.parse(await apiGet<unknown>(BASE, { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });

export const superUserQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.superUser(id),
    queryFn: async ({ signal }) => ZSuperUser.parse(await apiGet<unknown>(`${BASE}/${id}`, { signal })),
    staleTime: 0,
  });

export type TSuperUserBody = { firstName: string; lastName: string; adminFlags: TAdminFlag[]; language?: TLanguage };

/** A new super user has no password: a set-password link (72 h) is mailed. */
export const createSuperUser = (body: TSuperUserBody & { email: string }) =>
  apiPost<TSuperUser & { mailSent: boolean }>(BASE, body);
export const updateSuperUser = (id: string, body: TSuperUserBody) => apiPut<TSuperUser>(`${BASE}/${id}`, body);
export const setSuperUserDisabled = (id: string, disabled: boolean) =>
  apiPost<TSuperUser>(`${BASE}/${id}/${disabled ? 'disable' : 'enable'}`);
export const resendSuperUserLink = (id: string) =>
  apiPost<{ code: string; message: string; mailSent: boolean }>(`${BASE}/${id}/resend-link`);
