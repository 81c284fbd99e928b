import { z } from 'zod';
import { ZBracketRows } from './payroll-tables.ts';

/**
 * A tenant's own versions of the statutory packs' figures (issue 14): Malaysia's EPF, SOCSO, EIS and PCB (the spec's
 * `/settingsepf`, `/settingssoc`, `/settingseis`, `/settingstmytaxcode`, `/settingsmytaxtable`) and Cambodia's tax on
 * salary and NSSF. A version applies from its day; one of the tenant's replaces the platform's of the same day, and a
 * month uses the version in force on its first day (decision 0034).
 */
export const STATUTORY_SCHEMES = ['epf', 'socso', 'eis', 'pcb', 'kh'] as const;
export type TStatutoryScheme = (typeof STATUTORY_SCHEMES)[number];

/**
 * The settings pages (privilege page `statutory`): the spec's five Malaysian ones and Cambodia's. PCB has two — its
 * M/R/B table and its tax codes and reliefs — editing the same version.
 */
export const STATUTORY_PAGES = [
  { key: 'settingsEpf', path: 'settingsepf', scheme: 'epf' },
  { key: 'settingsSocso', path: 'settingssoc', scheme: 'socso' },
  { key: 'settingsEis', path: 'settingseis', scheme: 'eis' },
  { key: 'settingsMyTaxTable', path: 'settingsmytaxtable', scheme: 'pcb' },
  { key: 'settingsMyTaxCode', path: 'settingstmytaxcode', scheme: 'pcb' },
  { key: 'settingsKhTax', path: 'settingskhtax', scheme: 'kh' },
] as const satisfies readonly { key: string; path: string; scheme: TStatutoryScheme }[];
export type TStatutoryPageKey = (typeof STATUTORY_PAGES)[number]['key'];

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;
const SIGNED = /^-?\d{1,12}(\.\d{1,4})?$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

/** A figure as a decimal string (a number is taken as its string); `required` when missing. */
const figure = (pattern: RegExp) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: (iss) => (iss.input === undefined || iss.input === null ? 'required' : 'invalidNumber') })
      .trim()
      .regex(pattern, { error: 'invalidNumber' }),
  );
const amount = figure(AMOUNT);
const signed = figure(SIGNED);
const positive = amount.refine((v) => Number(v) > 0, { error: 'tooSmall' });
const rate = figure(RATE).refine((v) => Number(v) <= 100, { error: 'tooLarge' });
/** a bound that may be left open (empty: no bound): a last row's upper limit, an NSSF floor or ceiling */
const openAmount = z.preprocess((v) => (v === '' || v === undefined ? null : v), amount.nullable());

/**
 * Rows ordered by a rising figure: each row's `key` above the one before, an open (null) one only last. The error
 * is on the row that breaks the order (`rows.4.upTo`): `notRising`.
 */
const rising =
  <T>(key: keyof T & string) =>
  (rows: T[], ctx: z.RefinementCtx) => {
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i]![key] as string | null;
      const prev = i > 0 ? (rows[i - 1]![key] as string | null) : undefined;
      const open = v === null && i < rows.length - 1;
      const order = prev !== undefined && (prev === null || (v !== null && Number(v) <= Number(prev)));
      if (open || order) {
        ctx.addIssue({ code: 'custom', path: [i, key], message: 'notRising' });
        return;
      }
    }
  };

const epfPart = z.strictObject({
  employeeRate: rate,
  employerRateLow: rate,
  employerRateHigh: rate,
  threshold: amount,
  nilUpTo: amount,
  bands: z
    .array(z.strictObject({ upTo: amount, width: positive }), { error: 'invalidOption' })
    .min(1, { error: 'required' })
    .max(20, { error: 'tooLarge' })
    .superRefine(rising('upTo')),
});
export type TEpfPartData = z.infer<typeof epfPart>;
export const EPF_PARTS = ['A', 'C', 'E', 'F'] as const;

const contribution = { upTo: openAmount, employer: amount, employee: amount };
const contributionRows = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.strictObject(shape), { error: 'invalidOption' })
    .min(1, { error: 'required' })
    .max(200, { error: 'tooLarge' });

const khScheme = z.strictObject({
  employerRate: rate,
  employeeRate: rate,
  floor: openAmount,
  ceiling: openAmount,
  rankWidth: z.preprocess((v) => (v === '' || v === undefined ? null : v), positive.nullable()),
});

/** Each scheme's figures, as a version holds them (without its day and source). */
export const STATUTORY_DATA = {
  epf: z.strictObject({
    parts: z
      .strictObject({ A: epfPart.optional(), C: epfPart.optional(), E: epfPart.optional(), F: epfPart.optional() })
      .refine((p) => Object.values(p).some(Boolean), { error: 'required' }),
  }),
  socso: z.strictObject({
    rows: contributionRows({ ...contribution, secondCategory: amount }).superRefine(rising('upTo')),
  }),
  eis: z.strictObject({ rows: contributionRows(contribution).superRefine(rising('upTo')) }),
  pcb: z.strictObject({
    rows: z
      .array(z.strictObject({ m: amount, rate, bSingle: signed, bSpouseAtHome: signed }), { error: 'invalidOption' })
      .min(1, { error: 'required' })
      .max(30, { error: 'tooLarge' })
      .superRefine(rising('m')),
    individualRelief: amount,
    spouseRelief: amount,
    childRelief: amount,
    disabledRelief: amount,
    disabledSpouseRelief: amount,
    epfReliefCap: amount,
    nonResidentRate: rate,
    minimum: amount,
    roundUpTo: positive,
  }),
  kh: z.strictObject({
    brackets: ZBracketRows,
    dependantRelief: amount,
    nonResidentRate: rate,
    digits: z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' }).min(0).max(4, { error: 'tooLarge' }),
    rounding: z.enum(['halfUp', 'halfEven', 'down', 'up'], { error: 'invalidOption' }),
    nssf: z.strictObject({ occupationalRisk: khScheme, health: khScheme, pension: khScheme }),
  }),
} as const satisfies Record<TStatutoryScheme, z.ZodType>;

export const STATUTORY_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What the page saves: the day it applies from, a note (where its figures come from) and its figures. */
export const statutoryBody = (scheme: TStatutoryScheme) =>
  z.strictObject({
    from: z
      .string({ error: 'required' })
      .regex(STATUTORY_DAY, { error: 'invalidDate' })
      .refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        {
          error: 'invalidDate',
        },
      ),
    source: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500, { error: 'tooLong' }),
    data: STATUTORY_DATA[scheme],
  });

export const ZStatutoryVersion = z.object({
  /** the tenant's version's id (to remove it); null for the platform's */
  id: z.string().nullable(),
  from: z.string(),
  source: z.string(),
  /** figures the reference could not confirm (platform versions only) */
  unconfirmed: z.boolean(),
  /** the platform's default, or the tenant's own (which replaces the platform's of the same day) */
  origin: z.enum(['platform', 'tenant']),
  /** a tenant version standing in for a platform one of the same day */
  replacesPlatform: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TStatutoryVersion = z.infer<typeof ZStatutoryVersion>;
export const ZStatutoryList = z.object({ scheme: z.enum(STATUTORY_SCHEMES), versions: z.array(ZStatutoryVersion) });
export type TStatutoryList = z.infer<typeof ZStatutoryList>;
