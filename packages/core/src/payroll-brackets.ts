import { Money, type TMoney } from './money.ts';

/**
 * Progressive tax tables (issue 14, `/tax_brackets`; payroll-rules.md §3). A row (min, max, rate, base) taxes income
 * above the previous row's max and up to its own max: tax = base + (income − previous max) × rate %, where base is
 * the whole tax of the rows below. Bands are "above the previous max, up to this max" — with min stored as the
 * previous max + 1 (whole units, as people type them) the arithmetic still starts from the previous max, so RM60,000
 * in (50,001, 70,000, 11 %, 1,500) is 2,600.00, not 2,599.89. Only the last row may be open-ended (max null).
 */
export type TBracketRow = { min: string; max: string | null; rate: string; base: string };

/** Why a table cannot be used, naming the row (0-based) — the form shows it on that row. */
export type TBracketProblem =
  | { row: number; problem: 'empty' }
  | { row: number; problem: 'negative' }
  | { row: number; problem: 'order' }
  | { row: number; problem: 'gap'; expectedMin: string }
  | { row: number; problem: 'openEnd' }
  | { row: number; problem: 'base'; expectedBase: string };

const pct = (rate: string) => new Money(rate).div(100);
/** Where the first row's band starts: its min, less the one unit of a whole-unit "1 – 5,000" (0 stays 0). */
const firstFloor = (r: TBracketRow) => {
  const min = new Money(r.min);
  return min.gt(0) && min.isInteger() ? min.minus(1) : min;
};

/** The tax on `income` by a checked table: the first row whose max covers it, from the previous row's max. */
export function bracketTax(income: TMoney | string, rows: readonly TBracketRow[]): TMoney {
  const v = new Money(income);
  if (rows.length === 0) return new Money(0);
  let threshold = firstFloor(rows[0]!);
  // below where the table starts, nothing is taxed
  if (v.lte(threshold)) return new Money(0);
  for (const row of rows) {
    if (row.max === null || v.lte(row.max)) return new Money(row.base).plus(v.minus(threshold).times(pct(row.rate)));
    threshold = new Money(row.max);
  }
  // above a closed last row: its rate goes on (a checked table ends open; this keeps an unchecked one monotonic)
  const last = rows[rows.length - 1]!;
  const below = rows.length > 1 ? new Money(rows[rows.length - 2]!.max!) : new Money(0);
  return new Money(last.base).plus(v.minus(below).times(pct(last.rate)));
}

/** The same tax summed band by band (the marginal form): what a checked table's `bracketTax` must agree with. */
export function marginalTax(income: TMoney | string, rows: readonly TBracketRow[]): TMoney {
  const v = new Money(income);
  let total = new Money(0);
  let floor = rows.length ? firstFloor(rows[0]!) : new Money(0);
  for (const row of rows) {
    const top = row.max === null ? v : Money.min(v, row.max);
    if (top.gt(floor)) total = total.plus(top.minus(floor).times(pct(row.rate)));
    if (row.max === null) break;
    floor = new Money(row.max);
  }
  return total;
}

/**
 * Checks a table as entered: rows in order, each starting where the previous one ended (at its max, or its max + 1
 * in whole units), only the last one open-ended, no negative figure, and each base the cumulative tax of the rows
 * below it. Answers the first problem, or null when the table is sound.
 */
export function checkBrackets(rows: readonly TBracketRow[]): TBracketProblem | null {
  if (rows.length === 0) return { row: 0, problem: 'empty' };
  let expectedBase = new Money(rows[0]!.base);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const figures = [r.min, r.rate, r.base, ...(r.max === null ? [] : [r.max])];
    if (figures.some((f) => new Money(f).isNeg()) || new Money(r.rate).gt(100)) return { row: i, problem: 'negative' };
    if (r.max !== null && new Money(r.max).lt(r.min)) return { row: i, problem: 'order' };
    if (r.max === null && i < rows.length - 1) return { row: i, problem: 'openEnd' };
    if (i === 0) continue;
    const prev = rows[i - 1]!;
    const prevMax = new Money(prev.max!);
    if (!new Money(r.min).eq(prevMax) && !new Money(r.min).eq(prevMax.plus(1)))
      return { row: i, problem: 'gap', expectedMin: prevMax.plus(1).toFixed() };
    const prevFloor = i === 1 ? firstFloor(rows[0]!) : new Money(rows[i - 2]!.max!);
    expectedBase = expectedBase.plus(prevMax.minus(prevFloor).times(pct(prev.rate)));
    if (!new Money(r.base).eq(expectedBase)) return { row: i, problem: 'base', expectedBase: expectedBase.toFixed() };
  }
  return null;
}

/**
 * Each row's base amount as the rows below it make it (the first row keeps its own): what the `/tax_brackets` form
 * fills in. A row after one whose figures are not numbers yet answers null.
 */
export function expectedBases(rows: readonly TBracketRow[]): (string | null)[] {
  const out: (string | null)[] = [];
  let base: TMoney | null = null;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (i === 0) base = isFigure(r.base) ? new Money(r.base) : new Money(0);
    else {
      const prev = rows[i - 1]!;
      const floor = i === 1 ? (isFigure(prev.min) ? firstFloor(prev) : null) : rows[i - 2]!.max;
      base =
        base && floor !== null && isFigure(String(floor)) && isFigure(prev.max) && isFigure(prev.rate)
          ? base.plus(new Money(prev.max!).minus(floor).times(pct(prev.rate)))
          : null;
    }
    out.push(base ? base.toFixed() : null);
  }
  return out;
}

const isFigure = (v: string | null | undefined): v is string =>
  typeof v === 'string' && /^\d{1,12}(\.\d{1,4})?$/.test(v.trim());
