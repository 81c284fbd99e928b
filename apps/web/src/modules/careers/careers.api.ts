import { queryOptions } from '@tanstack/react-query';
import type {
  TApplicantBoard,
  TApplicantDetail,
  TApplicantNote,
  TApplicantRow,
  TJobPostDetail,
  TJobPostInput,
  TJobPostRow,
  TJobStatus,
  TJobVisibility,
  TOrgCareerRow,
  TPipelineStage,
} from '@staffdesk/core/careers';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest } from '../../platform/api-client.ts';
import { exportUrl, listQuery, type TListParams, type TListResponse } from '../../platform/list-params.ts';
import { queryClient } from '../../platform/query-client.ts';
import type { TResourceRecord } from '../../platform/resources/resource.api.ts';

/** The staff careers calls (`/api/v1/careers`): careers list, job posts, applicants and their pipeline. */
const seg = encodeURIComponent;

export const careersKeys = {
  all: ['careers'] as const,
  orgs: (p: TListParams) => ['careers', 'orgs', p] as const,
  posts: (p: TListParams, f: TPostFilters) => ['careers', 'posts', 'list', p, f] as const,
  post: (id: string) => ['careers', 'posts', 'record', id] as const,
  applicants: (p: TListParams, f: TApplicantFilters) => ['careers', 'applicants', 'list', p, f] as const,
  applicant: (id: string) => ['careers', 'applicants', 'record', id] as const,
  board: (postId: string) => ['careers', 'posts', 'board', postId] as const,
  jobDescriptions: ['careers', 'jobDescriptions'] as const,
  postOptions: ['careers', 'posts', 'options'] as const,
};

/** After a change: every careers list, record and board, and the system logs. */
export async function invalidateCareers(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: careersKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]);
}

// --- careers list --------------------------------------------------------------------------------------------------

export const orgsQuery = (params: TListParams) =>
  queryOptions({
    queryKey: careersKeys.orgs(params),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TOrgCareerRow>>('/careers/organizations', { query: listQuery(params), signal }),
    placeholderData: (previous) => previous,
  });

export const orgsExportUrl = (params: TListParams, language: string) =>
  exportUrl('/careers/organizations', params, {}, language);

// --- job posts -----------------------------------------------------------------------------------------------------

export type TPostFilters = {
  status: TJobStatus | '';
  visibility: TJobVisibility | '';
  organizationId: string;
  deleted: boolean;
};

const postFilterQuery = (f: TPostFilters) => ({
  status: f.status || undefined,
  visibility: f.visibility || undefined,
  organizationId: f.organizationId || undefined,
  deleted: f.deleted ? 'true' : undefined,
});

export const postsQuery = (params: TListParams, filters: TPostFilters) =>
  queryOptions({
    queryKey: careersKeys.posts(params, filters),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TJobPostRow>>('/careers/posts', {
        query: { ...listQuery(params), ...postFilterQuery(filters) },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[4]) === JSON.stringify(filters) ? previous : undefined,
  });

export const postsExportUrl = (params: TListParams, filters: TPostFilters, language: string) =>
  exportUrl('/careers/posts', params, postFilterQuery(filters), language);

/** A post's one-page flyer (PDF) with a QR code to its public page, labels in the UI language. */
export const postFlyerUrl = (id: string, language: string) =>
  `/api/v1/careers/posts/${seg(id)}/flyer?lang=${encodeURIComponent(language)}`;

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: careersKeys.post(id),
    queryFn: ({ signal }) => apiGet<TJobPostDetail>(`/careers/posts/${seg(id)}`, { signal }),
    staleTime: 0,
  });

/** Every live post, for the applicants' filter (50 newest pages are plenty for a filter list). */
export const postOptionsQuery = queryOptions({
  queryKey: careersKeys.postOptions,
  queryFn: ({ signal }) =>
    apiGet<TListResponse<TJobPostRow>>('/careers/posts', {
      query: { page: 1, pageSize: 50, sort: 'postedDate:desc' },
      signal,
    }),
});

export const createPost = (body: TJobPostInput) => apiPost<TJobPostDetail>('/careers/posts', body);
export const updatePost = (id: string, body: TJobPostInput) =>
  apiPut<TJobPostDetail>(`/careers/posts/${seg(id)}`, body);
export const setPostStatus = (id: string, status: TJobStatus) =>
  apiPost<TJobPostDetail>(`/careers/posts/${seg(id)}/status`, { status });
export const deletePost = (id: string, reason: string) => apiDelete<void>(`/careers/posts/${seg(id)}`, { reason });
export const restorePost = (id: string) => apiPost<TJobPostDetail>(`/careers/posts/${seg(id)}/restore`);

export function uploadPostImage(id: string, file: File): Promise<TJobPostDetail> {
  const form = new FormData();
  form.set('image', file, file.name);
  return apiRequest<TJobPostDetail>('PUT', `/careers/posts/${seg(id)}/image`, { body: form });
}
export const deletePostImage = (id: string) => apiDelete<TJobPostDetail>(`/careers/posts/${seg(id)}/image`);

/**
 * The job descriptions with their organization (the resource list carries `organizationId`; the options do not),
 * so the post form offers only the chosen organization's.
 */
export const jobDescriptionsQuery = queryOptions({
  queryKey: careersKeys.jobDescriptions,
  queryFn: async ({ signal }) => {
    const out: TResourceRecord[] = [];
    for (let page = 1; page <= 20; page++) {
      const r = await apiGet<TListResponse<TResourceRecord>>('/resources/jobDescription', {
        query: { page, pageSize: 50, sort: 'title:asc' },
        signal,
      });
      out.push(...r.rows);
      if (out.length >= r.total || r.rows.length === 0) break;
    }
    return out.map((r) => ({ id: r.id, label: String(r.title ?? ''), organizationId: String(r.organizationId ?? '') }));
  },
});

// --- applicants ----------------------------------------------------------------------------------------------------

export type TApplicantFilters = { jobPostId: string; stage: TPipelineStage | ''; from: string; to: string };

const applicantFilterQuery = (f: TApplicantFilters) => ({
  jobPostId: f.jobPostId || undefined,
  stage: f.stage || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
});

export const applicantsQuery = (params: TListParams, filters: TApplicantFilters) =>
  queryOptions({
    queryKey: careersKeys.applicants(params, filters),
    queryFn: ({ signal }) =>
      apiGet<TListResponse<TApplicantRow>>('/careers/applicants', {
        query: { ...listQuery(params), ...applicantFilterQuery(filters) },
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[4]) === JSON.stringify(filters) ? previous : undefined,
  });

export const applicantsExportUrl = (params: TListParams, filters: TApplicantFilters, language: string) =>
  exportUrl('/careers/applicants', params, applicantFilterQuery(filters), language);

export const applicantQuery = (id: string) =>
  queryOptions({
    queryKey: careersKeys.applicant(id),
    queryFn: ({ signal }) => apiGet<TApplicantDetail>(`/careers/applicants/${seg(id)}`, { signal }),
    staleTime: 0,
  });

export const boardQuery = (postId: string) =>
  queryOptions({
    queryKey: careersKeys.board(postId),
    queryFn: ({ signal }) => apiGet<TApplicantBoard>(`/careers/posts/${seg(postId)}/board`, { signal }),
  });

export const moveStage = (id: string, body: { stage: TPipelineStage; notify: boolean; note?: string | null }) =>
  apiPost<TApplicantDetail>(`/careers/applicants/${seg(id)}/stage`, body);

/** The selected applicants to one stage, all or none. */
export const moveStages = (
  ids: readonly string[],
  body: { stage: TPipelineStage; notify: boolean; note?: string | null },
) => apiPost<{ count: number; notified: number }>('/careers/applicants/stage', { ids, ...body });

export const addNote = (id: string, text: string) =>
  apiPost<TApplicantNote>(`/careers/applicants/${seg(id)}/notes`, { text });
