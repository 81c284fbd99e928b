import { queryOptions } from '@tanstack/react-query';
import { type TPunchKind, ZMyAttendance, ZPunchResult } from '@staffdesk/core/attendance-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';

export const myAttendanceQuery = queryOptions({
  queryKey: ['attendance', 'me'] as const,
  queryFn: async ({ signal }) => ZMyAttendance.parse(await apiGet<unknown>('/me/attendance', { signal })),
});

export const punch = async (kind: TPunchKind, at: { latitude: number; longitude: number } | null) =>
  ZPunchResult.parse(await apiPost<unknown>('/me/attendance/punch', { kind, ...at }));

export const CHECK_IN_PATH = 'attendance/checkinout';
