import { ActionIcon, Box, Button, ColorSwatch, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addDays, daysFromTo, isoWeekday, monthOf } from '@staffdesk/core/dates';
import { statusName, type TLeaveRow, ZLeaveRow } from '@staffdesk/core/leave-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { apiGet } from '../../platform/api-client.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDay, formatMonth, weekdayName } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ZCalendar = z.object({ rows: z.array(ZLeaveRow), truncated: z.boolean() });
const calendarQuery = (from: string, to: string, organizationId: string, departmentId: string) =>
  queryOptions({
    queryKey: ['leave', 'calendar', from, to, organizationId, departmentId] as const,
    queryFn: async ({ signal }) =>
      ZCalendar.parse(
        await apiGet<unknown>('/leave/calendar', {
          query: { from, to, organizationId: organizationId || undefined, departmentId: departmentId || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** What a request takes of one day: all of it, a half, or some hours. */
function partOn(r: TLeaveRow, day: string): 'full' | 'first' | 'second' | 'hours' {
  if (r.part === 'hourly') return 'hours';
  if (r.part === 'half' && day === r.fromDate && r.startHalf === 2) return 'second';
  if (r.part === 'half' && day === r.toDate && r.endHalf === 1) return 'first';
  return 'full';
}

/** One request on one day: its type's colour, lighter and dashed while pending; a half fills half the cell. */
function LeaveMark({ r, day, label }: { r: TLeaveRow; day: string; label: string }) {
  const part = partOn(r, day);
  const pending = r.status === 1;
  const color = r.colorCode ?? 'var(--mantine-color-blue-6)';
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      h={22}
      style={{
        display: 'flex',
        justifyContent: part === 'second' ? 'flex-end' : 'flex-start',
        borderRadius: 4,
        outline: pending ? `1px dashed ${color}` : undefined,
      }}
      data-testid="calendar-mark"
      data-status={statusName(r.status)}
    >
      <Box
        w={part === 'full' ? '100%' : part === 'hours' ? 8 : '50%'}
        h={part === 'hours' ? 8 : '100%'}
        m={part === 'hours' ? 'auto' : 0}
        style={{ background: color, opacity: pending ? 0.45 : 1, borderRadius: part === 'hours' ? 8 : 4 }}
      />
    </Box>
  );
}

/**
 * The team calendar (`/shiftsleaves/calendar`, issue 13): who is away on which day of a month, by organization and
 * department, within the viewer's scope — approved leave in its type's colour, pending lighter with a dashed edge,
 * halves and hours marked as such.
 */
export function TeamCalendarPage() {
  const { t, i18n } = useTranslation(['leave', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:teamCalendar');
  usePageTitle(title);
  const [f, setFilter] = useFilterParams(['month', 'organizationId', 'departmentId'] as const);
  const anchor = /^\d{4}-\d{2}-01$/.test(f.month) ? f.month : monthOf(todayIn(BROWSER_ZONE)).from;
  const range = monthOf(anchor);
  const days = Array.from({ length: daysFromTo(range.from, range.to) + 1 }, (_, i) => addDays(range.from, i));
  const query = useQuery(calendarQuery(range.from, range.to, f.organizationId, f.departmentId));
  const rows = query.data?.rows ?? [];
  const people = new Map<string, { name: string; code: string; department: string | null; requests: TLeaveRow[] }>();
  for (const r of rows) {
    const p = people.get(r.employeeId) ?? {
      name: r.employeeName,
      code: r.employeeCode,
      department: r.departmentName,
      requests: [],
    };
    p.requests.push(r);
    people.set(r.employeeId, p);
  }
  const types = new Map(rows.map((r) => [r.leaveTypeId, { name: r.leaveTypeName, color: r.colorCode }]));
  const move = (months: -1 | 1) =>
    setFilter('month', months < 0 ? monthOf(addDays(range.from, -1)).from : addDays(range.to, 1));
  const cellW = 34;
  const minWidth = 220 + days.length * cellW;

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Group gap={4}>
              <ActionIcon variant="default" size="lg" onClick={() => move(-1)} aria-label={t('calendar.previous')}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={() => setFilter('month', '')}>
                {t('calendar.thisMonth')}
              </Button>
              <ActionIcon variant="default" size="lg" onClick={() => move(1)} aria-label={t('calendar.next')}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Text fw={600} data-testid="calendar-month">
              {formatMonth(new Date(`${range.from}T12:00:00`), i18n.language)}
            </Text>
            <OrgDeptFilter
              organizationId={f.organizationId}
              departmentId={f.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
            {query.isFetching && <Loader size="sm" aria-label={t('common:loading')} />}
          </Group>
          <Group gap="md" wrap="wrap" data-testid="calendar-legend">
            {[...types.values()].map((x) => (
              <Group key={x.name} gap={6} wrap="nowrap">
                <ColorSwatch color={x.color ?? 'var(--mantine-color-blue-6)'} size={12} />
                <Text size="sm">{x.name}</Text>
              </Group>
            ))}
            <Text size="sm" c="dimmed">
              {t('calendar.legend')}
            </Text>
          </Group>
          {query.data?.truncated && (
            <Text size="sm" c="orange.8">
              {t('calendar.truncated')}
            </Text>
          )}
          {people.size === 0 && query.data ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="calendar-empty">
              {t('calendar.empty')}
            </Text>
          ) : (
            // a region the keyboard can scroll: its cells hold nothing to tab to
            <Box
              style={{ overflowX: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label={t('calendar.gridLabel', {
                month: formatMonth(new Date(`${range.from}T12:00:00`), i18n.language),
              })}
              data-testid="calendar-scroll"
            >
              <Table withTableBorder withColumnBorders layout="fixed" style={{ minWidth }} data-testid="calendar-grid">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th
                      w={220}
                      style={{ position: 'sticky', left: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}
                    >
                      {t('fields.employee')}
                    </Table.Th>
                    {days.map((d) => (
                      <Table.Th
                        key={d}
                        w={cellW}
                        ta="center"
                        px={0}
                        title={formatDay(d)}
                        style={isoWeekday(d) >= 6 ? { background: 'var(--mantine-color-default-hover)' } : undefined}
                      >
                        <Text size="xs" c="dimmed" lh={1.1}>
                          {weekdayName(isoWeekday(d), i18n.language).slice(0, 2)}
                        </Text>
                        <Text size="xs" fw={600} lh={1.1}>
                          {Number(d.slice(8))}
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...people.entries()].map(([id, p]) => (
                    <Table.Tr key={id} data-testid="calendar-row" data-employee={p.code}>
                      <Table.Td
                        style={{ position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' }}
                      >
                        <Text size="sm" fw={500} truncate>
                          {p.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {p.code}
                          {p.department ? ` · ${p.department}` : ''}
                        </Text>
                      </Table.Td>
                      {days.map((d) => {
                        const on = p.requests.filter((r) => r.fromDate <= d && r.toDate >= d);
                        return (
                          <Table.Td
                            key={d}
                            px={2}
                            py={4}
                            style={
                              isoWeekday(d) >= 6 ? { background: 'var(--mantine-color-default-hover)' } : undefined
                            }
                          >
                            {on.map((r) => (
                              <LeaveMark
                                key={r.id}
                                r={r}
                                day={d}
                                label={t('calendar.mark', {
                                  name: p.name,
                                  day: formatDay(d),
                                  type: r.leaveTypeName,
                                  status: t(`statuses.${statusName(r.status)}`),
                                  part: t(`calendar.parts.${partOn(r, d)}`, { n: r.hours ?? '' }),
                                })}
                              />
                            ))}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
