import { ActionIcon, Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebar, IconLayoutSidebarRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import { LanguageSelect } from './language-select.component.tsx';
import { ThemeSelect } from './theme-select.component.tsx';
import { UserMenu } from './user-menu.component.tsx';
import { sessionHome } from './route-guards.ts';
import { useSetPreferences, useUiPrefs } from './use-preferences.hook.ts';
import { BrandMark } from './brand-mark.component.tsx';
import { GlobalSearch } from './global-search.component.tsx';
import { NotificationBell } from '../modules/notifications/notification-bell.component.tsx';
import { RequestCounter } from '../modules/notifications/request-counter.component.tsx';

type TTopBarProps = {
  session: TSession;
  navOpened: boolean;
  onToggleNav: () => void;
};

export function TopBar({ session, navOpened, onToggleNav }: TTopBarProps) {
  const { t } = useTranslation(['shell', 'common', 'notifications']);
  const { sidebarSide } = useUiPrefs();
  const setPreferences = useSetPreferences();
  // Phones (390 px) keep every control; they drop the brand and the select icons to fit.
  const compact = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  const nextSide = sidebarSide === 'left' ? 'right' : 'left';
  const sideLabel = t(nextSide === 'right' ? 'shell:sidebarSide.moveRight' : 'shell:sidebarSide.moveLeft');

  const burger = (
    <Burger
      opened={navOpened}
      onClick={onToggleNav}
      size="sm"
      aria-label={t(navOpened ? 'shell:navigation.close' : 'shell:navigation.open')}
      aria-expanded={navOpened}
      data-testid="sidebar-toggle"
    />
  );

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {sidebarSide === 'left' && burger}
        <Box
          component={Link}
          to={sessionHome(session)}
          aria-label={t('common:appName')}
          display={compact ? 'none' : 'flex'}
          td="none"
        >
          <BrandMark />
        </Box>
        {session.companyName && (
          <Text fw={600} visibleFrom="md" truncate maw={260} data-testid="company-name">
            {session.companyName}
          </Text>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        {session.account && <GlobalSearch session={session} />}
        <Group gap={4} wrap="nowrap" data-testid="notification-counters">
          {!compact && <RequestCounter session={session} counter="leave" />}
          {!compact && <RequestCounter session={session} counter="overtime" />}
          {!compact && <RequestCounter session={session} counter="messages" />}
          {!compact && <RequestCounter session={session} counter="issues" />}
          {!compact && <RequestCounter session={session} counter="complaints" />}
          {!compact && <RequestCounter session={session} counter="documents" />}
          {!compact && <RequestCounter session={session} counter="orders" />}
          <NotificationBell key={`${session.account ?? ''}:${session.loginId}`} />
        </Group>
        <LanguageSelect compact={compact} />
        <ThemeSelect compact={compact} />
        {/* a phone's sidebar is a drawer behind the burger: which side it sits on is a desktop choice */}
        {!compact && (
          <Tooltip label={sideLabel} withinPortal>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={sideLabel}
              onClick={() => setPreferences({ sidebarSide: nextSide })}
              data-testid="sidebar-side"
              data-side={sidebarSide}
            >
              {sidebarSide === 'left' ? (
                <IconLayoutSidebarRight size={18} aria-hidden />
              ) : (
                <IconLayoutSidebar size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        )}
        <UserMenu session={session} compact={compact} />
        {sidebarSide === 'right' && burger}
      </Group>
    </Group>
  );
}
