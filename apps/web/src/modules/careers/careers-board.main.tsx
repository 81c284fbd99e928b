import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Fonts are bundled (DESIGN 7.7), as in the main app.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import { Component, lazy, StrictMode, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Center, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../platform/query-client.ts';
import { initI18n } from '../../shell/i18n.ts';
import { PageLoader } from '../../shell/page-loader.component.tsx';
import { cssVariablesResolver } from '../../shell/css-variables.ts';
import { buildTheme, colorSchemeOf } from '../../shell/theme.ts';
import { useLocalUiPrefs } from '../../shell/ui-prefs.store.ts';
import { BoardNavContext, useHistoryNav } from './board-nav.ts';
import { isPublicCareersPath } from './careers-paths.ts';
import { boardQuery } from './careers-public.api.ts';
import { PublicBoardPage } from './public-board.page.tsx';
import { boardAddress, preparePublicBoard, type TPublicBoardData } from './public-board.prepare.ts';

// the toast area (and its transitions) loads after the first paint; a toast raised before waits in the store
const Toasts = lazy(() => import('../../shell/toasts.component.tsx').then((m) => ({ default: m.Toasts })));

/**
 * The public job board's own start (issue 4): a first visit to `/:account/career/…` loads only this — React,
 * the Mantine parts the board uses, i18n and the board — not the logged-in app and not its router. The board
 * moves between its own addresses (a post's dialog) with the history API; any other address is a full page load
 * of the main app.
 */

const ACCOUNT_NOT_FOUND = '/auth/404';

function CrashPage() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" data-testid="route-error">
        <Title order={2}>{t('shell:errorPage.title')}</Title>
        <Text c="dimmed">{t('common:actions.reload')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
      </Stack>
    </Center>
  );
}

class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}

function Board({ data }: { data: TPublicBoardData }) {
  const nav = useHistoryNav();
  const here = boardAddress(nav.pathname);
  const stays = isPublicCareersPath(nav.pathname) && here?.account === data.account && here.orgCode === data.orgCode;
  // another address (the history moved elsewhere): the main app takes over with a full load
  useEffect(() => {
    if (!stays) window.location.assign(`${nav.pathname}${nav.search}`);
  }, [stays, nav.pathname, nav.search]);
  if (!stays) return <PageLoader fullScreen />;
  return (
    <BoardNavContext.Provider value={nav}>
      <PublicBoardPage {...data} />
    </BoardNavContext.Provider>
  );
}

function BoardApp({ data }: { data: TPublicBoardData }) {
  const { theme } = useLocalUiPrefs();
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
      </Suspense>
      <CrashBoundary>
        <Suspense fallback={<PageLoader fullScreen />}>
          <Board data={data} />
        </Suspense>
      </CrashBoundary>
    </MantineProvider>
  );
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const address = boardAddress(window.location.pathname);
  if (!address) {
    window.location.replace(ACCOUNT_NOT_FOUND);
    return;
  }
  // the first page of cards loads while the visitor and tenant are looked up
  const params = new URLSearchParams(window.location.search);
  const page = Number(params.get('page'));
  void queryClient.prefetchQuery(
    boardQuery(
      { ...address, company: false },
      params.get('jobType') || null,
      Number.isInteger(page) && page > 1 ? page : 1,
    ),
  );
  // the visitor and tenant first: then only the catalogues of the board's language load
  const prepared = await preparePublicBoard(address.account, address.orgCode);
  if (!prepared) {
    window.location.replace(ACCOUNT_NOT_FOUND);
    return;
  }
  await initI18n(prepared.language ?? undefined, { fallback: false });
  const data = prepared.data;
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BoardApp data={data} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
