import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAccountSession } from '@staffdesk/core/account';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { queryKeys } from '../../platform/query-keys.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { accountSessionsQuery, endOtherSessions, endSession } from './account.api.ts';

const PHONES = ['iOS', 'Android'];

/** The user's open sessions, this one marked; any other can be ended, one by one or all at once. */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'common', 'errors']);
  const queryClient = useQueryClient();
  const sessions = useQuery(accountSessionsQuery);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const end = useMutation({
    mutationFn: (id: string | null) => (id ? endSession(id) : endOtherSessions()),
    onSuccess: (r) => notifySuccess(t('account:sessions.ended', { count: r.ended })),
    onError: (e) => notifyError(errorText(t, e)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });

  const endAll = () =>
    openConfirm({
      title: t('account:sessions.endOthers'),
      text: t('account:sessions.endOthersText'),
      confirmLabel: t('account:sessions.endOthers'),
      color: 'red',
      testId: 'account-end-others-confirm',
      onConfirm: () => end.mutate(null),
    });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="account-sessions">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        {/* on a phone the button goes under the text instead of squeezing it */}
        <div style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2} size="h4">
            {t('account:sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account:sessions.hint')}
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={others === 0 || end.isPending}
          onClick={endAll}
          data-testid="account-end-others"
        >
          {t('account:sessions.endOthers')}
        </Button>
      </Group>
      {sessions.isPending ? (
        <Skeleton h={120} />
      ) : sessions.isError ? (
        <Alert color="red">{errorText(t, sessions.error)}</Alert>
      ) : (
        <Stack gap="xs">
          {sessions.data.map((s) => (
            <SessionRow key={s.id} s={s} pending={end.isPending} onEnd={() => end.mutate(s.id)} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function SessionRow({ s, pending, onEnd }: { s: TAccountSession; pending: boolean; onEnd: () => void }) {
  const { t } = useTranslation('account');
  const Icon = s.os && PHONES.includes(s.os) ? IconDeviceMobile : IconDeviceDesktop;
  const device = [s.browser, s.os].filter(Boolean).join(' · ') || t('account:sessions.unknownDevice');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="account-session" data-current={s.current ? 'yes' : 'no'}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Icon size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {device}
              </Text>
              {s.current && (
                <Badge size="sm" color="teal" variant="light" data-testid="account-session-current">
                  {t('account:sessions.current')}
                </Badge>
              )}
              {s.supportName && (
                <Badge size="sm" color="orange" variant="light">
                  {t('account:sessions.support', { name: s.supportName })}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account:sessions.lastSeen', { at: formatDateTime(s.lastSeenAt) })} ·{' '}
              {t('account:sessions.created', { at: formatDateTime(s.createdAt) })}
            </Text>
            {s.ip && (
              <Text size="xs" c="dimmed">
                {t('account:sessions.ip', { ip: s.ip })}
              </Text>
            )}
          </Stack>
        </Group>
        {!s.current && (
          <Button
            size="xs"
            variant="default"
            disabled={pending}
            onClick={onEnd}
            style={{ flexShrink: 0 }}
            data-testid="account-session-end"
          >
            {t('account:sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
