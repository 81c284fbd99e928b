import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHeadset, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@staffdesk/core/auth';
import { useLogout } from './use-auth-actions.hook.ts';

/**
 * A session that platform support opened ("Open as HR admin", spec 4's common login) says so on every page until
 * logout, so nobody takes it for the HR admin's own.
 */
export function SupportBanner({ session }: { session: TSession }) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  // phones keep the whole sentence: smaller text, and the button as an icon
  const compact = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false });
  if (!session.supportSignIn) return null;
  const text = t('support.banner', { name: session.supportSignIn.name });
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      py={6}
      px={compact ? 'xs' : 'md'}
      icon={compact ? undefined : <IconHeadset size={18} aria-hidden />}
      role="status"
      data-testid="support-banner"
      styles={{ wrapper: { alignItems: 'center' }, body: { minWidth: 0 } }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size={compact ? 'xs' : 'sm'} fw={600} c="inherit" truncate title={text}>
          {text}
        </Text>
        {compact ? (
          <Tooltip label={t('support.end')} withinPortal>
            <ActionIcon
              size="sm"
              variant="white"
              color="orange"
              onClick={() => logout.mutate()}
              loading={logout.isPending}
              aria-label={t('support.end')}
              data-testid="support-banner-logout"
            >
              <IconLogout size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="compact-xs"
            variant="white"
            color="orange"
            leftSection={<IconLogout size={14} aria-hidden />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
            data-testid="support-banner-logout"
            style={{ flex: 'none' }}
          >
            {t('support.end')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
