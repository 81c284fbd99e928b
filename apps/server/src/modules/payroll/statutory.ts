import { inForceOn } from '@staffdesk/core/effective';
import { Money, type TMoney } from '@staffdesk/core/money';
import { khPayroll, type TKhResult } from '@staffdesk/core/payroll-kh';
import { contributionRow, epfContribution } from '@staffdesk/core/payroll-my';
import { pcb, type TPcbCategory, type TPcbInput } from '@staffdesk/core/payroll-pcb';
import { appError } from '../../platform/errors.ts';
import type { TEpfPartName, TKhPacks, TMyPacks } from './packs.ts';

/**
 * One employee-month's statutory contributions and tax by a pack's data (issue 14): what the calculator shows and a
 * run books. The wages each scheme is taken on come in separately, as a run sums them from the pay codes that count
 * towards each (the calculator passes its one wage for all).
 */

/** The pack version in force on the month's first day, or 400 naming the month. */
export function inForce<T extends { from: string }>(versions: readonly T[], month: string): T {
  const v = inForceOn(versions, `${month}-01`);
  if (!v) throw appError(400, 'validation', { month: 'invalidDate' });
  return v;
}

export type TMyMonthInput = {
  month: string;
  resident: boolean;
  age: number;
  category: TPcbCategory;
  childPoints: number;
  /** this year's earlier months, for PCB */
  previous: TPcbInput['previous'];
  /** TP1 reliefs claimed this month */
  reliefs: string;
  /** the regular wages EPF, and SOCSO and EIS, are taken on; the taxable regular remuneration */
  epfWage: TMoney;
  socsoWage: TMoney;
  taxable: TMoney;
  /** additional remuneration (a bonus): EPF wages and taxable, not SOCSO/EIS wages */
  bonus: TMoney;
};

export type TMyMonth = {
  employee: { epf: TMoney; socso: TMoney; eis: TMoney; pcb: TMoney };
  employer: { epf: TMoney; socso: TMoney; eis: TMoney };
};

/**
 * Malaysia: EPF Part A below 60 and Part E from 60 for residents, Part F for others once in force; SOCSO's first
 * category below 60 and its second (employer only) from 60; EIS for residents of 18 to 59; PCB on the regular
 * remuneration and the bonus.
 */
export function myMonth(i: TMyMonthInput, packs: TMyPacks): TMyMonth {
  const partName: TEpfPartName = i.resident ? (i.age < 60 ? 'A' : 'E') : 'F';
  const part = inForce(packs.epf, i.month).parts[partName];
  const none = { employee: new Money(0), employer: new Money(0) };
  const epfRegular = part ? epfContribution(i.epfWage, part) : none;
  const epf = part ? epfContribution(i.epfWage.plus(i.bonus), part, i.bonus.gt(0) ? i.epfWage : undefined) : none;
  const socsoRow = contributionRow(i.socsoWage, inForce(packs.socso, i.month).rows);
  const eisRow =
    i.resident && i.age >= 18 && i.age < 60 ? contributionRow(i.socsoWage, inForce(packs.eis, i.month).rows) : null;
  const tax = pcb(
    {
      month: Number(i.month.slice(5)),
      category: i.category,
      resident: i.resident,
      childPoints: i.childPoints,
      previous: i.previous,
      gross: i.taxable.toFixed(),
      epf: epfRegular.employee.toFixed(),
      reliefs: i.reliefs,
      zakat: '0',
      bonus: i.bonus.toFixed(),
      bonusEpf: epf.employee.minus(epfRegular.employee).toFixed(),
    },
    inForce(packs.pcb, i.month),
  );
  return {
    employee: {
      epf: epf.employee,
      socso: new Money(i.age < 60 ? (socsoRow?.employee ?? 0) : 0),
      eis: new Money(eisRow?.employee ?? 0),
      pcb: tax.net,
    },
    employer: {
      epf: epf.employer,
      socso: new Money((i.age < 60 ? socsoRow?.employer : socsoRow?.secondCategory) ?? 0),
      eis: new Money(eisRow?.employer ?? 0),
    },
  };
}

export type TKhMonthInput = {
  month: string;
  /** the taxable salary and the NSSF contributory wage, in KHR (converted at the month's rate) */
  salary: TMoney;
  contributoryWage: TMoney;
  resident: boolean;
  dependants: number;
  pensionDeductible: boolean;
};

/** Cambodia: tax on salary and NSSF in KHR, by the version in force in the month. */
export const khMonth = (i: TKhMonthInput, packs: TKhPacks): TKhResult =>
  khPayroll(
    {
      salary: i.salary,
      contributoryWage: i.contributoryWage,
      resident: i.resident,
      dependants: i.dependants,
      pensionDeductible: i.pensionDeductible,
    },
    inForce(packs.versions, i.month),
  );
