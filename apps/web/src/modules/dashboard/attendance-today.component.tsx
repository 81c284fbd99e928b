import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { ABSENCE_PATH } from '../absences/absences.api.ts';
import { ATTENDANCE_LIST_PATH, attendanceTodayQuery } from '../attendance/attendance.api.ts';

function Figure({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: number | undefined;
  to: string;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Anchor
        component={Link}
        to={to}
        fz={28}
        fw={700}
        underline="hover"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value === undefined ? '—' : value.toLocaleString()}
      </Anchor>
    </Card>
  );
}

/** The dashboard's attendance today, within the viewer's scope; each figure opens the list it counts. */
export function AttendanceToday() {
  const { t } = useTranslation('dashboard');
  const session = useShellSession();
  const q = useQuery(attendanceTodayQuery);
  const list = `/${session.account}/${ATTENDANCE_LIST_PATH}`;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Title order={2} size="h4">
          {t('attendance.title')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Figure
          label={t('attendance.presentNow')}
          value={q.data?.presentNow}
          to={`${list}?status=open`}
          testId="today-present"
        />
        <Figure label={t('attendance.checkedIn')} value={q.data?.checkedInToday} to={list} testId="today-checked-in" />
        <Figure label={t('attendance.late')} value={q.data?.lateToday} to={`${list}?status=late`} testId="today-late" />
        <Figure
          label={t('attendance.absent')}
          value={q.data?.absentToday}
          to={canDo(session, 'absent', 'view') ? `/${session.account}/${ABSENCE_PATH}` : list}
          testId="today-absent"
        />
      </SimpleGrid>
    </Stack>
  );
}
