import { z } from 'zod';
import { addDays } from './dates.ts';
import { Money, type TMoney } from './money.ts';
import type { TScheduleKind } from './schedules.ts';
import { ref } from './form-fields.ts';

/**
 * Leave arithmetic (issue 13), pure: which days a request counts, what a template credits and when, what a year end
 * carries and lapses. Amounts are days as exact decimals (decimal.js), travelling as strings; an hour is a fraction of
 * the leave type's working day. The ledger (server) stores what these return; a balance is always its sum.
 */

/** How a template line earns its yearly entitlement. */
export const LEAVE_EARNINGS = ['upfront', 'monthly', 'proRata'] as const;
export type TLeaveEarning = (typeof LEAVE_EARNINGS)[number];

/** Every kind of ledger row: credits are positive, debits negative. */
export const LEDGER_KINDS = [
  'opening',
  'accrual',
  'carryForward',
  'yearEnd',
  'carryExpiry',
  'leave',
  'cancellation',
  'adjustment',
] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** Hourly leave: 0.5 to 12 hours in steps of 0.5 (spec). */
export const HOURLY_MIN = 0.5;
export const HOURLY_MAX = 12;
export const HOURLY_STEP = 0.5;
export const HOURLY_CHOICES: readonly number[] = Array.from({ length: 24 }, (_, i) => (i + 1) * HOURLY_STEP);

/** Days are kept to 4 decimals (an hour of a 7.5-hour day is 0.1333); accruals to 2. */
export const DAY_DECIMALS = 4;
export const ACCRUAL_DECIMALS = 2;

const round = (v: TMoney, dp: number) => v.toDecimalPlaces(dp, Money.ROUND_HALF_UP);
/** A decimal string without trailing zeros ("1.5", "0.0625", "-2"). */
export const dayString = (v: TMoney): string => {
  const s = round(v, DAY_DECIMALS)
    .toFixed(DAY_DECIMALS)
    .replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

// ---------------------------------------------------------------------------------------------------------------
// Counting a request

/** The rules of a leave type that decide which days of a request count. */
export type TCountRules = { countHolidays: boolean; countRestDays: boolean };

/** A request's part of the day: whole days, half days at its ends, or hours on one day. */
export type TLeavePart =
  | { kind: 'full' }
  /** from the first or second half of its first day to the first or second half of its last */
  | { kind: 'half'; startHalf: 1 | 2; endHalf: 1 | 2 }
  | { kind: 'hourly'; hours: number };

/** Whether a day of the plan counts: working days always ('none' is a day without any plan: counted, to be safe). */
export function dayCounts(kind: TScheduleKind, rules: TCountRules): boolean {
  if (kind === 'holiday') return rules.countHolidays;
  if (kind === 'rest') return rules.countRestDays;
  return true;
}

export type TLeaveCount = {
  /** days debited (a decimal string) */
  days: string;
  /** the days of the range that count, as whole days */
  countedDays: number;
  /** a day of the range of another kind than counted: why a range counts less than its length */
  skipped: { day: string; kind: TScheduleKind }[];
};

/**
 * What a request debits, from the plan of each day of its range (in order, first to last): counted whole days, less
 * half a day at an end that starts in the second half or ends in the first, or its hours over the type's day.
 * Throws `halfDayOrder` for a one-day request from the second half to the first.
 */
export function countLeave(
  plan: readonly { day: string; kind: TScheduleKind }[],
  rules: TCountRules,
  part: TLeavePart,
  hoursPerDay: string | number,
): TLeaveCount {
  const counted = plan.filter((p) => dayCounts(p.kind, rules));
  const skipped = plan.filter((p) => !dayCounts(p.kind, rules));
  const first = plan[0];
  const last = plan.at(-1);
  let days = new Money(counted.length);
  if (part.kind === 'half' && first && last) {
    if (first.day === last.day && part.startHalf === 2 && part.endHalf === 1) throw new Error('halfDayOrder');
    if (part.startHalf === 2 && dayCounts(first.kind, rules)) days = days.minus(0.5);
    if (part.endHalf === 1 && dayCounts(last.kind, rules)) days = days.minus(0.5);
  }
  if (part.kind === 'hourly') days = counted.length ? new Money(part.hours).div(hoursPerDay) : new Money(0);
  return { days: dayString(days), countedDays: counted.length, skipped };
}

/** Whether hours are a valid hourly leave: 0.5 to 12 in steps of 0.5. */
export const validHours = (h: number) =>
  Number.isFinite(h) && h >= HOURLY_MIN && h <= HOURLY_MAX && Number.isInteger(h / HOURLY_STEP);

/** Days as hours of the type's day ("1.5" days of 8 hours: "12"). */
export const daysToHours = (days: string, hoursPerDay: string | number): string =>
  dayString(round(new Money(days).times(hoursPerDay), 2));

// ---------------------------------------------------------------------------------------------------------------
// Leave years

/** `YYYY-MM-DD` plus `n` months, the day kept or cut to the month's last (31 Jan + 1 month: 28 or 29 Feb). */
export function addMonths(day: string, n: number): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + n;
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  const last = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
  const d = Math.min(Number(day.slice(8, 10)), last);
  return `${String(yy).padStart(4, '0')}-${String(mm + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type TLeaveYear = { year: number; from: string; to: string };

/** The leave year `year`, starting on the 1st of `startMonth` (1–12) of that calendar year. */
export function leaveYear(year: number, startMonth: number): TLeaveYear {
  const from = `${String(year).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
  return { year, from, to: addDays(addMonths(from, 12), -1) };
}

/** The leave year a day falls in. */
export function leaveYearOf(day: string, startMonth: number): TLeaveYear {
  const y = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= startMonth ? leaveYear(y, startMonth) : leaveYear(y - 1, startMonth);
}

// ---------------------------------------------------------------------------------------------------------------
// Accrual

/** One line of a leave template: a leave type's yearly entitlement and how it is earned and carried. */
export type TEntitlement = {
  leaveTypeId: string;
  /** days a year (a decimal string) */
  days: string;
  earning: TLeaveEarning;
  /** most days carried into the next leave year; null: all of them, "0": none */
  carryCap: string | null;
  /** carried days lapse this many months (at most 12) into the new year; 0: they never lapse */
  carryExpiryMonths: number;
};

export type TCredit = { kind: 'accrual'; period: string; day: string; days: string };

/** A month of service counts when the employee was there by its 15th (joined on or before, left on or after). */
const MID_MONTH = 15;

/** Whether the employee served month `monthStart` (`YYYY-MM-01`) by the mid-month rule. */
function servedMonth(monthStart: string, joinDate: string | null, exitDate: string | null): boolean {
  const mid = `${monthStart.slice(0, 8)}${MID_MONTH}`;
  return (!joinDate || joinDate <= mid) && (!exitDate || exitDate >= mid);
}

/** `r(E·m/12) − r(E·(m−1)/12)`: month m's share, so that a whole year's shares add up to E exactly. */
const monthShare = (yearly: TMoney, m: number) =>
  round(yearly.times(m).div(12), ACCRUAL_DECIMALS).minus(round(yearly.times(m - 1).div(12), ACCRUAL_DECIMALS));

/**
 * The accrual credits of one line that are due by `today`, for an employee with a template since `from`. A credit's
 * `period` is unique per employee, type and kind (the ledger refuses a second one): `2026` for a year's upfront or
 * pro-rata credit, `2026-03` for the third month of leave year 2026. Nothing is credited for a leave year that ended
 * before `from`, nor for a month that ended before it; nothing before the join date or after the exit.
 *
 * - upfront: the whole entitlement on the first day of the leave year (or of employment, when later);
 * - proRata: the same, in the year of joining only the share of months served (mid-month rule), 2 decimals;
 * - monthly: a twelfth at the end of each month served, rounded so the year adds up to the entitlement.
 */
export function dueCredits(
  line: Pick<TEntitlement, 'days' | 'earning'>,
  startMonth: number,
  employment: { joinDate: string | null; exitDate: string | null },
  from: string,
  today: string,
): TCredit[] {
  const { joinDate, exitDate } = employment;
  const yearly = new Money(line.days);
  if (yearly.lte(0)) return [];
  const credits: TCredit[] = [];
  const first = leaveYearOf(joinDate && joinDate > from ? joinDate : from, startMonth);
  const last = leaveYearOf(exitDate && exitDate < today ? exitDate : today, startMonth);
  for (let y = first.year; y <= last.year; y++) {
    const ly = leaveYear(y, startMonth);
    if (line.earning === 'monthly') {
      for (let m = 1; m <= 12; m++) {
        const start = addMonths(ly.from, m - 1);
        const end = addDays(addMonths(start, 1), -1);
        if (end > today || end < from || !servedMonth(start, joinDate, exitDate)) continue;
        const share = monthShare(yearly, m);
        if (share.gt(0))
          credits.push({
            kind: 'accrual',
            period: `${y}-${String(m).padStart(2, '0')}`,
            day: end,
            days: dayString(share),
          });
      }
      continue;
    }
    const day = joinDate && joinDate > ly.from ? joinDate : ly.from;
    if (day > today || ly.to < from || (exitDate && exitDate < day)) continue;
    let amount = yearly;
    if (line.earning === 'proRata' && joinDate && joinDate > ly.from) {
      let months = 0;
      for (let m = 0; m < 12; m++) if (servedMonth(addMonths(ly.from, m), joinDate, null)) months++;
      amount = round(yearly.times(months).div(12), ACCRUAL_DECIMALS);
    }
    if (amount.gt(0)) credits.push({ kind: 'accrual', period: String(y), day, days: dayString(amount) });
  }
  return credits;
}

// ---------------------------------------------------------------------------------------------------------------
// Year end

/**
 * At the end of a leave year, of a `balance`: what lapses and what is carried into the next. A positive balance is
 * taken out whole (`yearEnd`) and up to the cap is put back (`carryForward`); a negative balance stays as it is.
 */
export function yearEnd(balance: string, carryCap: string | null): { lapsed: string; carried: string } {
  const b = new Money(balance);
  if (b.lte(0)) return { lapsed: '0', carried: '0' };
  const carried = carryCap === null ? b : Money.min(b, new Money(carryCap));
  return { lapsed: dayString(b), carried: dayString(Money.max(carried, 0)) };
}

/**
 * What lapses of `carried` days when they expire: the part not yet used, leave taken since the year began using the
 * carried days first (`taken`, a positive number of days), and never more than the `balance` left.
 */
export function carriedExpiry(carried: string, taken: string, balance: string): string {
  const unused = new Money(carried).minus(Money.max(new Money(taken), 0));
  const lapse = Money.min(unused, new Money(balance));
  return dayString(Money.max(lapse, 0));
}

/** The working-day check of a request's range: at most this many calendar days are counted at once. */
export const LEAVE_MAX_RANGE_DAYS = 366;

// ---------------------------------------------------------------------------------------------------------------
// A template's lines, as its form sends them

export const ENTITLEMENTS_MAX = 50;
const DECIMAL_2 = /^\d{1,3}(\.\d{1,2})?$/;
const dayAmount = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
      .trim()
      .refine((v) => DECIMAL_2.test(v), { error: 'invalidNumber' })
      .refine((v) => Number(v) <= max, { error: 'tooLarge' })
      .transform((v) => dayString(new Money(v))),
  );

export const ZEntitlement = z.object({
  leaveTypeId: ref,
  days: dayAmount(366),
  earning: z.enum(LEAVE_EARNINGS, { error: 'invalidOption' }),
  carryCap: z.preprocess((v) => (v === '' || v === undefined ? null : v), dayAmount(366).nullable()),
  carryExpiryMonths: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' }).min(0, { error: 'tooSmall' }).max(12, {
      error: 'tooLarge',
    }),
  ),
});

/** A template's lines: at least one, one per leave type. */
export const ZEntitlements = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(ZEntitlement, { error: 'invalidOption' })
    .min(1, { error: 'required' })
    .max(ENTITLEMENTS_MAX, { error: 'tooLarge' })
    .refine((l) => new Set(l.map((x) => x.leaveTypeId)).size === l.length, { error: 'duplicateLeaveType' }),
);
