import { queryOptions } from '@tanstack/react-query';
import { type TSidebar, type TSidebarInput, ZSidebar } from '@staffdesk/core/sidebar-api';
import { apiGet, apiPut } from '../../platform/api-client.ts';

/** The tenant's custom mode (issue 20): `/settingssidebar`, the HR admin's. */
export const CUSTOM_MODE_KEY = 'customMode';

export const customModeQuery = queryOptions({
  queryKey: [CUSTOM_MODE_KEY] as const,
  queryFn: async ({ signal }) => ZSidebar.parse(await apiGet<unknown>('/sidebar', { signal })),
});

export const saveCustomMode = async (body: TSidebarInput): Promise<TSidebar> =>
  ZSidebar.parse(await apiPut<unknown>('/sidebar', body));
