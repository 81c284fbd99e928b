import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TAssignBody,
  type TCellChange,
  ZAssignResult,
  ZHistoryRow,
  ZMySchedule,
  ZRoster,
  ZShiftChip,
} from '@staffdesk/core/schedules';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const ROSTER_PATH = 'shift_schedular/listing';
export const ASSIGN_PATH = 'shift_schedular/add';
export const HISTORY_PATH = 'shift_schedular/listinghistory';
export const IMPORT_PATH = 'shift_schedular/Importschedular';

export type TRosterFilters = {
  from: string;
  to: string;
  organizationId: string;
  departmentId: string;
  groupId: string;
  search: string;
  page: number;
  pageSize: number;
};

export const rosterQuery = (f: TRosterFilters) =>
  queryOptions({
    queryKey: ['schedules', 'roster', f] as const,
    queryFn: async ({ signal }) =>
      ZRoster.parse(
        await apiGet<unknown>('/schedules/roster', {
          query: {
            from: f.from,
            to: f.to,
            organizationId: f.organizationId || undefined,
            departmentId: f.departmentId || undefined,
            groupId: f.groupId || undefined,
            search: f.search || undefined,
            page: f.page,
            pageSize: f.pageSize,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const shiftPaletteQuery = queryOptions({
  queryKey: ['schedules', 'shifts'] as const,
  queryFn: async ({ signal }) => z.array(ZShiftChip).parse(await apiGet<unknown>('/schedules/shifts', { signal })),
});

export const changeDays = async (cells: TCellChange[]) =>
  z.object({ changed: z.number() }).parse(await apiPut<unknown>('/schedules/days', { cells }));

export const assignShifts = async (body: TAssignBody) =>
  ZAssignResult.parse(await apiPost<unknown>('/schedules/assign', body));

const ZHistoryPage = z.object({
  rows: z.array(ZHistoryRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export const historyQuery = (params: TListParams, f: { from: string; to: string; employeeId: string }) =>
  queryOptions({
    queryKey: ['schedules', 'history', params, f] as const,
    queryFn: async ({ signal }) =>
      ZHistoryPage.parse(
        await apiGet<unknown>('/schedules/history', {
          query: {
            ...listQuery(params),
            from: f.from || undefined,
            to: f.to || undefined,
            employeeId: f.employeeId || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const myScheduleQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['schedules', 'mine', from, to] as const,
    queryFn: async ({ signal }) =>
      ZMySchedule.parse(await apiGet<unknown>('/schedules/mine', { query: { from, to }, signal })),
    placeholderData: keepPreviousData,
  });
