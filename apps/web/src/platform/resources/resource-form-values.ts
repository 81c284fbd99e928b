import {
  durationMinutes,
  FIELD_ERRORS,
  formatDuration,
  resourceSchema,
  shownBy,
} from '@staffdesk/core/resources/resource-schema';
import { isListField, type TField, type TResource } from '@staffdesk/core/resources/resource-types';

/** A place being edited: numbers as typed ('' while empty). */
export type TLocationDraft = {
  name: string;
  latitude: number | string;
  longitude: number | string;
  radius: number | string;
};

/** A leave template's line being edited: amounts as typed. */
export type TEntitlementDraft = {
  leaveTypeId: string;
  days: string;
  earning: string;
  carryCap: string;
  carryExpiryMonths: number | string;
};

/** A tax table's row being edited: figures as typed ('' for an open-ended max). */
export type TBracketDraft = { min: string; max: string; rate: string; base: string };

/** What the form widgets hold: text as strings ('' = empty), int as a number or '', decimal as a string. */
export type TFormValue =
  | string
  | number
  | boolean
  | string[]
  | number[]
  | TLocationDraft[]
  | TEntitlementDraft[]
  | TBracketDraft[]
  | null;
export type TFormValues = Record<string, TFormValue>;
/** Error code per field key; '_' is the form itself. */
export type TFieldErrors = Record<string, string>;

/** A field with `showWhen` is shown only while the other field has the value named. */
export const isVisible: (f: TField, values: TFormValues) => boolean = shownBy;

function toFormValue(f: TField, v: unknown): TFormValue {
  switch (f.type) {
    case 'boolean':
      return typeof v === 'boolean' ? v : Boolean(f.default ?? false);
    case 'options':
      return Array.isArray(v) ? v.map(String) : [];
    case 'weekdays':
      return Array.isArray(v) ? v.map(Number) : [];
    case 'duration':
      // minutes are typed and shown as hours:minutes
      return typeof v === 'number' ? formatDuration(v) : '';
    case 'locations':
      return Array.isArray(v)
        ? v.map((l: Partial<TLocationDraft>) => ({
            name: String(l.name ?? ''),
            latitude: l.latitude ?? '',
            longitude: l.longitude ?? '',
            radius: l.radius ?? '',
          }))
        : [];
    case 'entitlements':
      return Array.isArray(v)
        ? v.map((l: Partial<Record<keyof TEntitlementDraft, unknown>>) => ({
            leaveTypeId: String(l.leaveTypeId ?? ''),
            days: l.days === null || l.days === undefined ? '' : String(l.days),
            earning: String(l.earning ?? 'upfront'),
            carryCap: l.carryCap === null || l.carryCap === undefined ? '' : String(l.carryCap),
            carryExpiryMonths: typeof l.carryExpiryMonths === 'number' ? l.carryExpiryMonths : 0,
          }))
        : [];
    case 'brackets': {
      const text = (x: unknown) => (x === null || x === undefined ? '' : String(x));
      return Array.isArray(v)
        ? v.map((r: Partial<Record<keyof TBracketDraft, unknown>>) => ({
            min: text(r.min),
            max: text(r.max),
            rate: text(r.rate),
            base: text(r.base),
          }))
        : [];
    }
    case 'secret':
      // never read back: the input starts empty, and empty keeps the stored one
      return '';
    case 'int': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
      return Number.isFinite(n) ? n : '';
    }
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

/** The form's starting values: the record's (edit) or the declared defaults (add). */
export function initialValues(r: TResource, record?: Record<string, unknown> | null): TFormValues {
  const out: TFormValues = {};
  for (const f of r.fields) out[f.key] = toFormValue(f, record ? record[f.key] : f.default);
  return out;
}

/** `12.` while typing, `12.5` from a number input: a decimal string with at most two decimals. */
export function normalizeDecimal(v: string | number): string {
  const s = String(v).trim();
  return s.endsWith('.') ? s.slice(0, -1) : s;
}

/** The create/update body: empty inputs become null, numbers numbers, decimals strings; hidden fields are cleared. */
export function toBody(r: TResource, values: TFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of r.fields) {
    const v = values[f.key];
    if (!isVisible(f, values)) {
      body[f.key] = isListField(f) ? [] : f.type === 'boolean' ? false : null;
      continue;
    }
    switch (f.type) {
      case 'boolean':
        body[f.key] = v === true;
        break;
      case 'options':
      case 'weekdays':
        body[f.key] = Array.isArray(v) ? v : [];
        break;
      case 'duration': {
        // minutes when it reads as hours:minutes, else as typed (the schema names what is wrong)
        const text = typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v);
        const minutes = durationMinutes(text);
        body[f.key] = text === '' ? null : Number.isNaN(minutes) ? text : minutes;
        break;
      }
      case 'locations':
        body[f.key] = Array.isArray(v)
          ? (v as TLocationDraft[]).map((l) => ({
              name: l.name,
              latitude: numberOrNull(l.latitude),
              longitude: numberOrNull(l.longitude),
              radius: numberOrNull(l.radius),
            }))
          : [];
        break;
      case 'entitlements':
        body[f.key] = Array.isArray(v)
          ? (v as TEntitlementDraft[]).map((l) => ({
              leaveTypeId: l.leaveTypeId,
              days: l.days === '' ? null : normalizeDecimal(l.days),
              earning: l.earning,
              carryCap: l.carryCap === '' ? null : normalizeDecimal(l.carryCap),
              carryExpiryMonths: numberOrNull(l.carryExpiryMonths),
            }))
          : [];
        break;
      case 'brackets':
        body[f.key] = Array.isArray(v)
          ? (v as TBracketDraft[]).map((r) => ({
              min: normalizeDecimal(r.min),
              max: r.max.trim() === '' ? null : normalizeDecimal(r.max),
              rate: normalizeDecimal(r.rate),
              base: normalizeDecimal(r.base),
            }))
          : [];
        break;
      case 'int':
        body[f.key] = v === '' || v === null || v === undefined ? null : typeof v === 'number' ? v : Number(v);
        break;
      case 'decimal':
        body[f.key] = v === '' || v === null || v === undefined ? null : normalizeDecimal(v as string | number);
        break;
      default:
        body[f.key] = v === '' || v === null || v === undefined ? null : String(v);
    }
  }
  return body;
}

const numberOrNull = (v: number | string) => (v === '' ? null : typeof v === 'number' ? v : Number(v));

const KNOWN = new Set<string>(FIELD_ERRORS);

/** Client-side check with the same schema the server uses; the first error code of each field. */
export function validate(r: TResource, body: Record<string, unknown>): TFieldErrors {
  const parsed = resourceSchema(r).safeParse(body);
  if (parsed.success) return {};
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    // a row of a list names itself, as the server does: `attendanceLocations.1.latitude`
    const key = issue.path.length > 1 ? issue.path.join('.') : String(issue.path[0] ?? '_');
    errors[key] ??= KNOWN.has(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
