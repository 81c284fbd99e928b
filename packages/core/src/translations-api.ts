import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/**
 * Translations (issue 20, decision 0047): every UI label (namespace = the catalogue file) and mail text (namespace
 * `mail`) by key, changed for every tenant by the platform or for its users by one tenant. The shipped catalogues
 * stay the fallback: a tenant's text wins over the platform's, the platform's over the shipped one. A tenant's
 * texts apply where the user's translation type is `custom`.
 *
 * - GET    /translations/texts?lang=            → TTranslationTexts (any signed-in user: what applies to them)
 * - GET    /translations?namespace=&search=&filter=&page=&pageSize=  → TTranslationPage (page `translations`)
 * - PUT    /translations/text  { lang, namespace, key, value } → TTranslationRow (page `translations` edit)
 * - DELETE /translations/text?lang=&namespace=&key=  → TTranslationRow (back to the default)
 * - GET    /translations/export.xlsx?lang=      → the language's texts (key, English, the language)
 * - the same under /platform/translations for the super admin (admin flag settings): the platform's texts
 */

export const MAIL_NAMESPACE = 'mail';
export const TRANSLATION_MAX = 2000;
export const TRANSLATION_FILTERS = ['all', 'changed', 'missing'] as const;
export type TTranslationFilter = (typeof TRANSLATION_FILTERS)[number];

/** `{{name}}` placeholders of a text, each once, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]!))].sort();
}

/**
 * Why a text may not replace `shipped`: its placeholders must be the shipped text's, none dropped and none
 * invented (the code fills exactly those). Null when it may.
 */
export function placeholderProblem(
  shipped: string,
  value: string,
): { code: 'placeholderMissing' | 'placeholderUnknown'; names: string[] } | null {
  const want = placeholdersOf(shipped);
  const have = placeholdersOf(value);
  const missing = want.filter((p) => !have.includes(p));
  if (missing.length > 0) return { code: 'placeholderMissing', names: missing };
  const unknown = have.filter((p) => !want.includes(p));
  if (unknown.length > 0) return { code: 'placeholderUnknown', names: unknown };
  return null;
}

/** A catalogue key: dotted words (`applyForm.errors.name`, `members_other`). */
export const TRANSLATION_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,8}$/;
export const TRANSLATION_NAMESPACE = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** Which text: a key of a catalogue in one language (an unknown one is a 404). */
export const ZTranslationKey = z.object({
  lang: z.enum(LANGUAGES, { error: 'invalidOption' }),
  namespace: z.string({ error: 'required' }).regex(TRANSLATION_NAMESPACE, { error: 'invalidOption' }),
  key: z.string({ error: 'required' }).max(200).regex(TRANSLATION_KEY, { error: 'invalidOption' }),
});

export const ZTranslationBody = ZTranslationKey.extend({
  value: z
    .string({ error: 'required' })
    .max(TRANSLATION_MAX, { error: 'tooLong' })
    .refine((v) => v.trim() !== '', { error: 'required' }),
});

export const ZTranslationQuery = z.object({
  namespace: z.string().regex(TRANSLATION_NAMESPACE).optional(),
  search: z.string().max(200).optional(),
  filter: z.enum(TRANSLATION_FILTERS).default('all'),
  /** `missing` and `changed` look at this language (the other two are shown beside it) */
  lang: z.enum(LANGUAGES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [5, 10, 25, 50].includes(n))
    .default(25),
});
export type TTranslationQuery = z.input<typeof ZTranslationQuery>;

const ZTexts = z.object({ en: z.string().nullable(), km: z.string().nullable(), zh: z.string().nullable() });

/** One key in the three languages: the text in use, the default (shipped, or the platform's for a tenant), who changed it. */
export const ZTranslationRow = z.object({
  namespace: z.string(),
  key: z.string(),
  texts: ZTexts,
  defaults: ZTexts,
  /** the languages this scope changed */
  changed: z.array(z.enum(LANGUAGES)),
});
export type TTranslationRow = z.infer<typeof ZTranslationRow>;

export const ZTranslationPage = z.object({
  rows: z.array(ZTranslationRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  namespaces: z.array(z.string()),
});
export type TTranslationPage = z.infer<typeof ZTranslationPage>;

/** What applies to a user in one language: namespace → flat key → text. */
/**
 * The catalogues the pages before sign-in show (login, sign-up, forgot password, the public requests, the kiosk, the
 * careers board): `GET /translations/public?lang=&account=` answers the changed texts of these only.
 */
export const PUBLIC_TEXT_NAMESPACES = [
  'common',
  'errors',
  'auth',
  'shell',
  'signup',
  'publicApply',
  'leave',
  'attendance',
  'careers',
  'platformSettings',
] as const;

export const ZTranslationTexts = z.record(z.string(), z.record(z.string(), z.string()));
export type TTranslationTexts = z.infer<typeof ZTranslationTexts>;
