import { describe, expect, it } from 'vitest';
import { inForceOn } from '@staffdesk/core/effective';
import { Money } from '@staffdesk/core/money';
import { checkBrackets, marginalTax } from '@staffdesk/core/payroll-brackets';
import { khPayroll } from '@staffdesk/core/payroll-kh';
import { contributionRow, epfContribution } from '@staffdesk/core/payroll-my';
import { pcb } from '@staffdesk/core/payroll-pcb';
import { PLATFORM_PACKS } from './packs.ts';

/** The data the platform ships is checked here against the rules it encodes and the reference's own examples. */
const { MY, KH } = PLATFORM_PACKS;
const sorted = (vs: { from: string }[]) => vs.map((v) => v.from).every((f, i, all) => i === 0 || all[i - 1]! < f);

describe("Cambodia's pack", () => {
  it('has versions in order, each a sound bracket table, the 2023 one taxing KHR 4,100,000 at 235,000', () => {
    expect(sorted(KH.versions)).toBe(true);
    for (const v of KH.versions) expect(checkBrackets(v.brackets), v.from).toBeNull();
    const now = inForceOn(KH.versions, '2026-11-01')!;
    const r = khPayroll({ salary: '4100000', resident: true, dependants: 0, pensionDeductible: false }, now);
    expect([r.employee.tax, r.employee.pension, r.employer.health].map((v) => v.toFixed())).toEqual([
      '235000',
      '24000',
      '31200',
    ]);
    // before the pension began, and in the 2020–2022 scale
    const old = khPayroll(
      { salary: '4100000', resident: true, dependants: 0, pensionDeductible: false },
      inForceOn(KH.versions, '2022-06-01')!,
    );
    expect([old.employee.tax.toFixed(), old.employee.pension.toFixed()]).toEqual(['245000', '0']);
  });
});

describe("Malaysia's pack", () => {
  it("gives EPF's published rows from Part A", () => {
    const a = inForceOn(MY.epf, '2026-11-01')!.parts.A!;
    const at = (w: string) => Object.values(epfContribution(w, a)).map((v) => v.toFixed());
    expect(at('5000')).toEqual(['550', '650']);
    expect(at('5000.01')).toEqual(['561', '612']);
  });

  it('has 65 SOCSO and EIS rows that follow the published pattern from row 7 (midpoint × 0.5 %, 2.25 %, 1.25 %, 0.2 %)', () => {
    const socso = inForceOn(MY.socso, '2026-11-01')!.rows;
    const eis = inForceOn(MY.eis, '2026-11-01')!.rows;
    expect([socso.length, eis.length]).toEqual([65, 65]);
    expect(socso.at(-1)!.upTo).toBeNull();
    const tenSen = (v: InstanceType<typeof Money>) => v.div('0.1').toDecimalPlaces(0).times('0.1');
    for (let i = 6; i < 64; i++) {
      const m = new Money(socso[i]!.upTo!).minus(50);
      const row = socso[i]!;
      expect(new Money(row.employee).eq(m.times('0.005')), `row ${i + 1}`).toBe(true);
      expect(new Money(row.employer).plus(row.employee).eq(tenSen(m.times('0.0225'))), `row ${i + 1}`).toBe(true);
      expect(new Money(row.secondCategory).eq(tenSen(m.times('0.0125'))), `row ${i + 1}`).toBe(true);
      expect(new Money(eis[i]!.employee).eq(m.times('0.002')), `row ${i + 1}`).toBe(true);
    }
    expect(contributionRow('3000', socso)).toMatchObject({ employer: '51.65', employee: '14.75' });
  });

  it("has PCB scales whose B is the tax at M less the rebate below RM35,000, and reproduces LHDN's January", () => {
    expect(sorted(MY.pcb)).toBe(true);
    for (const scale of MY.pcb) {
      // the scale's marginal rates as a table starting at nothing (bases unused by the marginal form)
      const brackets = [
        { min: '0', max: scale.rows[0]!.m, rate: '0', base: '0' },
        ...scale.rows.map((r, i) => ({ min: r.m, max: scale.rows[i + 1]?.m ?? null, rate: r.rate, base: '0' })),
      ];
      for (const r of scale.rows) {
        const tax = marginalTax(r.m, brackets);
        const rebate = new Money(r.m).lt(35000) ? 400 : 0;
        expect(new Money(r.bSingle).eq(tax.minus(rebate)), `${scale.from} ${r.m}`).toBe(true);
        expect(new Money(r.bSpouseAtHome).eq(tax.minus(rebate * 2)), `${scale.from} ${r.m}`).toBe(true);
      }
    }
    const january = pcb(
      {
        month: 1,
        category: 3,
        resident: true,
        childPoints: 3,
        previous: { gross: '0', epf: '0', pcb: '0', zakat: '0', reliefs: '0' },
        gross: '5500',
        epf: '605',
        reliefs: '0',
        zakat: '0',
      },
      inForceOn(MY.pcb, '2026-01-01')!,
    );
    expect(january.normal.toFixed(2)).toBe('110.00');
  });
});
