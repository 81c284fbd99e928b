import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CONVERSATION_AUDIENCES,
  MESSAGE_FILE_FIELD,
  type TConversationAudience,
  ZChatMessage,
  ZConversation,
  ZConversationMemberPage,
  ZConversationPage,
  ZMyConversation,
  ZThread,
} from '@staffdesk/core/messages-api';
import { API_BASE, apiGet, apiPost, apiPostForm } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const MESSAGES_PATH = 'empmsg/listing';
export const MESSAGE_NEW_PATH = 'empmsg/new';
export const MESSAGE_VIEW_PATH = 'empmsg/view';
export const MY_MESSAGES_PATH = 'mymessages';

/** Every query of the module (the stream refreshes them when a message or reply comes). */
export const MESSAGES_KEY = ['messages'] as const;

export const conversationListQuery = (params: TListParams, unseen: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', params, unseen] as const,
    queryFn: async ({ signal }) =>
      ZConversationPage.parse(
        await apiGet<unknown>('/messages', {
          query: { ...listQuery(params), unseen: unseen || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const threadQuery = (id: string, self: boolean) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'thread', self ? 'mine' : 'staff', id] as const,
    queryFn: async ({ signal }) =>
      ZThread.parse(await apiGet<unknown>(`${self ? '/me' : ''}/messages/${id}`, { signal })),
  });

export const membersQuery = (id: string, params: TListParams, read: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'members', id, params, read] as const,
    queryFn: async ({ signal }) =>
      ZConversationMemberPage.parse(
        await apiGet<unknown>(`/messages/${id}/members`, {
          query: { ...listQuery(params), read: read || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const audiencesQuery = queryOptions({
  queryKey: [...MESSAGES_KEY, 'audiences'] as const,
  queryFn: async ({ signal }) =>
    z.object({ kinds: z.array(z.enum(CONVERSATION_AUDIENCES)) }).parse(await apiGet('/messages/audiences', { signal })),
});

export const myConversationsQuery = queryOptions({
  queryKey: [...MESSAGES_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => z.array(ZMyConversation).parse(await apiGet<unknown>('/me/messages', { signal })),
});

const formOf = (fields: Record<string, string>, file: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(MESSAGE_FILE_FIELD, file);
  return form;
};

export const startConversation = async (
  b: { subject: string; audience: TConversationAudience; audienceIds: string[]; body: string },
  file: File | null,
) =>
  ZConversation.parse(
    await apiPostForm<unknown>('/messages', formOf({ ...b, audienceIds: b.audienceIds.join(',') }, file)),
  );

/** HR's message to a conversation, or (`self`) the member's reply. */
export const sendMessage = async (id: string, self: boolean, body: string, file: File | null) =>
  ZChatMessage.parse(
    await apiPostForm<unknown>(`${self ? '/me' : ''}/messages/${id}/messages`, formOf({ body }, file)),
  );

export const attachmentUrl = (id: string, messageId: string, self: boolean) =>
  `${API_BASE}${self ? '/me' : ''}/messages/${id}/files/${messageId}`;

export const deleteConversation = (id: string, reason: string) => apiPost<void>(`/messages/${id}/delete`, { reason });
