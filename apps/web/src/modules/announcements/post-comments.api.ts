import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPostComment, ZPostCommentPage } from '@staffdesk/core/announcements-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const BLOG_COMMENTS_PATH = 'blog/comments';
const KEY = 'blogs';

/** A post's comments: all of them for HR, or those approved and the reader's own (`mine`). */
export const postCommentsQuery = (postId: string, mine = false) =>
  queryOptions({
    queryKey: [KEY, 'comments', postId, mine] as const,
    queryFn: async ({ signal }) =>
      z.array(ZPostComment).parse(await apiGet<unknown>(`${mine ? '/me' : ''}/blogs/${postId}/comments`, { signal })),
  });

export const commentQueueQuery = (params: TListParams, status: string) =>
  queryOptions({
    queryKey: [KEY, 'comments', 'queue', params, status] as const,
    queryFn: async ({ signal }) =>
      ZPostCommentPage.parse(
        await apiGet<unknown>('/blogs/comments', {
          query: { ...listQuery(params), status: status || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const addComment = async (postId: string, body: string, mine = false) =>
  ZPostComment.parse(await apiPost<unknown>(`${mine ? '/me' : ''}/blogs/${postId}/comments`, { body }));
export const moderateComment = async (postId: string, id: string, status: 'approved' | 'hidden') =>
  ZPostComment.parse(await apiPost<unknown>(`/blogs/${postId}/comments/${id}/moderate`, { status }));
export const COMMENTS_KEY = [KEY, 'comments'] as const;
