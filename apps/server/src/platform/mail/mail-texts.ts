import { sql } from 'drizzle-orm';
import type { TLanguage } from '@staffdesk/core/constants';
import type { Database } from '../db/db.ts';
import type { Notifier } from '../db/notify.ts';

/**
 * The mail texts changed by the platform and by tenants (issue 20, decision 0047: namespace `mail` of the
 * translations), held in memory so that rendering a mail stays a plain function: read whole at start and again on
 * every change (a `pg_notify` in the writing transaction reaches every instance once it commits; after a lost
 * listening connection everything is read again).
 */
export const MAIL_TEXTS_CHANNEL = 'mail_texts';

/** scope ('' the platform's, else a tenant id) → `lang:key` → text */
let texts = new Map<string, Map<string, string>>();

async function readAll(database: Database) {
  const rows = await database.platform((db) =>
    db.execute<{ scope: string; language: string; key: string; value: string }>(sql`
      select '' as scope, language, key, value from platform_translations where namespace = 'mail'
      union all
      select tenant_id::text, language, key, value from translation_overrides where namespace = 'mail'`),
  );
  const next = new Map<string, Map<string, string>>();
  for (const r of rows.rows) {
    const scope = next.get(r.scope) ?? new Map<string, string>();
    scope.set(`${r.language}:${r.key}`, r.value);
    next.set(r.scope, scope);
  }
  texts = next;
}

/**
 * Reads the texts and keeps them current. The first read is not waited for: the app starts (and its health answers)
 * with the database down; the texts come when it is back (the listening connection's reconnect reads them again).
 */
export async function startMailTexts(database: Database, notifier: Notifier): Promise<void> {
  const reload = () => void readAll(database).catch(() => undefined);
  reload();
  await notifier.subscribe(MAIL_TEXTS_CHANNEL, reload);
  notifier.onReconnect(reload);
}

/** The changed mail texts that apply to a tenant's mail in a language (flat keys), the tenant's over the platform's. */
export function changedMailTexts(tenantId: string | null | undefined, lang: TLanguage): Map<string, string> {
  const out = new Map<string, string>();
  for (const scope of ['', tenantId ?? '']) {
    for (const [k, v] of texts.get(scope) ?? []) if (k.startsWith(`${lang}:`)) out.set(k.slice(lang.length + 1), v);
    if (!tenantId) break;
  }
  return out;
}
