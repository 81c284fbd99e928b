import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shell/date-format.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { IssuePriorityBadge, IssueStatusBadge } from './issue-parts.component.tsx';
import { MY_ISSUE_ADD_PATH, MY_ISSUES_PATH, myIssuesQuery } from './issues.api.ts';

/** `/myissues` (employees): the issues they filed, newest first, and a button to file one. */
export function MyIssuesPage() {
  const { t } = useTranslation(['issues', 'errors']);
  usePageTitle(t('mine.title'));
  const session = useShellSession();
  const mine = useQuery(myIssuesQuery);
  const base = `/${session.account}`;
  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('mine.title')}
          </Title>
          <Text c="dimmed">{t('mine.intro')}</Text>
        </div>
        <Button
          component={Link}
          to={`${base}/${MY_ISSUE_ADD_PATH}`}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid="my-issue-add"
        >
          {t('mine.add')}
        </Button>
      </Group>
      <QueryStates query={mine} empty={t('mine.empty')} testId="issues-none" />
      <Stack gap="sm">
        {mine.data?.map((i) => (
          <UnstyledButton key={i.id} component={Link} to={`${base}/${MY_ISSUES_PATH}/${i.id}`} data-testid="my-issue">
            <Paper withBorder radius="md" p="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    #{i.number} {i.title}
                  </Text>
                  <IssueStatusBadge status={i.status} />
                </Group>
                <Group gap="xs" wrap="wrap">
                  <IssuePriorityBadge priority={i.priority} />
                  <Text size="xs" c="dimmed">
                    {i.categoryName ?? ''} · {formatDateTime(i.createdAt)}
                  </Text>
                  {i.comments > 0 && (
                    <Text size="xs" c="dimmed">
                      · {t('comments.title', { count: i.comments })}
                    </Text>
                  )}
                </Group>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
