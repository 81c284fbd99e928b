import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TLanguage } from '@staffdesk/core/constants';
import { ZStaff, type TStaff, type TStaffKind } from '@staffdesk/core/staff';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';

const BASE = '/staff';
const ZList = z.object({ rows: z.array(ZStaff), total: z.number(), page: z.number(), pageSize: z.number() });

export const staffQuery = (kind: TStaffKind, params: TListParams) =>
  queryOptions({
    queryKey: ['staff', kind, 'list', params] as const,
    queryFn: async ({ signal }) =>
      ZList.parse(await apiGet<unknown>(BASE, { query: { ...listQuery(params), kind }, signal })),
    placeholderData: keepPreviousData,
  });

export const staffMemberQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'record', id] as const,
    queryFn: async ({ signal }) => ZStaff.parse(await apiGet<unknown>(`${BASE}/${encodeURIComponent(id)}`, { signal })),
    staleTime: 0,
  });

export const invalidateStaff = () => queryClient.invalidateQueries({ queryKey: ['staff'] });

export type TStaffBody = {
  firstName: string | null;
  lastName: string;
  roleId: string | null;
  language: TLanguage | null;
};

/** A new login without a password is mailed a set-password link (72 h); an employee's own login just gains the role. */
export const createStaff = (body: TStaffBody & { kind: TStaffKind; email: string | null; employeeId: string | null }) =>
  apiPost<TStaff & { mailSent: boolean | null }>(BASE, body);
export const updateStaff = (id: string, body: TStaffBody) => apiPut<TStaff>(`${BASE}/${encodeURIComponent(id)}`, body);
export const setStaffDisabled = (id: string, disabled: boolean) =>
  apiPost<TStaff>(`${BASE}/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`);
export const resendStaffLink = (id: string) =>
  apiPost<{ code: string; message: string; mailSent: boolean }>(`${BASE}/${encodeURIComponent(id)}/resend-link`);

export const STAFF_PATHS = {
  sub_admin: { list: 'employeesadmin_staff/listing', add: 'employeesadmin_staff/Add' },
  security: { list: 'employeesadmin_staff/listingsecurity', add: 'employeesadmin_staff/AddSecurity' },
} as const;
export const staffEditPath = (id: string) => `employeesadmin_staff/edit/${id}`;
