import { Alert, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, mondayOf } from '@staffdesk/core/dates';
import { MOODS, type TMoodCell } from '@staffdesk/core/mood-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { MOOD_FACES } from './mood-faces.ts';
import { moodTrendsQuery } from './mood.api.ts';

const FILTERS = ['from', 'to', 'organizationId', 'departmentId'] as const;

/** A week's figure: the mean mood on the colour of the nearest mood, and how many answers it is of. */
function Cell({ c }: { c: TMoodCell | undefined }) {
  const { t } = useTranslation('mood');
  if (!c?.average)
    return (
      <Text size="sm" c="dimmed" ta="center">
        —
      </Text>
    );
  const nearest = MOODS[Math.min(4, Math.max(0, Math.round(Number(c.average)) - 1))]!;
  return (
    <Stack
      gap={0}
      align="center"
      py={4}
      style={{ background: `var(--mantine-color-${MOOD_FACES[nearest].color}-light)`, borderRadius: 6 }}
      title={t(`moods.${nearest}`)}
      data-testid="mood-cell"
    >
      <Text size="sm" fw={700}>
        {c.average}
      </Text>
      <Text size="xs" c="dimmed">
        {t('answers', { count: c.responses })}
      </Text>
    </Stack>
  );
}

/**
 * `/moodpulse` (HR and sub admins with the page): how people feel, per department and week, on a scale of 1 (Very
 * Sad) to 5 (Fantastic). Only groups of five or more are shown, so no one's answer can be told apart.
 */
export function MoodTrendsPage() {
  const { t } = useTranslation(['mood', 'menu', 'errors']);
  const session = useShellSession();
  const title = t('menu:moodPulse');
  usePageTitle(title);
  const [values, setFilter] = useFilterParams(FILTERS);
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const filters = {
    from: values.from || mondayOf(addDays(today, -49)),
    to: values.to || today,
    organizationId: values.organizationId,
    departmentId: values.departmentId,
  };
  const q = useQuery(moodTrendsQuery(filters));
  const data = q.data;
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text c="dimmed">{t('intro')}</Text>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayRangeFilter from={filters.from} to={filters.to} onChange={(k, v) => setFilter(k, v)} />
        <OrgDeptFilter
          organizationId={values.organizationId}
          departmentId={values.departmentId}
          onOrganization={(v) => {
            setFilter('organizationId', v);
            setFilter('departmentId', '');
          }}
          onDepartment={(v) => setFilter('departmentId', v)}
        />
      </Group>
      <Group gap="md" wrap="wrap" data-testid="mood-legend">
        {MOODS.map((m, i) => {
          const face = MOOD_FACES[m];
          return (
            <Group key={m} gap={4} wrap="nowrap">
              <face.icon size={20} color={`var(--mantine-color-${face.color}-7)`} aria-hidden />
              <Text size="sm">
                {i + 1} {t(`moods.${m}`)}
              </Text>
            </Group>
          );
        })}
      </Group>
      {q.isError && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="mood-error">
          {errorText(t, q.error)}
        </Alert>
      )}
      {q.isPending && <Skeleton h={240} />}
      {data && (
        <Paper withBorder radius="md">
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0, 'aria-label': title }}>
            <Table
              verticalSpacing="xs"
              horizontalSpacing="sm"
              miw={260 + data.weeks.length * 84}
              data-testid="mood-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={220}>{t('department')}</Table.Th>
                  {data.weeks.map((w) => (
                    <Table.Th key={w} ta="center" style={{ whiteSpace: 'nowrap' }}>
                      {formatDay(w).slice(0, 5)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr data-testid="mood-total">
                  <Table.Td fw={700}>{t('total')}</Table.Td>
                  {data.total.map((c) => (
                    <Table.Td key={c.week}>
                      <Cell c={c} />
                    </Table.Td>
                  ))}
                </Table.Tr>
                {data.departments.map((d) => (
                  <Table.Tr key={`${d.organizationTitle}/${d.departmentId}`} data-testid="mood-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {d.name ?? t('noDepartment')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {d.organizationTitle} · {t('people', { count: d.people })}
                      </Text>
                    </Table.Td>
                    {d.shown ? (
                      d.weeks.map((c) => (
                        <Table.Td key={c.week}>
                          <Cell c={c} />
                        </Table.Td>
                      ))
                    ) : (
                      <Table.Td colSpan={data.weeks.length}>
                        <Text size="sm" c="dimmed" data-testid="mood-hidden">
                          {t('hidden', { min: data.minGroup })}
                        </Text>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}
