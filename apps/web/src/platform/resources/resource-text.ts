import type { TFunction } from 'i18next';
import { textMax, type TField, type TResource } from '@staffdesk/core/resources/resource-types';
import { FIELD_ERRORS } from '@staffdesk/core/resources/resource-schema';
import { i18n, intlLocale } from '../../shell/i18n.ts';

/** Labels of a declaration, from the `resources` namespace (the server reads the same paths for CSV headers). */
export const resourceTitle = (t: TFunction, r: TResource): string => t(`resources:${r.key}.title`);

export const fieldLabel = (t: TFunction, r: TResource, field: string): string =>
  t(`resources:${r.key}.fields.${field}`);

/** The line under a field that declares `hint` (e.g. a shift's end time may be on the next day). */
export const fieldHint = (t: TFunction, r: TResource, field: string): string => t(`resources:${r.key}.hints.${field}`);

const cache = new Map<string, string>();

/** "Asia/Phnom Penh (UTC+07:00)": the zone with its offset now. */
function timeZoneLabel(tz: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: tz, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    const offset = !part || part === 'GMT' ? 'UTC' : part.replace('GMT', 'UTC');
    return `${tz.replaceAll('_', ' ')} (${offset})`;
  } catch {
    return tz;
  }
}

/** "KHR — Cambodian Riel", the name in the UI language. */
function currencyLabel(code: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([intlLocale(language)], { type: 'currency' }).of(code);
    return name && name !== code ? `${code} — ${name}` : code;
  } catch {
    return code;
  }
}

/** An option's label: from the `resources.options` catalogue, or made from the value (`labels`) in the UI language. */
export function optionLabel(t: TFunction, f: Pick<TField, 'key' | 'labels'>, value: string): string {
  if (!f.labels) return t(`resources:options.${f.key}.${value}`, { defaultValue: value });
  const language = i18n.language;
  const key = `${f.labels}|${language}|${value}`;
  let label = cache.get(key);
  if (label === undefined) {
    label = f.labels === 'timeZone' ? timeZoneLabel(value) : currencyLabel(value, language);
    cache.set(key, label);
  }
  return label;
}

export const sectionLabel = (t: TFunction, label: string): string => t(`resources:sections.${label}`);

const isFieldError = (code: string): code is (typeof FIELD_ERRORS)[number] =>
  (FIELD_ERRORS as readonly string[]).includes(code);

/** The short message under a field for an error code of the schema or the server ('duplicate' names the field). */
export function fieldErrorText(t: TFunction, r: TResource, field: TField | undefined, code: string): string {
  if (code === 'duplicate')
    return t('common:validation.duplicate', { field: field ? fieldLabel(t, r, field.key) : '' });
  if (!isFieldError(code)) return t('common:validation.invalid');
  const max = field ? (field.type === 'int' || field.type === 'decimal' ? field.max : textMax(field)) : undefined;
  const other = field?.notBefore ? fieldLabel(t, r, field.notBefore) : '';
  return t(`common:validation.${code}`, { max, min: field?.min, other });
}

/** "Search name, description": the search box names the columns the server searches. */
export function searchPlaceholder(t: TFunction, r: TResource): string {
  const fields = r.columns.filter((c) => c.searchable).map((c) => fieldLabel(t, r, c.field).toLowerCase());
  return fields.length > 0 ? t('common:table.searchIn', { fields: fields.join(', ') }) : t('common:table.search');
}
