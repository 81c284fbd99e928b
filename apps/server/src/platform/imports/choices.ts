import { LANGUAGES } from '@staffdesk/core/constants';
import { translate } from '../i18n.ts';

/**
 * A file's way of naming a choice: its code, or its label in any language ("Female", "ស្រី", "女"), read from the
 * `ns` catalogue at `<prefix>.<code>`; keys are lower case.
 */
export function choiceMap(ns: string, prefix: string, codes: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of codes) {
    map.set(c.toLowerCase(), c);
    for (const l of LANGUAGES) map.set(translate(l, ns, `${prefix}.${c}`, c).trim().toLowerCase(), c);
  }
  return map;
}
