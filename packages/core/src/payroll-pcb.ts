import { Money, type TMoney } from './money.ts';

/**
 * Malaysia's monthly tax deduction (PCB/MTD) by LHDN's computerised method (issue 14; payroll-rules.md §1.4):
 *
 *   MTD = [ (P − M) × R + B − (Z + X) ] / (n + 1)
 *   P   = [ΣY − ΣK] + (Y1 − K1) + (Y2 − K2) × n + (Yt − Kt) − [D + S + DU + SU + Q × C + ΣLP + LP1]
 *
 * with EPF relief capped for the year (K2 = the lower of K1 and the cap left over n months), intermediate results
 * truncated to two decimals, the result rounded up to the next 5 sen, nothing deducted under the minimum (RM10),
 * and additional remuneration (a bonus) taxed as the year's tax with it less what the normal months pay. The scale
 * and the reliefs are data (`TPcbScale`, one version per year of assessment).
 */
export type TPcbScale = {
  from: string;
  /** bands of chargeable income P: above `m` (up to the next row's m), tax = (P − m) × rate % + B */
  rows: { m: string; rate: string; bSingle: string; bSpouseAtHome: string }[];
  individualRelief: string;
  spouseRelief: string;
  /** per child point (a child under 18: 1 point; 18+ in higher education or disabled: more) */
  childRelief: string;
  disabledRelief: string;
  disabledSpouseRelief: string;
  epfReliefCap: string;
  nonResidentRate: string;
  minimum: string;
  roundUpTo: string;
};

/** 1 single; 2 married, spouse without income (spouse relief and rebate); 3 married with a working spouse, or others */
export type TPcbCategory = 1 | 2 | 3;

export type TPcbInput = {
  /** 1–12: the months left after this one are 12 − month */
  month: number;
  category: TPcbCategory;
  resident: boolean;
  childPoints: number;
  disabled?: boolean;
  disabledSpouse?: boolean;
  /** this year's earlier months (with a previous employer's): gross (ΣY), EPF (ΣK), MTD paid (X), zakat (Z), TP1 reliefs (ΣLP) */
  previous: { gross: string; epf: string; pcb: string; zakat: string; reliefs: string };
  /** this month: normal remuneration (Y1), its EPF (K1), TP1 reliefs claimed (LP1), zakat paid */
  gross: string;
  epf: string;
  reliefs: string;
  zakat: string;
  /** additional remuneration this month (Yt: bonus, commission, arrears) and its EPF (Kt) */
  bonus?: string;
  bonusEpf?: string;
};

export type TPcbResult = {
  /** MTD on the normal remuneration and on the additional one, each as deducted (rounded, minimum applied) */
  normal: TMoney;
  additional: TMoney;
  /** what is deducted this month: both, less this month's zakat (never below nothing) */
  net: TMoney;
  /** chargeable income of the normal step (P) and with the additional remuneration (P2) */
  p: TMoney;
  p2: TMoney | null;
};

const cut = (v: TMoney) => v.toDecimalPlaces(2, Money.ROUND_DOWN);
const zero = new Money(0);

/** The row of the scale that a chargeable income falls in: above its m, up to the next row's; null at or below 0. */
function rowOf(scale: TPcbScale, p: TMoney) {
  let found: TPcbScale['rows'][number] | null = null;
  for (const r of scale.rows) if (p.gt(r.m)) found = r;
  return found;
}

/** Tax on chargeable income P for the year, before what was paid: (P − M) × R + B, truncated. */
function yearTax(scale: TPcbScale, category: TPcbCategory, p: TMoney): TMoney {
  const r = rowOf(scale, p);
  if (!r) return zero;
  const b = category === 2 ? r.bSpouseAtHome : r.bSingle;
  return cut(cut(p.minus(r.m).times(r.rate).div(100)).plus(b));
}

/** Rounded up to the next step (5 sen); under the minimum, nothing. */
function deducted(scale: TPcbScale, v: TMoney): TMoney {
  if (v.lte(0)) return zero;
  const rounded = v.div(scale.roundUpTo).ceil().times(scale.roundUpTo);
  return rounded.lt(scale.minimum) ? zero : rounded;
}

export function pcb(input: TPcbInput, scale: TPcbScale): TPcbResult {
  const n = 12 - input.month;
  const y1 = new Money(input.gross);
  const yt = new Money(input.bonus ?? 0);
  const zakatNow = new Money(input.zakat);
  if (!input.resident) {
    const flat = deducted(scale, cut(y1.plus(yt).times(scale.nonResidentRate).div(100)));
    return { normal: flat, additional: zero, net: Money.max(0, flat.minus(zakatNow)), p: zero, p2: null };
  }
  const cap = new Money(scale.epfReliefCap);
  const k = Money.min(input.previous.epf, cap);
  const k1 = Money.min(input.epf, cap.minus(k));
  const kt = Money.min(input.bonusEpf ?? 0, cap.minus(k).minus(k1));
  const k2For = (used: TMoney) => (n === 0 ? zero : Money.min(k1, cut(Money.max(0, cap.minus(used)).div(n))));
  const reliefs = new Money(scale.individualRelief)
    .plus(input.category === 2 ? scale.spouseRelief : 0)
    .plus(input.disabled ? scale.disabledRelief : 0)
    .plus(input.disabledSpouse ? scale.disabledSpouseRelief : 0)
    .plus(new Money(scale.childRelief).times(input.childPoints))
    .plus(input.previous.reliefs)
    .plus(input.reliefs);
  const earlier = new Money(input.previous.gross).minus(k);
  const pOf = (k2: TMoney, extra: TMoney) =>
    cut(earlier.plus(y1.minus(k1)).plus(y1.minus(k2).times(n)).plus(extra).minus(reliefs));
  const x = new Money(input.previous.pcb);
  const z = new Money(input.previous.zakat);

  const p = pOf(k2For(k.plus(k1)), zero);
  const pcbA = cut(Money.max(0, yearTax(scale, input.category, p).minus(z.plus(x))).div(n + 1));
  const normal = deducted(scale, pcbA);
  if (yt.lte(0)) return { normal, additional: zero, net: Money.max(0, normal.minus(zakatNow)), p, p2: null };

  const p2 = pOf(k2For(k.plus(k1).plus(kt)), yt.minus(kt));
  const cs = yearTax(scale, input.category, p2);
  const pcbB = x.plus(pcbA.times(n + 1));
  const additional = deducted(scale, cut(cs.minus(pcbB).minus(z)));
  const total = normal.plus(additional);
  return { normal, additional, net: Money.max(0, total.minus(zakatNow)), p, p2 };
}
