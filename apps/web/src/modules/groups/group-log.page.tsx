import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addDays } from '@staffdesk/core/dates';
import type { TGroupLogRow } from '@staffdesk/core/groups-api';
import { localDayTime, todayIn } from '@staffdesk/core/time-zones';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { GROUPS_PATH, groupLogFilterQuery, groupLogQuery, groupsQuery, type TGroupLogFilters } from './groups.api.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Groups Attendance Logs (`/groupsattendanse`): each member a group leader checked in or out — when, for which group,
 * by whom and where — in the viewer's scope, over a date range; CSV and Excel.
 */
export function GroupLogPage() {
  const { t, i18n } = useTranslation(['groups', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:groupAttendance');
  usePageTitle(title);
  const [params, setParams] = useListParams({ sort: { field: 'at', dir: 'desc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(['from', 'to', 'groupId'] as const);
  const today = todayIn(BROWSER_ZONE);
  const filters: TGroupLogFilters = { from: f.from || addDays(today, -6), to: f.to || today, groupId: f.groupId };
  const query = useQuery(groupLogQuery(params, filters));
  const groups = useQuery(groupsQuery);
  const base = `/${session.account}`;
  const mayViewDay = canDo(session, 'attendance', 'view');

  const columns: TDataTableColumn<TGroupLogRow>[] = [
    {
      key: 'at',
      label: t('fields.at'),
      render: (r) => {
        const d = localDayTime(r.timezone, new Date(r.at));
        return (
          <div style={{ whiteSpace: 'nowrap' }}>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {mayViewDay ? (
                <Anchor component={Link} to={`${base}/shiftsattendance/view/${r.attendanceId}`} inherit>
                  {d.time}
                </Anchor>
              ) : (
                d.time
              )}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDay(d.day)}
            </Text>
          </div>
        );
      },
    },
    {
      key: 'kind',
      label: t('fields.kind'),
      render: (r) => (
        <TextBadge color={r.kind === 'in' ? 'teal' : 'blue'} data-value={r.kind}>
          {t(`kinds.${r.kind}`)}
        </TextBadge>
      ),
    },
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    { key: 'group', label: t('fields.group'), render: (r) => r.groupName },
    { key: 'department', label: t('fields.department'), visibleFrom: 'md', render: (r) => r.departmentName ?? '—' },
    { key: 'leader', label: t('fields.leader'), visibleFrom: 'sm', render: (r) => r.leaderName },
    { key: 'place', label: t('fields.place'), visibleFrom: 'md', render: (r) => r.place ?? '—' },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:groups'), to: `${base}/${GROUPS_PATH}` },
          { label: title },
        ]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/groups/attendance', params, groupLogFilterQuery(filters), i18n.language)}
            testId="group-log-export"
            xlsx
          />
        }
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
        searchPlaceholder={t('log.search')}
        filters={
          <Group gap="sm" align="flex-end">
            <DayRangeFilter from={filters.from} to={filters.to} onChange={setFilter} />
            <Select
              label={t('fields.group')}
              data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              value={filters.groupId || null}
              onChange={(v) => setFilter('groupId', v ?? '')}
              placeholder={t('log.allGroups')}
              clearable
              searchable
              w={220}
              data-testid="filter-group"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('log.empty') }}
        testId="group-log-table"
      />
    </Stack>
  );
}
