import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from './money.ts';
import { contributionRow, epfContribution, epfWage, type TContributionRow, type TEpfPart } from './payroll-my.ts';

/** Part A (citizens and PRs below 60): payroll-rules.md §1.1. */
const PART_A: TEpfPart = {
  employeeRate: '11',
  employerRateLow: '13',
  employerRateHigh: '12',
  threshold: '5000',
  nilUpTo: '10',
  bands: [
    { upTo: '20', width: '10' },
    { upTo: '5000', width: '20' },
    { upTo: '20000', width: '100' },
  ],
};
const epf = (wage: string, regular?: string) => {
  const r = epfContribution(wage, PART_A, regular);
  return `${r.employer.toFixed()} / ${r.employee.toFixed()}`;
};

describe('EPF by the Third Schedule', () => {
  it("gives the schedule's published rows (employer / employee)", () => {
    expect(epf('10.00')).toBe('0 / 0');
    expect(epf('15.00')).toBe('3 / 3');
    expect(epf('20.01')).toBe('6 / 5');
    expect(epf('90.00')).toBe('13 / 11');
    expect(epf('100.01')).toBe('16 / 14');
    expect(epf('480.01')).toBe('65 / 55');
    expect(epf('5000.00')).toBe('650 / 550');
    expect(epf('5000.01')).toBe('612 / 561');
    expect(epf('19950.00')).toBe('2400 / 2200');
    expect(epf('25000')).toBe('3000 / 2750');
  });

  it("switches the employer's rate on the actual wage, and a bonus above RM5,000 on a wage below it pays 13 % of the whole", () => {
    expect(epfWage('5000.01', PART_A).toFixed()).toBe('5100');
    // RM4,000 a month and a RM2,000 bonus: 13 % × 6,000 by percentage, the employee's share from the schedule
    expect(epf('6000', '4000')).toBe('780 / 660');
    expect(epf('6000')).toBe('720 / 660');
  });

  it('never falls as the wage rises within a rate, and is whole ringgit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_500_000 }), fc.integer({ min: 1, max: 500 }), (cents, more) => {
        const a = epfContribution(new Money(cents).div(100), PART_A);
        const b = epfContribution(new Money(cents + more).div(100), PART_A);
        expect(a.employee.isInteger() && a.employer.isInteger()).toBe(true);
        expect(b.employee.gte(a.employee)).toBe(true);
        if (new Money(cents + more).div(100).lte(5000) || new Money(cents).div(100).gt(5000))
          expect(b.employer.gte(a.employer)).toBe(true);
      }),
    );
  });
});

/** SOCSO first category, rows 1–7, 34, 64 and the open row (from 1 October 2024): payroll-rules.md §1.2. */
const SOCSO: TContributionRow[] = [
  { upTo: '30', employer: '0.40', employee: '0.10' },
  { upTo: '50', employer: '0.70', employee: '0.20' },
  { upTo: '70', employer: '1.10', employee: '0.30' },
  { upTo: '100', employer: '1.50', employee: '0.40' },
  { upTo: '140', employer: '2.10', employee: '0.60' },
  { upTo: '200', employer: '2.95', employee: '0.85' },
  { upTo: '300', employer: '4.35', employee: '1.25' },
  { upTo: '3000', employer: '51.65', employee: '14.75' },
  { upTo: '6000', employer: '104.15', employee: '29.75' },
  { upTo: null, employer: '104.15', employee: '29.75' },
];

describe('SOCSO and EIS tables', () => {
  it('take the row whose limit covers the wage; a wage on a limit belongs to the lower row', () => {
    expect(contributionRow('30', SOCSO)?.employer).toBe('0.40');
    expect(contributionRow('30.01', SOCSO)?.employer).toBe('0.70');
    expect(contributionRow('200.01', SOCSO)?.employee).toBe('1.25');
    expect(contributionRow('6000', SOCSO)?.employer).toBe('104.15');
    expect(contributionRow('25000', SOCSO)?.employee).toBe('29.75');
    expect(contributionRow('0', SOCSO)).toBeNull();
    // a table without its open row keeps its last row above the ceiling
    expect(contributionRow('9000', SOCSO.slice(0, -1))?.employer).toBe('104.15');
  });
});
