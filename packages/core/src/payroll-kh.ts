import { Money, roundTo, type TMoney, type TRounding } from './money.ts';
import { bracketTax, type TBracketRow } from './payroll-brackets.ts';

/**
 * Cambodia's statutory pack (issue 14; payroll-rules.md §2): tax on salary and NSSF for one employee-month, in KHR.
 * The figures are data — one version per effective day, platform defaults a tenant may override — so nothing here
 * holds a rate or a threshold. Where the reference marks a rule unconfirmed (NSSF ranks and floor, rounding, the
 * pension's deductibility) the version says how to apply it.
 */
export type TKhScheme = {
  /** percentages of the contributory wage */
  employerRate: string;
  employeeRate: string;
  /** the contributory wage is held between these (KHR); null: no bound */
  floor: string | null;
  ceiling: string | null;
  /**
   * NSSF's rank table: the wage is taken at the midpoint of its band of `width` riel counted from `floor` (below the
   * floor: the floor; above the ceiling: the ceiling). Null: the wage itself, held between floor and ceiling.
   */
  rankWidth: string | null;
};

export type TKhPack = {
  /** the first day this version applies to (a month's pay uses the version in force on its first day) */
  from: string;
  /** monthly tax on salary of a resident, KHR */
  brackets: TBracketRow[];
  /** KHR a month for each dependant (a non-working spouse, a child under 14 or in education under 25) */
  dependantRelief: string;
  /** the flat percentage for a non-resident, on the whole salary, without reliefs */
  nonResidentRate: string;
  /** whole riel unless the version says otherwise: the decimals kept and how (the reference leaves it open) */
  digits: number;
  rounding: TRounding;
  nssf: { occupationalRisk: TKhScheme; health: TKhScheme; pension: TKhScheme };
};

export type TKhInput = {
  /** the month's taxable salary in KHR (wages, bonuses, overtime), already converted at the month's rate */
  salary: TMoney | string;
  /** the wage NSSF contributions are taken on, KHR; the salary when not given */
  contributoryWage?: TMoney | string;
  resident: boolean;
  dependants: number;
  /** the employee's pension contribution comes off the salary before tax (a setting: a practitioner's view only) */
  pensionDeductible: boolean;
};

export type TKhResult = {
  taxBase: TMoney;
  employee: { tax: TMoney; pension: TMoney };
  employer: { occupationalRisk: TMoney; health: TMoney; pension: TMoney };
};

const rounder = (p: TKhPack) => (v: TMoney) => roundTo(v, p.digits, p.rounding);

/** The wage a scheme's contributions are taken on. */
export function contributoryWage(wage: TMoney | string, s: TKhScheme): TMoney {
  const w = new Money(wage);
  if (s.floor !== null && w.lte(s.floor)) return new Money(s.floor);
  if (s.ceiling !== null && w.gte(s.ceiling)) return new Money(s.ceiling);
  if (s.rankWidth === null) return w;
  const from = new Money(s.floor ?? 0);
  const band = w.minus(from).div(s.rankWidth).ceil();
  return from.plus(band.minus(1).times(s.rankWidth)).plus(new Money(s.rankWidth).div(2));
}

const share = (wage: TMoney, s: TKhScheme, rate: string) => contributoryWage(wage, s).times(rate).div(100);

/** Tax on salary and NSSF of one employee-month. */
export function khPayroll(input: TKhInput, pack: TKhPack): TKhResult {
  const round = rounder(pack);
  const salary = new Money(input.salary);
  const wage = new Money(input.contributoryWage ?? input.salary);
  const { occupationalRisk, health, pension } = pack.nssf;
  const pensionEmployee = round(share(wage, pension, pension.employeeRate));
  const beforeTax = input.pensionDeductible ? salary.minus(pensionEmployee) : salary;
  const taxBase = input.resident
    ? Money.max(0, beforeTax.minus(new Money(pack.dependantRelief).times(input.dependants)))
    : Money.max(0, beforeTax);
  const tax = input.resident ? bracketTax(taxBase, pack.brackets) : taxBase.times(pack.nonResidentRate).div(100);
  return {
    taxBase,
    employee: { tax: round(tax), pension: pensionEmployee },
    employer: {
      occupationalRisk: round(share(wage, occupationalRisk, occupationalRisk.employerRate)),
      health: round(share(wage, health, health.employerRate)),
      pension: round(share(wage, pension, pension.employerRate)),
    },
  };
}
