import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { TLanguage } from '@staffdesk/core/constants';
import { MAIL_NAMESPACE } from '@staffdesk/core/translations-api';
import type { Database } from './db/db.ts';
import type { Notifier } from './db/notify.ts';

/**
 * The texts changed by the platform and by tenants (issue 20, decision 0047), for what the server writes itself:
 * mails, CSV and Excel headers, PDFs. Held in memory so that rendering stays a plain function: read whole at start
 * and again on every change (a `pg_notify` in the writing transaction reaches every instance once it commits; after
 * a lost listening connection everything is read again).
 */
export const CHANGED_TEXTS_CHANNEL = 'changed_texts';

/** scope ('' the platform's, else a tenant id) → `lang:namespace:key` → text */
let texts = new Map<string, Map<string, string>>();

async function readAll(database: Database) {
  const rows = await database.platform((db) =>
    db.execute<{ scope: string; language: string; namespace: string; key: string; value: string }>(sql`
      select '' as scope, language, namespace, key, value from platform_translations
      union all
      select tenant_id::text, language, namespace, key, value from translation_overrides`),
  );
  const next = new Map<string, Map<string, string>>();
  for (const r of rows.rows) {
    const scope = next.get(r.scope) ?? new Map<string, string>();
    scope.set(`${r.language}:${r.namespace}:${r.key}`, r.value);
    next.set(r.scope, scope);
  }
  texts = next;
}

/**
 * Reads the texts and keeps them current. The first read is not waited for: the app starts (and its health answers)
 * with the database down; the texts come when it is back (the listening connection's reconnect reads them again).
 */
export async function startChangedTexts(database: Database, notifier: Notifier): Promise<void> {
  const reload = () => void readAll(database).catch(() => undefined);
  reload();
  await notifier.subscribe(CHANGED_TEXTS_CHANNEL, reload);
  notifier.onReconnect(reload);
}

/** The changed mail texts that apply to a tenant's mail in a language (flat keys), the tenant's over the platform's. */
export function changedMailTexts(tenantId: string | null | undefined, lang: TLanguage): Map<string, string> {
  const out = new Map<string, string>();
  const prefix = `${lang}:${MAIL_NAMESPACE}:`;
  for (const scope of ['', tenantId ?? '']) {
    for (const [k, v] of texts.get(scope) ?? []) if (k.startsWith(prefix)) out.set(k.slice(prefix.length), v);
    if (!tenantId) break;
  }
  return out;
}

/**
 * Whose texts the server writes with in this request: the platform's changes always, the tenant's when it uses its
 * own (`custom`). Set by the guard once the caller is known; a request without one uses the platform's only.
 */
type TTextsOf = { tenantId: string | null; custom: boolean };
const textsOf = new AsyncLocalStorage<TTextsOf>();

/** Runs `fn` (a request's hooks and handler, a job) with the texts of a tenant, or the platform's only. */
export const withTextsOf = <T>(scope: TTextsOf, fn: () => T): T => textsOf.run({ ...scope }, fn);
/** The guard's: the caller became known in the middle of the request. */
export function setTextsOf(scope: TTextsOf) {
  const s = textsOf.getStore();
  if (s) Object.assign(s, scope);
}

/** A changed UI text for what the server writes in this context (the tenant's over the platform's), if any. */
export function changedText(lang: string, namespace: string, key: string): string | undefined {
  const s = textsOf.getStore();
  const id = `${lang}:${namespace}:${key}`;
  return (s?.tenantId && s.custom ? texts.get(s.tenantId)?.get(id) : undefined) ?? texts.get('')?.get(id);
}

/**
 * The changed texts of some namespaces for a language, as the web lays them over its catalogues (namespace → dotted
 * key → text): the platform's, then the tenant's when it uses its own.
 */
export function changedTextsOf(
  tenantId: string | null,
  custom: boolean,
  lang: string,
  namespaces: readonly string[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  const wanted = new Set(namespaces);
  for (const scope of ['', ...(tenantId && custom ? [tenantId] : [])]) {
    for (const [id, text] of texts.get(scope) ?? []) {
      const [l, ns] = id.split(':', 2) as [string, string];
      if (l !== lang || !wanted.has(ns)) continue;
      out[ns] ??= {};
      out[ns][id.slice(l.length + ns.length + 2)] = text;
    }
  }
  return out;
}
