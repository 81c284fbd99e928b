import { Anchor, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPARTMENT, HOLIDAY, LEAVE_TYPE, ORGANIZATION, SHIFT } from '@staffdesk/core/resources/settings-resources';
import { resourceListQuery } from '../../platform/resources/resource.api.ts';
import { resourcePath } from '../../platform/resources/use-route-resource.hook.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';

/** What a company sets up first, in order: each later module reads these. */
const FIRST_STEPS = [ORGANIZATION, DEPARTMENT, HOLIDAY, LEAVE_TYPE, SHIFT];
const PROBE = { page: 1, pageSize: 5, search: '', sort: null };

/**
 * For a new company: the settings still empty, in the order to fill them, each with its Add page. Hidden once
 * everything has a record, and for users who may add none of them.
 */
export function GetStarted() {
  const { t } = useTranslation(['dashboard', 'resources']);
  const session = useShellSession();
  const steps = FIRST_STEPS.filter((r) => canDo(session, r.page, 'add'));
  const counts = useQueries({ queries: steps.map((r) => resourceListQuery(r.key, PROBE)) });
  const missing = steps.filter((_, i) => counts[i]?.data?.total === 0);
  if (missing.length === 0) return null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="get-started">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard:getStarted.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard:getStarted.text')}
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCircleDashed size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {missing.map((r) => (
            <List.Item key={r.key} data-testid={`get-started-${r.key}`}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={resourcePath(session.account, r, 'add')} fw={600}>
                  {t(`resources:${r.key}.title`)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`dashboard:getStarted.why.${r.key}`)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
