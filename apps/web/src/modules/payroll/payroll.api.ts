import { ZCalculatorResult, type TCalculatorResult } from '@staffdesk/core/payroll-api';
import { apiPost } from '../../platform/api-client.ts';

export const CALCULATOR_PATH = 'payroll/calculator';

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
