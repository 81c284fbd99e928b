import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZPayrollPrivilege,
  type TPayrollPrivilege,
  type TPayrollPrivilegeInput,
} from '@staffdesk/core/payroll-privileges';
import { apiGet, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';

const BASE = '/payroll-privileges';
const ZList = z.object({ rows: z.array(ZPayrollPrivilege), total: z.number(), page: z.number(), pageSize: z.number() });

export const payrollPrivilegesQuery = (params: TListParams) =>
  queryOptions({
    queryKey: ['payrollPrivileges', params] as const,
    queryFn: async ({ signal }) => ZList.parse(await apiGet<unknown>(BASE, { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });

export const invalidatePayrollPrivileges = () => queryClient.invalidateQueries({ queryKey: ['payrollPrivileges'] });

export const setPayrollPrivilege = (userId: string, body: TPayrollPrivilegeInput) =>
  apiPut<TPayrollPrivilege>(`${BASE}/${encodeURIComponent(userId)}`, body);
