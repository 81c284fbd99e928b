import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZMoodTrends, ZMyMood } from '@staffdesk/core/mood-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';

export const MOOD_PULSE_PATH = 'moodpulse';

export const myMoodQuery = queryOptions({
  queryKey: ['mood', 'mine'] as const,
  queryFn: async ({ signal }) => ZMyMood.parse(await apiGet<unknown>('/me/mood', { signal })),
});
export const shareMood = (mood: number) => apiPost<void>('/me/mood', { mood });

export type TMoodFilters = { from: string; to: string; organizationId: string; departmentId: string };
export const moodTrendsQuery = (f: TMoodFilters) =>
  queryOptions({
    queryKey: ['mood', 'trends', f] as const,
    queryFn: async ({ signal }) =>
      ZMoodTrends.parse(
        await apiGet<unknown>('/mood/trends', {
          query: {
            from: f.from,
            to: f.to,
            organizationId: f.organizationId || undefined,
            departmentId: f.departmentId || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: !!f.from && !!f.to,
  });
