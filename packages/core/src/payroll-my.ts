import { Money, type TMoney } from './money.ts';

/**
 * Malaysia's contributions (issue 14; payroll-rules.md §1.1–1.3) for one employee-month, in RM. The figures are data,
 * one version per effective day (platform defaults a tenant may override): nothing here holds a rate or a band.
 */

/**
 * EPF, the Third Schedule: contributions are taken on the upper limit of the wage's band (none up to `nilUpTo`),
 * each share rounded up to the next ringgit; above the last band, on the wage itself. The employer's rate is the low
 * one while the wage is at most `threshold`.
 */
export type TEpfPart = {
  employeeRate: string;
  employerRateLow: string;
  employerRateHigh: string;
  threshold: string;
  nilUpTo: string;
  /** consecutive bands: wages up to `upTo` are counted at the next multiple of `width` */
  bands: { upTo: string; width: string }[];
};

/** The wage a schedule's shares are taken on: its band's upper limit, or the wage above the last band. */
export function epfWage(wage: TMoney | string, part: TEpfPart): TMoney {
  const w = new Money(wage);
  if (w.lte(part.nilUpTo)) return new Money(0);
  const band = part.bands.find((b) => w.lte(b.upTo));
  return band ? w.div(band.width).ceil().times(band.width) : w;
}

const share = (base: TMoney, rate: string) => base.times(rate).div(100).ceil();

/**
 * One month's EPF. `regularWage` is the month's wage without a bonus: when it is within the threshold and a bonus
 * takes the month above it, the employer pays the low rate on the whole wage by percentage (KWSP), not the table.
 */
export function epfContribution(wage: TMoney | string, part: TEpfPart, regularWage?: TMoney | string) {
  const w = new Money(wage);
  const base = epfWage(w, part);
  const low = w.lte(part.threshold);
  const bonusAbove = regularWage !== undefined && !low && new Money(regularWage).lte(part.threshold);
  return {
    employee: share(base, part.employeeRate),
    employer: bonusAbove
      ? share(w, part.employerRateLow)
      : share(base, low ? part.employerRateLow : part.employerRateHigh),
  };
}

/**
 * SOCSO (Act 4) and EIS (Act 800) are published tables: each row covers wages above the previous row's limit up to
 * its own (`upTo` null: everything above), with the amounts of each share. A wage exactly on a limit belongs to the
 * lower row.
 */
export type TContributionRow = { upTo: string | null; employer: string; employee: string };

/** The row of a contribution table that a month's wage falls in; null for no wage or an empty table. */
export function contributionRow<T extends { upTo: string | null }>(
  wage: TMoney | string,
  rows: readonly T[],
): T | null {
  const w = new Money(wage);
  if (w.lte(0)) return null;
  return rows.find((r) => r.upTo === null || w.lte(r.upTo)) ?? rows[rows.length - 1] ?? null;
}
