import { z } from 'zod';
import { checkBrackets, type TBracketProblem, type TBracketRow } from './payroll-brackets.ts';

/** The most rows a tax table may have (Malaysia's has 8, Cambodia's 5). */
export const BRACKET_ROWS_MAX = 30;

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

const figure = (pattern: RegExp, nullable: boolean) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
    nullable
      ? z.string({ error: 'invalidNumber' }).trim().regex(pattern, { error: 'invalidNumber' }).optional()
      : z
          .string({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
          .trim()
          .regex(pattern, { error: 'invalidNumber' }),
  );

const sound = (r: { min?: unknown; max?: unknown; rate?: unknown; base?: unknown }) =>
  [r.min, r.base].every((v) => typeof v === 'string' && AMOUNT.test(v)) &&
  (r.max === null || (typeof r.max === 'string' && AMOUNT.test(r.max))) &&
  typeof r.rate === 'string' &&
  RATE.test(r.rate) &&
  Number(r.rate) <= 100;

/** Where each problem of `checkBrackets` is shown: the row's figure it is about, and its error code. */
export const BRACKET_PROBLEM_FIELD: Record<TBracketProblem['problem'], { part: keyof TBracketRow; code: string }> = {
  empty: { part: 'min', code: 'required' },
  negative: { part: 'rate', code: 'tooLarge' },
  order: { part: 'max', code: 'bracketOrder' },
  gap: { part: 'min', code: 'bracketGap' },
  openEnd: { part: 'max', code: 'bracketOpenEnd' },
  base: { part: 'base', code: 'bracketBase' },
};

/**
 * A tax table's rows as a form or an import sends them (`/tax_brackets`): min, max (empty on the last, open-ended
 * row), rate % and base amount as decimal strings, checked by `checkBrackets` — the error names the row and figure
 * (`brackets.3.base`), and the form shows the base it expects.
 */
export const ZBracketRows = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(
      z.object({
        min: figure(AMOUNT, false),
        max: figure(AMOUNT, true).transform((v) => v ?? null),
        rate: figure(RATE, false).refine((v) => Number(v) <= 100, { error: 'tooLarge' }),
        base: figure(AMOUNT, false),
      }),
      { error: 'invalidOption' },
    )
    .min(1, { error: 'required' })
    .max(BRACKET_ROWS_MAX, { error: 'tooLarge' })
    .superRefine((rows, ctx) => {
      // judged as a table only once every figure is a number (a wrong one has its own error)
      if (rows.length === 0 || !rows.every(sound)) return;
      const p = checkBrackets(rows as TBracketRow[]);
      if (!p) return;
      const at = BRACKET_PROBLEM_FIELD[p.problem];
      ctx.addIssue({ code: 'custom', path: [p.row, at.part], message: at.code });
    }),
);
