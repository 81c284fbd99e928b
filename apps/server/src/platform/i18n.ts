import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { changedText } from './changed-texts.ts';

/** The web's catalogues, for the few texts the server writes itself (CSV headers, later mail and PDFs). */
export const LOCALES = path.resolve(import.meta.dirname, '../../../web/src/locales');
const cache = new Map<string, Record<string, unknown>>();

export function catalogue(lang: string, ns: string): Record<string, unknown> {
  const l: TLanguage = (LANGUAGES as readonly string[]).includes(lang) ? (lang as TLanguage) : 'en';
  const key = `${l}/${ns}`;
  let c = cache.get(key);
  if (!c) {
    try {
      c = JSON.parse(fs.readFileSync(path.join(LOCALES, l, `${ns}.json`), 'utf8')) as Record<string, unknown>;
    } catch {
      c = {};
    }
    cache.set(key, c);
  }
  return c;
}

/**
 * Looks a dotted key up: the text changed for this context (the platform's, the caller's tenant's: changed-texts.ts),
 * else the catalogue; falls back to English, then to the fallback given.
 */
export function translate(lang: string, ns: string, key: string, fallback: string): string {
  for (const l of [lang, 'en']) {
    const changed = changedText(l, ns, key);
    if (changed) return changed;
    let v: unknown = catalogue(l, ns);
    for (const part of key.split('.'))
      v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
    if (typeof v === 'string' && v) return v;
  }
  return fallback;
}
