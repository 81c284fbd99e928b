import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TLetterBody,
  type TLetterRequestBody,
  ZLetter,
  ZLetterPage,
  ZLetterPreview,
  ZLetterRequest,
  ZLetterRequestPage,
  ZMyLetters,
} from '@staffdesk/core/letters-api';
import { apiGet, apiPost } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const LETTERS_PATH = 'hrLetterListing';
export const LETTER_ISSUE_PATH = 'hrLetterListing/issue';
export const MY_LETTERS_PATH = 'myletters';
export const LETTERS_KEY = 'letters';

export const letterListQuery = (params: TListParams) =>
  queryOptions({
    queryKey: [LETTERS_KEY, 'list', params] as const,
    queryFn: async ({ signal }) =>
      ZLetterPage.parse(await apiGet<unknown>('/letters', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });

export const requestListQuery = (params: TListParams, status: string) =>
  queryOptions({
    queryKey: [LETTERS_KEY, 'requests', params, status] as const,
    queryFn: async ({ signal }) =>
      ZLetterRequestPage.parse(
        await apiGet<unknown>('/letters/requests', {
          query: { ...listQuery(params), status: status || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const myLettersQuery = queryOptions({
  queryKey: [LETTERS_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => ZMyLetters.parse(await apiGet<unknown>('/me/letters', { signal })),
});

export const previewLetter = async (body: TLetterBody) =>
  ZLetterPreview.parse(await apiPost<unknown>('/letters/preview', body));
export const issueLetter = async (body: TLetterBody) => ZLetter.parse(await apiPost<unknown>('/letters', body));
export const mailLetter = async (id: string) => ZLetter.parse(await apiPost<unknown>(`/letters/${id}/mail`));
export const declineRequest = async (id: string, reason: string) =>
  ZLetterRequest.parse(await apiPost<unknown>(`/letters/requests/${id}/decline`, { reason }));
export const requestLetter = async (body: TLetterRequestBody) =>
  ZLetterRequest.parse(await apiPost<unknown>('/me/letters/requests', body));

export const letterFileUrl = (id: string, mine = false) => `/api/v1${mine ? '/me' : ''}/letters/${id}/file`;
