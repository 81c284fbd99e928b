import { Money, moneyString, roundMoney, type TMoney } from '@staffdesk/core/money';
import type { TCalculatorBody, TCalculatorResult } from '@staffdesk/core/payroll-api';
import type { TPcbCategory } from '@staffdesk/core/payroll-pcb';
import { appError } from '../../platform/errors.ts';
import type { TPacks } from './statutory-versions.ts';
import { khMonth, myMonth } from './statutory.ts';

/**
 * The payroll calculator (issue 14): one employee-month by the rules and the pack data a run uses, saved nowhere.
 * Malaysia: EPF Part A below 60 and Part E from 60 for residents, Part F for others once in force; SOCSO's first
 * category below 60 and its second (employer only) from 60; EIS for residents of 18 to 59; PCB on the wage and the
 * bonus. Cambodia: tax on salary and NSSF in KHR, a salary paid in another currency converted at `exchangeRate`.
 */
const myr = (v: TMoney | string) => moneyString(v, 'MYR');
const khr = (v: TMoney) => v.toFixed(0);

function malaysia(b: TCalculatorBody, packs: TPacks): TCalculatorResult {
  const wage = new Money(b.wage);
  const bonus = new Money(b.bonus ?? 0);
  const r = myMonth(
    {
      month: b.month,
      resident: b.resident ?? true,
      age: b.age ?? 30,
      category: (b.category ?? 1) as TPcbCategory,
      childPoints: b.children ?? 0,
      previous: { gross: '0', epf: '0', pcb: '0', zakat: '0', reliefs: '0', ...b.previous },
      reliefs: b.reliefs ?? '0',
      epfWage: wage,
      socsoWage: wage,
      taxable: wage,
      bonus,
    },
    packs.MY,
  );
  const deductions = r.employee.epf.plus(r.employee.socso).plus(r.employee.eis).plus(r.employee.pcb);
  return {
    employee: {
      epf: myr(r.employee.epf),
      socso: myr(r.employee.socso),
      eis: myr(r.employee.eis),
      pcb: myr(r.employee.pcb),
    },
    employer: { epf: myr(r.employer.epf), socso: myr(r.employer.socso), eis: myr(r.employer.eis) },
    net: myr(wage.plus(bonus).minus(deductions)),
  };
}

function cambodia(b: TCalculatorBody, packs: TPacks): TCalculatorResult {
  const payCurrency = b.currency ?? 'KHR';
  if (payCurrency !== 'KHR' && !b.exchangeRate) throw appError(400, 'validation', { exchangeRate: 'required' });
  const rate = new Money(payCurrency === 'KHR' ? 1 : b.exchangeRate!);
  if (rate.lte(0)) throw appError(400, 'validation', { exchangeRate: 'tooSmall' });
  const pay = new Money(b.wage).plus(b.bonus ?? 0);
  const salary = pay.times(rate);
  const r = khMonth(
    {
      month: b.month,
      salary,
      contributoryWage: salary,
      resident: b.resident ?? true,
      dependants: b.dependants ?? 0,
      pensionDeductible: b.pensionDeductible ?? false,
    },
    packs.KH,
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

/** By the tenant's packs (the platform's with its own versions merged in). */
export const calculate = (b: TCalculatorBody, packs: TPacks): TCalculatorResult =>
  b.pack === 'MY' ? malaysia(b, packs) : cambodia(b, packs);
