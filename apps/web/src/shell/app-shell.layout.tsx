import { lazy, Suspense, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LAYOUT_BREAKPOINT_PX } from '@staffdesk/core/constants';
import { sessionQuery } from '../modules/auth/auth.api.ts';
import { PageLoader } from './page-loader.component.tsx';
import { ShellSessionContext } from './shell-session.context.ts';
import { Sidebar } from './sidebar.component.tsx';
import { SupportBanner } from './support-banner.component.tsx';
import { TopBar } from './top-bar.component.tsx';
import { mayTranslate, useTranslating } from './translator.store.ts';
import { useSetPreferences, useUiPrefs } from './use-preferences.hook.ts';

/** translator mode's layer loads only when switched on (issue 20) */
const TranslatorLayer = lazy(() =>
  import('../modules/translations/translator.layer.tsx').then((m) => ({ default: m.TranslatorLayer })),
);

const SIDEBAR_WIDTH = 264;
const HEADER_HEIGHT = 60;
/** The support sign-in banner sits above the top bar, in the header, so it stays on screen while scrolling. */
const BANNER_HEIGHT = 40;

/**
 * The logged-in layout. At LAYOUT_BREAKPOINT_PX and wider the sidebar is a fixed column whose open state is
 * saved on the user; narrower, it hides behind the burger and closes after each navigation.
 */
export function AppShellLayout() {
  const { t } = useTranslation('shell');
  const { data: session } = useQuery(sessionQuery);
  const { sidebarSide, sidebarOpen } = useUiPrefs();
  const setPreferences = useSetPreferences();
  const wide = useMediaQuery(`(min-width: ${LAYOUT_BREAKPOINT_PX}px)`, true, { getInitialValueInEffect: false });
  const [mobileOpen, setMobileOpen] = useState(false);
  const translating = useTranslating();

  // Logging out clears the session before the login page takes over.
  if (!session) return <PageLoader fullScreen />;

  const navOpened = wide ? sidebarOpen : mobileOpen;
  const toggleNav = () => (wide ? setPreferences({ sidebarOpen: !sidebarOpen }) : setMobileOpen((o) => !o));
  const config = {
    width: SIDEBAR_WIDTH,
    breakpoint: LAYOUT_BREAKPOINT_PX,
    collapsed: { desktop: !sidebarOpen, mobile: !mobileOpen },
  };
  const sidebar = <Sidebar session={session} onNavigate={() => setMobileOpen(false)} />;
  const sidebarProps = {
    'data-testid': 'sidebar',
    'data-side': sidebarSide,
    'data-open': navOpened ? 'true' : 'false',
    'aria-label': t('navigation.label'),
  };

  const banner = Boolean(session.supportSignIn);
  return (
    <ShellSessionContext.Provider value={session}>
      <AppShell
        header={{ height: banner ? HEADER_HEIGHT + BANNER_HEIGHT : HEADER_HEIGHT }}
        navbar={sidebarSide === 'left' ? config : undefined}
        aside={sidebarSide === 'right' ? config : undefined}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          {banner && (
            <div style={{ height: BANNER_HEIGHT, overflow: 'hidden' }}>
              <SupportBanner session={session} />
            </div>
          )}
          <div style={{ height: HEADER_HEIGHT }}>
            <TopBar session={session} navOpened={navOpened} onToggleNav={toggleNav} />
          </div>
        </AppShell.Header>
        {sidebarSide === 'left' ? (
          <AppShell.Navbar {...sidebarProps}>{sidebar}</AppShell.Navbar>
        ) : (
          <AppShell.Aside>
            <nav {...sidebarProps} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
              {sidebar}
            </nav>
          </AppShell.Aside>
        )}
        <AppShell.Main>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        {translating && mayTranslate(session) && (
          <Suspense fallback={null}>
            <TranslatorLayer session={session} />
          </Suspense>
        )}
      </AppShell>
    </ShellSessionContext.Provider>
  );
}
