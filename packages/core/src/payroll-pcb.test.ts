import { describe, expect, it } from 'vitest';
import { pcb, type TPcbInput, type TPcbScale } from './payroll-pcb.ts';

/** The resident scale for YA2023 on, with the 2025 reliefs: payroll-rules.md §1.4. */
const SCALE: TPcbScale = {
  from: '2025-01-01',
  rows: [
    { m: '5000', rate: '1', bSingle: '-400', bSpouseAtHome: '-800' },
    { m: '20000', rate: '3', bSingle: '-250', bSpouseAtHome: '-650' },
    { m: '35000', rate: '6', bSingle: '600', bSpouseAtHome: '600' },
    { m: '50000', rate: '11', bSingle: '1500', bSpouseAtHome: '1500' },
    { m: '70000', rate: '19', bSingle: '3700', bSpouseAtHome: '3700' },
    { m: '100000', rate: '25', bSingle: '9400', bSpouseAtHome: '9400' },
    { m: '400000', rate: '26', bSingle: '84400', bSpouseAtHome: '84400' },
    { m: '600000', rate: '28', bSingle: '136400', bSpouseAtHome: '136400' },
    { m: '2000000', rate: '30', bSingle: '528400', bSpouseAtHome: '528400' },
  ],
  individualRelief: '9000',
  spouseRelief: '4000',
  childRelief: '2000',
  disabledRelief: '7000',
  disabledSpouseRelief: '6000',
  epfReliefCap: '4000',
  nonResidentRate: '30',
  minimum: '10',
  roundUpTo: '0.05',
};

/** LHDN's Exhibit 5: married, wife working (category 3), 3 children (6,000), RM5,500 a month, EPF RM605. */
const exhibit = (month: number, previous: Partial<TPcbInput['previous']>, more: Partial<TPcbInput> = {}) =>
  pcb(
    {
      month,
      category: 3,
      resident: true,
      childPoints: 3,
      previous: { gross: '0', epf: '0', pcb: '0', zakat: '0', reliefs: '0', ...previous },
      gross: '5500',
      epf: '605',
      reliefs: '0',
      zakat: '0',
      ...more,
    },
    SCALE,
  );
const shown = (r: ReturnType<typeof pcb>) => ({
  p: r.p.toFixed(2),
  normal: r.normal.toFixed(2),
  additional: r.additional.toFixed(2),
  net: r.net.toFixed(2),
});

describe("PCB by LHDN's computerised method", () => {
  it('reproduces Exhibit 5, January to April', () => {
    expect(shown(exhibit(1, {}))).toMatchObject({ p: '47000.07', normal: '110.00' });
    expect(shown(exhibit(2, { gross: '5500', epf: '605', pcb: '110' }))).toMatchObject({
      p: '47000.00',
      normal: '110.00',
    });
    expect(shown(exhibit(3, { gross: '11000', epf: '1210', pcb: '220' }, { reliefs: '300' }))).toMatchObject({
      p: '46700.07',
      normal: '108.20',
    });
    const april = { gross: '16500', epf: '1815', pcb: '328.20', reliefs: '300' };
    expect(shown(exhibit(4, april, { reliefs: '300' }))).toMatchObject({ p: '46400.00', normal: '106.20' });
  });

  it("taxes April's RM8,250 bonus as the year's tax with it less what the normal months pay: 727.50, 833.70 in all", () => {
    const april = { gross: '16500', epf: '1815', pcb: '328.20', reliefs: '300' };
    const r = exhibit(4, april, { reliefs: '300', bonus: '8250', bonusEpf: '908' });
    expect(r.p2?.toFixed(2)).toBe('54650.00');
    expect(shown(r)).toMatchObject({ normal: '106.20', additional: '727.50', net: '833.70' });
  });

  it('rounds up to the next 5 sen, deducts nothing under RM10, and takes zakat off what is deducted', () => {
    // single, RM3,000 in January: P = 2,670 + 2,670.00 × 11 − 9,000 = 23,040; tax = 3,040 × 3 % − 250 = −158.80 → 0
    expect(pcb(base(1, '3000', '330'), SCALE).normal.toFixed(2)).toBe('0.00');
    const r = pcb({ ...base(1, '8000', '880'), zakat: '50' }, SCALE);
    // P = 7,120 + (8,000 − 283.63) × 11 − 9,000 = 83,000.07 → (83,000.07 − 70,000) × 19 % + 3,700 = 6,170.01 / 12
    expect(r.normal.toFixed(2)).toBe('514.20');
    expect(r.net.toFixed(2)).toBe('464.20');
  });

  it('takes a flat 30 % of a non-resident’s pay', () => {
    expect(pcb({ ...base(1, '8000', '0'), resident: false }, SCALE).normal.toFixed(2)).toBe('2400.00');
  });
});

function base(month: number, gross: string, epf: string): TPcbInput {
  return {
    month,
    category: 1,
    resident: true,
    childPoints: 0,
    previous: { gross: '0', epf: '0', pcb: '0', zakat: '0', reliefs: '0' },
    gross,
    epf,
    reliefs: '0',
    zakat: '0',
  };
}
