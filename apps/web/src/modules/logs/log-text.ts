import type { TFunction } from 'i18next';
import { pageByKey } from '@staffdesk/core/privileges';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';
import { formatDay } from '../../shell/date-format.ts';
import { logDiff } from './log-diff.ts';
import { i18n } from '../../shell/i18n.ts';
import { optionLabel } from '../../platform/resources/resource-text.ts';

/** The changed fields of an entry, a resource's in their declared order. */
export const entryDiff = (entity: string, before: unknown, after: unknown) =>
  logDiff(
    before,
    after,
    resourceByKey(entity)?.fields.map((f) => f.key),
  );

/** `login.failed` → the catalogue key `actions.login_failed` (a dot would nest). */
export const actionKey = (action: string) => action.replace(/\./g, '_');

export const actionLabel = (t: TFunction, action: string): string =>
  t(`logs:actions.${actionKey(action)}`, { defaultValue: action });

const ACTION_COLORS: Record<string, string> = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  restore: 'grape',
  login: 'gray',
  logout: 'gray',
  switch: 'cyan',
  'login.failed': 'orange',
  'login.refused': 'orange',
  denied: 'red',
};
export const actionColor = (action: string) => ACTION_COLORS[action] ?? 'gray';

/** A resource's title, a privilege page's name (denials) or one of the few other entities; else as it is. */
export function entityLabel(t: TFunction, entity: string): string {
  const r = resourceByKey(entity);
  if (r) return t(`resources:${r.key}.title`);
  if (i18n.exists(`logs:entities.${entity}`)) return t(`logs:entities.${entity}`);
  const page = pageByKey(entity);
  if (page) return t(`privileges:${page.label}`);
  return entity;
}

export function fieldName(t: TFunction, entity: string, field: string): string {
  const r = resourceByKey(entity);
  if (r?.fields.some((f) => f.key === field)) return t(`resources:${r.key}.fields.${field}`);
  if (i18n.exists(`logs:fields.${field}`)) return t(`logs:fields.${field}`);
  return field;
}

/** A before/after value as text: options and booleans translated, dates as DD-MM-YYYY, lists joined. */
export function valueText(t: TFunction, entity: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const f = resourceByKey(entity)?.fields.find((x) => x.key === field);
  if (typeof value === 'boolean') return t(value ? 'common:yes' : 'common:no');
  if (f?.type === 'select' && typeof value === 'string') return optionLabel(t, f, value);
  if (f?.type === 'date' && typeof value === 'string') return formatDay(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
