import { queryOptions } from '@tanstack/react-query';
import {
  type TAuthority,
  type TReport,
  ZJournal,
  ZNoticePay,
  ZPayrollCost,
  ZStatutory,
  ZYearToDate,
} from '@staffdesk/core/payroll-reports';
import { apiGet } from '../../platform/api-client.ts';

/** Payroll reports (issue 14): `/payroll_line_entry/allreports`, also `/reports/payrollReport`. */
export const REPORTS_PATH = 'payroll_line_entry/allreports';

export const journalQuery = (runId: string) =>
  queryOptions({
    queryKey: ['payroll', 'journal', runId],
    queryFn: async () => ZJournal.parse(await apiGet<unknown>(`/payroll/runs/${runId}/journal`)),
  });

export const statutoryQuery = (runId: string, authority: TAuthority | null) =>
  queryOptions({
    queryKey: ['payroll', 'statutory', runId, authority],
    queryFn: async () =>
      ZStatutory.parse(
        await apiGet<unknown>(`/payroll/runs/${runId}/statutory${authority ? `?authority=${authority}` : ''}`),
      ),
  });

export const yearToDateQuery = (organizationId: string, year: number) =>
  queryOptions({
    queryKey: ['payroll', 'ytd', organizationId, year],
    queryFn: async () =>
      ZYearToDate.parse(await apiGet<unknown>(`/payroll/reports/ytd?organizationId=${organizationId}&year=${year}`)),
  });

export const costQuery = (year: number) =>
  queryOptions({
    queryKey: ['payroll', 'cost', year],
    queryFn: async () => ZPayrollCost.parse(await apiGet<unknown>(`/payroll/reports/cost?year=${year}`)),
  });

/** A run's report as a file, headers in the UI language. */
export const runReportUrl = (
  runId: string,
  report: TReport,
  format: 'csv' | 'xlsx',
  lang: string,
  authority?: TAuthority | null,
) =>
  `/api/v1/payroll/runs/${runId}/report?report=${report}&format=${format}&lang=${lang}${authority ? `&authority=${authority}` : ''}`;

export const yearToDateUrl = (organizationId: string, year: number, format: 'csv' | 'xlsx', lang: string) =>
  `/api/v1/payroll/reports/ytd/export?organizationId=${organizationId}&year=${year}&format=${format}&lang=${lang}`;

export const noticePayQuery = (organizationId: string, year: number) =>
  queryOptions({
    queryKey: ['payroll', 'notice-pay', organizationId, year],
    queryFn: async () =>
      ZNoticePay.parse(
        await apiGet<unknown>(`/payroll/reports/notice-pay?organizationId=${organizationId}&year=${year}`),
      ),
  });

export const noticePayUrl = (organizationId: string, year: number, format: 'csv' | 'xlsx', lang: string) =>
  `/api/v1/payroll/reports/notice-pay/export?organizationId=${organizationId}&year=${year}&format=${format}&lang=${lang}`;
