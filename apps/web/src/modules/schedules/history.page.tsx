import { Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { THistoryRow } from '@staffdesk/core/schedules';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { historyQuery, ROSTER_PATH } from './schedules.api.ts';
import { ShiftTile } from './shift-cell.component.tsx';

type TState = THistoryRow['before'];

/** A day's state in the history: its shift tile and name, or a rest day, or the default. */
function StateCell({ s }: { s: TState }) {
  const { t } = useTranslation('schedules');
  if (s.kind === 'shift')
    return (
      <Group gap={6} wrap="nowrap">
        <div style={{ minWidth: 52 }}>
          <ShiftTile
            kind="scheduled"
            shift={{
              id: '',
              code: s.shiftCode ?? '',
              name: s.shiftName ?? '',
              colorCode: s.colorCode,
              startTime: '',
              endTime: '',
              workingDays: [],
            }}
            compact
          />
        </div>
        <Text size="sm">{s.shiftName}</Text>
      </Group>
    );
  return <Text size="sm">{s.kind === 'rest' ? t('kinds.rest') : t('palette.default')}</Text>;
}

/** `/shift_schedular/listinghistory`: every change of a roster day — what it was, what it became, how and by whom. */
export function HistoryPage() {
  const { t } = useTranslation(['schedules', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:schedulerHistory');
  usePageTitle(title);
  const [params, setParams] = useListParams({ sort: { field: 'changedAt', dir: 'desc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(['from', 'to', 'employeeId'] as const);
  const query = useQuery(historyQuery(params, f));
  const columns: TDataTableColumn<THistoryRow>[] = [
    {
      key: 'changedAt',
      label: t('history.changedAt'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.changedAt)}
        </Text>
      ),
    },
    {
      key: 'employee',
      label: t('grid.employee'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {r.employeeName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.employeeCode}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'day',
      label: t('history.day'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.day)}
        </Text>
      ),
    },
    {
      key: 'change',
      label: t('history.change'),
      render: (r) => (
        <Group gap="xs" wrap="nowrap">
          <StateCell s={r.before} />
          <IconArrowRight size={14} aria-label={t('history.became')} />
          <StateCell s={r.after} />
        </Group>
      ),
    },
    {
      key: 'source',
      label: t('history.source'),
      visibleFrom: 'sm',
      render: (r) => <TextBadge color="gray">{t(`history.sources.${r.source}`)}</TextBadge>,
    },
    { key: 'by', label: t('history.by'), visibleFrom: 'md', render: (r) => r.changedByName ?? '—' },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:scheduler'), to: `/${session.account}/${ROSTER_PATH}` }, { label: title }]}
        title={title}
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.id}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('grid.search')}
        filters={
          <Group gap="sm" align="flex-end">
            <DayRangeFilter
              from={f.from}
              to={f.to}
              onChange={setFilter}
              labels={{ from: t('history.from'), to: t('history.to') }}
              clearable
            />
            <EmployeePicker
              label={t('grid.employee')}
              value={f.employeeId}
              onChange={(v) => setFilter('employeeId', v)}
              w={260}
              data-testid="history-employee"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('history.empty') }}
        testId="history-table"
      />
    </Stack>
  );
}
