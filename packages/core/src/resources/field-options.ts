import { CURRENCIES, TIME_ZONES } from '../zones.ts';
import type { TField } from './resource-types.ts';

/**
 * A select field's allowed values: its own `options`, or the full list its `labels` name (every time zone or
 * currency). Kept apart from the declarations so the long lists stay out of the menu's bundle.
 */
export function fieldOptions(f: Pick<TField, 'options' | 'labels'>): readonly string[] {
  if (f.labels === 'timeZone') return TIME_ZONES;
  if (f.labels === 'currency') return CURRENCIES;
  return f.options ?? [];
}
