import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money, roundMoney } from './money.ts';
import { inForceOn } from './effective.ts';
import { contributoryWage, khPayroll, type TKhPack, type TKhScheme } from './payroll-kh.ts';

const scheme = (employerRate: string, employeeRate: string, floor: string | null, rankWidth: string | null = null) =>
  ({ employerRate, employeeRate, floor, ceiling: '1200000', rankWidth }) satisfies TKhScheme;

/** The rules from 1 January 2023 (payroll-rules.md §2.1, §2.2), as a version of the pack's data. */
const PACK_2023: TKhPack = {
  from: '2023-01-01',
  brackets: [
    { min: '0', max: '1500000', rate: '0', base: '0' },
    { min: '1500001', max: '2000000', rate: '5', base: '0' },
    { min: '2000001', max: '8500000', rate: '10', base: '25000' },
    { min: '8500001', max: '12500000', rate: '15', base: '675000' },
    { min: '12500001', max: null, rate: '20', base: '1275000' },
  ],
  dependantRelief: '150000',
  nonResidentRate: '20',
  digits: 0,
  rounding: 'halfUp',
  nssf: {
    occupationalRisk: scheme('0.8', '0', null),
    health: scheme('2.6', '0', null),
    pension: scheme('2', '2', '400000'),
  },
};
const resident = { resident: true, dependants: 0, pensionDeductible: false };
const amounts = (r: ReturnType<typeof khPayroll>) => ({
  taxBase: r.taxBase.toFixed(),
  tax: r.employee.tax.toFixed(),
  pension: r.employee.pension.toFixed(),
  orc: r.employer.occupationalRisk.toFixed(),
  health: r.employer.health.toFixed(),
  employerPension: r.employer.pension.toFixed(),
});

describe("Cambodia's tax on salary and NSSF", () => {
  it('taxes KHR 4,100,000 at 235,000; NSSF at its ceilings (9,600, 31,200, 24,000 + 24,000)', () => {
    expect(amounts(khPayroll({ salary: '4100000', ...resident }, PACK_2023))).toEqual({
      taxBase: '4100000',
      tax: '235000',
      pension: '24000',
      orc: '9600',
      health: '31200',
      employerPension: '24000',
    });
  });

  it('takes KHR 150,000 off per dependant, and the employee pension too when the setting says so', () => {
    expect(khPayroll({ salary: '4100000', ...resident, dependants: 2 }, PACK_2023).employee.tax.toFixed()).toBe(
      '205000',
    );
    const deductible = khPayroll({ salary: '4100000', ...resident, pensionDeductible: true }, PACK_2023);
    expect(deductible.taxBase.toFixed()).toBe('4076000');
    expect(deductible.employee.tax.toFixed()).toBe('232600');
    // never below nothing
    expect(khPayroll({ salary: '200000', ...resident, dependants: 3 }, PACK_2023).taxBase.toFixed()).toBe('0');
  });

  it('taxes a non-resident 20 % of the whole salary, without reliefs', () => {
    const r = khPayroll({ salary: '4100000', resident: false, dependants: 2, pensionDeductible: false }, PACK_2023);
    expect(r.employee.tax.toFixed()).toBe('820000');
  });

  it('computes a USD salary in KHR at the month’s rate; the payslip shows the tax back in USD', () => {
    const rate = '4100';
    const salaryKhr = new Money('1000.00').times(rate);
    const r = khPayroll({ salary: salaryKhr, ...resident }, PACK_2023);
    expect(r.employee.tax.toFixed()).toBe('235000');
    expect(roundMoney(r.employee.tax.div(rate), 'USD').toFixed(2)).toBe('57.32');
  });

  it('holds the pension wage between KHR 400,000 and 1,200,000', () => {
    const low = khPayroll({ salary: '300000', ...resident }, PACK_2023);
    expect(low.employee.pension.toFixed()).toBe('8000');
    expect(low.employer.occupationalRisk.toFixed()).toBe('2400');
    expect(khPayroll({ salary: '900000', ...resident }, PACK_2023).employee.pension.toFixed()).toBe('18000');
  });

  it("takes NSSF's rank midpoints when the version says so (950,001–1,000,000 → 975,000)", () => {
    const ranks = scheme('0.8', '0', '200000', '50000');
    expect(contributoryWage('950001', ranks).toFixed()).toBe('975000');
    expect(contributoryWage('1000000', ranks).toFixed()).toBe('975000');
    expect(contributoryWage('210000', ranks).toFixed()).toBe('225000');
    expect(contributoryWage('150000', ranks).toFixed()).toBe('200000');
    expect(contributoryWage('1300000', ranks).toFixed()).toBe('1200000');
    const ranked = { ...PACK_2023, nssf: { ...PACK_2023.nssf, occupationalRisk: ranks } };
    expect(khPayroll({ salary: '975500', ...resident }, ranked).employer.occupationalRisk.toFixed()).toBe('7800');
  });

  it('keeps tax and contributions whole riel, never negative, and never less for more pay (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000_000 }), fc.integer({ min: 0, max: 6 }), (salary, dependants) => {
        const a = khPayroll({ salary: String(salary), ...resident, dependants }, PACK_2023);
        const b = khPayroll({ salary: String(salary + 1000), ...resident, dependants }, PACK_2023);
        for (const v of [a.employee.tax, a.employee.pension, a.employer.health]) {
          expect(v.isInteger()).toBe(true);
          expect(v.isNeg()).toBe(false);
        }
        expect(b.employee.tax.gte(a.employee.tax)).toBe(true);
      }),
    );
  });

  it('uses the version in force on the day (2020–2022: nothing taxed up to 1,300,000)', () => {
    const v2020: TKhPack = {
      ...PACK_2023,
      from: '2020-01-01',
      brackets: [
        { min: '0', max: '1300000', rate: '0', base: '0' },
        { min: '1300001', max: '2000000', rate: '5', base: '0' },
        { min: '2000001', max: '8500000', rate: '10', base: '35000' },
        { min: '8500001', max: '12500000', rate: '15', base: '685000' },
        { min: '12500001', max: null, rate: '20', base: '1285000' },
      ],
    };
    const versions = [PACK_2023, v2020];
    expect(inForceOn(versions, '2022-12-31')?.from).toBe('2020-01-01');
    // 4,100,000 × 10 % − 165,000 (the 2020 quick deduction)
    expect(
      khPayroll({ salary: '4100000', ...resident }, inForceOn(versions, '2022-06-01')!).employee.tax.toFixed(),
    ).toBe('245000');
    expect(inForceOn(versions, '2023-01-01')?.from).toBe('2023-01-01');
    expect(inForceOn(versions, '2019-12-31')).toBeNull();
  });
});
