import { Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconInbox, IconMail, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSignupMail } from '@staffdesk/core/signup';
import { formatDateTime } from '../../shell/date-format.ts';

const KIND_ICONS = { received: IconInbox, message: IconMail, approved: IconCheck, rejected: IconX } as const;
const KIND_COLORS = { received: 'gray', message: 'blue', approved: 'teal', rejected: 'red' } as const;
const STATUS_COLORS = { queued: 'gray', sent: 'teal', failed: 'red' } as const;

/** The mails of a request, oldest first: the automatic ones and the console's messages, each with how it went. */
export function SignupThread({ thread }: { thread: readonly TSignupMail[] }) {
  const { t } = useTranslation('signup');
  if (thread.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('thread.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} data-testid="signup-thread">
      {thread.map((m) => {
        const Icon = KIND_ICONS[m.kind];
        return (
          <Timeline.Item
            key={m.id}
            color={KIND_COLORS[m.kind]}
            bullet={<Icon size={14} aria-hidden />}
            data-testid="thread-mail"
            data-kind={m.kind}
            data-status={m.status}
            title={
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {m.subject}
                </Text>
                <Badge size="xs" variant="light" color={STATUS_COLORS[m.status]}>
                  {t(`thread.status.${m.status}`)}
                </Badge>
              </Group>
            }
          >
            <Text size="xs" c="dimmed" mb={6}>
              {t(`thread.kind.${m.kind}`)} · {formatDateTime(m.createdAt)}
              {m.sentByName ? ` · ${m.sentByName}` : ''}
            </Text>
            <Paper withBorder p="xs" radius="sm">
              <Stack gap={0}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={12}>
                  {m.body}
                </Text>
              </Stack>
            </Paper>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
