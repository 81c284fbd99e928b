import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconDoorEnter,
  IconFingerprint,
  IconQrcode,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@staffdesk/core/constants';
import { todayIn } from '@staffdesk/core/time-zones';
import { INCIDENT_PATHS, incidentListQuery } from '../incidents/incidents.api.ts';
import { VISITOR_PATHS, visitListQuery } from '../visitors/visitors.api.ts';

// the smallest page a list gives: only its total is read
const ONE = { page: 1, pageSize: PAGE_SIZES[0], search: '', sort: null };
const REFRESH_MS = 60_000;

/**
 * The guard post's live figures (the tenant's guests flag): visitors inside now, visitors expected today, incidents
 * still open — each opening its list — and the gate's quick actions.
 */
export function SecurityPost({ account }: { account: string }) {
  const { t } = useTranslation(['security', 'menu', 'visitors', 'incidents']);
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const live = { refetchInterval: REFRESH_MS };
  const inside = useQuery({ ...visitListQuery(ONE, { status: 'inside' }), ...live });
  const expected = useQuery({ ...visitListQuery(ONE, { status: 'expected', from: today, to: today }), ...live });
  const open = useQuery({ ...incidentListQuery(ONE, { status: 'open' }), ...live });
  const base = `/${account}`;
  const figure = (
    label: string,
    q: { data?: { total: number }; isError: boolean },
    to: string,
    icon: ReactNode,
    color: string,
    testId: string,
  ) => (
    <UnstyledButton component={Link} to={to} data-testid={testId}>
      <Card withBorder padding="lg" h="100%">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700} lh={1.2} data-testid={`${testId}-count`}>
              {q.data?.total ?? (q.isError ? '—' : '…')}
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
  const action = (label: string, to: string, icon: ReactNode, testId: string) => (
    <Button component={Link} to={to} variant="default" leftSection={icon} data-testid={testId} fullWidth>
      {label}
    </Button>
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {figure(
          t('security:insideNow'),
          inside,
          `${base}/${VISITOR_PATHS.list}?status=inside`,
          <IconUsers size={26} aria-hidden />,
          'green',
          'post-inside',
        )}
        {figure(
          t('security:expectedToday'),
          expected,
          `${base}/${VISITOR_PATHS.list}?status=expected&from=${today}&to=${today}`,
          <IconDoorEnter size={26} aria-hidden />,
          'blue',
          'post-expected',
        )}
        {figure(
          t('security:openIncidents'),
          open,
          `${base}/${INCIDENT_PATHS.list}?status=open`,
          <IconAlertTriangle size={26} aria-hidden />,
          'orange',
          'post-incidents',
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {action(
          t('menu:visitorRegister'),
          `${base}/${VISITOR_PATHS.register}`,
          <IconUserPlus size={16} aria-hidden />,
          'post-register',
        )}
        {action(
          t('visitors:scan.title'),
          `${base}/${VISITOR_PATHS.register}?tab=scan`,
          <IconQrcode size={16} aria-hidden />,
          'post-scan',
        )}
        {action(
          t('incidents:report'),
          `${base}/${INCIDENT_PATHS.add}`,
          <IconAlertTriangle size={16} aria-hidden />,
          'post-report',
        )}
        {action(
          t('menu:gate'),
          `${base}/attendance/ListingCheckoutSecurity`,
          <IconFingerprint size={16} aria-hidden />,
          'post-gate',
        )}
      </SimpleGrid>
    </>
  );
}
