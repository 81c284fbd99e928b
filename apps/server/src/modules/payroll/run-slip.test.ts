import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, sumMoney } from '@staffdesk/core/money';
import { calculate } from './calculator.service.ts';
import { PLATFORM_PACKS } from './packs.ts';
import { computeSlip, type TPayCode, type TSlipContext, type TSlipEmployee, type TSlipInputs } from './run-slip.ts';

const code = (c: Partial<TPayCode> & Pick<TPayCode, 'code'>): TPayCode => ({
  id: `id-${c.code}`,
  kind: 'earning',
  calculation: 'fixed',
  amount: null,
  percentage: null,
  percentageOf: null,
  unit: null,
  rate: null,
  multiplier: null,
  minAmount: null,
  maxAmount: null,
  taxable: true,
  epfWage: true,
  socsoWage: true,
  nssfWage: true,
  ...c,
});
const employee = (more: Partial<TSlipEmployee> = {}): TSlipEmployee => ({
  id: 'e1',
  payrollType: 'flatSalary',
  basic: '5000',
  currency: 'MYR',
  resident: true,
  dateOfBirth: '1990-05-01',
  maritalStatus: 'single',
  pcbCategory: null,
  children: 0,
  employedDays: 30,
  ...more,
});
const inputs = (more: Partial<TSlipInputs> = {}): TSlipInputs => ({
  presentDays: 22,
  workedMinutes: 22 * 480,
  paidLeaveDays: '0',
  unpaidLeaveDays: '0',
  overtime: [],
  items: [],
  previous: { taxable: '0', epf: '0', pcb: '0' },
  entries: [],
  ...more,
});
const context = (more: Partial<TSlipContext> = {}): TSlipContext => ({
  month: '2026-06',
  periodTo: '2026-06-30',
  calendarDays: 30,
  basis: { daysPerMonth: '26', hoursPerDay: '8' },
  pack: 'MY',
  pensionDeductible: false,
  packs: PLATFORM_PACKS,
  exchangeRate: null,
  taxTable: null,
  codes: new Map(),
  ...more,
});
const amountOf = (s: ReturnType<typeof computeSlip>, c: string) => s.lines.find((l) => l.code === c)?.amount.toFixed(2);

describe('a payslip', () => {
  it('takes the calculator’s statutory figures for a plain Malaysian month', () => {
    const jan = context({ month: '2026-01', periodTo: '2026-01-31', calendarDays: 31 });
    const s = computeSlip(employee({ employedDays: 31 }), inputs(), jan);
    const calc = calculate({ pack: 'MY', month: '2026-01', wage: '5000', age: 35 }, PLATFORM_PACKS);
    const mine = calc.employee as { epf: string; socso: string; eis: string; pcb: string };
    expect(amountOf(s, 'BASIC')).toBe('5000.00');
    expect([amountOf(s, 'EPF'), amountOf(s, 'SOCSO'), amountOf(s, 'EIS'), amountOf(s, 'PCB')]).toEqual([
      mine.epf,
      mine.socso,
      mine.eis,
      mine.pcb,
    ]);
    expect(s.net.toFixed(2)).toBe(calc.net);
  });

  it('takes PCB by the employee’s category, the calculator’s for each; married unset counts as a working spouse', () => {
    const jan = context({ month: '2026-01', periodTo: '2026-01-31', calendarDays: 31 });
    const pcb = (more: Partial<TSlipEmployee>) =>
      amountOf(computeSlip(employee({ employedDays: 31, ...more }), inputs(), jan), 'PCB');
    const calc = (category: 1 | 2 | 3) =>
      (
        calculate({ pack: 'MY', month: '2026-01', wage: '5000', age: 35, category }, PLATFORM_PACKS).employee as {
          pcb: string;
        }
      ).pcb;
    expect(pcb({ maritalStatus: 'married', pcbCategory: 'spouseNotWorking' })).toBe(calc(2));
    expect(pcb({ maritalStatus: 'married', pcbCategory: 'spouseWorking' })).toBe(calc(3));
    expect(pcb({ maritalStatus: 'married' })).toBe(calc(3));
    expect(pcb({ maritalStatus: 'divorced', pcbCategory: 'single' })).toBe(calc(1));
    // the spouse's relief: less tax in category 2
    expect(Number(calc(2))).toBeLessThan(Number(calc(3)));
  });

  it('lets an entry replace a computed line, with the wages it counts towards, or add a one-off line', () => {
    const basic = code({ code: 'BASIC' });
    const bonus = code({ code: 'BONUS', epfWage: true });
    const advance = code({ code: 'ADV', kind: 'deduction' });
    const plain = computeSlip(employee(), inputs(), context());
    const s = computeSlip(
      employee(),
      inputs({
        entries: [
          { code: basic, amount: '4800.00' },
          { code: bonus, amount: '700.00' },
          { code: advance, amount: '250.00' },
        ],
      }),
      context({ codes: new Map([['BASIC', basic]]) }),
    );
    expect([amountOf(s, 'BASIC'), amountOf(s, 'BONUS'), amountOf(s, 'ADV')]).toEqual(['4800.00', '700.00', '250.00']);
    expect(s.lines.filter((l) => l.code === 'BASIC')).toHaveLength(1);
    // EPF on 5,500 of wages, not 5,000; the advance is no wage
    expect(s.basis.epfWage).toBe('5500.00');
    expect(s.gross.toFixed(2)).toBe('5500.00');
    expect(new Money(amountOf(s, 'EPF')!).gt(amountOf(plain, 'EPF')!)).toBe(true);
    expect(s.net.eq(s.gross.minus(s.deductions))).toBe(true);
  });

  it('takes an unpaid-leave entry off the wages the basic pay counts towards', () => {
    const unpaid = code({ code: 'UNPAID', kind: 'deduction' });
    const s = computeSlip(
      employee(),
      inputs({ unpaidLeaveDays: '2', entries: [{ code: unpaid, amount: '100.00' }] }),
      context(),
    );
    expect(amountOf(s, 'UNPAID')).toBe('100.00');
    expect(s.basis.epfWage).toBe('4900.00');
  });

  it('leaves a non-taxable allowance out of the tax and overtime out of EPF wages', () => {
    const meal = code({ code: 'MEAL', amount: '200', taxable: false, epfWage: false });
    const s = computeSlip(
      employee({ payrollType: 'salaryAttendanceOt' }),
      inputs({
        presentDays: 26,
        overtime: [{ otType: 150, percent: '150', minutes: 600 }],
        items: [{ code: meal, own: null }],
      }),
      context(),
    );
    // hourly 5000 / 26 / 8; 10 h at 150 %
    expect(amountOf(s, 'OT150')).toBe('360.58');
    expect(s.basis).toMatchObject({ taxable: '5360.58', epfWage: '5000.00', socsoWage: '5560.58' });
    expect(s.gross.toFixed(2)).toBe('5560.58');
  });

  it('deducts a flat salary’s unpaid leave from the pay and from every wage', () => {
    const s = computeSlip(employee(), inputs({ unpaidLeaveDays: '2' }), context());
    expect(amountOf(s, 'UNPAID')).toBe('384.62');
    expect(s.basis.epfWage).toBe('4615.38');
  });

  it('taxes a Cambodian month paid in USD in riel at the month’s rate, as the calculator does', () => {
    const s = computeSlip(
      employee({ currency: 'USD', basic: '1000', children: 2 }),
      inputs(),
      context({ pack: 'KH', exchangeRate: '4100' }),
    );
    const calc = calculate(
      {
        pack: 'KH',
        month: '2026-06',
        wage: '1000',
        currency: 'USD',
        exchangeRate: '4100',
        dependants: 2,
      },
      PLATFORM_PACKS,
    );
    expect(s.basis.taxKhr).toBe('tax' in calc.employee ? calc.employee.tax : '');
    expect(s.net.toFixed(2)).toBe(calc.net);
  });

  it('takes the pension off before tax when the organization says so, as the calculator does', () => {
    const s = computeSlip(
      employee({ currency: 'USD', basic: '1500' }),
      inputs(),
      context({ pack: 'KH', exchangeRate: '4100', pensionDeductible: true }),
    );
    const calc = calculate(
      {
        pack: 'KH',
        month: '2026-06',
        wage: '1500',
        currency: 'USD',
        exchangeRate: '4100',
        pensionDeductible: true,
      },
      PLATFORM_PACKS,
    );
    expect(s.basis.taxKhr).toBe('tax' in calc.employee ? calc.employee.tax : '');
    const without = computeSlip(
      employee({ currency: 'USD', basic: '1500' }),
      inputs(),
      context({ pack: 'KH', exchangeRate: '4100' }),
    );
    expect(Number(s.basis.taxKhr)).toBeLessThan(Number(without.basis.taxKhr));
  });

  it('rates a day and an hour by the organization’s pay month', () => {
    // 5,000 over 22 days of 7.5 hours: two days' unpaid leave are 454.55
    const s = computeSlip(
      employee(),
      inputs({ unpaidLeaveDays: '2' }),
      context({ basis: { daysPerMonth: '22', hoursPerDay: '7.5' } }),
    );
    expect(amountOf(s, 'UNPAID')).toBe('454.55');
    expect(s.basis.hourlyRate).toBe(new Money(5000).div(22).div('7.5').toDecimalPlaces(6).toFixed());
  });

  it('taxes by the organization’s table when it has no pack', () => {
    const brackets = [
      { min: '0', max: '500', rate: '0', base: '0' },
      { min: '500', max: null, rate: '10', base: '0' },
    ];
    const s = computeSlip(
      employee({ currency: 'USD', basic: '1000' }),
      inputs(),
      context({ pack: 'none', taxTable: { period: 'monthly', brackets } }),
    );
    expect(amountOf(s, 'TAX')).toBe('50.00');
    const yearly = computeSlip(
      employee({ currency: 'USD', basic: '1000' }),
      inputs(),
      context({ pack: 'none', taxTable: { period: 'yearly', brackets } }),
    );
    // 12,000 a year: 1,150 of tax, a twelfth a month
    expect(amountOf(yearly, 'TAX')).toBe('95.83');
  });

  it('pays a leaver’s settlement: notice, leave and others taxable, severance not, none of them EPF wages', () => {
    const settlement = {
      noticePay: '2000',
      leaveEncashment: '500.005',
      severancePay: '8000',
      otherPayments: '0',
      deductions: '300',
    };
    const plain = computeSlip(employee(), inputs(), context());
    const s = computeSlip(employee(), inputs({ settlement }), context());
    expect(['NOTICE', 'LEAVE_ENC', 'SEVERANCE', 'SETTLE_OTHER', 'SETTLE_DED'].map((c) => amountOf(s, c))).toEqual([
      '2000.00',
      '500.01',
      '8000.00',
      undefined,
      '300.00',
    ]);
    expect(s.basis.taxable).toBe('7500.01');
    expect(s.basis.epfWage).toBe(plain.basis.epfWage);
    expect(amountOf(s, 'EPF')).toBe(amountOf(plain, 'EPF'));
    expect(s.gross.toFixed(2)).toBe('15500.01');
    expect(s.net.eq(s.gross.minus(s.deductions))).toBe(true);
    // a tenant's SEVERANCE pay code makes it taxable; a one-off entry of NOTICE replaces the settlement's figure
    const codes = new Map([['SEVERANCE', code({ code: 'SEVERANCE', epfWage: false, socsoWage: false })]]);
    const notice = code({ code: 'NOTICE' });
    const t = computeSlip(
      employee(),
      inputs({ settlement, entries: [{ code: notice, amount: '1500' }] }),
      context({ codes }),
    );
    expect(amountOf(t, 'NOTICE')).toBe('1500.00');
    expect(t.basis.taxable).toBe('15000.01');
  });

  it('always nets to gross less deductions, and totals its lines (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom('MY' as const, 'KH' as const, 'none' as const),
        (cents, unpaidTenths, otMinutes, pack) => {
          const s = computeSlip(
            employee({
              basic: new Money(cents).div(100).toFixed(2),
              payrollType: 'salaryAttendanceOt',
              currency: pack === 'MY' ? 'MYR' : 'USD',
            }),
            inputs({
              unpaidLeaveDays: String(unpaidTenths / 10),
              overtime: [{ otType: 200, percent: '200', minutes: otMinutes }],
            }),
            context({ pack, exchangeRate: pack === 'KH' ? '4100' : null }),
          );
          const earnings = sumMoney(s.lines.filter((l) => l.kind === 'earning').map((l) => l.amount));
          return s.net.eq(s.gross.minus(s.deductions)) && s.gross.eq(earnings) && s.lines.every((l) => l.amount.gte(0));
        },
      ),
      { numRuns: 200 },
    );
  });
});
