import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type TAnnouncementBody,
  type TPostKind,
  ZAnnouncement,
  ZAnnouncementPage,
  ZAnnouncementReaderPage,
  ZMyAnnouncement,
} from '@staffdesk/core/announcements-api';
import { apiGet, apiPost, apiPostForm } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

/**
 * Announcements and promotions share their screens; this is what tells them apart: the privilege page (also the
 * API's path, the query keys' root and the translation namespace read first), the web paths, and whether it has a
 * type.
 */
export type TPostView = {
  kind: TPostKind;
  page: 'announcements' | 'promotions' | 'blogs';
  list: string;
  add: string;
  edit: string;
  view: string;
  mine: string;
  /** the settings resource of its types, if it has one */
  types: 'announcementType' | 'blogType' | null;
  /** employees comment on it, HR moderates (blog posts) */
  comments: boolean;
};
export const ANNOUNCEMENTS: TPostView = {
  kind: 'announcement',
  page: 'announcements',
  list: 'announcements',
  add: 'announcements/add',
  edit: 'announcements/edit',
  view: 'announcements/view',
  mine: 'myannouncements',
  types: 'announcementType',
  comments: false,
};
export const PROMOTIONS: TPostView = {
  kind: 'promotion',
  page: 'promotions',
  list: 'promotions',
  add: 'promotions/add',
  edit: 'promotions/edit',
  view: 'promotions/view',
  mine: 'mypromotions',
  types: null,
  comments: false,
};
export const BLOG: TPostView = {
  kind: 'blog',
  page: 'blogs',
  list: 'blog/listing',
  add: 'blog/add',
  edit: 'blog/edit',
  view: 'blog/view',
  mine: 'myblog',
  types: 'blogType',
  comments: true,
};
/**
 * The words of a kind's screens: its own namespace first, the announcements' for the rest (i18next's fallback mode:
 * a key missing from the first is looked up in the next), then `common`, `errors` and any `more`.
 */
export const usePostTranslation = (k: TPostView, ...more: string[]) =>
  useTranslation([k.page, 'announcements', 'common', 'errors', ...more], { nsMode: 'fallback' });

export const announcementListQuery = (k: TPostView, params: TListParams, status: string) =>
  queryOptions({
    queryKey: [k.page, 'list', params, status] as const,
    queryFn: async ({ signal }) =>
      ZAnnouncementPage.parse(
        await apiGet<unknown>(`/${k.page}`, {
          query: { ...listQuery(params), status: status || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const announcementQuery = (k: TPostView, id: string) =>
  queryOptions({
    queryKey: [k.page, 'one', id] as const,
    queryFn: async ({ signal }) => ZAnnouncement.parse(await apiGet<unknown>(`/${k.page}/${id}`, { signal })),
  });

export const readersQuery = (k: TPostView, id: string, params: TListParams, read: string) =>
  queryOptions({
    queryKey: [k.page, 'readers', id, params, read] as const,
    queryFn: async ({ signal }) =>
      ZAnnouncementReaderPage.parse(
        await apiGet<unknown>(`/${k.page}/${id}/readers`, {
          query: { ...listQuery(params), read: read || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const myAnnouncementsQuery = (k: TPostView) =>
  queryOptions({
    queryKey: [k.page, 'mine'] as const,
    queryFn: async ({ signal }) => z.array(ZMyAnnouncement).parse(await apiGet<unknown>(`/me/${k.page}`, { signal })),
  });

/** The image's address: HR's, or the employee's own (`mine`); its version keeps the browser's copy current. */
export const postImageUrl = (k: TPostView, a: { id: string; imageVersion: string | null }, mine = false) =>
  `/api/v1${mine ? '/me' : ''}/${k.page}/${a.id}/image?v=${a.imageVersion ?? ''}`;

/** Saves the form as multipart: its fields, the audience as one comma-separated field, and a new image if chosen. */
export const saveAnnouncement = async (
  k: TPostView,
  id: string | null,
  body: TAnnouncementBody,
  image: File | null,
) => {
  const form = new FormData();
  for (const [key, v] of Object.entries(body))
    form.append(key, Array.isArray(v) ? v.join(',') : v === null || v === undefined ? '' : String(v));
  if (image) form.append('image', image);
  return ZAnnouncement.parse(
    await apiPostForm<unknown>(id ? `/${k.page}/${id}` : `/${k.page}`, form, id ? 'PUT' : 'POST'),
  );
};
export const deleteAnnouncement = (k: TPostView) => (id: string, reason: string) =>
  apiPost<void>(`/${k.page}/${id}/delete`, { reason });
export const markAnnouncementRead = (k: TPostView) => (id: string) => apiPost<void>(`/me/${k.page}/${id}/read`);
