import type { TPayrollType } from './employees.ts';
import { Money, roundMoney, type TMoney } from './money.ts';

/**
 * What an employee earns in a period before statutory deductions (issue 14), as pure arithmetic on exact decimals:
 * the basic pay by payroll type (spec 9), overtime at the rates of the OT setting in force, and a pay code's amount.
 * A run and the web's previews use the same functions; amounts are rounded to the currency's minor unit line by line.
 */

/** How many days a month's salary is spread over, and hours a day: the daily and hourly rates. */
export type TRateBasis = { daysPerMonth: string; hoursPerDay: string };

export type TRates = { daily: TMoney; hourly: TMoney };

/**
 * The daily and hourly rates: a monthly salary over the days of a month and the hours of a day; for hourly wages the
 * salary is the hourly rate itself.
 */
export function ratesOf(payrollType: TPayrollType, basic: string, basis: TRateBasis): TRates {
  const b = new Money(basic);
  if (payrollType === 'hourlyWages') return { hourly: b, daily: b.times(basis.hoursPerDay) };
  const daily = b.div(basis.daysPerMonth);
  return { daily, hourly: daily.div(basis.hoursPerDay) };
}

export type TBasicInput = {
  payrollType: TPayrollType;
  /** the monthly salary, or the hourly rate for hourly wages, in the pay currency */
  basic: string;
  currency: string;
  basis: TRateBasis;
  /** the period's calendar days, and those of them the employee was employed (joiners and leavers) */
  calendarDays: number;
  employedDays: number;
  /** days present, plus paid leave and paid holidays (the attendance types) */
  payableDays: string;
  /** whole and part days of unpaid leave (deducted from a flat salary) */
  unpaidLeaveDays: string;
  /** minutes worked (hourly wages) */
  workedMinutes: number;
};

export type TBasicPay = {
  /** the basic pay line: units are days (or hours for hourly wages) */
  basic: { units: string; amount: TMoney };
  /** a flat salary's unpaid leave, as a deduction (zero for the other types: unpaid days are simply not paid) */
  unpaidLeave: { units: string; amount: TMoney };
  rates: TRates;
};

/**
 * The basic pay of a period: a flat salary pro-rated by the days employed, less unpaid leave at the daily rate;
 * the attendance types pay the payable days at the daily rate, never more than the pro-rated salary; hourly wages
 * pay the hours worked.
 */
export function basicPay(i: TBasicInput): TBasicPay {
  const rates = ratesOf(i.payrollType, i.basic, i.basis);
  const round = (v: TMoney) => roundMoney(v, i.currency);
  const zero = { units: '0', amount: new Money(0) };
  const prorated = new Money(i.basic).times(i.employedDays).div(i.calendarDays);
  if (i.payrollType === 'hourlyWages') {
    const hours = new Money(i.workedMinutes).div(60);
    return {
      basic: { units: hours.toDecimalPlaces(2).toFixed(), amount: round(hours.times(rates.hourly)) },
      unpaidLeave: zero,
      rates,
    };
  }
  if (i.payrollType === 'flatSalary') {
    const unpaid = Money.min(new Money(i.unpaidLeaveDays), new Money(i.employedDays));
    return {
      basic: { units: String(i.employedDays), amount: round(prorated) },
      // never more than the salary it comes off
      unpaidLeave: { units: unpaid.toFixed(), amount: Money.min(round(unpaid.times(rates.daily)), round(prorated)) },
      rates,
    };
  }
  const days = new Money(i.payableDays);
  return {
    basic: { units: days.toFixed(), amount: round(Money.min(days.times(rates.daily), prorated)) },
    unpaidLeave: zero,
    rates,
  };
}

/** Approved overtime of one type at one percentage (the OT setting in force on each request's day). */
export type TOvertimeMinutes = { otType: number; percent: string; minutes: number };

/** Overtime pay per type and percentage: hours × hourly rate × percentage. */
export function overtimePay(rows: readonly TOvertimeMinutes[], hourly: TMoney, currency: string) {
  return rows.map((r) => {
    const hours = new Money(r.minutes).div(60);
    return {
      otType: r.otType,
      percent: r.percent,
      hours: hours.toDecimalPlaces(2).toFixed(),
      amount: roundMoney(hours.times(hourly).times(r.percent).div(100), currency),
    };
  });
}

/** A pay code's calculation (the declared resource's fields). */
export type TPayCodeRule = {
  calculation: 'fixed' | 'percentage' | 'units';
  amount: string | null;
  percentage: string | null;
  percentageOf: 'basicSalary' | 'gross' | null;
  unit: 'hours' | 'days' | null;
  rate: string | null;
  multiplier: string | null;
  minAmount: string | null;
  maxAmount: string | null;
};

export type TPayCodeContext = {
  basic: TMoney;
  gross: TMoney;
  rates: TRates;
  /** hours or days the code is paid for (units codes) */
  units: string;
  /** the employee's own figure (a pay item's amount): replaces the code's amount, percentage or rate */
  own?: string | null;
  currency: string;
};

/**
 * A pay code's amount for a period: a fixed amount; a percentage of the basic salary or of the gross; units × rate ×
 * multiplier (an empty rate is the employee's hourly or daily one). Then held within min and max, and rounded.
 */
export function payCodeAmount(rule: TPayCodeRule, c: TPayCodeContext): TMoney {
  const own = c.own ?? null;
  let v: TMoney;
  if (rule.calculation === 'fixed') v = new Money(own ?? rule.amount ?? 0);
  else if (rule.calculation === 'percentage')
    v = (rule.percentageOf === 'gross' ? c.gross : c.basic).times(own ?? rule.percentage ?? 0).div(100);
  else {
    const rate = own ?? rule.rate ?? (rule.unit === 'days' ? c.rates.daily : c.rates.hourly);
    v = new Money(c.units).times(rate).times(rule.multiplier ?? 1);
  }
  if (rule.minAmount !== null) v = Money.max(v, rule.minAmount);
  if (rule.maxAmount !== null) v = Money.min(v, rule.maxAmount);
  return roundMoney(v, c.currency);
}
