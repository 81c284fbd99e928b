import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TAnswerBody,
  type TAnswerPart,
  type TCycleBody,
  type TCycleEdit,
  type TTemplateBody,
  ZCycle,
  ZCyclePage,
  ZMyReviews,
  ZReviewDetail,
  ZReviewPage,
  ZTemplate,
  ZTemplateOptions,
  ZTemplatePage,
} from '@staffdesk/core/evaluations-api';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

/** The spec's `/evalutions/…` (sic) screens. */
export const EVALUATION_PATHS = {
  list: 'evalutions/listing',
  add: 'evalutions/add',
  cycle: 'evalutions/cycle',
  templates: 'evalutions/templates',
  templateAdd: 'evalutions/templates/add',
  my: 'evalutions/my',
  review: 'evalutions/review',
} as const;
export const EVALUATIONS_KEY = 'evaluations';

export const templateListQuery = (params: TListParams) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'templates', params] as const,
    queryFn: async ({ signal }) =>
      ZTemplatePage.parse(await apiGet<unknown>('/evaluations/templates', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });
export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'template', id] as const,
    queryFn: async ({ signal }) => ZTemplate.parse(await apiGet<unknown>(`/evaluations/templates/${id}`, { signal })),
    staleTime: 0,
  });
export const templateOptionsQuery = queryOptions({
  queryKey: [EVALUATIONS_KEY, 'templateOptions'] as const,
  queryFn: async ({ signal }) =>
    ZTemplateOptions.parse(await apiGet<unknown>('/evaluations/templates/options', { signal })),
});
export const saveTemplate = (id: string | null, body: TTemplateBody) =>
  id ? apiPut<unknown>(`/evaluations/templates/${id}`, body) : apiPost<unknown>('/evaluations/templates', body);
export const deleteTemplate = (id: string) => apiDelete<void>(`/evaluations/templates/${id}`);

export const cycleListQuery = (params: TListParams, status: string) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'cycles', params, status] as const,
    queryFn: async ({ signal }) =>
      ZCyclePage.parse(
        await apiGet<unknown>('/evaluations/cycles', {
          query: { ...listQuery(params), status: status || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const cycleQuery = (id: string) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'cycle', id] as const,
    queryFn: async ({ signal }) => ZCycle.parse(await apiGet<unknown>(`/evaluations/cycles/${id}`, { signal })),
    staleTime: 0,
  });
export const addCycle = (body: TCycleBody) => apiPost<unknown>('/evaluations/cycles', body);
export const editCycle = (id: string, body: TCycleEdit) => apiPut<unknown>(`/evaluations/cycles/${id}`, body);
export const closeCycle = (id: string) => apiPost<unknown>(`/evaluations/cycles/${id}/close`, {});
export const deleteCycle = (id: string) => apiDelete<void>(`/evaluations/cycles/${id}`);
export const addReview = (cycleId: string, employeeId: string) =>
  apiPost<unknown>(`/evaluations/cycles/${cycleId}/reviews`, { employeeId });

export const reviewListQuery = (params: TListParams, cycleId: string, stage: string) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'reviews', params, cycleId, stage] as const,
    queryFn: async ({ signal }) =>
      ZReviewPage.parse(
        await apiGet<unknown>('/evaluations/reviews', {
          query: { ...listQuery(params), cycleId, stage: stage || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: [EVALUATIONS_KEY, 'review', id] as const,
    queryFn: async ({ signal }) => ZReviewDetail.parse(await apiGet<unknown>(`/evaluations/reviews/${id}`, { signal })),
    staleTime: 0,
  });
export const myReviewsQuery = queryOptions({
  queryKey: [EVALUATIONS_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => ZMyReviews.parse(await apiGet<unknown>('/evaluations/mine', { signal })),
  staleTime: 0,
});
export const saveAnswer = (id: string, part: TAnswerPart, body: TAnswerBody) =>
  apiPut<unknown>(`/evaluations/reviews/${id}/${part}`, body);
export const completeReview = (id: string, comment: string) =>
  apiPost<unknown>(`/evaluations/reviews/${id}/complete`, { comment });
export const setReviewer = (id: string, reviewerId: string | null) =>
  apiPut<unknown>(`/evaluations/reviews/${id}/reviewer`, { reviewerId });
export const removeReview = (id: string) => apiDelete<void>(`/evaluations/reviews/${id}`);
