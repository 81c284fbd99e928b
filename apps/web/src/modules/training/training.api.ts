import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TAssignBody,
  type TChapterBody,
  type TCourseBody,
  ZAssignmentPage,
  ZAssignResult,
  ZCourseDetail,
  ZCoursePage,
  ZMyCourseDetail,
  ZMyCourses,
} from '@staffdesk/core/training-api';
import { apiDelete, apiGet, apiPost, apiPostForm, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

/** The spec's `/course` and `/chaptors` (sic), the "Employee Training" screen, and the employee's own. */
export const TRAINING_PATHS = {
  courses: 'course',
  courseAdd: 'course/add',
  chapters: 'chaptors',
  assignments: 'course/training',
  my: 'training/my',
  reader: 'training/course',
} as const;
export const TRAINING_KEY = 'training';

export const courseListQuery = (params: TListParams, f: { status: string; typeId: string }) =>
  queryOptions({
    queryKey: [TRAINING_KEY, 'courses', params, f] as const,
    queryFn: async ({ signal }) =>
      ZCoursePage.parse(
        await apiGet<unknown>('/courses', {
          query: { ...listQuery(params), status: f.status || undefined, typeId: f.typeId || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: [TRAINING_KEY, 'course', id] as const,
    queryFn: async ({ signal }) => ZCourseDetail.parse(await apiGet<unknown>(`/courses/${id}`, { signal })),
    staleTime: 0,
  });
export const saveCourse = (id: string | null, body: TCourseBody) =>
  id ? apiPut<unknown>(`/courses/${id}`, body) : apiPost<unknown>('/courses', body);
export const deleteCourse = (id: string) => apiDelete<void>(`/courses/${id}`);

export const saveChapter = (courseId: string, id: string | null, body: TChapterBody) =>
  id
    ? apiPut<unknown>(`/courses/${courseId}/chapters/${id}`, body)
    : apiPost<unknown>(`/courses/${courseId}/chapters`, body);
export const deleteChapter = (courseId: string, id: string) =>
  apiDelete<unknown>(`/courses/${courseId}/chapters/${id}`);
export const orderChapters = (courseId: string, ids: string[]) =>
  apiPut<unknown>(`/courses/${courseId}/chapters/order`, { ids });
export const attachChapterFile = (courseId: string, id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiPostForm<unknown>(`/courses/${courseId}/chapters/${id}/file`, form);
};
export const removeChapterFile = (courseId: string, id: string) =>
  apiDelete<unknown>(`/courses/${courseId}/chapters/${id}/file`);
export const chapterFileUrl = (courseId: string, id: string) => `/api/v1/courses/${courseId}/chapters/${id}/file`;

export const assignmentListQuery = (courseId: string, params: TListParams) =>
  queryOptions({
    queryKey: [TRAINING_KEY, 'assignments', courseId, params] as const,
    queryFn: async ({ signal }) =>
      ZAssignmentPage.parse(
        await apiGet<unknown>(`/courses/${courseId}/assignments`, { query: listQuery(params), signal }),
      ),
    placeholderData: keepPreviousData,
  });
export const assignCourse = async (courseId: string, body: TAssignBody) =>
  ZAssignResult.parse(await apiPost<unknown>(`/courses/${courseId}/assignments`, body));
export const unassign = (courseId: string, id: string) => apiDelete<void>(`/courses/${courseId}/assignments/${id}`);

export const myCoursesQuery = queryOptions({
  queryKey: [TRAINING_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => ZMyCourses.parse(await apiGet<unknown>('/training/mine', { signal })),
  staleTime: 0,
});
export const myCourseQuery = (id: string) =>
  queryOptions({
    queryKey: [TRAINING_KEY, 'mine', id] as const,
    queryFn: async ({ signal }) => ZMyCourseDetail.parse(await apiGet<unknown>(`/training/mine/${id}`, { signal })),
    staleTime: 0,
  });
export const chapterDone = (assignmentId: string, chapterId: string) =>
  apiPost<unknown>(`/training/mine/${assignmentId}/chapters/${chapterId}/done`, {});
export const myChapterFileUrl = (assignmentId: string, chapterId: string) =>
  `/api/v1/training/mine/${assignmentId}/chapters/${chapterId}/file`;
export const certificateUrl = (assignmentId: string, lang: string) =>
  `/api/v1/training/mine/${assignmentId}/certificate.pdf?lang=${lang}`;
