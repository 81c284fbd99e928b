import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { MessageThread } from './message-thread.component.tsx';
import { MY_MESSAGES_PATH, myConversationsQuery, threadQuery } from './messages.api.ts';

/** `/mymessages` (employees): their conversations with HR, latest first, with HR's messages not read yet. */
export function MyMessagesPage() {
  const { t } = useTranslation(['messages', 'errors']);
  usePageTitle(t('mine.title'));
  const session = useShellSession();
  const mine = useQuery(myConversationsQuery);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('mine.title')}
        </Title>
        <Text c="dimmed">{t('mine.intro')}</Text>
      </div>
      <QueryStates query={mine} empty={t('mine.empty')} testId="messages-none" />
      <Stack gap="sm" data-testid="my-conversations">
        {mine.data?.map((c) => (
          <UnstyledButton
            key={c.id}
            component={Link}
            to={`/${session.account}/${MY_MESSAGES_PATH}/${c.id}`}
            data-testid="my-conversation"
          >
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={c.unread > 0 ? 700 : 600} truncate data-testid="my-conversation-subject">
                      {c.subject}
                    </Text>
                    {c.unread > 0 && (
                      <Badge color="red" size="sm" data-testid="my-conversation-unread">
                        {t('mine.new', { count: c.unread })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {c.lastMessage}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(c.lastMessageAt)}
                  </Text>
                  {c.fromName && (
                    <Text size="xs" c="dimmed" truncate maw={140}>
                      {c.fromName}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}

/** `/mymessages/:id`: HR's messages and the employee's own replies; opening it reads HR's. */
export function MyThreadPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['messages', 'errors']);
  const session = useShellSession();
  const one = useQuery(threadQuery(id, true));
  const c = one.data;
  usePageTitle(c?.subject ?? t('mine.title'));
  return (
    <Stack gap="md" maw={860}>
      <div>
        <Anchor component={Link} to={`/${session.account}/${MY_MESSAGES_PATH}`} size="sm">
          {t('mine.back')}
        </Anchor>
        <Title order={1} size="h3" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {c?.subject ?? t('mine.title')}
        </Title>
        {c && (
          <Text size="sm" c="dimmed">
            {t('mine.replyHint')}
          </Text>
        )}
      </div>
      {one.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, one.error)}
        </Alert>
      )}
      {one.isPending && <Skeleton h={240} />}
      {c && <MessageThread thread={c} self />}
    </Stack>
  );
}
