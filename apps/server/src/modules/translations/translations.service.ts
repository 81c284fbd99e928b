import type { z } from 'zod';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import {
  PUBLIC_TEXT_NAMESPACES,
  placeholderProblem,
  type TTranslationPage,
  type TTranslationRow,
  type TTranslationTexts,
  ZTranslationBody,
  type ZTranslationKey,
  type ZTranslationQuery,
} from '@staffdesk/core/translations-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { changedTextsOf } from '../../platform/changed-texts.ts';
import { findTenantByAccount } from '../tenants/tenants.repo.ts';
import * as repo from './translations.repo.ts';
import { shipped, type TShippedText } from './shipped.ts';

/** The super admin edits the platform's texts; a tenant's HR admin (or a sub admin with the page) its own. */
const scopeOf = (auth: TAuth): repo.TTextScope => ({
  tenantId: auth.loginType === 'super_admin' ? null : auth.tenantId,
});

const inScope = <T>(s: TServices, scope: repo.TTextScope, fn: (db: TDb) => Promise<T>) =>
  scope.tenantId === null ? s.database.platform(fn) : s.database.tenant(scope.tenantId, fn);

type TByKey = Map<string, string>;
const id = (o: { language: string; namespace: string; key: string }) => `${o.language}:${o.namespace}:${o.key}`;
const byKey = (rows: repo.TOverride[]): TByKey => new Map(rows.map((o) => [id(o), o.value]));

/** What applies to the caller in one language: the platform's texts, then their tenant's where they use them. */
export async function textsFor(s: TServices, auth: TAuth, lang: TLanguage): Promise<TTranslationTexts> {
  const platform = await s.database.platform((db) => repo.overridesOf(db, { tenantId: null }, lang));
  const tenantId = auth.loginType === 'super_admin' ? null : auth.tenantId;
  const own = tenantId
    ? await s.database.tenant(tenantId, async (db) =>
        (await repo.usesCustomTexts(db, tenantId, auth.userId)) ? repo.overridesOf(db, { tenantId }, lang) : [],
      )
    : [];
  const out: TTranslationTexts = {};
  for (const o of [...platform, ...own]) {
    out[o.namespace] ??= {};
    out[o.namespace]![o.key] = o.value;
  }
  return out;
}

/**
 * The changed texts the pages before sign-in show (PUBLIC_TEXT_NAMESPACES): the platform's, then the account's when
 * it uses its own; an unknown account has only the platform's. From memory (changed-texts.ts): no query per visitor
 * but the account's.
 */
export async function publicTexts(s: TServices, lang: TLanguage, account?: string): Promise<TTranslationTexts> {
  const tenant = account
    ? await s.database.anonymous((db) => findTenantByAccount(db, account.toLowerCase()))
    : undefined;
  const active = tenant?.status === 'active' ? tenant : undefined;
  return changedTextsOf(active?.id ?? null, active?.translator !== 'machine', lang, PUBLIC_TEXT_NAMESPACES);
}

/** A row of the editor: the text in use in each language, its default, and which this scope changed. */
function rowOf(t: TShippedText, own: TByKey, base: TByKey): TTranslationRow {
  const texts = {} as TTranslationRow['texts'];
  const defaults = {} as TTranslationRow['defaults'];
  const changed: TLanguage[] = [];
  for (const l of LANGUAGES) {
    const k = id({ language: l, namespace: t.namespace, key: t.key });
    defaults[l] = t.texts[l] === null ? null : (base.get(k) ?? t.texts[l]);
    const mine = t.texts[l] === null ? undefined : own.get(k);
    if (mine !== undefined) changed.push(l);
    texts[l] = mine ?? defaults[l];
  }
  return { namespace: t.namespace, key: t.key, texts, defaults, changed };
}

/** The overrides of the caller's scope, and the defaults under them (the platform's, for a tenant). */
async function layers(s: TServices, scope: repo.TTextScope) {
  const own = byKey(await inScope(s, scope, (db) => repo.overridesOf(db, scope)));
  const base =
    scope.tenantId === null
      ? new Map<string, string>()
      : byKey(await s.database.platform((db) => repo.overridesOf(db, { tenantId: null })));
  return { own, base };
}

/** Untranslated: the language's text is the English one word for word, and has words to translate (not only placeholders). */
const untranslated = (r: TTranslationRow, l: TLanguage) =>
  l !== 'en' &&
  r.texts[l] !== null &&
  r.texts[l] === r.texts.en &&
  /\p{L}{2}/u.test((r.texts.en ?? '').replace(/\{\{[^}]*\}\}/g, ''));

/** Every key as the caller's scope has it (the export's rows). */
export async function allTexts(s: TServices, auth: TAuth): Promise<TTranslationRow[]> {
  const { own, base } = await layers(s, scopeOf(auth));
  return shipped().rows.map((t) => rowOf(t, own, base));
}

export async function listTexts(
  s: TServices,
  auth: TAuth,
  q: z.output<typeof ZTranslationQuery>,
): Promise<TTranslationPage> {
  const needle = q.search?.trim().toLowerCase();
  const langs = q.lang ? [q.lang] : LANGUAGES;
  const rows = (await allTexts(s, auth))
    .filter((r) => !q.namespace || r.namespace === q.namespace)
    .filter((r) => {
      if (q.filter === 'changed' && !r.changed.some((l) => langs.includes(l))) return false;
      if (q.filter === 'missing' && !langs.some((l) => untranslated(r, l))) return false;
      if (!needle) return true;
      const hay = [`${r.namespace}:${r.key}`, ...LANGUAGES.map((l) => r.texts[l] ?? '')];
      return hay.some((h) => h.toLowerCase().includes(needle));
    });
  const start = (q.page - 1) * q.pageSize;
  return {
    rows: rows.slice(start, start + q.pageSize),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
    namespaces: shipped().namespaces,
  };
}

/** The shipped text a key names, or 404 (an unknown key, or one the language has not: a plural form). */
function shippedText(id: { lang: TLanguage; namespace: string; key: string }) {
  const t = shipped().byId.get(`${id.namespace}:${id.key}`);
  if (!t || t.texts[id.lang] === null) throw notFound();
  return { ...id, text: t };
}

async function rowNow(s: TServices, auth: TAuth, t: TShippedText) {
  const { own, base } = await layers(s, scopeOf(auth));
  return rowOf(t, own, base);
}

export async function setText(s: TServices, auth: TAuth, body: unknown, req: TRequestInfo) {
  const { value, ...id } = parseBody(ZTranslationBody, body);
  const { lang, namespace, key, text } = shippedText(id);
  const problem = placeholderProblem(text.texts[lang]!, value);
  if (problem) {
    const names = problem.names.map((n) => `{{${n}}}`).join(', ');
    const message = ERRORS[problem.code].replace('{{names}}', names);
    throw new AppError(400, problem.code, message, { value: problem.code }, undefined, { names });
  }
  const scope = scopeOf(auth);
  await inScope(s, scope, async (db) => {
    const before = await repo.overrideOf(db, scope, { language: lang, namespace, key });
    await repo.saveOverride(
      db,
      scope,
      { language: lang, namespace, key, value },
      { id: auth.userId, name: auth.userName },
    );
    await auditIn(
      db,
      {
        tenantId: scope.tenantId,
        actor: actorOf(auth),
        action: 'translation.set',
        entity: 'translation',
        entityId: `${lang}:${namespace}:${key}`,
        before: before ? { value: before.value } : null,
        after: { value },
      },
      req,
    );
  });
  return rowNow(s, auth, text);
}

export async function resetText(s: TServices, auth: TAuth, id: z.output<typeof ZTranslationKey>, req: TRequestInfo) {
  const { lang, namespace, key, text } = shippedText(id);
  const scope = scopeOf(auth);
  await inScope(s, scope, async (db) => {
    const before = await repo.overrideOf(db, scope, { language: lang, namespace, key });
    if (!before) return;
    await repo.removeOverride(db, scope, { language: lang, namespace, key });
    await auditIn(
      db,
      {
        tenantId: scope.tenantId,
        actor: actorOf(auth),
        action: 'translation.reset',
        entity: 'translation',
        entityId: `${lang}:${namespace}:${key}`,
        before: { value: before.value },
        after: null,
      },
      req,
    );
  });
  return rowNow(s, auth, text);
}
