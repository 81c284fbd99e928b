import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ISSUE_FILE_FIELD,
  type TIssueUpdate,
  ZAssignee,
  ZIssue,
  ZIssueCategory,
  ZIssueDetail,
  ZIssuePage,
} from '@staffdesk/core/issues-api';
import { API_BASE, apiGet, apiPost, apiPostForm, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

export const ISSUES_PATH = 'employeesissues/listing';
export const ISSUE_ADD_PATH = 'employeesissues/Add';
export const ISSUE_VIEW_PATH = 'employeesissues/view';
export const MY_ISSUES_PATH = 'myissues';
export const MY_ISSUE_ADD_PATH = 'myissues/add';

export const ISSUES_KEY = ['issues'] as const;
const me = (self: boolean) => (self ? '/me' : '');

export type TIssueFilters = { status: string; priority: string; categoryId: string; assignee: string };

export const issueListQuery = (params: TListParams, f: TIssueFilters) =>
  queryOptions({
    queryKey: [...ISSUES_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZIssuePage.parse(
        await apiGet<unknown>('/issues', {
          query: {
            ...listQuery(params),
            status: f.status || undefined,
            priority: f.priority || undefined,
            categoryId: f.categoryId || undefined,
            assignee: f.assignee || undefined,
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const issueQuery = (id: string, self: boolean) =>
  queryOptions({
    queryKey: [...ISSUES_KEY, 'one', self ? 'mine' : 'staff', id] as const,
    queryFn: async ({ signal }) => ZIssueDetail.parse(await apiGet<unknown>(`${me(self)}/issues/${id}`, { signal })),
  });

export const assigneesQuery = (id: string) =>
  queryOptions({
    queryKey: [...ISSUES_KEY, 'assignees', id] as const,
    queryFn: async ({ signal }) =>
      z.array(ZAssignee).parse(await apiGet<unknown>(`/issues/${id}/assignees`, { signal })),
  });

export const myIssuesQuery = queryOptions({
  queryKey: [...ISSUES_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => z.array(ZIssue).parse(await apiGet<unknown>('/me/issues', { signal })),
});

/** The categories an employee may file under (HR reads the settings' option list). */
export const myCategoriesQuery = queryOptions({
  queryKey: [...ISSUES_KEY, 'categories'] as const,
  queryFn: async ({ signal }) =>
    z.array(ZIssueCategory).parse(await apiGet<unknown>('/me/issues/categories', { signal })),
});

const formOf = (fields: Record<string, string>, file: File | null) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== '') form.append(k, v);
  if (file) form.append(ISSUE_FILE_FIELD, file);
  return form;
};

export const fileIssue = async (self: boolean, fields: Record<string, string>, file: File | null) =>
  ZIssueDetail.parse(await apiPostForm<unknown>(`${me(self)}/issues`, formOf(fields, file)));

export const updateIssue = async (id: string, u: TIssueUpdate) =>
  ZIssueDetail.parse(await apiPut<unknown>(`/issues/${id}`, u));

export const commentOnIssue = async (id: string, self: boolean, body: string, file: File | null) =>
  ZIssueDetail.parse(await apiPostForm<unknown>(`${me(self)}/issues/${id}/comments`, formOf({ body }, file)));

export const issueFileUrl = (id: string, fileId: string, self: boolean) =>
  `${API_BASE}${me(self)}/issues/${id}/files/${fileId}`;

export const deleteIssue = (id: string, reason: string) => apiPost<void>(`/issues/${id}/delete`, { reason });
