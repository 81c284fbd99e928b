import { ActionIcon, Alert, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hoursMinutes } from '@staffdesk/core/attendance';
import { addDays, isoWeekday, monthOf } from '@staffdesk/core/dates';
import type { TMySchedule } from '@staffdesk/core/schedules';
import { timeIn, todayIn } from '@staffdesk/core/time-zones';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDate, formatMonth, ISO_WEEK, weekdayName } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { myScheduleQuery } from './schedules.api.ts';
import { ShiftTile } from './shift-cell.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
type TDay = TMySchedule['days'][number];

/** One day: its shift (times), rest day or holiday, and the attendance kept, if any. */
function DayCard({ d, timezone, today }: { d: TDay; timezone: string; today: string }) {
  const { t, i18n } = useTranslation(['schedules', 'attendance']);
  const at = (iso: string | null) => (iso ? timeIn(timezone, new Date(iso)) : '—');
  return (
    <Paper
      withBorder
      radius="sm"
      p={6}
      style={d.day === today ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
      data-testid="my-day"
      data-day={d.day}
      data-kind={d.kind}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {Number(d.day.slice(8))}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {formatDate(new Date(`${d.day}T00:00:00`), i18n.language, 'full')}
          </Text>
        </Group>
        <ShiftTile kind={d.kind} shift={d.shift} compact />
        {d.shift && (
          <Text size="xs" ta="center" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {d.shift.startTime}–{d.shift.endTime}
          </Text>
        )}
        {d.holiday && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {d.holiday}
          </Text>
        )}
        {d.attendance && (
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {at(d.attendance.firstIn)}–{at(d.attendance.lastOut)}
            {d.attendance.workedMinutes > 0 ? ` · ${hoursMinutes(d.attendance.workedMinutes)}` : ''}
            {d.attendance.lateMinutes > 0 ? ` · ${t('attendance:flags.late')}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * My Work Schedule (and My Shift Schedule): the employee's month as a calendar — each day's shift and times, rest
 * days, holidays, and the attendance kept. A phone shows the days as a list.
 */
export function MySchedulePage() {
  const { t, i18n } = useTranslation(['schedules', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:myWorkSchedule');
  usePageTitle(title);
  const [f, setFilter] = useFilterParams(['month'] as const);
  const first = /^\d{4}-\d{2}$/.test(f.month) ? `${f.month}-01` : `${todayIn(BROWSER_ZONE).slice(0, 8)}01`;
  const last = monthOf(first).to;
  const query = useQuery(myScheduleQuery(first, last));
  const data = query.data;
  const today = data ? todayIn(data.timezone) : '';
  const lead = isoWeekday(first) - 1;
  const go = (n: number) => setFilter('month', (n < 0 ? addDays(first, -1) : addDays(last, 1)).slice(0, 7));
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap="sm">
        <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('grid.previous')}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Text fw={600} miw={160} ta="center" data-testid="my-month">
          {formatMonth(new Date(`${first}T00:00:00`), i18n.language)}
        </Text>
        <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('grid.next')}>
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {query.error && <Alert color="red">{errorText(t, query.error)}</Alert>}
      {data && (
        <>
          <SimpleGrid cols={7} spacing={6} visibleFrom="sm" data-testid="my-calendar">
            {ISO_WEEK.map((d) => (
              <Text key={d} size="xs" c="dimmed" ta="center" fw={600}>
                {weekdayName(d, i18n.language)}
              </Text>
            ))}
            {Array.from({ length: lead }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blank days before the first of the month
              <Box key={`blank-${i}`} />
            ))}
            {data.days.map((d) => (
              <DayCard key={d.day} d={d} timezone={data.timezone} today={today} />
            ))}
          </SimpleGrid>
          <Stack gap={6} hiddenFrom="sm" data-testid="my-list">
            {data.days.map((d) => (
              <DayCard key={d.day} d={d} timezone={data.timezone} today={today} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
