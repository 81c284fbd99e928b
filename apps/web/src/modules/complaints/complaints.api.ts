import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TComplaintBody,
  type TComplaintResponse,
  ZComplaint,
  ZComplaintPage,
} from '@staffdesk/core/complaints-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const COMPLAINTS_PATH = 'employeescomplaints/listing';
export const MY_COMPLAINTS_PATH = 'mycomments';
export const COMPLAINTS_KEY = ['complaints'] as const;

export const complaintListQuery = (params: TListParams, f: { status: string; typeId: string }) =>
  queryOptions({
    queryKey: [...COMPLAINTS_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZComplaintPage.parse(
        await apiGet<unknown>('/complaints', {
          query: { ...listQuery(params), status: f.status || undefined, typeId: f.typeId || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const myComplaintsQuery = queryOptions({
  queryKey: [...COMPLAINTS_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => z.array(ZComplaint).parse(await apiGet<unknown>('/me/complaints', { signal })),
});

export const complaintTypesQuery = queryOptions({
  queryKey: [...COMPLAINTS_KEY, 'types'] as const,
  queryFn: ({ signal }) => apiGet<{ id: string; name: string }[]>('/me/complaints/types', { signal }),
});

export const fileComplaint = async (b: TComplaintBody) => ZComplaint.parse(await apiPost<unknown>('/me/complaints', b));

export const respondToComplaint = async (id: string, b: TComplaintResponse) =>
  ZComplaint.parse(await apiPost<unknown>(`/complaints/${id}/response`, b));
