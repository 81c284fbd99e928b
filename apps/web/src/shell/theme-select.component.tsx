import { NativeSelect } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { THEMES } from '@staffdesk/core/constants';
import { isTheme } from './ui-prefs.store.ts';
import { useSetPreferences, useUiPrefs } from './use-preferences.hook.ts';

export function ThemeSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const { theme } = useUiPrefs();
  const setPreferences = useSetPreferences();
  return (
    <NativeSelect
      data-testid="theme-select"
      aria-label={t('theme')}
      data={THEMES.map((th) => ({ value: th, label: t(`themes.${th}`) }))}
      value={theme}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isTheme(v)) setPreferences({ theme: v });
      }}
      leftSection={compact ? undefined : <IconPalette size={16} aria-hidden />}
      w={compact ? 104 : 130}
    />
  );
}
