import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS } from '@staffdesk/core/tenants';
import { menuIcon } from '../../shell/menu-icons.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { FEATURE_ICONS } from './feature-icons.ts';
import { GetStarted } from './get-started.component.tsx';
import { StaffSummary } from './staff-summary.component.tsx';
import { AttendanceToday } from './attendance-today.component.tsx';
import { canDo } from '../../shell/privileges.ts';

/** `/:account/dashboard` (HR admin, sub admin): the company and the modules its plan enables. */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'features', 'common']);
  const session = useShellSession();
  const enabled = FEATURE_FLAGS.filter((f) => session.features[f] === true);
  const name = `${session.firstName} ${session.lastName}`.trim();
  usePageTitle(t('dashboard:title'));

  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" size="sm" tt="uppercase" fw={600}>
          {t('dashboard:title')}
        </Text>
        <Title order={1} size="h2" data-testid="dashboard-company">
          {session.companyName ?? t('common:notSet')}
        </Title>
        {name && (
          <Text c="dimmed" mt={4}>
            {t('dashboard:welcome', { name })}
          </Text>
        )}
      </div>

      <GetStarted />

      {canDo(session, 'attendance', 'view') && <AttendanceToday />}

      {canDo(session, 'employees', 'view') && <StaffSummary />}

      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('dashboard:modules')}
          </Title>
          <Badge variant="light" circle size="lg" aria-label={t('dashboard:modulesCount', { n: enabled.length })}>
            {enabled.length}
          </Badge>
        </Group>
        {enabled.length === 0 ? (
          <Text c="dimmed" data-testid="dashboard-no-modules">
            {t('dashboard:noModules')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" data-testid="dashboard-modules">
            {enabled.map((flag) => {
              const FeatureIcon = menuIcon(FEATURE_ICONS[flag]);
              return (
                <Card key={flag} withBorder padding="md" data-testid={`feature-${flag}`}>
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} variant="light" radius="md">
                      <FeatureIcon size={22} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600}>{t(`features:${flag}`)}</Text>
                      <Text size="xs" c="var(--mantine-color-teal-light-color)">
                        {t('dashboard:enabled')}
                      </Text>
                    </div>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
