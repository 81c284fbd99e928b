import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TAttendanceStatus,
  type TPunchKind,
  ZAttendanceRow,
  ZAttendanceView,
  ZMyAttendance,
  ZPunchResult,
} from '@staffdesk/core/attendance-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const myAttendanceQuery = queryOptions({
  queryKey: ['attendance', 'me'] as const,
  queryFn: async ({ signal }) => ZMyAttendance.parse(await apiGet<unknown>('/me/attendance', { signal })),
});

export const punch = async (kind: TPunchKind, at: { latitude: number; longitude: number } | null) =>
  ZPunchResult.parse(await apiPost<unknown>('/me/attendance/punch', { kind, ...at }));

export const CHECK_IN_PATH = 'attendance/checkinout';

const ZList = z.object({ rows: z.array(ZAttendanceRow), total: z.number(), page: z.number(), pageSize: z.number() });

export type TAttendanceFilters = {
  from: string;
  to: string;
  organizationId: string;
  departmentId: string;
  status: TAttendanceStatus | '';
};
export const filterQuery = (f: TAttendanceFilters) => ({
  from: f.from,
  to: f.to,
  organizationId: f.organizationId || undefined,
  departmentId: f.departmentId || undefined,
  status: f.status || undefined,
});

export const attendanceListQuery = (params: TListParams, f: TAttendanceFilters) =>
  queryOptions({
    queryKey: ['attendance', 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZList.parse(await apiGet<unknown>('/attendance', { query: { ...listQuery(params), ...filterQuery(f) }, signal })),
    placeholderData: keepPreviousData,
  });

export const attendanceViewQuery = (id: string) =>
  queryOptions({
    queryKey: ['attendance', 'view', id] as const,
    queryFn: async ({ signal }) => ZAttendanceView.parse(await apiGet<unknown>(`/attendance/${id}`, { signal })),
  });

export const ATTENDANCE_LIST_PATH = 'shiftsattendance/listing';
