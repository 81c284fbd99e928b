import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';

/** Catalogues are split by language and namespace and loaded on demand, so a page only fetches what it shows. */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyCatalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

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
      react: { useSuspense: true },
    });
  document.documentElement.lang = i18n.language;
}

/** Locale tag for Intl formatting of the UI language. */
export function intlLocale(language: string): string {
  if (language === 'km') return 'km-KH';
  if (language === 'zh') return 'zh-CN';
  return 'en-GB';
}
