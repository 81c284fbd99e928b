import { useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { TOAST_TIMEOUT_MS } from '@staffdesk/core/constants';
import { queryClient } from '../platform/query-client.ts';
import { router } from '../router.tsx';
import { cssVariablesResolver } from './css-variables.ts';
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
        {/* Spec 9: toasts top-right, 5 s, close button, progress bar. */}
        <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} withAutoCloseProgress zIndex={1000} />
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
