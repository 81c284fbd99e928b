import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from './money.ts';
import { basicPay, overtimePay, payCodeAmount, ratesOf, type TBasicInput, type TPayCodeRule } from './payroll-pay.ts';

const basis = { daysPerMonth: '26', hoursPerDay: '8' };
const month = (more: Partial<TBasicInput> = {}): TBasicInput => ({
  payrollType: 'flatSalary',
  basic: '1300.00',
  currency: 'USD',
  basis,
  calendarDays: 30,
  employedDays: 30,
  payableDays: '26',
  unpaidLeaveDays: '0',
  workedMinutes: 0,
  ...more,
});
const rule = (more: Partial<TPayCodeRule>): TPayCodeRule => ({
  calculation: 'fixed',
  amount: null,
  percentage: null,
  percentageOf: null,
  unit: null,
  rate: null,
  multiplier: null,
  minAmount: null,
  maxAmount: null,
  ...more,
});

describe('rates', () => {
  it('spreads a monthly salary over 26 days of 8 hours; an hourly wage is its own rate', () => {
    const r = ratesOf('flatSalary', '1300', basis);
    expect(r.daily.toFixed()).toBe('50');
    expect(r.hourly.toFixed()).toBe('6.25');
    const h = ratesOf('hourlyWages', '4.5', basis);
    expect([h.hourly.toFixed(), h.daily.toFixed()]).toEqual(['4.5', '36']);
  });
});

describe('basic pay', () => {
  it('pays a flat salary whole, and a joiner for the days employed', () => {
    expect(basicPay(month()).basic.amount.toFixed(2)).toBe('1300.00');
    // joined on the 16th of a 30-day month: 15 days
    expect(basicPay(month({ employedDays: 15 })).basic.amount.toFixed(2)).toBe('650.00');
  });

  it('takes unpaid leave off a flat salary at the daily rate, never more than the salary', () => {
    const p = basicPay(month({ unpaidLeaveDays: '1.5' }));
    expect([p.unpaidLeave.units, p.unpaidLeave.amount.toFixed(2)]).toEqual(['1.5', '75.00']);
    const all = basicPay(month({ employedDays: 2, unpaidLeaveDays: '10' }));
    expect(all.unpaidLeave.amount.lte(all.basic.amount)).toBe(true);
  });

  it('pays the attendance types for the payable days, up to the salary, and deducts nothing more', () => {
    const p = basicPay(month({ payrollType: 'salaryAttendance', payableDays: '20.5' }));
    expect(p.basic.amount.toFixed(2)).toBe('1025.00');
    expect(p.unpaidLeave.amount.toFixed()).toBe('0');
    // 27 payable days of a 26-day month still pay the month
    expect(basicPay(month({ payrollType: 'salaryAttendanceOt', payableDays: '27' })).basic.amount.toFixed(2)).toBe(
      '1300.00',
    );
  });

  it('pays hourly wages for the hours worked, rounded to the cent once', () => {
    const p = basicPay(month({ payrollType: 'hourlyWages', basic: '4.35', workedMinutes: 10_007 }));
    // 166.7833… h × 4.35 = 725.5075 → 725.51
    expect([p.basic.units, p.basic.amount.toFixed(2)]).toEqual(['166.78', '725.51']);
  });

  it('never pays a flat salary above the whole month, nor below zero after unpaid leave (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 3100 }),
        fc.integer({ min: 0, max: 9_999_999 }),
        (calendarDays, unpaidTenths, cents) => {
          const basic = new Money(cents).div(100).toFixed(2);
          const p = basicPay(
            month({ basic, calendarDays, employedDays: calendarDays, unpaidLeaveDays: String(unpaidTenths / 100) }),
          );
          return p.basic.amount.eq(basic) && p.basic.amount.minus(p.unpaidLeave.amount).gte(0);
        },
      ),
    );
  });
});

describe('overtime', () => {
  it('pays each type at its percentage of the hourly rate', () => {
    const rows = overtimePay(
      [
        { otType: 150, percent: '150', minutes: 90 },
        { otType: 200, percent: '200', minutes: 45 },
      ],
      new Money('6.25'),
      'USD',
    );
    expect(rows.map((r) => [r.hours, r.amount.toFixed(2)])).toEqual([
      ['1.5', '14.06'],
      ['0.75', '9.38'],
    ]);
  });
});

describe('pay code amounts', () => {
  const c = {
    basic: new Money(1300),
    gross: new Money(1500),
    rates: ratesOf('flatSalary', '1300', basis),
    units: '0',
    currency: 'USD',
  };

  it('pays a fixed amount, or the employee’s own', () => {
    expect(payCodeAmount(rule({ amount: '30' }), c).toFixed(2)).toBe('30.00');
    expect(payCodeAmount(rule({ amount: '30' }), { ...c, own: '45.5' }).toFixed(2)).toBe('45.50');
  });

  it('takes a percentage of the basic salary or of the gross', () => {
    expect(
      payCodeAmount(rule({ calculation: 'percentage', percentage: '10', percentageOf: 'basicSalary' }), c).toFixed(2),
    ).toBe('130.00');
    expect(
      payCodeAmount(rule({ calculation: 'percentage', percentage: '2.5', percentageOf: 'gross' }), c).toFixed(2),
    ).toBe('37.50');
  });

  it('pays units × rate × multiplier, the employee’s hourly or daily rate when the code has none', () => {
    const hours = rule({ calculation: 'units', unit: 'hours', multiplier: '1.25' });
    expect(payCodeAmount(hours, { ...c, units: '4' }).toFixed(2)).toBe('31.25');
    const days = rule({ calculation: 'units', unit: 'days', rate: '2.5', multiplier: '1' });
    expect(payCodeAmount(days, { ...c, units: '22' }).toFixed(2)).toBe('55.00');
  });

  it('holds the amount within its minimum and maximum', () => {
    const capped = rule({ calculation: 'percentage', percentage: '50', percentageOf: 'basicSalary', maxAmount: '500' });
    expect(payCodeAmount(capped, c).toFixed(2)).toBe('500.00');
    expect(payCodeAmount(rule({ amount: '5', minAmount: '20' }), c).toFixed(2)).toBe('20.00');
  });
});
