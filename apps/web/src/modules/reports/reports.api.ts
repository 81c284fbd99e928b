import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type TCustomReportBody,
  type TReportDefinitionInput,
  ZCustomReport,
  ZCustomReportPage,
  ZReportResult,
} from '@staffdesk/core/custom-reports-api';
import { type TStaffingGroup, ZStaffingReport } from '@staffdesk/core/staffing-api';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest } from '../../platform/api-client.ts';
import { listQuery, type TListParams } from '../../platform/list-params.ts';

/** The cross-module reports (issue 19): the spec's `/reports/staffingReport` and `/reportscustom/…`. */
export const REPORT_PATHS = {
  staffing: 'reports/staffingReport',
  custom: 'reportscustom/listing',
  customAdd: 'reportscustom/add',
  customView: 'reportscustom/view',
} as const;
export const REPORTS_KEY = 'reports';

export type TStaffingFilters = {
  from: string;
  to: string;
  groupBy: TStaffingGroup;
  organizationId: string;
  departmentId: string;
};

const search = (f: TStaffingFilters) => {
  const q = new URLSearchParams({ from: f.from, to: f.to, groupBy: f.groupBy });
  if (f.organizationId) q.set('organizationId', f.organizationId);
  if (f.departmentId) q.set('departmentId', f.departmentId);
  return q;
};

export const staffingQuery = (f: TStaffingFilters) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'staffing', f] as const,
    queryFn: async ({ signal }) =>
      ZStaffingReport.parse(await apiGet<unknown>(`/reports/staffing?${search(f).toString()}`, { signal })),
    placeholderData: keepPreviousData,
  });

/** The CSV of one of the report's tables (ExportButton asks the XLSX twin). */
export const staffingExportUrl = (part: 'months' | 'groups', f: TStaffingFilters, lang: string) => {
  const q = search(f);
  q.set('part', part);
  q.set('lang', lang);
  return `/api/v1/reports/staffing/export.csv?${q.toString()}`;
};

// custom reports

export const customReportListQuery = (params: TListParams) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'custom', params] as const,
    queryFn: async ({ signal }) =>
      ZCustomReportPage.parse(await apiGet<unknown>('/custom-reports', { query: listQuery(params), signal })),
    placeholderData: keepPreviousData,
  });
export const customReportQuery = (id: string) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'custom', id] as const,
    queryFn: async ({ signal }) => ZCustomReport.parse(await apiGet<unknown>(`/custom-reports/${id}`, { signal })),
    staleTime: 0,
  });
/** A page of a saved report's rows, or with `chart` every group of a grouped one. */
export const customRunQuery = (id: string, params: TListParams, chart = false) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'custom', id, 'run', chart ? 'chart' : params] as const,
    queryFn: async ({ signal }) =>
      ZReportResult.parse(
        await apiGet<unknown>(`/custom-reports/${id}/run`, {
          query: chart ? { chart: '1' } : listQuery(params),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const previewReport = async (d: TReportDefinitionInput, chart: boolean, signal?: AbortSignal) =>
  ZReportResult.parse(
    await apiRequest<unknown>('POST', '/custom-reports/preview', {
      body: d,
      query: chart ? { chart: '1' } : undefined,
      signal,
    }),
  );
export const saveCustomReport = async (id: string | null, body: TCustomReportBody) =>
  ZCustomReport.parse(
    id ? await apiPut<unknown>(`/custom-reports/${id}`, body) : await apiPost<unknown>('/custom-reports', body),
  );
export const deleteCustomReport = (id: string) => apiDelete<void>(`/custom-reports/${id}`);
export const customExportUrl = (id: string, lang: string) => `/api/v1/custom-reports/${id}/export.csv?lang=${lang}`;
/** A large report's file, built as a job; then downloaded by whoever asked. */
export const startExportJob = (id: string, format: 'csv' | 'xlsx', lang: string) =>
  apiPost<{ jobId: string }>(`/custom-reports/${id}/export-job`, { format, lang });
export const exportJobFileUrl = (jobId: string) => `/api/v1/custom-reports/export-jobs/${jobId}/file`;
