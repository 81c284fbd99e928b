import { ActionIcon, NativeSelect } from '@mantine/core';
import { IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@staffdesk/core/constants';
import { applyLanguage, isLanguage, storeLanguagePick } from '../../shell/i18n.ts';
import { setLocalUiPrefs, useLocalUiPrefs } from '../../shell/ui-prefs.store.ts';

const OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/**
 * Language and light/dark for visitors of the public board. Kept apart from the shell's selects, which save on
 * the user's account and would bring the session schema into the board's small bundle.
 */
export function BoardLanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  return (
    <NativeSelect
      data-testid="language-select"
      aria-label={t('language')}
      data={OPTIONS}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (!isLanguage(v)) return;
        storeLanguagePick(v);
        void applyLanguage(v);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      w={120}
      size="sm"
    />
  );
}

/** The last non-dark theme, so switching back to light restores it. */
let lightTheme: 'modern' | 'classic' | 'light' = 'modern';

export function BoardThemeToggle() {
  const { t } = useTranslation('careers');
  const { theme } = useLocalUiPrefs();
  const dark = theme === 'dark';
  if (!dark) lightTheme = theme;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setLocalUiPrefs({ theme: dark ? lightTheme : 'dark' })}
      aria-label={t(dark ? 'lightMode' : 'darkMode')}
      aria-pressed={dark}
      data-testid="theme-toggle"
    >
      {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
