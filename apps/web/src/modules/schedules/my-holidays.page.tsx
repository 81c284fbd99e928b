import { ActionIcon, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isoWeekday } from '@staffdesk/core/dates';
import { apiGet } from '../../platform/api-client.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDay, formatMonth, weekdayName } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';

type THoliday = { day: string; name: string; halfDay: boolean; recurring: boolean };
type TMyHolidays = { year: number; today: string; days: THoliday[] };

/**
 * Public holidays (`/holidays/myholidays`, spec 6 emp): the holidays of the employee's organization in a year, by
 * month; those already past struck through, the next one marked.
 */
export function MyHolidaysPage() {
  const { t, i18n } = useTranslation(['schedules', 'menu']);
  const session = useShellSession();
  const title = t('menu:publicHolidays');
  usePageTitle(title);
  const [f, setFilter] = useFilterParams(['year'] as const);
  const asked = /^\d{4}$/.test(f.year) ? Number(f.year) : undefined;
  const query = useQuery({
    queryKey: ['schedules', 'holidays', asked ?? 'this'] as const,
    queryFn: ({ signal }) => apiGet<TMyHolidays>('/me/holidays', { query: { year: asked }, signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const year = data?.year ?? asked ?? new Date().getFullYear();
  const next = data?.days.find((d) => d.day >= data.today)?.day;
  const months = new Map<string, THoliday[]>();
  for (const d of data?.days ?? []) months.set(d.day.slice(0, 7), [...(months.get(d.day.slice(0, 7)) ?? []), d]);

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setFilter('year', String(year - 1))}
          aria-label={t('holidays.previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={700} size="lg" data-testid="holidays-year">
          {year}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setFilter('year', String(year + 1))}
          aria-label={t('holidays.nextYear')}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        {query.isFetching && <Loader size="sm" />}
      </Group>
      {data && data.days.length === 0 && (
        <Text c="dimmed" data-testid="holidays-empty">
          {t('holidays.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="holidays-list">
        {[...months.entries()].map(([month, days]) => (
          <Paper key={month} withBorder radius="md" p="md">
            <Title order={2} size="h5" mb="xs">
              {formatMonth(new Date(`${month}-15T12:00:00`), i18n.language)}
            </Title>
            <Stack gap={8}>
              {days.map((d) => {
                const past = !!data && d.day < data.today;
                // past ones keep full contrast: only their date is struck through
                return (
                  <Group key={`${d.day}-${d.name}`} gap="sm" wrap="nowrap" align="flex-start" data-testid="holiday">
                    <Stack gap={0} w={92} style={{ flexShrink: 0 }}>
                      <Text
                        size="sm"
                        fw={600}
                        td={past ? 'line-through' : undefined}
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatDay(d.day)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {weekdayName(isoWeekday(d.day), i18n.language, 'long')}
                      </Text>
                    </Stack>
                    <Stack gap={2}>
                      <Text size="sm">{d.name}</Text>
                      <Group gap={4}>
                        {d.day === next && (
                          <Badge size="sm" color="teal" variant="light">
                            {t('holidays.next')}
                          </Badge>
                        )}
                        {d.halfDay && (
                          <Badge size="sm" color="gray" variant="light">
                            {t('holidays.halfDay')}
                          </Badge>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                );
              })}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
