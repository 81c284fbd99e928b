import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TCalculatorResult,
  type TRun,
  type TRunList,
  type TRunQueryList,
  type TEntryBody,
  type TPayslip,
  type TRunStep,
  type TPayslipList,
  type TPayslipListQuery,
  type TRunGridQuery,
  ZCalculatorResult,
  ZRun,
  ZBankGroup,
  ZPayslip,
  ZPayslipList,
  ZPayslipPage,
  ZRunGrid,
  ZRunPayslip,
} from '@staffdesk/core/payroll-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { apiDelete, apiGet, apiPost, apiPut } from '../../platform/api-client.ts';

export const CALCULATOR_PATH = 'payroll/calculator';

/** This month in the browser's zone ("2026-11"): the month a form starts on. */
export const thisMonth = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone).slice(0, 7);

/** The calculator form as typed: amounts as text, '' for none. */
export type TCalculatorDraft = {
  pack: 'MY' | 'KH';
  month: string;
  wage: string;
  bonus: string;
  currency: string;
  exchangeRate: string;
  resident: boolean;
  age: number;
  category: '1' | '2' | '3';
  children: number;
  dependants: number;
  reliefs: string;
  pensionDeductible: boolean;
  previous: { gross: string; epf: string; pcb: string; zakat: string; reliefs: string };
};

const amount = (v: string) => v.trim().replace(/,/g, '') || undefined;

/** The body of `POST /payroll/calculator` for the pack chosen: only that pack's fields, blank amounts left out. */
export async function calculatePay(d: TCalculatorDraft): Promise<TCalculatorResult> {
  const common = { pack: d.pack, month: d.month, wage: d.wage.trim(), bonus: amount(d.bonus), resident: d.resident };
  const body =
    d.pack === 'MY'
      ? {
          ...common,
          age: d.age,
          category: Number(d.category),
          children: d.children,
          reliefs: amount(d.reliefs),
          previous: Object.fromEntries(Object.entries(d.previous).map(([k, v]) => [k, amount(v) ?? '0'])),
        }
      : {
          ...common,
          currency: d.currency,
          ...(d.currency === 'KHR' ? {} : { exchangeRate: amount(d.exchangeRate) }),
          dependants: d.dependants,
          pensionDeductible: d.pensionDeductible,
        };
  return ZCalculatorResult.parse(await apiPost<unknown>('/payroll/calculator', body));
}

// ---------------------------------------------------------------------------------------------------------------
// Payroll runs

export const RUNS_PATH = 'hradmin/addlisting';
/** Each list of runs at its spec path: going, closed, cancelled. */
export const RUN_LIST_PATHS: Record<TRunList, string> = {
  live: RUNS_PATH,
  closed: 'hradmin/closelisting',
  cancelled: 'hradmin/cancellisting',
};
export const RUN_PATH = 'payroll_line_entry/data';
export const GRID_PATH = 'payroll_line_entry/dataprocess';
/** the grid of a run's leavers: their final settlements' lines */
export const LEAVERS_GRID_PATH = 'payroll_line_entry/datanp';
export const NOTES_IMPORT_PATH = 'payroll_note_import/import';
/** the spec's import of payslip data: an earlier system's payslips, as closed months */
export const PAYSLIP_IMPORT_PATH = 'payroll_line_entry/import_payslip_data';
export const PAID_IMPORT_PATH = 'payroll/importpaid';

export type TRunOrganization = { id: string; title: string; currency: string; statutoryPack: string };
export type TRunPayslip = z.infer<typeof ZRunPayslip>;

export const runsQuery = (list: TRunQueryList) =>
  queryOptions({
    queryKey: ['payroll', 'runs', 'list', list],
    queryFn: async () => z.array(ZRun).parse(await apiGet<unknown>(`/payroll/runs?list=${list}`)),
    // while one is processed, its totals and state follow the job
    refetchInterval: (q) => (q.state.data?.some((r) => r.processing) ? 1000 : false),
  });

export const runQuery = (id: string) =>
  queryOptions({
    queryKey: ['payroll', 'runs', id],
    queryFn: async () => ZRun.parse(await apiGet<unknown>(`/payroll/runs/${id}`)),
    refetchInterval: (q) => (q.state.data?.processing ? 1000 : false),
  });

export const runPayslipsQuery = (id: string, version: string) =>
  queryOptions({
    queryKey: ['payroll', 'runs', id, 'payslips', version],
    queryFn: async () => z.array(ZRunPayslip).parse(await apiGet<unknown>(`/payroll/runs/${id}/payslips`)),
  });

export const runOrganizationsQuery = () =>
  queryOptions({
    queryKey: ['payroll', 'run-organizations'],
    queryFn: () => apiGet<TRunOrganization[]>('/payroll/run-organizations'),
  });

export const createRun = async (organizationId: string, month: string): Promise<TRun> =>
  ZRun.parse(await apiPost<unknown>('/payroll/runs', { organizationId, month }));

export const processRun = (id: string) => apiPost<{ jobId: string }>(`/payroll/runs/${id}/process`);

/** A step of a processed run: approve, reopen, paid, close or cancel. */
export const stepRun = async (id: string, step: TRunStep): Promise<TRun> =>
  ZRun.parse(await apiPost<unknown>(`/payroll/runs/${id}/${step}`));

/** A page of a run's lines as a grid (employee × code), with totals per currency. */
export const runGridQuery = (id: string, q: TRunGridQuery, version: string) =>
  queryOptions({
    queryKey: ['payroll', 'runs', id, 'grid', q, version],
    queryFn: async () => {
      const params = new URLSearchParams({
        page: String(q.page),
        pageSize: String(q.pageSize),
        search: q.search,
        only: q.only,
      });
      return ZRunGrid.parse(await apiGet<unknown>(`/payroll/runs/${id}/grid?${params}`));
    },
    placeholderData: (previous) => previous,
  });

export const saveEntry = (id: string, body: TEntryBody) => apiPut<{ ok: true }>(`/payroll/runs/${id}/entries`, body);
export const removeEntry = (id: string, employeeId: string, code: string) =>
  apiDelete<{ ok: true }>(`/payroll/runs/${id}/entries`, { employeeId, code });

// ---------------------------------------------------------------------------------------------------------------
// Payslips

export const PAYSLIP_PATH = 'payslip/View_payslip';
export const MY_PAYSLIPS_PATH = 'payslip/Payrolltable';
export const PAYSLIP_LIST_PATHS: Record<TPayslipList, string> = {
  open: 'payrollpayslip/listing',
  closed: 'payrollpayslip/listingclose',
  leavers: 'payrollpayslip/listingclosnotiepay',
};

/** Queues every payslip of a run as one zip (each in its employee's language); the job's id. */
export const zipPayslips = (runId: string) => apiPost<{ jobId: string }>(`/payroll/runs/${runId}/payslips-zip`);
/** The zip a done job built, for whoever asked. */
export const payslipZipUrl = (jobId: string) => `/api/v1/payroll/payslip-zips/${jobId}`;

export const payslipPdfUrl = (runId: string, employeeId: string, lang: string) =>
  `/api/v1/payroll/payslips/${runId}/${employeeId}/pdf?lang=${lang}`;

export const payslipQuery = (runId: string, employeeId: string) =>
  queryOptions({
    queryKey: ['payroll', 'payslip', runId, employeeId],
    queryFn: async (): Promise<TPayslip> =>
      ZPayslip.parse(await apiGet<unknown>(`/payroll/payslips/${runId}/${employeeId}`)),
  });

export const myPayslipsQuery = () =>
  queryOptions({
    queryKey: ['payroll', 'my-payslips'],
    queryFn: async () => ZPayslipList.parse(await apiGet<unknown>('/payroll/my-payslips')),
  });

export const payslipsQuery = (q: TPayslipListQuery) =>
  queryOptions({
    queryKey: ['payroll', 'payslips', q],
    queryFn: async () => {
      const params = new URLSearchParams({
        list: q.list,
        page: String(q.page),
        pageSize: String(q.pageSize),
        search: q.search,
      });
      return ZPayslipPage.parse(await apiGet<unknown>(`/payroll/payslips?${params}`));
    },
    placeholderData: (previous) => previous,
  });

// ---------------------------------------------------------------------------------------------------------------
// Bank payment files

export const BANK_FILES_PATH = 'payroll/PaidInstruction';

export const bankGroupsQuery = (runId: string) =>
  queryOptions({
    queryKey: ['payroll', 'runs', runId, 'banks'],
    queryFn: async () => z.array(ZBankGroup).parse(await apiGet<unknown>(`/payroll/runs/${runId}/banks`)),
  });

export const bankFileUrl = (runId: string, bankId: string, currency: string) =>
  `/api/v1/payroll/runs/${runId}/bank-file?${new URLSearchParams({ bankId, currency })}`;
