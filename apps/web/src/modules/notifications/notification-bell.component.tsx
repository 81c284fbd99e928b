import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TNotification } from '@staffdesk/core/notifications';
import { queryKeys } from '../../platform/query-keys.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { markAllRead, markRead, notificationsQuery, unreadQuery } from './notifications.api.ts';
import { notificationText } from './notification-text.ts';
import { useNotificationStream } from './use-notification-stream.hook.ts';

/** The top bar's bell: the unread count, live; the latest notifications; open one to go where it points. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const live = useNotificationStream();
  const unread = useQuery(unreadQuery()).data?.count ?? 0;
  const list = useQuery({ ...notificationsQuery(), enabled: opened });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.notifications });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });

  const open = (n: TNotification) => {
    if (!n.readAt) readOne.mutate(n.id);
    setOpened(false);
    if (n.link) void navigate(n.link);
  };
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      offset={4}
      color="red"
      disabled={unread === 0}
      data-testid="notification-count"
      data-count={unread}
      data-live={live}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={label}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notification-list">
          <Group justify="space-between" px="md" py="sm" wrap="nowrap">
            <Text fw={600} component="h2" size="md" m={0}>
              {t('title')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={unread === 0 || readAll.isPending}
              onClick={() => readAll.mutate()}
              data-testid="notification-read-all"
            >
              {t('markAllRead')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah="min(420px, 60vh)">
            {list.data?.rows.length === 0 && (
              <Text c="dimmed" size="sm" px="md" pb="md">
                {t('empty')}
              </Text>
            )}
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.data?.rows.map((n) => (
                <Box component="li" key={n.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                  <UnstyledButton
                    w="100%"
                    px="md"
                    py="sm"
                    onClick={() => open(n)}
                    data-testid="notification-item"
                    data-unread={!n.readAt}
                    style={{ display: 'flex', gap: 10, alignItems: 'flex-start' }}
                  >
                    <Box
                      mt={7}
                      w={8}
                      h={8}
                      style={{
                        flex: 'none',
                        borderRadius: 8,
                        background: n.readAt ? 'transparent' : 'var(--mantine-primary-color-filled)',
                      }}
                      aria-hidden
                    />
                    <Box style={{ minWidth: 0 }}>
                      <Text size="sm" fw={n.readAt ? 400 : 600}>
                        {notificationText(t, n)}
                        {!n.readAt && <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(n.createdAt)}
                      </Text>
                    </Box>
                  </UnstyledButton>
                </Box>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
