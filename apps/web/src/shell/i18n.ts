import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { withTexts } from '@staffdesk/core/text-layers';
import type { TTranslationTexts } from '@staffdesk/core/translations-api';

/** Catalogues are split by language and namespace and loaded on demand, so a page only fetches what it shows. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/**
 * The texts changed by the platform and the signed-in user's tenant (issue 20), per language, laid over the shipped
 * catalogues as each loads: `textOwner` names whose they are — a signed-in user, or `public:{account}` before sign-in
 * (the pages before sign-in: the platform's changes and the account's, `public:` the platform's only); null before
 * the first page's loader has said (the shipped texts only).
 */
let textOwner: string | null = null;
const changedTexts = new Map<string, Promise<TTranslationTexts>>();
const PUBLIC_OWNER = 'public:';

/**
 * The owner of a page before sign-in. A page that names no account keeps the account's texts of the page before
 * (parent and child loaders run at once: the one without the account must not undo the other).
 */
export const publicTextOwner = (account?: string): string =>
  account ? `${PUBLIC_OWNER}${account}` : textOwner?.startsWith(PUBLIC_OWNER) ? textOwner : PUBLIC_OWNER;

function textsUrl(language: string): string {
  const lang = encodeURIComponent(language);
  if (!textOwner?.startsWith(PUBLIC_OWNER)) return `/api/v1/translations/texts?lang=${lang}`;
  const account = textOwner.slice(PUBLIC_OWNER.length);
  return `/api/v1/translations/public?lang=${lang}${account ? `&account=${encodeURIComponent(account)}` : ''}`;
}

function changedTextsOf(language: string): Promise<TTranslationTexts> {
  if (!textOwner) return Promise.resolve({});
  let texts = changedTexts.get(language);
  if (!texts) {
    texts = fetch(textsUrl(language), { credentials: 'same-origin' })
      // the body is read either way: an unread answer (a 403 of a session that may only enrol) stays open
      .then(async (r) => {
        const body = (await r.json().catch(() => ({}))) as TTranslationTexts;
        return r.ok ? body : {};
      })
      // no changed texts is no failure: the shipped ones stand
      .catch(() => ({}));
    changedTexts.set(language, texts);
  }
  return texts;
}

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    Promise.all([load(), changedTextsOf(language)]).then(
      ([m, changes]) => callback(null, withTexts(m.default, Object.entries(changes[namespace] ?? {}))),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/** Reads the changed texts again and lays them over every catalogue in use (after an edit, or another user). */
export async function refreshTexts(): Promise<void> {
  changedTexts.clear();
  if (!i18n.isInitialized) return;
  const languages = Object.keys(i18n.store.data);
  const namespaces = [...new Set(languages.flatMap((l) => Object.keys(i18n.store.data[l] ?? {})))];
  if (namespaces.length > 0) await i18n.reloadResources(languages, namespaces);
}

/** Whose changed texts apply: the signed-in user (account, login and type), or a page before sign-in. */
export async function setTextOwner(owner: string | null): Promise<void> {
  if (owner === textOwner) return;
  textOwner = owner;
  await refreshTexts();
}

/** Only the explicit pick of a browser user is kept: before login it wins over the tenant's default. */
const PICK_KEY = 'staffdesk.language';

export const isLanguage = (v: unknown): v is TLanguage =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

export function storedLanguagePick(): TLanguage | null {
  try {
    const v = window.localStorage.getItem(PICK_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

export function storeLanguagePick(language: TLanguage): void {
  try {
    window.localStorage.setItem(PICK_KEY, language);
  } catch {
    // private mode: the pick lasts for this page only
  }
}

export const i18n = i18next;

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** Switches the UI language and waits for the catalogues already in use, so the next render has no fallback text. */
export async function applyLanguage(language: TLanguage): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * `language`: start in it. `fallback: false` loads no English catalogues besides the language's own (the public
 * job board's small bundle; every catalogue has every key, which locales.test.ts checks).
 */
export async function initI18n(language?: TLanguage, { fallback = true }: { fallback?: boolean } = {}): Promise<void> {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(lazyCatalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language ?? storedLanguagePick() ?? 'en',
      fallbackLng: fallback ? 'en' : false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // a reload of the catalogues (changed texts) renders again what shows them
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  document.documentElement.lang = i18n.language;
}

/** Locale tag for Intl formatting of the UI language. */
export function intlLocale(language: string): string {
  if (language === 'km') return 'km-KH';
  if (language === 'zh') return 'zh-CN';
  return 'en-GB';
}
