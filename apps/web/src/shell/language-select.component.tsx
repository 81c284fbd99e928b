import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '@staffdesk/core/constants';
import { isLanguage } from './i18n.ts';
import { useSetPreferences } from './use-preferences.hook.ts';

const OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/** Language names are shown in their own language, so everyone can find theirs. Saved on the user when logged in. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const setPreferences = useSetPreferences();
  return (
    <NativeSelect
      data-testid="language-select"
      aria-label={t('language')}
      data={OPTIONS}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isLanguage(v)) setPreferences({ language: v });
      }}
      leftSection={compact ? undefined : <IconLanguage size={16} aria-hidden />}
      w={compact ? 96 : 120}
    />
  );
}
