import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TCalculatorResult,
  type TRun,
  type TRunList,
  type TRunStep,
  ZCalculatorResult,
  ZRun,
  ZRunPayslip,
} from '@staffdesk/core/payroll-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { apiGet, apiPost } from '../../platform/api-client.ts';

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

export type TRunOrganization = { id: string; title: string; currency: string; statutoryPack: string };
export type TRunPayslip = z.infer<typeof ZRunPayslip>;

export const runsQuery = (list: TRunList) =>
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
