import fs from 'node:fs';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { MAIL_NAMESPACE } from '@staffdesk/core/translations-api';
import { catalogue, LOCALES } from '../../platform/i18n.ts';
import { MAIL_CATALOGUES } from '../../platform/mail/templates.ts';

/** One text of the shipped catalogues in the three languages (null where a language has no such key: plurals). */
export type TShippedText = { namespace: string; key: string; texts: Record<TLanguage, string | null> };

function flatten(v: unknown, prefix: string, out: Map<string, string>) {
  if (typeof v === 'string') out.set(prefix, v);
  else if (Array.isArray(v)) for (const [i, x] of v.entries()) flatten(x, `${prefix}.${i}`, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? `${prefix}.${k}` : k, out);
}

function build() {
  const namespaces = fs
    .readdirSync(`${LOCALES}/en`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  const rows: TShippedText[] = [];
  const add = (namespace: string, of: (lang: TLanguage) => unknown) => {
    const flat = Object.fromEntries(LANGUAGES.map((l) => [l, new Map<string, string>()])) as Record<
      TLanguage,
      Map<string, string>
    >;
    for (const l of LANGUAGES) flatten(of(l), '', flat[l]);
    const keys = [...new Set(LANGUAGES.flatMap((l) => [...flat[l].keys()]))].sort();
    for (const key of keys)
      rows.push({
        namespace,
        key,
        texts: Object.fromEntries(LANGUAGES.map((l) => [l, flat[l].get(key) ?? null])) as TShippedText['texts'],
      });
  };
  for (const ns of namespaces) add(ns, (l) => catalogue(l, ns));
  add(MAIL_NAMESPACE, (l) => MAIL_CATALOGUES[l]);
  const byId = new Map(rows.map((r) => [`${r.namespace}:${r.key}`, r]));
  return { rows, byId, namespaces: [...namespaces, MAIL_NAMESPACE] };
}

let index: ReturnType<typeof build> | null = null;

/** The shipped catalogues (the web's UI catalogues and the mail templates), flattened, read once. */
export function shipped() {
  index ??= build();
  return index;
}
