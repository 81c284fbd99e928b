import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TStaffingGroup, ZStaffingReport } from '@staffdesk/core/staffing-api';
import { apiGet } from '../../platform/api-client.ts';

/** The cross-module reports (issue 19): the spec's `/reports/staffingReport`. */
export const REPORT_PATHS = { staffing: 'reports/staffingReport' } as const;
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
