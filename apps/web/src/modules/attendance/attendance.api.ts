import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TAttendanceStatus,
  type TPunchKind,
  ZAttendanceRow,
  ZAttendanceView,
  ZBulkMember,
  ZClosing,
  ZDeletedAttendanceRow,
  ZGateResult,
  ZInOutRow,
  ZInsideRow,
  ZKioskQr,
  ZMyAttendance,
  ZPunchResult,
} from '@staffdesk/core/attendance-api';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const myAttendanceQuery = queryOptions({
  queryKey: ['attendance', 'me'] as const,
  queryFn: async ({ signal }) => ZMyAttendance.parse(await apiGet<unknown>('/me/attendance', { signal })),
});

/** A check-in or out at the browser's position, or by the kiosk QR code the employee scanned (`qr`), with the camera's photo. */
export const punch = async (
  kind: TPunchKind,
  by: { latitude: number; longitude: number } | { qr: string },
  photo?: string | null,
) => ZPunchResult.parse(await apiPost<unknown>('/me/attendance/punch', { kind, ...by, ...(photo ? { photo } : {}) }));

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

export const kioskQrQuery = queryOptions({
  queryKey: ['kiosk', 'qr'] as const,
  queryFn: async ({ signal }) => ZKioskQr.parse(await apiGet<unknown>('/kiosk/qr', { signal })),
  retry: false,
  // a screen not signed in answers 401: that is the sign-in form, not a lost session
  meta: { authRedirect: false },
});
export const kioskLogin = async (body: { account: string; code: string; password: string }) =>
  ZKioskQr.parse(await apiPost<unknown>('/kiosk/login', body));
export const kioskLogout = () => apiPost<void>('/kiosk/logout');

export const insideQuery = queryOptions({
  queryKey: ['attendance', 'inside'] as const,
  queryFn: async ({ signal }) => z.array(ZInsideRow).parse(await apiGet<unknown>('/gate/inside', { signal })),
  refetchInterval: 30_000,
});
export const gatePunch = async (body: { cardToken: string } | { employeeCode: string; accessCode: string }) =>
  ZGateResult.parse(await apiPost<unknown>('/gate/punch', body));

export const attendanceTodayQuery = queryOptions({
  queryKey: ['attendance', 'today'] as const,
  queryFn: async ({ signal }) =>
    z
      .object({ presentNow: z.number(), checkedInToday: z.number(), lateToday: z.number(), absentToday: z.number() })
      .parse(await apiGet<unknown>('/attendance/today', { signal })),
  refetchInterval: 60_000,
});

export const closingsQuery = queryOptions({
  queryKey: ['attendance', 'closings'] as const,
  queryFn: async ({ signal }) => z.array(ZClosing).parse(await apiGet<unknown>('/attendance/closings', { signal })),
});
export const closePeriod = async (body: { organizationId: string; fromDate: string; toDate: string; note: string }) =>
  ZClosing.parse(await apiPost<unknown>('/attendance/closings', body));
export const reopenPeriod = (id: string) => apiDelete<void>(`/attendance/closings/${id}`);

export const addAttendance = async (body: {
  employeeId: string;
  shiftDate: string;
  inTime: string;
  outTime: string;
  remarks: string;
}) => z.object({ id: z.string() }).parse(await apiPost<unknown>('/attendance', body));

export const addAttendanceBulk = async (body: {
  employeeIds: string[];
  shiftDate: string;
  inTime: string;
  outTime: string;
  remarks: string;
}) => z.object({ added: z.number() }).parse(await apiPost<unknown>('/attendance/bulk', body));

/** HR's corrections: a punch's times (local `YYYY-MM-DDTHH:MM`), a punch or a day deleted, a deleted day restored. */
export const editPunch = (id: string, punchId: string, body: { inAt: string; outAt: string | null; reason: string }) =>
  apiPatch<void>(`/attendance/${id}/punches/${punchId}`, body);
export const deletePunch = async (id: string, punchId: string, reason: string) =>
  z
    .object({ dayDeleted: z.boolean() })
    .parse(await apiDelete<unknown>(`/attendance/${id}/punches/${punchId}`, { reason }));
export const deleteDay = (id: string, reason: string) => apiDelete<void>(`/attendance/${id}`, { reason });
export const restoreDay = (id: string) => apiPost<void>(`/attendance/${id}/restore`);

const ZDeletedList = z.object({
  rows: z.array(ZDeletedAttendanceRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const deletedAttendanceQuery = (params: TListParams, f: TAttendanceFilters) =>
  queryOptions({
    queryKey: ['attendance', 'deleted', params, f] as const,
    queryFn: async ({ signal }) =>
      ZDeletedList.parse(
        await apiGet<unknown>('/attendance/deleted', {
          query: { ...listQuery(params), ...filterQuery({ ...f, status: '' }) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const ATTENDANCE_DELETED_PATH = 'shiftsattendance/dlisting';

/** A group's or department's active people for a bulk entry, with the date's record if any. */
export const bulkMembersQuery = (groupId: string, departmentId: string, shiftDate: string) =>
  queryOptions({
    queryKey: ['attendance', 'bulk-members', groupId, departmentId, shiftDate] as const,
    queryFn: async ({ signal }) =>
      z.array(ZBulkMember).parse(
        await apiGet<unknown>('/attendance/bulk/members', {
          query: { groupId: groupId || undefined, departmentId: departmentId || undefined, shiftDate },
          signal,
        }),
      ),
  });

const ZInOutPage = z.object({ rows: z.array(ZInOutRow), total: z.number(), page: z.number(), pageSize: z.number() });
/** The Staff IN OUT report: every employee day of the range (no status filter: the report shows them all). */
export const inOutQuery = (params: TListParams, f: TAttendanceFilters) =>
  queryOptions({
    queryKey: ['attendance', 'in-out', params, f] as const,
    queryFn: async ({ signal }) =>
      ZInOutPage.parse(
        await apiGet<unknown>('/attendance/in-out', {
          query: { ...listQuery(params), ...filterQuery({ ...f, status: '' }) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
