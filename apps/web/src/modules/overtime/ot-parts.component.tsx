import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OT_STATUSES, type TOtRow, type TOtTotals } from '@staffdesk/core/overtime-api';
import { OT_TYPES, otHours } from '@staffdesk/core/overtime';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { LeaveStatusBadge } from '../leave/leave-summary.component.tsx';

const TYPE_COLORS: Record<number, string> = { 30: 'grape', 100: 'blue', 150: 'teal', 200: 'orange' };

export function OtTypeBadge({ type }: { type: number }) {
  return (
    <TextBadge color={TYPE_COLORS[type] ?? 'gray'} data-value={String(type)}>
      {type}%
    </TextBadge>
  );
}

/** "24-03-2026, 18:00–20:30" (an end not after its start is the next morning). */
export function OtWhen({ row }: { row: Pick<TOtRow, 'otDate' | 'fromTime' | 'toTime'> }) {
  const { t } = useTranslation('overtime');
  const overnight = row.toTime <= row.fromTime;
  return (
    <>
      {formatDay(row.otDate)}, {row.fromTime}–{row.toTime}
      {overnight && ` ${t('list.nextDay')}`}
    </>
  );
}

/**
 * Hours per OT type of the listed requests: approved (what payroll pays) large, pending beneath. Types with neither
 * still show, so the four rates are always in the same place.
 */
export function OtTotalsStrip({ totals, testId }: { totals: TOtTotals; testId: string }) {
  const { t } = useTranslation('overtime');
  const minutes = (type: number, status: number) =>
    totals.find((x) => x.otType === type && x.status === status)?.minutes ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid={testId}>
      {OT_TYPES.map((type) => (
        <Paper key={type} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <OtTypeBadge type={type} />
            <Text size="xs" c="dimmed">
              {t('totals.pending', { n: otHours(minutes(type, OT_STATUSES.pending)) })}
            </Text>
          </Group>
          <Text size="xl" fw={700} mt={4} data-testid={`${testId}-${type}`}>
            {t('totals.hours', { n: otHours(minutes(type, OT_STATUSES.approved)) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('totals.approved')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Everything about one request, for the decision dialog. */
export function OtSummary({ row }: { row: TOtRow }) {
  const { t } = useTranslation('overtime');
  const line = (label: string, value: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {line(t('fields.employee'), `${row.employeeName} (${row.employeeCode})`)}
      {line(t('fields.otDate'), <OtWhen row={row} />)}
      {line(t('fields.otType'), <OtTypeBadge type={row.otType} />)}
      {line(t('fields.totalOt'), t('totals.hours', { n: otHours(row.totalMinutes) }))}
      {line(t('fields.remark'), row.remark)}
      {line(t('fields.status'), <LeaveStatusBadge status={row.status} />)}
      {row.createdByName && line(t('fields.filedBy'), `${row.createdByName}, ${formatDateTime(row.createdAt)}`)}
      {row.decidedByName &&
        line(t('fields.decidedBy'), `${row.decidedByName}, ${row.decidedAt ? formatDateTime(row.decidedAt) : ''}`)}
      {row.decisionComment && line(t('fields.comment'), row.decisionComment)}
    </Stack>
  );
}
