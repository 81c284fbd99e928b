import { lazy, Suspense, useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../platform/query-client.ts';
import { router } from '../router.tsx';
import { cssVariablesResolver } from './css-variables.ts';
import { buildTheme, colorSchemeOf } from './theme.ts';
import { useUiPrefs } from './use-preferences.hook.ts';

// the toast area (and its transitions) loads after the first paint; a toast raised before waits in the store
const Toasts = lazy(() => import('./toasts.component.tsx').then((m) => ({ default: m.Toasts })));
// the confirmation dialog too: no page shows one before it has loaded
const ConfirmHost = lazy(() =>
  import('../platform/confirm-host.component.tsx').then((m) => ({ default: m.ConfirmHost })),
);

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
      <Suspense fallback={null}>
        <Toasts />
        <ConfirmHost />
      </Suspense>
      <RouterProvider router={router} />
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
