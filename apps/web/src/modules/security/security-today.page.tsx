import { useEffect, useState } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shell/date-format.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { SecurityPost } from './security-post.component.tsx';

const MINUTE_MS = 60_000;

/** Today's date that stays right across midnight on a guard post's screen that is never reloaded. */
function useToday(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * `/:account/security`: the guard's home — today's date and who is on duty, and with the tenant's guests flag the
 * post's live figures (visitors inside, expected today, open incidents) and quick actions.
 */
export function SecurityTodayPage() {
  const { t, i18n } = useTranslation(['security', 'menu']);
  const session = useShellSession();
  const today = useToday();
  const name = `${session.firstName} ${session.lastName}`.trim() || session.userName;
  const date = formatDate(today, i18n.language, 'full');
  usePageTitle(t('menu:securityToday'));

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('menu:securityToday')}
      </Title>
      <Card withBorder padding="xl">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={52} radius="md" variant="light">
              <IconCalendarEvent size={30} aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {t('security:today')}
              </Text>
              <Text fz={{ base: 'xl', sm: 28 }} fw={700} data-testid="security-date">
                {date}
              </Text>
            </div>
          </Group>
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={52} radius="md" variant="light" color="teal">
              <IconShieldCheck size={30} aria-hidden />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {t('security:onDuty')}
              </Text>
              <Text fz="xl" fw={600} data-testid="security-guard">
                {name}
              </Text>
            </div>
          </Group>
        </Stack>
      </Card>
      {session.features.guests && session.account && <SecurityPost account={session.account} />}
    </Stack>
  );
}
