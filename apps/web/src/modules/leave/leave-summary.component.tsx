import { Anchor, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statusName, type TLeaveRow } from '@staffdesk/core/leave-api';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { attachmentUrl } from './leave.api.ts';
import { DaysText } from './days-text.component.tsx';

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red', cancelled: 'gray' } as const;

export function LeaveStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('leave');
  const name = statusName(status);
  return (
    <TextBadge color={STATUS_COLORS[name]} data-value={name}>
      {t(`statuses.${name}`)}
    </TextBadge>
  );
}

/** A request's dates as the employee asked: "02-03-2026 (first half)", "05-03-2026 – 09-03-2026", "17-03-2026, 4 h". */
export function LeaveDates({ row }: { row: TLeaveRow }) {
  const { t } = useTranslation('leave');
  const half = (n: number) => t(n === 1 ? 'form.firstHalf' : 'form.secondHalf');
  if (row.part === 'hourly') return <>{t('dates.hourly', { day: formatDay(row.fromDate), n: row.hours ?? '' })}</>;
  if (row.fromDate === row.toDate)
    return (
      <>
        {formatDay(row.fromDate)}
        {row.part === 'half' && ` (${half(row.startHalf)})`}
      </>
    );
  const from = row.part === 'half' && row.startHalf === 2 ? ` (${half(2)})` : '';
  const to = row.part === 'half' && row.endHalf === 1 ? ` (${half(1)})` : '';
  return (
    <>
      {formatDay(row.fromDate)}
      {from} – {formatDay(row.toDate)}
      {to}
    </>
  );
}

/** What a decision dialog or a detail shows of a request. */
export function LeaveSummary({ row, mine = false }: { row: TLeaveRow; mine?: boolean }) {
  const { t } = useTranslation('leave');
  return (
    <Stack gap={6} data-testid="leave-summary">
      <Group gap="xs" wrap="nowrap">
        <Text fw={600}>{row.employeeName}</Text>
        <Text size="sm" c="dimmed">
          {row.employeeCode}
        </Text>
        <LeaveStatusBadge status={row.status} />
      </Group>
      <Group gap={6} wrap="nowrap">
        {row.colorCode && <ColorSwatch color={row.colorCode} size={12} />}
        <Text size="sm">{row.leaveTypeName}</Text>
        <Text size="sm" c="dimmed">
          ·
        </Text>
        <Text size="sm">
          <LeaveDates row={row} />
        </Text>
      </Group>
      <DaysText days={row.days} />
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {row.reason}
      </Text>
      {row.attachmentName && (
        <Anchor href={attachmentUrl(row.id, mine)} size="sm" target="_blank" rel="noopener">
          <Group gap={4} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            {row.attachmentName}
          </Group>
        </Anchor>
      )}
      {row.decidedAt && (
        <Text size="xs" c="dimmed">
          {t('decidedBy', { name: row.decidedByName ?? '', at: formatDateTime(row.decidedAt) })}
          {row.decisionComment && ` — ${row.decisionComment}`}
        </Text>
      )}
    </Stack>
  );
}
