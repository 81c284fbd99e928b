import { ageOn } from '@staffdesk/core/dates';
import { Money, moneyString, roundMoney, sumMoney, type TMoney } from '@staffdesk/core/money';
import { bracketTax, type TBracketRow } from '@staffdesk/core/payroll-brackets';
import {
  basicPay,
  overtimePay,
  payCodeAmount,
  type TOvertimeMinutes,
  type TPayCodeRule,
  type TRateBasis,
} from '@staffdesk/core/payroll-pay';
import type { TPayrollType, TPcbCategoryName } from '@staffdesk/core/employees';
import type { TSettlementCode } from '@staffdesk/core/payroll-api';
import type { TPacks } from './statutory-versions.ts';
import { khMonth, myMonth } from './statutory.ts';

/**
 * One employee's payslip of a period (issue 14, decision 0030): pure, from what the run read. Lines in order —
 * basic pay, unpaid leave, overtime, pay items, one-off entries, then statutory deductions and employer contributions — and the
 * totals: gross = earnings, deductions = every deduction line, net = gross − deductions.
 */
export type TPayCode = TPayCodeRule & {
  id: string;
  code: string;
  kind: 'earning' | 'deduction' | 'employerContribution';
  taxable: boolean;
  epfWage: boolean;
  socsoWage: boolean;
  nssfWage: boolean;
};

export type TSlipEmployee = {
  id: string;
  payrollType: TPayrollType;
  basic: string;
  currency: string;
  resident: boolean;
  dateOfBirth: string | null;
  maritalStatus: string | null;
  /** PCB_CATEGORIES, or null: from the marital status */
  pcbCategory: TPcbCategoryName | null;
  children: number;
  /** days of the period the employee was employed (joiners and leavers) */
  employedDays: number;
};

export type TSlipInputs = {
  presentDays: number;
  workedMinutes: number;
  paidLeaveDays: string;
  unpaidLeaveDays: string;
  overtime: readonly TOvertimeMinutes[];
  /** pay items live in the period: the code and the employee's own figure */
  items: readonly { code: TPayCode; own: string | null }[];
  /** this year's earlier payslips (PCB) */
  previous: { taxable: string; epf: string; pcb: string };
  /** the period's one-off entries (grid adjustments, payroll notes): a code's amount, replacing or adding its line */
  entries: readonly { code: TPayCode; amount: string }[];
  /** a leaver's final settlement, when their exit date falls in the period */
  settlement?: TSettlementPay | null;
  /** the shop orders paid by payroll deduction in the period (issue 16), their total in the pay currency */
  shop?: string | null;
};

/** A settlement's amounts (decimal strings, in the employee's pay currency). */
export type TSettlementPay = {
  noticePay: string;
  leaveEncashment: string;
  severancePay: string;
  otherPayments: string;
  deductions: string;
};

/**
 * The lines a final settlement adds, and the wages each counts towards unless the tenant has a pay code of that code
 * (its flags then rule). Payment in lieu of notice, leave pay on leaving and termination benefits are not EPF wages
 * (payroll-rules: EPF wages), nor SOCSO or NSSF wages; they are taxable, except the severance pay the labour law
 * owes (Cambodia's indemnity for dismissal, Malaysia's termination benefits within their exemption): not taxable by
 * default, a SEVERANCE pay code makes it so.
 */
export const SETTLEMENT_LINES = [
  { code: 'NOTICE', field: 'noticePay', kind: 'earning', taxable: true },
  { code: 'LEAVE_ENC', field: 'leaveEncashment', kind: 'earning', taxable: true },
  { code: 'SEVERANCE', field: 'severancePay', kind: 'earning', taxable: false },
  { code: 'SETTLE_OTHER', field: 'otherPayments', kind: 'earning', taxable: true },
  { code: 'SETTLE_DED', field: 'deductions', kind: 'deduction', taxable: false },
] as const satisfies readonly {
  code: TSettlementCode;
  field: keyof TSettlementPay;
  kind: TPayCode['kind'];
  taxable: boolean;
}[];

/** The line of the period's shop orders paid by payroll deduction. */
export const SHOP_CODE = 'SHOP';

export type TSlipContext = {
  month: string;
  periodTo: string;
  calendarDays: number;
  basis: TRateBasis;
  pack: 'none' | 'MY' | 'KH';
  /** Cambodia: the employee's NSSF pension comes off the salary before tax (the organization's setting) */
  pensionDeductible: boolean;
  packs: TPacks;
  /** units of the statutory currency (KHR) for one of the pay currency; null when they are the same */
  exchangeRate: string | null;
  /** the organization's tax table in force (pack none), monthly or yearly */
  taxTable: { period: 'monthly' | 'yearly'; brackets: TBracketRow[] } | null;
  /** the tenant's pay codes by code: system lines (BASIC, OT150, EPF…) take their section and flags from these */
  codes: ReadonlyMap<string, TPayCode>;
};

export type TSlipLine = {
  code: string;
  payCodeId: string | null;
  kind: TPayCode['kind'] | 'information';
  units: string | null;
  rate: string | null;
  amount: TMoney;
};

export type TSlip = {
  lines: TSlipLine[];
  gross: TMoney;
  deductions: TMoney;
  employer: TMoney;
  net: TMoney;
  basis: Record<string, string | number | null>;
};

type TWages = { taxable: TMoney; epf: TMoney; socso: TMoney; nssf: TMoney };
const EARNING_FLAGS = { taxable: true, epfWage: true, socsoWage: true, nssfWage: true };
/** Overtime is not EPF wages (EPF Act s. 2); it is taxable and SOCSO/NSSF wages. */
const OT_FLAGS = { ...EARNING_FLAGS, epfWage: false };

export function computeSlip(e: TSlipEmployee, i: TSlipInputs, c: TSlipContext): TSlip {
  const cur = e.currency;
  const lines: TSlipLine[] = [];
  const wages: TWages = { taxable: new Money(0), epf: new Money(0), socso: new Money(0), nssf: new Money(0) };
  const addWages = (
    amount: TMoney,
    f: { taxable: boolean; epfWage: boolean; socsoWage: boolean; nssfWage: boolean },
    sign = 1,
  ) => {
    const v = amount.times(sign);
    if (f.taxable) wages.taxable = wages.taxable.plus(v);
    if (f.epfWage) wages.epf = wages.epf.plus(v);
    if (f.socsoWage) wages.socso = wages.socso.plus(v);
    if (f.nssfWage) wages.nssf = wages.nssf.plus(v);
  };
  const line = (
    code: string,
    kind: TSlipLine['kind'],
    amount: TMoney,
    units: string | null = null,
    rate: TMoney | null = null,
  ) =>
    lines.push({
      code,
      payCodeId: c.codes.get(code)?.id ?? null,
      kind,
      units,
      rate: rate ? rate.toDecimalPlaces(6).toFixed() : null,
      amount,
    });

  // basic pay, and a flat salary's unpaid leave
  const pay = basicPay({
    payrollType: e.payrollType,
    basic: e.basic,
    currency: cur,
    basis: c.basis,
    calendarDays: c.calendarDays,
    employedDays: e.employedDays,
    payableDays: new Money(i.presentDays).plus(i.paidLeaveDays).toFixed(),
    unpaidLeaveDays: i.unpaidLeaveDays,
    workedMinutes: i.workedMinutes,
  });
  const basicFlags = c.codes.get('BASIC') ?? EARNING_FLAGS;
  line(
    'BASIC',
    'earning',
    pay.basic.amount,
    pay.basic.units,
    e.payrollType === 'hourlyWages' ? pay.rates.hourly : pay.rates.daily,
  );
  addWages(pay.basic.amount, basicFlags);
  if (pay.unpaidLeave.amount.gt(0)) {
    line('UNPAID', 'deduction', pay.unpaidLeave.amount, pay.unpaidLeave.units, pay.rates.daily);
    // it comes off the basic pay, and so off every wage the basic pay counts towards
    addWages(pay.unpaidLeave.amount, basicFlags, -1);
  }

  // overtime, for the type that pays it
  if (e.payrollType === 'salaryAttendanceOt')
    for (const ot of overtimePay(i.overtime, pay.rates.hourly, cur)) {
      const code = `OT${ot.otType}`;
      line(code, 'earning', ot.amount, ot.hours, pay.rates.hourly.times(ot.percent).div(100));
      addWages(ot.amount, c.codes.get(code) ?? OT_FLAGS);
    }

  // pay items: earnings first (a percentage of the gross takes the earnings before it)
  const grossSoFar = () => sumMoney(lines.filter((l) => l.kind === 'earning').map((l) => l.amount));
  const ordered = [...i.items].sort(
    (a, b) => (a.code.kind === 'earning' ? 0 : 1) - (b.code.kind === 'earning' ? 0 : 1),
  );
  for (const { code, own } of ordered) {
    const units =
      code.unit === 'days' ? String(i.presentDays) : new Money(i.workedMinutes).div(60).toDecimalPlaces(2).toFixed();
    const amount = payCodeAmount(code, {
      basic: pay.basic.amount,
      gross: grossSoFar(),
      rates: pay.rates,
      units,
      own,
      currency: cur,
    });
    if (amount.isZero()) continue;
    lines.push({
      code: code.code,
      payCodeId: code.id,
      kind: code.kind,
      units: code.calculation === 'units' ? units : null,
      rate: null,
      amount,
    });
    if (code.kind === 'earning') addWages(amount, code);
  }

  // a leaver's settlement: its amounts as they are (a one-off entry of the same code replaces one)
  if (i.settlement)
    for (const { code, field, kind, taxable } of SETTLEMENT_LINES) {
      const amount = roundMoney(new Money(i.settlement[field]), cur);
      if (amount.isZero()) continue;
      line(code, kind, amount);
      if (kind === 'earning')
        addWages(amount, c.codes.get(code) ?? { taxable, epfWage: false, socsoWage: false, nssfWage: false });
    }

  // shop orders paid by deduction: one line of their total, after tax (a one-off entry of the code replaces it)
  if (i.shop) {
    const amount = roundMoney(new Money(i.shop), cur);
    if (amount.gt(0)) line(SHOP_CODE, 'deduction', amount);
  }

  // one-off entries: the amount replaces the line of its code (and the wages it counted towards), or adds one
  for (const entry of i.entries) {
    const amount = new Money(entry.amount);
    const flags = entry.code.code === 'UNPAID' ? basicFlags : entry.code;
    const sign = entry.code.code === 'UNPAID' ? -1 : entry.code.kind === 'earning' ? 1 : 0;
    const existing = lines.find((l) => l.code === entry.code.code);
    const before = existing?.amount ?? new Money(0);
    if (existing) existing.amount = amount;
    else
      lines.push({
        code: entry.code.code,
        payCodeId: entry.code.id,
        kind: entry.code.kind,
        units: null,
        rate: null,
        amount,
      });
    if (sign !== 0) addWages(amount.minus(before), flags, sign);
  }

  const basis: TSlip['basis'] = {
    presentDays: i.presentDays,
    workedMinutes: i.workedMinutes,
    paidLeaveDays: i.paidLeaveDays,
    unpaidLeaveDays: i.unpaidLeaveDays,
    employedDays: e.employedDays,
    dailyRate: pay.rates.daily.toDecimalPlaces(6).toFixed(),
    hourlyRate: pay.rates.hourly.toDecimalPlaces(6).toFixed(),
    taxable: moneyString(wages.taxable, cur),
    epfWage: moneyString(wages.epf, cur),
    socsoWage: moneyString(wages.socso, cur),
    nssfWage: moneyString(wages.nssf, cur),
  };
  statutory(e, i, c, wages, line, basis);

  const sum = (kind: TSlipLine['kind']) => sumMoney(lines.filter((l) => l.kind === kind).map((l) => l.amount));
  const gross = sum('earning');
  const deductions = sum('deduction');
  return { lines, gross, deductions, employer: sum('employerContribution'), net: gross.minus(deductions), basis };
}

/** The employee's PCB category: as the record says, else married counts as a working spouse (3), anyone else 1. */
export const pcbCategoryOf = (e: Pick<TSlipEmployee, 'pcbCategory' | 'maritalStatus'>) =>
  e.pcbCategory
    ? ({ single: 1, spouseNotWorking: 2, spouseWorking: 3 } as const)[e.pcbCategory]
    : e.maritalStatus === 'married'
      ? 3
      : 1;

function statutory(
  e: TSlipEmployee,
  i: TSlipInputs,
  c: TSlipContext,
  wages: TWages,
  line: (code: string, kind: TSlipLine['kind'], amount: TMoney) => void,
  basis: TSlip['basis'],
) {
  const cur = e.currency;
  const nonNegative = (v: TMoney) => Money.max(v, 0);
  if (c.pack === 'MY') {
    const age = e.dateOfBirth ? ageOn(e.dateOfBirth, c.periodTo) : 30;
    const r = myMonth(
      {
        month: c.month,
        resident: e.resident,
        age,
        category: pcbCategoryOf(e),
        childPoints: e.children,
        previous: { gross: i.previous.taxable, epf: i.previous.epf, pcb: i.previous.pcb, zakat: '0', reliefs: '0' },
        reliefs: '0',
        epfWage: nonNegative(wages.epf),
        socsoWage: nonNegative(wages.socso),
        taxable: nonNegative(wages.taxable),
        bonus: new Money(0),
      },
      c.packs.MY,
    );
    for (const [code, v] of [
      ['EPF', r.employee.epf],
      ['SOCSO', r.employee.socso],
      ['EIS', r.employee.eis],
      ['PCB', r.employee.pcb],
    ] as const)
      if (v.gt(0)) line(code, 'deduction', v);
    for (const [code, v] of [
      ['EPF_ER', r.employer.epf],
      ['SOCSO_ER', r.employer.socso],
      ['EIS_ER', r.employer.eis],
    ] as const)
      if (v.gt(0)) line(code, 'employerContribution', v);
    basis.epf = r.employee.epf.toFixed(2);
    basis.pcb = r.employee.pcb.toFixed(2);
    return;
  }
  if (c.pack === 'KH') {
    // tax and NSSF in riel at the month's rate; the lines in the pay currency
    const rate = new Money(c.exchangeRate ?? 1);
    const r = khMonth(
      {
        month: c.month,
        salary: nonNegative(wages.taxable).times(rate),
        contributoryWage: nonNegative(wages.nssf).times(rate),
        resident: e.resident,
        dependants: e.children,
        pensionDeductible: c.pensionDeductible,
      },
      c.packs.KH,
    );
    const back = (khr: TMoney) => roundMoney(khr.div(rate), cur);
    for (const [code, kind, v] of [
      ['TOS', 'deduction', r.employee.tax],
      ['NSSF_PENSION', 'deduction', r.employee.pension],
      ['NSSF_ORC', 'employerContribution', r.employer.occupationalRisk],
      ['NSSF_HEALTH', 'employerContribution', r.employer.health],
      ['NSSF_PENSION_ER', 'employerContribution', r.employer.pension],
    ] as const)
      if (v.gt(0)) line(code, kind, back(v));
    basis.exchangeRate = c.exchangeRate;
    basis.taxBaseKhr = r.taxBase.toFixed(0);
    basis.taxKhr = r.employee.tax.toFixed(0);
    return;
  }
  if (c.taxTable) {
    const taxable = nonNegative(wages.taxable);
    const tax =
      c.taxTable.period === 'yearly'
        ? bracketTax(taxable.times(12), c.taxTable.brackets).div(12)
        : bracketTax(taxable, c.taxTable.brackets);
    const v = roundMoney(tax, cur);
    if (v.gt(0)) line('TAX', 'deduction', v);
  }
}
