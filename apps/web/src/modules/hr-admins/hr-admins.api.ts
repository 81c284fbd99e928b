import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZHrAdmin, type THrAdmin, type THrAdminInput } from '@staffdesk/core/platform';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

const BASE = '/platform/hradmins';
const ZList = z.object({ rows: z.array(ZHrAdmin), total: z.number(), page: z.number(), pageSize: z.number() });

/** HR admins of every tenant, or of one (`tenantId`). */
export const hrAdminsQuery = (params: TListParams, tenantId: string) =>
  queryOptions({
    queryKey: queryKeys.hrAdmins(params, tenantId),
    queryFn: async ({ signal }) =>
      ZList.parse(
        await apiGet<unknown>(BASE, { query: { ...listQuery(params), tenantId: tenantId || undefined }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** A new HR admin has no password: a set-password link (72 h) is mailed. */
export const createHrAdmin = (body: THrAdminInput) => apiPost<THrAdmin & { mailSent: boolean }>(BASE, body);
export const setHrAdminDisabled = (id: string, disabled: boolean) =>
  apiPost<THrAdmin>(`${BASE}/${id}/${disabled ? 'disable' : 'enable'}`);
export const resendHrAdminLink = (id: string) =>
  apiPost<{ code: string; message: string; mailSent: boolean }>(`${BASE}/${id}/resend-link`);
