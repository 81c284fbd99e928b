import { queryOptions } from '@tanstack/react-query';
import {
  type TStatutoryScheme,
  type TStatutoryVersion,
  ZStatutoryList,
  ZStatutoryVersion,
} from '@staffdesk/core/payroll-statutory';
import { apiDelete, apiGet, apiPut } from '../../platform/api-client.ts';
import { queryClient } from '../../platform/query-client.ts';

/** The statutory settings' API (issue 14): a scheme's versions, newest first; save one by its day; remove ours. */
const base = (scheme: TStatutoryScheme) => `/payroll/statutory/${scheme}`;

export const statutoryQuery = (scheme: TStatutoryScheme) =>
  queryOptions({
    queryKey: ['statutory', scheme] as const,
    queryFn: async ({ signal }) => ZStatutoryList.parse(await apiGet<unknown>(base(scheme), { signal })),
  });

export const invalidateStatutory = (scheme: TStatutoryScheme) =>
  queryClient.invalidateQueries({ queryKey: ['statutory', scheme] });

export type TStatutoryDraft = { from: string; source: string; data: Record<string, unknown> };

export const saveStatutory = async (scheme: TStatutoryScheme, draft: TStatutoryDraft): Promise<TStatutoryVersion> =>
  ZStatutoryVersion.parse(await apiPut<unknown>(base(scheme), draft));

export const removeStatutory = (scheme: TStatutoryScheme, id: string) =>
  apiDelete<void>(`${base(scheme)}/${encodeURIComponent(id)}`);
