import { UUID } from '../form-fields.ts';
import { ZEntitlements } from '../leave.ts';
import { fieldOptions } from './field-options.ts';
import { z } from 'zod';
import { ZDate } from '../dates.ts';
import { ZAttendanceLocations } from '../locations.ts';
import { textMax, type TField, type TResource } from './resource-types.ts';

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
        .refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), { error: 'invalidNumber' })
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

/** The create/update body of a resource, with per-field error codes. */
export function resourceSchema(r: TResource) {
  const shape: Record<string, z.ZodType> = {};
  const defaults: Record<string, unknown> = {};
  for (const f of r.fields) {
    shape[f.key] = fieldSchema(f);
    if (f.default !== undefined) defaults[f.key] = f.default;
  }
  const ordered = r.fields.filter((f) => f.type === 'date' && f.notBefore);
  // a field left out of the body takes its declared default
  return z.preprocess(
    (v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? { ...defaults, ...Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) }
        : v,
    z.object(shape).superRefine((values, ctx) => {
      // ISO dates compare as strings
      for (const f of ordered) {
        const v = values[f.key];
        const start = values[f.notBefore!];
        if (typeof v === 'string' && typeof start === 'string' && v < start)
          ctx.addIssue({ code: 'custom', path: [f.key], message: 'dateOrder' });
      }
    }),
  );
}

/** The field a record is named by in lists, references and messages. */
export const labelField = (r: TResource): string => (r.fields.find((f) => f.type === 'text') ?? r.fields[0]!).key;

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
