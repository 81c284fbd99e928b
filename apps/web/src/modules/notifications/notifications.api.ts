import { queryOptions } from '@tanstack/react-query';
import type { TNotification } from '@staffdesk/core/notifications';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import type { TListResponse } from '../../platform/list-params.ts';
import { queryKeys } from '../../platform/query-keys.ts';

/** How many the bell's list shows; older ones stay on the server (90 days). */
export const BELL_PAGE_SIZE = 20;

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notificationList,
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TNotification>>('/notifications', { query: { pageSize: BELL_PAGE_SIZE }, signal }),
  });

/** The unread count: set by the live stream, fetched again when the stream says it may have missed some. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: queryKeys.notificationsUnread,
    queryFn: ({ signal }) => apiGet<{ count: number }>('/notifications/unread', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const markRead = (id: string) => apiPost<TNotification>(`/notifications/${encodeURIComponent(id)}/read`);
export const markAllRead = () => apiPost<{ count: number }>('/notifications/read-all');

/** The live stream's address (EventSource takes a URL, not the API client). */
export const NOTIFICATION_STREAM_URL = '/api/v1/notifications/stream';
