import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketTax, checkBrackets, expectedBases, marginalTax, type TBracketRow } from './payroll-brackets.ts';

const row = (min: number, max: number | null, rate: string, base: number): TBracketRow => ({
  min: String(min),
  max: max === null ? null : String(max),
  rate,
  base: String(base),
});

/** Malaysia's resident scale, YA2023 on (annual, RM): payroll-rules.md §1.4 and §3. */
const MY: TBracketRow[] = [
  row(0, 5_000, '0', 0),
  row(5_001, 20_000, '1', 0),
  row(20_001, 35_000, '3', 150),
  row(35_001, 50_000, '6', 600),
  row(50_001, 70_000, '11', 1_500),
  row(70_001, 100_000, '19', 3_700),
  row(100_001, 400_000, '25', 9_400),
  row(400_001, 600_000, '26', 84_400),
  row(600_001, 2_000_000, '28', 136_400),
  row(2_000_001, null, '30', 528_400),
];

/** Cambodia's tax on salary from 1 January 2023 (monthly, KHR): payroll-rules.md §2.1. */
const KH: TBracketRow[] = [
  row(0, 1_500_000, '0', 0),
  row(1_500_001, 2_000_000, '5', 0),
  row(2_000_001, 8_500_000, '10', 25_000),
  row(8_500_001, 12_500_000, '15', 675_000),
  row(12_500_001, null, '20', 1_275_000),
];

describe('bracket tax', () => {
  it("takes each band from the previous row's max, not its min (RM60,000 → 2,600.00, not 2,599.89)", () => {
    expect(bracketTax('60000', MY).toFixed(2)).toBe('2600.00');
    expect(bracketTax('4100000', KH).toFixed(0)).toBe('235000');
  });

  it('gives the same on a boundary from both adjacent rows, and nothing below the first taxed band', () => {
    expect(bracketTax('50000', MY).toFixed(2)).toBe('1500.00');
    expect(bracketTax('2000000', KH).toFixed(0)).toBe('25000');
    expect(bracketTax('2000001', KH).toFixed(1)).toBe('25000.1');
    expect(bracketTax('1500000', KH).toFixed(0)).toBe('0');
    expect(bracketTax('0', KH).toFixed(0)).toBe('0');
    // a table that starts at its first taxed band
    expect(bracketTax('4000', MY.slice(1)).toFixed(2)).toBe('0.00');
    expect(bracketTax('6000', MY.slice(1)).toFixed(2)).toBe('10.00');
  });

  it("matches Cambodia's quick formulas in every band", () => {
    // whole riel × whole percent / 100: exact in a JS number for these amounts
    const quick = (base: number) =>
      base <= 1_500_000
        ? 0
        : base <= 2_000_000
          ? (base * 5) / 100 - 75_000
          : base <= 8_500_000
            ? (base * 10) / 100 - 175_000
            : base <= 12_500_000
              ? (base * 15) / 100 - 600_000
              : (base * 20) / 100 - 1_225_000;
    for (const base of [1_600_000, 2_000_000, 5_000_000, 8_500_000, 10_000_000, 12_500_000, 20_000_000])
      expect(Number(bracketTax(String(base), KH))).toBe(quick(base));
  });

  it('agrees with the marginal form and never falls as income rises (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(MY, KH),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (table, whole, cents) => {
          const income = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(bracketTax(income, table).eq(marginalTax(income, table))).toBe(true);
          expect(bracketTax(income, table).lte(bracketTax(String(whole + 1), table))).toBe(true);
        },
      ),
    );
  });
});

describe('checking a table', () => {
  it("passes Malaysia's and Cambodia's scales", () => {
    expect(checkBrackets(MY)).toBeNull();
    expect(checkBrackets(KH)).toBeNull();
  });

  it('names the row whose base is not the tax of the rows below it, with the base it should have', () => {
    const wrong = KH.map((r, i) => (i === 3 ? { ...r, base: '670000' } : r));
    expect(checkBrackets(wrong)).toEqual({ row: 3, problem: 'base', expectedBase: '675000' });
  });

  it('names gaps, rows out of order, an open end before the last row, negative figures and an empty table', () => {
    expect(checkBrackets(KH.map((r, i) => (i === 2 ? { ...r, min: '2100000' } : r)))).toEqual({
      row: 2,
      problem: 'gap',
      expectedMin: '2000001',
    });
    expect(checkBrackets(KH.map((r, i) => (i === 1 ? { ...r, max: '1000000' } : r)))).toMatchObject({
      row: 1,
      problem: 'order',
    });
    expect(checkBrackets(KH.map((r, i) => (i === 2 ? { ...r, max: null } : r)))).toMatchObject({
      row: 2,
      problem: 'openEnd',
    });
    expect(checkBrackets(KH.map((r, i) => (i === 4 ? { ...r, rate: '-5' } : r)))).toMatchObject({
      row: 4,
      problem: 'negative',
    });
    expect(checkBrackets([])).toEqual({ row: 0, problem: 'empty' });
  });
});

describe('expectedBases', () => {
  it('fills each base from the rows below, as checkBrackets wants them', () => {
    const rows = [
      { min: '0', max: '1500000', rate: '0', base: '0' },
      { min: '1500001', max: '2000000', rate: '5', base: '' },
      { min: '2000001', max: '8500000', rate: '10', base: '' },
      { min: '8500001', max: null, rate: '20', base: '' },
    ];
    const bases = expectedBases(rows);
    expect(bases).toEqual(['0', '0', '25000', '675000']);
    const filled = rows.map((r, i) => ({ ...r, base: bases[i]! }));
    expect(checkBrackets(filled)).toBeNull();
  });

  it('stops where a figure is missing', () => {
    expect(
      expectedBases([
        { min: '0', max: '', rate: '1', base: '0' },
        { min: '1', max: null, rate: '2', base: '' },
      ]),
    ).toEqual(['0', null]);
  });
});
