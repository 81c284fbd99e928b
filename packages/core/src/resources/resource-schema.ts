import { UUID } from '../form-fields.ts';
import { ZEntitlements } from '../leave.ts';
import { fieldOptions } from './field-options.ts';
import { z } from 'zod';
import { ZDate } from '../dates.ts';
import { ZAttendanceLocations } from '../locations.ts';
import { ZBracketRows } from '../payroll-tables.ts';
import { isListField, textMax, type TField, type TResource } from './resource-types.ts';

/**
 * Validation codes carried in `fields` of a 400 answer; the web shows them translated (`validation.<code>`).
 * 'required' is the spec's 'All fields marked with * are required'.
 */
export const FIELD_ERRORS = [
  'required',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'invalidEmail',
  'invalidDate',
  'invalidTime',
  'invalidDuration',
  'invalidColor',
  'invalidOption',
  'invalidNumber',
  'invalidReference',
  'dateOrder',
  'tooShort',
  'invalidCoordinate',
  'invalidLocation',
  'duplicateLeaveType',
  /** an overtime total beyond its from–to span */
  'otTotalTooLong',
  /** a decimal below the other one it may not be below (a maximum under its minimum) */
  'belowOther',
  /** a tax table's row: not starting where the previous one ended */
  'bracketGap',
  /** a tax table's row: its max below its min */
  'bracketOrder',
  /** a tax table's row: open-ended (no max) but not the last */
  'bracketOpenEnd',
  /** a tax table's row: its base amount is not the tax of the rows below it */
  'bracketBase',
  /** a payroll adjustment of a statutory line (EPF, PCB, tax on salary…), which follows from the wages */
  'statutoryLine',
] as const;
export type TFieldError = (typeof FIELD_ERRORS)[number];

/** `1:30` → 90, `45` → 45 minutes; NaN when it is neither. */
export function durationMinutes(v: string): number {
  const t = v.trim();
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(t);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  return /^\d{1,5}$/.test(t) ? Number(t) : Number.NaN;
}

/** 90 → `1:30`. */
export const formatDuration = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const decimalPattern = (scale: number) => new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`);
/** `YYYY-MM` */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** 24-hour `HH:MM`, 00:00–23:59 (no seconds: shifts and schedules are planned to the minute) */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function fieldSchema(f: TField): z.ZodType {
  let s: z.ZodType;
  switch (f.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'email': {
      let t = z.string({ error: 'required' }).trim().max(textMax(f), { error: 'tooLong' });
      if (f.required) t = t.min(1, { error: 'required' });
      s =
        f.type === 'email' ? t.refine((v) => v === '' || z.email().safeParse(v).success, { error: 'invalidEmail' }) : t;
      // trimmed first, so a value of only spaces is empty too
      if (!f.required) return z.preprocess((v) => emptyToNull(typeof v === 'string' ? v.trim() : v), s.nullable());
      return s;
    }
    case 'decimal': {
      // money and other exact amounts stay decimal strings end to end (never JS floats)
      s = z
        .preprocess(
          (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'number' ? String(v) : v),
          z.string({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') }).trim(),
        )
        .refine((v) => decimalPattern(f.scale ?? 2).test(v), { error: 'invalidNumber' })
        .refine((v) => f.min === undefined || Number(v) >= f.min, { error: 'tooSmall' })
        .refine((v) => f.max === undefined || Number(v) <= f.max, { error: 'tooLarge' });
      break;
    }
    case 'int': {
      const n = z.preprocess(
        (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
        z.number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') }),
      );
      s = n
        .refine((v) => Number.isInteger(v), { error: 'invalidNumber' })
        .refine((v) => f.min === undefined || v >= f.min, { error: 'tooSmall' })
        .refine((v) => f.max === undefined || v <= f.max, { error: 'tooLarge' });
      break;
    }
    case 'duration': {
      // minutes, or hours:minutes as typed (`1:30`, `0:45`)
      const n = z.preprocess(
        (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? durationMinutes(v) : v),
        z.number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidDuration') }),
      );
      s = n
        .refine((v) => Number.isInteger(v) && v >= 0, { error: 'invalidDuration' })
        .refine((v) => f.min === undefined || v >= f.min, { error: 'tooSmall' })
        .refine((v) => f.max === undefined || v <= f.max, { error: 'tooLarge' });
      break;
    }
    case 'weekdays':
      // checked as a whole, so the error is the field's (not one of its items')
      return z.preprocess(
        (v) => (v === null || v === undefined ? [] : v),
        z
          .array(z.unknown(), { error: 'invalidOption' })
          .refine((d) => d.every((x) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 7), {
            error: 'invalidOption',
          })
          .refine((d) => new Set(d).size === d.length, { error: 'invalidOption' })
          .refine((d) => !f.required || d.length > 0, { error: 'required' })
          .transform((d) => (d as number[]).toSorted((a, b) => a - b)),
      );
    case 'date':
      s = ZDate;
      break;
    case 'month':
      s = z.string({ error: 'required' }).trim().regex(MONTH, { error: 'invalidDate' });
      break;
    case 'time':
      s = z.string({ error: 'required' }).regex(TIME, { error: 'invalidTime' });
      break;
    case 'boolean':
      return z.boolean().default(Boolean(f.default ?? false));
    case 'color':
      s = z.string({ error: 'required' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalidColor' });
      break;
    case 'select':
      s = z.string({ error: 'required' }).refine((v) => fieldOptions(f).includes(v), { error: 'invalidOption' });
      break;
    case 'ref':
      s = z.string({ error: 'required' }).regex(UUID, { error: 'invalidReference' });
      break;
    case 'locations':
      return ZAttendanceLocations;
    case 'entitlements':
      return ZEntitlements;
    case 'brackets':
      return ZBracketRows;
    case 'secret':
      // never trimmed (a space is part of a password); empty means "keep the stored one"
      return z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string({ error: 'invalidOption' })
          .min(f.min ?? 1, { error: 'tooShort' })
          .max(f.max ?? 128, { error: 'tooLong' })
          .nullable(),
      );
    case 'options':
      return z.preprocess(
        (v) => (v === null || v === undefined ? [] : v),
        z.array(z.string().trim().min(1).max(100)).max(100),
      );
  }
  return f.required
    ? z.preprocess((v) => (v === '' || v === null ? undefined : v), s)
    : z.preprocess(emptyToNull, s.nullable());
}

const comparable = (type: TField['type'], v: unknown) =>
  type === 'date'
    ? typeof v === 'string' && ZDate.safeParse(v).success
    : (typeof v === 'number' || typeof v === 'string') && v !== '' && Number.isFinite(Number(v));

/** The create/update body of a resource, with per-field error codes. */
export function resourceSchema(r: TResource) {
  const shape: Record<string, z.ZodType> = {};
  const defaults: Record<string, unknown> = {};
  for (const f of r.fields) {
    // required only while shown: checked below, with the other field's value at hand
    shape[f.key] = fieldSchema(f.showWhen && f.required ? { ...f, required: false } : f);
    if (f.default !== undefined) defaults[f.key] = f.default;
  }
  const ordered = r.fields.filter((f) => f.notBefore);
  const shownRequired = r.fields.filter((f) => f.showWhen && f.required);
  // a field left out of the body takes its declared default
  return z.preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? { ...defaults, ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) }
        : v,
    z
      .object(shape)
      .superRefine(
        (values, ctx) => {
          if (!values || typeof values !== 'object' || Array.isArray(values)) return;
          // ISO dates compare as strings; ints and decimals (at most 14 digits) exactly as numbers
          for (const f of ordered) {
            const v = values[f.key];
            const start = values[f.notBefore!];
            // judged only when both are sound (a wrong one has its own error)
            if (!comparable(f.type, v) || !comparable(f.type, start)) continue;
            if (f.type === 'date' ? String(v) < String(start) : Number(v) < Number(start))
              ctx.addIssue({ code: 'custom', path: [f.key], message: f.type === 'date' ? 'dateOrder' : 'belowOther' });
          }
          for (const f of shownRequired)
            if (
              values[f.showWhen!.field] === f.showWhen!.equals &&
              (values[f.key] === null || values[f.key] === undefined)
            )
              ctx.addIssue({ code: 'custom', path: [f.key], message: 'required' });
        },
        // run also when other fields are wrong, so every error comes back at once
        { when: () => true },
      )
      .transform((values) => clearHidden(r, values)),
  );
}

/** A field shown only while another has a value (`showWhen`), and that other field has it. */
export const shownBy = (f: TField, values: Record<string, unknown>) =>
  !f.showWhen || values[f.showWhen.field] === f.showWhen.equals;

/**
 * The values with every hidden field emptied (false, [] or null), as the form sends them: a percentage pay code keeps
 * no fixed amount, a deduction is not "taxable".
 */
export function clearHidden<T extends Record<string, unknown>>(r: TResource, values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const f of r.fields)
    if (!shownBy(f, values)) out[f.key] = f.type === 'boolean' ? false : isListField(f) ? [] : null;
  return out as T;
}

/** The field a record is named by in lists, references and messages. */
export const labelField = (r: TResource): string => (r.fields.find((f) => f.type === 'text') ?? r.fields[0]!).key;

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
