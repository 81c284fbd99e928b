import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TProjectBody,
  type TTaskBody,
  type TTaskLogBody,
  type TTaskStatus,
  ZProjectDetail,
  ZProjectPage,
  ZProjectReport,
  ZTask,
  ZTaskDetail,
  ZTaskPage,
} from '@staffdesk/core/projects-api';
import { type TKpiLevel, ZAttendanceKpiPage } from '@staffdesk/core/attendance-kpi';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';
import type { TRemoteQuery } from '../../platform/remote-select.component.tsx';

export const PROJECT_PATHS = {
  list: 'projects/listing',
  add: 'projects/add',
  report: 'projects/projectsReport',
  tasks: 'projectstasks/listing',
  myTasks: 'projectstasks/mytasks',
  importTasks: 'project/ImportTask',
  kpiEmployee: 'projects/attendaceKPIEmp',
  kpiDepartment: 'projects/attendaceKPI',
  kpiOrganization: 'projects/attendaceKPIOrganization',
} as const;
export const PROJECTS_KEY = 'projects';

export type TProjectFilters = { status?: string; priority?: string; groupId?: string; organizationId?: string };
export type TTaskFilters = {
  projectId?: string;
  assigneeId?: string;
  status?: string;
  priority?: string;
  overdue?: string;
  mine?: string;
};

export const projectListQuery = (params: TListParams, f: TProjectFilters) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'list', params, f] as const,
    queryFn: async ({ signal }) =>
      ZProjectPage.parse(await apiGet<unknown>('/projects', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });

export const projectQuery = (id: string) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'one', id] as const,
    queryFn: async ({ signal }) => ZProjectDetail.parse(await apiGet<unknown>(`/projects/${id}`, { signal })),
    staleTime: 0,
  });

export const saveProject = (id: string | null, body: TProjectBody) =>
  id ? apiPut<unknown>(`/projects/${id}`, body) : apiPost<unknown>('/projects', body);
export const deleteProject = (id: string) => apiDelete<void>(`/projects/${id}`);

/** Projects by name, for the task form and the task list's filter. */
export const projectSearch = (search: string): TRemoteQuery => ({
  key: [PROJECTS_KEY, 'options', search],
  fetch: async (signal) => {
    const rows = z
      .array(z.object({ id: z.string(), name: z.string() }))
      .parse(await apiGet<unknown>('/projects/options', { query: { search }, signal }));
    return { options: rows.map((p) => ({ value: p.id, label: p.name })) };
  },
});

export const taskListQuery = (params: TListParams, f: TTaskFilters) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'tasks', params, f] as const,
    queryFn: async ({ signal }) =>
      ZTaskPage.parse(await apiGet<unknown>('/tasks', { query: { ...listQuery(params), ...f }, signal })),
    placeholderData: keepPreviousData,
  });

export const boardQuery = (search: string, f: TTaskFilters) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'board', search, f] as const,
    queryFn: async ({ signal }) =>
      z
        .array(ZTask)
        .parse(await apiGet<unknown>('/tasks/board', { query: { search: search || undefined, ...f }, signal })),
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'task', id] as const,
    queryFn: async ({ signal }) => ZTaskDetail.parse(await apiGet<unknown>(`/tasks/${id}`, { signal })),
    staleTime: 0,
  });

export const saveTask = (id: string | null, body: TTaskBody) =>
  id ? apiPut<unknown>(`/tasks/${id}`, body) : apiPost<unknown>('/tasks', body);
export const moveTask = (id: string, status: TTaskStatus) => apiPost<unknown>(`/tasks/${id}/status`, { status });
export const deleteTask = (id: string) => apiDelete<void>(`/tasks/${id}`);
export const addTaskLog = (id: string, body: TTaskLogBody) => apiPost<unknown>(`/tasks/${id}/logs`, body);
export const deleteTaskLog = (id: string, logId: string) => apiDelete<unknown>(`/tasks/${id}/logs/${logId}`);

export type TReportFilters = { from: string; to: string; organizationId?: string; groupId?: string };
export const projectReportQuery = (f: TReportFilters) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'report', f] as const,
    queryFn: async ({ signal }) =>
      ZProjectReport.parse(await apiGet<unknown>('/projects/report', { query: { ...f }, signal })),
    placeholderData: keepPreviousData,
  });
/** The CSV of one of the report's tables (ExportButton asks the XLSX twin). */
export const reportExportUrl = (part: 'projects' | 'people', f: TReportFilters, lang: string) => {
  const q = new URLSearchParams({ part, from: f.from, to: f.to, lang });
  if (f.organizationId) q.set('organizationId', f.organizationId);
  if (f.groupId) q.set('groupId', f.groupId);
  return `/api/v1/projects/report/export.csv?${q.toString()}`;
};

export type TKpiFilters = { from: string; to: string; organizationId?: string; departmentId?: string };
export const attendanceKpiQuery = (params: TListParams, level: TKpiLevel, f: TKpiFilters) =>
  queryOptions({
    queryKey: [PROJECTS_KEY, 'attendance-kpi', level, params, f] as const,
    queryFn: async ({ signal }) =>
      ZAttendanceKpiPage.parse(
        await apiGet<unknown>('/projects/attendance-kpi', { query: { ...listQuery(params), level, ...f }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
