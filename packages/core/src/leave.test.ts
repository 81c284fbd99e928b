import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  addMonths,
  carriedExpiry,
  countLeave,
  daysToHours,
  dueCredits,
  leaveYear,
  leaveYearOf,
  validHours,
  yearEnd,
} from './leave.ts';
import { Money } from './money.ts';
import type { TScheduleKind } from './schedules.ts';

const week = (from: string, kinds: TScheduleKind[]) => kinds.map((kind, i) => ({ day: addDays(from, i), kind }));
const workdays = { countHolidays: false, countRestDays: false };

describe('counting a request', () => {
  // Mon 2 Mar 2026 … Sun 8 Mar: five working days, Saturday rest, Sunday holiday
  const plan = week('2026-03-02', ['scheduled', 'scheduled', 'default', 'scheduled', 'scheduled', 'rest', 'holiday']);

  it('counts working days only, unless the type counts rest days or holidays', () => {
    expect(countLeave(plan, workdays, { kind: 'full' }, 8)).toMatchObject({ days: '5', countedDays: 5 });
    expect(countLeave(plan, { countHolidays: true, countRestDays: false }, { kind: 'full' }, 8).days).toBe('6');
    expect(countLeave(plan, { countHolidays: true, countRestDays: true }, { kind: 'full' }, 8).days).toBe('7');
    expect(countLeave(plan, workdays, { kind: 'full' }, 8).skipped).toEqual([
      { day: '2026-03-07', kind: 'rest' },
      { day: '2026-03-08', kind: 'holiday' },
    ]);
  });

  it('a day without any plan counts (none)', () => {
    expect(countLeave(week('2026-03-02', ['none']), workdays, { kind: 'full' }, 8).days).toBe('1');
  });

  it('half days: one morning, one afternoon, and a range starting after lunch and ending before it', () => {
    const one = plan.slice(0, 1);
    expect(countLeave(one, workdays, { kind: 'half', startHalf: 1, endHalf: 1 }, 8).days).toBe('0.5');
    expect(countLeave(one, workdays, { kind: 'half', startHalf: 2, endHalf: 2 }, 8).days).toBe('0.5');
    expect(countLeave(plan.slice(0, 3), workdays, { kind: 'half', startHalf: 2, endHalf: 1 }, 8).days).toBe('2');
    expect(countLeave(plan.slice(0, 3), workdays, { kind: 'half', startHalf: 1, endHalf: 2 }, 8).days).toBe('3');
    expect(() => countLeave(one, workdays, { kind: 'half', startHalf: 2, endHalf: 1 }, 8)).toThrow('halfDayOrder');
  });

  it('a half at an end that does not count takes nothing off', () => {
    // Fri to Sun, from the second half of Friday: 0.5 (Sat rest and Sun holiday do not count)
    expect(countLeave(plan.slice(4), workdays, { kind: 'half', startHalf: 2, endHalf: 1 }, 8).days).toBe('0.5');
  });

  it('hours are a share of the type’s day; none on a day that does not count', () => {
    expect(countLeave(plan.slice(0, 1), workdays, { kind: 'hourly', hours: 4 }, 8).days).toBe('0.5');
    expect(countLeave(plan.slice(0, 1), workdays, { kind: 'hourly', hours: 0.5 }, 8).days).toBe('0.0625');
    expect(countLeave(plan.slice(0, 1), workdays, { kind: 'hourly', hours: 1 }, '7.5').days).toBe('0.1333');
    expect(countLeave(plan.slice(5, 6), workdays, { kind: 'hourly', hours: 2 }, 8).days).toBe('0');
  });

  it('hours: 0.5 to 12 in steps of 0.5', () => {
    expect([0.5, 1, 7.5, 12].every(validHours)).toBe(true);
    expect([0, 0.25, 12.5, -1, Number.NaN, 1.2].some(validHours)).toBe(false);
    expect(daysToHours('1.5', 8)).toBe('12');
    expect(daysToHours('0.0625', 8)).toBe('0.5');
  });
});

describe('leave years', () => {
  it('start on the first of their month, end the day before the next one', () => {
    expect(leaveYear(2026, 1)).toEqual({ year: 2026, from: '2026-01-01', to: '2026-12-31' });
    expect(leaveYear(2026, 4)).toEqual({ year: 2026, from: '2026-04-01', to: '2027-03-31' });
    expect(leaveYearOf('2027-03-31', 4).year).toBe(2026);
    expect(leaveYearOf('2027-04-01', 4).year).toBe(2027);
  });

  it('months are added to the month’s last day when the day does not exist (leap years)', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-01', -3)).toBe('2025-12-01');
  });
});

describe('accrual', () => {
  const since2020 = { joinDate: '2020-05-04', exitDate: null };

  it('upfront: the whole year on its first day, from the year the template started', () => {
    const c = dueCredits({ days: '14', earning: 'upfront' }, 1, since2020, '2025-06-10', '2026-03-01');
    expect(c).toEqual([
      { kind: 'accrual', period: '2025', day: '2025-01-01', days: '14' },
      { kind: 'accrual', period: '2026', day: '2026-01-01', days: '14' },
    ]);
  });

  it('pro rata: in the year of joining, the months served by the 15th', () => {
    const joined = { joinDate: '2026-04-15', exitDate: null };
    expect(dueCredits({ days: '12', earning: 'proRata' }, 1, joined, '2026-01-01', '2026-12-31')).toEqual([
      { kind: 'accrual', period: '2026', day: '2026-04-15', days: '9' },
    ]);
    const late = { joinDate: '2026-04-16', exitDate: null };
    expect(dueCredits({ days: '14', earning: 'proRata' }, 1, late, '2026-01-01', '2026-12-31')[0]?.days).toBe('9.33');
    // the next year is whole
    expect(dueCredits({ days: '14', earning: 'proRata' }, 1, late, '2026-01-01', '2027-01-01')[1]?.days).toBe('14');
  });

  it('monthly: at the end of each month served, a year adding up to the entitlement exactly', () => {
    const c = dueCredits({ days: '14', earning: 'monthly' }, 1, since2020, '2026-01-01', '2026-12-31');
    expect(c).toHaveLength(12);
    expect(c[0]).toEqual({ kind: 'accrual', period: '2026-01', day: '2026-01-31', days: '1.17' });
    expect(c[1]).toMatchObject({ period: '2026-02', day: '2026-02-28', days: '1.16' });
    expect(c.reduce((s, x) => s.plus(x.days), new Money(0)).toString()).toBe('14');
  });

  it('monthly: nothing before the month ends, nothing for months not served', () => {
    expect(dueCredits({ days: '12', earning: 'monthly' }, 1, since2020, '2026-01-01', '2026-01-30')).toEqual([]);
    const leaver = { joinDate: '2026-02-20', exitDate: '2026-05-10' };
    const c = dueCredits({ days: '12', earning: 'monthly' }, 1, leaver, '2026-01-01', '2026-12-31');
    expect(c.map((x) => x.period)).toEqual(['2026-03', '2026-04']);
  });

  it('a leave year starting in April, across the calendar year', () => {
    const c = dueCredits({ days: '12', earning: 'monthly' }, 4, since2020, '2026-04-01', '2027-04-30');
    expect(c.map((x) => x.period)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      '2027-01',
    ]);
    expect(c[11]).toMatchObject({ day: '2027-03-31' });
  });

  it('nothing for an exit before the year, or a zero entitlement', () => {
    const gone = { joinDate: '2020-01-01', exitDate: '2025-12-31' };
    expect(dueCredits({ days: '14', earning: 'upfront' }, 1, gone, '2025-01-01', '2026-06-01')).toHaveLength(1);
    expect(dueCredits({ days: '0', earning: 'upfront' }, 1, since2020, '2025-01-01', '2026-06-01')).toEqual([]);
  });

  it('property: any entitlement’s monthly credits over a whole year add up to it (months of nothing are left out)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_500 }), fc.integer({ min: 1, max: 12 }), (hundredths, startMonth) => {
        const days = new Money(hundredths).div(100).toString();
        const from = leaveYear(2026, startMonth).from;
        const c = dueCredits({ days, earning: 'monthly' }, startMonth, since2020, from, leaveYear(2026, startMonth).to);
        return c.length <= 12 && c.reduce((s, x) => s.plus(x.days), new Money(0)).eq(days);
      }),
    );
  });

  it('property: credits are due by today and unique per period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('upfront', 'monthly', 'proRata' as const),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 1500 }),
        (earning, joinOffset, todayOffset) => {
          const joinDate = addDays('2024-01-01', joinOffset);
          const today = addDays(joinDate, todayOffset);
          const c = dueCredits({ days: '10', earning }, 1, { joinDate, exitDate: null }, '2024-01-01', today);
          return (
            c.every((x) => x.day <= today && x.day >= joinDate) && new Set(c.map((x) => x.period)).size === c.length
          );
        },
      ),
    );
  });
});

describe('year end', () => {
  it('carries up to the cap and lapses the whole positive balance', () => {
    expect(yearEnd('7.5', '5')).toEqual({ lapsed: '7.5', carried: '5' });
    expect(yearEnd('3', '5')).toEqual({ lapsed: '3', carried: '3' });
    expect(yearEnd('3', null)).toEqual({ lapsed: '3', carried: '3' });
    expect(yearEnd('3', '0')).toEqual({ lapsed: '3', carried: '0' });
    expect(yearEnd('-2', '5')).toEqual({ lapsed: '0', carried: '0' });
  });

  it('carried days expire less what was taken since, never more than the balance', () => {
    expect(carriedExpiry('5', '2', '20')).toBe('3');
    expect(carriedExpiry('5', '7', '20')).toBe('0');
    expect(carriedExpiry('5', '0', '1.5')).toBe('1.5');
    expect(carriedExpiry('5', '0', '-1')).toBe('0');
  });
});
