import { useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../platform/query-client.ts';
import { router } from '../router.tsx';
import { cssVariablesResolver } from './css-variables.ts';
import { Toasts } from './toasts.component.tsx';
import { buildTheme, colorSchemeOf } from './theme.ts';
import { useUiPrefs } from './use-preferences.hook.ts';

function ThemedApp() {
  const { theme } = useUiPrefs();
  // common is loaded before the first render; without suspense the theme never waits for it
  const { t } = useTranslation('common', { useSuspense: false });
  const closeLabel = t('actions.close');
  const mantineTheme = useMemo(() => buildTheme(theme, closeLabel), [theme, closeLabel]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <MantineProvider
      theme={mantineTheme}
      forceColorScheme={colorSchemeOf(theme)}
      cssVariablesResolver={cssVariablesResolver}
    >
      <ModalsProvider>
        <Toasts />
        <RouterProvider router={router} />
      </ModalsProvider>
    </MantineProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}
