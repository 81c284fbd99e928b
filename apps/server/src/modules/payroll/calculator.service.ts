import { inForceOn } from '@staffdesk/core/effective';
import { Money, moneyString, roundMoney, type TMoney } from '@staffdesk/core/money';
import type { TCalculatorBody, TCalculatorResult } from '@staffdesk/core/payroll-api';
import { khPayroll } from '@staffdesk/core/payroll-kh';
import { contributionRow, epfContribution } from '@staffdesk/core/payroll-my';
import { pcb, type TPcbCategory } from '@staffdesk/core/payroll-pcb';
import { appError } from '../../platform/errors.ts';
import { PLATFORM_PACKS, type TEpfPartName } from './packs.ts';

/**
 * The payroll calculator (issue 14): one employee-month by the rules and the pack data a run uses, saved nowhere.
 * Malaysia: EPF Part A below 60 and Part E from 60 for residents, Part F for others once in force; SOCSO's first
 * category below 60 and its second (employer only) from 60; EIS for residents of 18 to 59; PCB on the wage and the
 * bonus. Cambodia: tax on salary and NSSF in KHR, a salary paid in another currency converted at `exchangeRate`.
 */
const myr = (v: TMoney | string) => moneyString(v, 'MYR');
const khr = (v: TMoney) => v.toFixed(0);

/** The pack version in force on the month's first day, or 400 naming the month. */
function inForce<T extends { from: string }>(versions: readonly T[], month: string): T {
  const v = inForceOn(versions, `${month}-01`);
  if (!v) throw appError(400, 'validation', { month: 'invalidDate' });
  return v;
}

function malaysia(b: TCalculatorBody): TCalculatorResult {
  const { MY } = PLATFORM_PACKS;
  const resident = b.resident ?? true;
  const age = b.age ?? 30;
  const wage = new Money(b.wage);
  const bonus = new Money(b.bonus ?? 0);
  const partName: TEpfPartName = resident ? (age < 60 ? 'A' : 'E') : 'F';
  const part = inForce(MY.epf, b.month).parts[partName];
  const none = { employee: new Money(0), employer: new Money(0) };
  const epfRegular = part ? epfContribution(wage, part) : none;
  const epf = part ? epfContribution(wage.plus(bonus), part, bonus.gt(0) ? wage : undefined) : none;
  const socsoRow = contributionRow(wage, inForce(MY.socso, b.month).rows);
  const socso = {
    employee: age < 60 ? (socsoRow?.employee ?? '0') : '0',
    employer: (age < 60 ? socsoRow?.employer : socsoRow?.secondCategory) ?? '0',
  };
  const eisRow = resident && age >= 18 && age < 60 ? contributionRow(wage, inForce(MY.eis, b.month).rows) : null;
  const tax = pcb(
    {
      month: Number(b.month.slice(5)),
      category: (b.category ?? 1) as TPcbCategory,
      resident,
      childPoints: b.children ?? 0,
      previous: { gross: '0', epf: '0', pcb: '0', zakat: '0', reliefs: '0', ...b.previous },
      gross: wage.toFixed(),
      epf: epfRegular.employee.toFixed(),
      reliefs: b.reliefs ?? '0',
      zakat: '0',
      bonus: bonus.toFixed(),
      bonusEpf: epf.employee.minus(epfRegular.employee).toFixed(),
    },
    inForce(MY.pcb, b.month),
  );
  const deductions = epf.employee
    .plus(socso.employee)
    .plus(eisRow?.employee ?? 0)
    .plus(tax.net);
  return {
    employee: {
      epf: myr(epf.employee),
      socso: myr(socso.employee),
      eis: myr(eisRow?.employee ?? '0'),
      pcb: myr(tax.net),
    },
    employer: { epf: myr(epf.employer), socso: myr(socso.employer), eis: myr(eisRow?.employer ?? '0') },
    net: myr(wage.plus(bonus).minus(deductions)),
  };
}

function cambodia(b: TCalculatorBody): TCalculatorResult {
  const payCurrency = b.currency ?? 'KHR';
  if (payCurrency !== 'KHR' && !b.exchangeRate) throw appError(400, 'validation', { exchangeRate: 'required' });
  const rate = new Money(payCurrency === 'KHR' ? 1 : b.exchangeRate!);
  if (rate.lte(0)) throw appError(400, 'validation', { exchangeRate: 'tooSmall' });
  const pay = new Money(b.wage).plus(b.bonus ?? 0);
  const salary = pay.times(rate);
  const r = khPayroll(
    {
      salary,
      resident: b.resident ?? true,
      dependants: b.dependants ?? 0,
      pensionDeductible: b.pensionDeductible ?? false,
    },
    inForce(PLATFORM_PACKS.KH.versions, b.month),
  );
  const deducted = roundMoney(r.employee.tax.plus(r.employee.pension).div(rate), payCurrency);
  return {
    employee: { tax: khr(r.employee.tax), pension: khr(r.employee.pension) },
    employer: {
      orc: khr(r.employer.occupationalRisk),
      health: khr(r.employer.health),
      pension: khr(r.employer.pension),
    },
    taxBase: khr(r.taxBase),
    net: moneyString(pay.minus(deducted), payCurrency),
  };
}

export const calculate = (b: TCalculatorBody): TCalculatorResult => (b.pack === 'MY' ? malaysia(b) : cambodia(b));
