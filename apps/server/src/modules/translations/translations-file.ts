import type { FastifyReply } from 'fastify';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { placeholderProblem, TRANSLATION_MAX } from '@staffdesk/core/translations-api';
import { sendExport } from '../../platform/export.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { headerOf, type TImportSpec } from '../../platform/imports/pipeline.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './translations.repo.ts';
import { shipped } from './shipped.ts';
import { allTexts } from './translations.service.ts';

const KIND = 'translations';
const COLUMNS = ['namespace', 'key', 'language', 'english', 'text'] as const;

/**
 * A language's texts as a spreadsheet (issue 20): namespace, key, language, the English text and the text in use.
 * The same file, changed, goes back through the import (`/imports/translations`).
 */
export async function sendTextsExport(s: TServices, auth: TAuth, lang: TLanguage, reply: FastifyReply) {
  const rows = await allTexts(s, auth);
  async function* batches() {
    yield rows
      .filter((r) => r.texts[lang] !== null)
      .map((r) => [r.namespace, r.key, lang, r.texts.en ?? '', r.texts[lang]]);
  }
  const who = auth.loginType === 'super_admin' ? 'platform' : (auth.account ?? 'tenant');
  return sendExport(reply, {
    list: `translations-${who}-${lang}`,
    format: 'xlsx',
    headers: COLUMNS.map((c) => headerOf(KIND, c, lang)),
    batches: batches(),
  });
}

type TRow = { language: TLanguage; namespace: string; key: string; value: string };
type TContext = Record<string, never>;
const idOf = (r: { language: string; namespace: string; key: string }) => `${r.language}:${r.namespace}:${r.key}`;

/**
 * The tenant's texts from a spreadsheet (the export, changed): each row's text replaces the one in use; a text the
 * same as the default is no change of the tenant's (its override goes). Keys must exist, placeholders be kept.
 */
export const TRANSLATION_IMPORT: TImportSpec<TRow, TContext> = {
  kind: KIND,
  entity: 'translation',
  columns: [
    { key: 'namespace', required: true },
    { key: 'key', required: true },
    { key: 'language', required: true },
    { key: 'english' },
    { key: 'text', required: true },
  ],
  example: [
    { namespace: 'menu', key: 'dashboard', language: 'km', english: 'Dashboard', text: 'ផ្ទាំងគ្រប់គ្រង' },
    { namespace: 'mail', key: 'common.greeting', language: 'zh', english: 'Hello {{name}},', text: '您好，{{name}}' },
  ],
  context: async () => ({}),
  row(cells) {
    const errors: { column: string; code: string; values?: Record<string, string | number> }[] = [];
    const language = (cells.language ?? '').trim().toLowerCase() as TLanguage;
    const namespace = (cells.namespace ?? '').trim();
    const key = (cells.key ?? '').trim();
    const value = cells.text ?? '';
    if (!LANGUAGES.includes(language)) errors.push({ column: 'language', code: 'invalidOption' });
    const t = shipped().byId.get(`${namespace}:${key}`);
    const original = t && LANGUAGES.includes(language) ? t.texts[language] : null;
    if (!namespace || !key) errors.push({ column: namespace ? 'key' : 'namespace', code: 'required' });
    else if (LANGUAGES.includes(language) && original === null) errors.push({ column: 'key', code: 'unknownRecord' });
    if (!value.trim()) errors.push({ column: 'text', code: 'required' });
    else if (value.length > TRANSLATION_MAX)
      errors.push({ column: 'text', code: 'tooLong', values: { max: TRANSLATION_MAX } });
    else if (original) {
      const problem = placeholderProblem(original, value);
      if (problem)
        errors.push({
          column: 'text',
          code: problem.code,
          values: { names: problem.names.map((n) => `{{${n}}}`).join(', ') },
        });
    }
    if (errors.length > 0) return { errors };
    return { value: { language, namespace, key, value }, errors };
  },
  key: idOf,
  exists: () => false,
  async insert(db, tenantId, rows, actor) {
    const scope = { tenantId };
    const by = { id: actor.id, name: actor.name };
    const platform = new Map((await repo.overridesOf(db, { tenantId: null })).map((o) => [idOf(o), o.value]));
    for (const r of rows) {
      const original = shipped().byId.get(`${r.namespace}:${r.key}`)!.texts[r.language]!;
      if (r.value === (platform.get(idOf(r)) ?? original)) await repo.removeOverride(db, scope, r);
      else await repo.saveOverride(db, scope, r, by);
    }
  },
};
