import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hoursMinutes } from '@staffdesk/core/attendance';
import type { TAttendanceDay, TDayVerdict } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { formatDay } from '../../shell/date-format.ts';

const minutes = (n: number) => (n > 0 ? hoursMinutes(n) : '—');

export function DayFlags({ d }: { d: TAttendanceDay & { verdict?: TDayVerdict; pairs?: readonly unknown[] } }) {
  const { t } = useTranslation('attendance');
  return (
    <Group gap={4}>
      {d.open && (
        <Badge size="sm" color="teal" variant="light">
          {t('flags.open')}
        </Badge>
      )}
      {(d.pairs?.length ?? 0) > 1 && (
        <Badge size="sm" color="blue" variant="light" data-testid="flag-pairs">
          {t('flags.pairs', { count: d.pairs?.length })}
        </Badge>
      )}
      {d.autoClosed && (
        <Badge size="sm" color="orange" variant="light">
          {t('flags.autoClosed')}
        </Badge>
      )}
      {d.verdict === 'halfDay' && (
        <Badge size="sm" color="orange" variant="outline" data-testid="verdict-halfDay">
          {t('flags.halfDay')}
        </Badge>
      )}
      {d.verdict === 'absent' && (
        <Badge size="sm" color="red" variant="outline" data-testid="verdict-absent">
          {t('flags.short')}
        </Badge>
      )}
      {d.lateMinutes > 0 && (
        <Badge size="sm" color="red" variant="light">
          {t('flags.late')}
        </Badge>
      )}
      {d.earlyMinutes > 0 && (
        <Badge size="sm" color="yellow" variant="light">
          {t('flags.early')}
        </Badge>
      )}
    </Group>
  );
}

/** The employee's latest days: a table on wide screens, one card per day on a phone. */
export function RecentAttendance({ days, timezone }: { days: TAttendanceDay[]; timezone: string }) {
  const { t } = useTranslation('attendance');
  const at = (iso: string | null) => (iso ? timeIn(timezone, new Date(iso)) : '—');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('recent.title')}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('recent.none')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped highlightOnHover data-testid="recent-attendance">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.shiftDate')}</Table.Th>
                  <Table.Th>{t('fields.shift')}</Table.Th>
                  <Table.Th>{t('fields.firstIn')}</Table.Th>
                  <Table.Th>{t('fields.lastOut')}</Table.Th>
                  <Table.Th>{t('fields.worked')}</Table.Th>
                  <Table.Th>{t('fields.late')}</Table.Th>
                  <Table.Th>{t('fields.early')}</Table.Th>
                  <Table.Th>{t('fields.overtime')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{formatDay(d.shiftDate)}</Table.Td>
                    <Table.Td>{d.shiftName ?? '—'}</Table.Td>
                    <Table.Td>{at(d.firstIn)}</Table.Td>
                    <Table.Td>{at(d.lastOut)}</Table.Td>
                    <Table.Td>{minutes(d.workedMinutes)}</Table.Td>
                    <Table.Td>{minutes(d.lateMinutes)}</Table.Td>
                    <Table.Td>{minutes(d.earlyMinutes)}</Table.Td>
                    <Table.Td>{minutes(d.overtimeMinutes)}</Table.Td>
                    <Table.Td>
                      <DayFlags d={d} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="xs" hiddenFrom="sm">
            {days.map((d) => (
              <Paper key={d.id} withBorder radius="md" p="sm">
                <Group justify="space-between" mb={4}>
                  <Text fw={600}>{formatDay(d.shiftDate)}</Text>
                  <DayFlags d={d} />
                </Group>
                <SimpleGrid cols={3} spacing={4}>
                  <Text size="sm">
                    {t('fields.firstIn')}: {at(d.firstIn)}
                  </Text>
                  <Text size="sm">
                    {t('fields.lastOut')}: {at(d.lastOut)}
                  </Text>
                  <Text size="sm">
                    {t('fields.worked')}: {minutes(d.workedMinutes)}
                  </Text>
                </SimpleGrid>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
