import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TAnnouncementBody,
  ZAnnouncement,
  ZAnnouncementPage,
  ZAnnouncementReaderPage,
  ZMyAnnouncement,
} from '@staffdesk/core/announcements-api';
import { apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const ANNOUNCEMENTS_PATH = 'announcements';
export const ANNOUNCEMENT_ADD_PATH = 'announcements/add';
export const ANNOUNCEMENT_EDIT_PATH = 'announcements/edit';
export const ANNOUNCEMENT_VIEW_PATH = 'announcements/view';
export const MY_ANNOUNCEMENTS_PATH = 'myannouncements';

export const announcementListQuery = (params: TListParams, status: string) =>
  queryOptions({
    queryKey: ['announcements', 'list', params, status] as const,
    queryFn: async ({ signal }) =>
      ZAnnouncementPage.parse(
        await apiGet<unknown>('/announcements', {
          query: { ...listQuery(params), status: status || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const announcementQuery = (id: string) =>
  queryOptions({
    queryKey: ['announcements', 'one', id] as const,
    queryFn: async ({ signal }) => ZAnnouncement.parse(await apiGet<unknown>(`/announcements/${id}`, { signal })),
  });

export const readersQuery = (id: string, params: TListParams, read: string) =>
  queryOptions({
    queryKey: ['announcements', 'readers', id, params, read] as const,
    queryFn: async ({ signal }) =>
      ZAnnouncementReaderPage.parse(
        await apiGet<unknown>(`/announcements/${id}/readers`, {
          query: { ...listQuery(params), read: read || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const myAnnouncementsQuery = queryOptions({
  queryKey: ['announcements', 'mine'] as const,
  queryFn: async ({ signal }) => z.array(ZMyAnnouncement).parse(await apiGet<unknown>('/me/announcements', { signal })),
});

export const saveAnnouncement = async (id: string | null, body: TAnnouncementBody) =>
  ZAnnouncement.parse(
    await (id ? apiPut<unknown>(`/announcements/${id}`, body) : apiPost<unknown>('/announcements', body)),
  );
export const deleteAnnouncement = (id: string, reason: string) =>
  apiPost<void>(`/announcements/${id}/delete`, { reason });
export const markAnnouncementRead = (id: string) => apiPost<void>(`/me/announcements/${id}/read`);
