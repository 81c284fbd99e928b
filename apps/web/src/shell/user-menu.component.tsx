import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLanguage, IconLogout, IconSwitchHorizontal, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSession } from '@staffdesk/core/auth';
import { accountPagePath } from '../modules/account/account.api.ts';
import { mayTranslate, setTranslating, useTranslating } from './translator.store.ts';
import { useLogout, useSwitchDashboard } from './use-auth-actions.hook.ts';

export function UserMenu({ session, compact = false }: { session: TSession; compact?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const logout = useLogout();
  const switchTo = useSwitchDashboard();
  const translating = useTranslating();
  const fullName = `${session.firstName} ${session.lastName}`.trim() || session.userName || session.email;

  return (
    <Menu position="bottom-end" width={240} withinPortal shadow="md">
      <Menu.Target>
        {/* named by its visible text (WCAG 2.5.3); the initials are decoration */}
        <UnstyledButton data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar
              src={session.photoUrl ?? null}
              name={fullName}
              color="initials"
              size={34}
              radius="xl"
              alt=""
              aria-hidden
              data-testid="user-menu-avatar"
            />
            <Text size="sm" fw={500} visibleFrom="lg" maw={160} truncate>
              {fullName}
            </Text>
            <VisuallyHidden hiddenFrom="lg">{fullName}</VisuallyHidden>
            {!compact && <IconChevronDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t(`common:loginTypes.${session.loginType}`)}
            {session.companyName ? ` · ${session.companyName}` : ''}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={accountPagePath(session)}
          leftSection={<IconUserCircle size={16} aria-hidden />}
          data-testid="user-menu-profile"
        >
          {t('shell:userMenu.profile')}
        </Menu.Item>
        {session.canSwitchTo.map((target) => (
          <Menu.Item
            key={target}
            leftSection={<IconSwitchHorizontal size={16} aria-hidden />}
            onClick={() => switchTo.mutate(target)}
            disabled={switchTo.isPending}
            data-testid={`switch-dashboard-${target}`}
          >
            {t('shell:userMenu.switchTo', { role: t(`common:loginTypes.${target}`) })}
          </Menu.Item>
        ))}
        {mayTranslate(session) && (
          <Menu.Item
            leftSection={<IconLanguage size={16} aria-hidden />}
            onClick={() => setTranslating(!translating)}
            data-testid="translator-toggle"
          >
            {translating ? t('shell:userMenu.translatorOff') : t('shell:userMenu.translatorOn')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="logout"
        >
          {t('shell:userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
