import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { TPunchKind } from '@staffdesk/core/attendance-api';
import { ZGroupLogRow, ZGroupPunchResult, ZGroupRow, ZLedGroup } from '@staffdesk/core/groups-api';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const GROUPS_PATH = 'groups';
export const GROUP_LOG_PATH = 'groupsattendanse';
export const GROUP_CHECK_IN_PATH = 'attendance/groupcheckin';

export const groupsQuery = queryOptions({
  queryKey: ['groups', 'list'] as const,
  queryFn: async ({ signal }) => z.array(ZGroupRow).parse(await apiGet<unknown>('/groups', { signal })),
});

export const setGroupLeaders = (groupId: string, employeeIds: string[]) =>
  apiPut<void>(`/groups/${groupId}/leaders`, { employeeIds });

/** The groups the signed-in employee leads, with their members (empty for everyone else). */
export const myGroupsQuery = queryOptions({
  queryKey: ['groups', 'mine'] as const,
  queryFn: async ({ signal }) => z.array(ZLedGroup).parse(await apiGet<unknown>('/groups/mine', { signal })),
});

export const groupPunch = async (
  groupId: string,
  kind: TPunchKind,
  employeeIds: string[],
  at: { latitude: number; longitude: number },
) => ZGroupPunchResult.parse(await apiPost<unknown>(`/groups/${groupId}/punch`, { kind, employeeIds, ...at }));

export type TGroupLogFilters = { from: string; to: string; groupId: string };
export const groupLogFilterQuery = (f: TGroupLogFilters) => ({
  from: f.from,
  to: f.to,
  groupId: f.groupId || undefined,
});

const ZLogPage = z.object({ rows: z.array(ZGroupLogRow), total: z.number(), page: z.number(), pageSize: z.number() });
export const groupLogQuery = (params: TListParams, f: TGroupLogFilters) =>
  queryOptions({
    queryKey: ['groups', 'log', params, f] as const,
    queryFn: async ({ signal }) =>
      ZLogPage.parse(
        await apiGet<unknown>('/groups/attendance', {
          query: { ...listQuery(params), ...groupLogFilterQuery(f) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
