import { Button, Stack, Text } from '@mantine/core';
import { IconEye, IconTrashX, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hoursMinutes, pairsText } from '@staffdesk/core/attendance';
import type { TAttendanceRow } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ATTENDANCE_DELETED_PATH, attendanceListQuery, filterQuery } from './attendance.api.ts';
import { AttendanceFilterBar, useAttendanceFilters } from './attendance-filters.component.tsx';
import { PersonCell, PlaceInCompanyCell } from './person-cells.component.tsx';
import { DayFlags } from './recent-attendance.component.tsx';

const minutes = (n: number) => (n > 0 ? hoursMinutes(n) : '—');

/** A day's pairs, one a line: "08:02 – 12:01". */
function Pairs({ r }: { r: TAttendanceRow }) {
  return (
    <Stack gap={0} data-testid="day-pairs">
      {r.pairs.map((p) => (
        <Text key={p.inAt} size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {pairsText(r.timezone, [p])}
        </Text>
      ))}
    </Stack>
  );
}

const TITLES = { device: 'menu:timeMachine', several: 'menu:moreCheckInOut' } as const;

/**
 * `/shiftsattendance/listing`: every day record the viewer may see (their scope) in a date range — the last seven
 * days unless chosen — with filters by organization, department and status, CSV and Excel; a row opens its punches.
 * `only` presets the status: the time machine's days (`timmylisting`) or the days of several check-ins
 * (`morechecinout`, each pair shown).
 */
export function AttendanceListPage({ only }: { only?: 'device' | 'several' }) {
  const timeMachine = only === 'device';
  const { t, i18n } = useTranslation(['attendance', 'common', 'menu']);
  const session = useShellSession();
  const base = `/${session.account}`;
  const [params, setParams] = useListParams({ sort: { field: 'shiftDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useAttendanceFilters(only);
  const query = useQuery(attendanceListQuery(params, filters));
  const title = t(only ? TITLES[only] : 'menu:attendanceList');
  usePageTitle(title);
  const at = (r: TAttendanceRow, iso: string | null) => (iso ? timeIn(r.timezone, new Date(iso)) : '—');

  const columns: TDataTableColumn<TAttendanceRow>[] = [
    {
      key: 'shiftDate',
      label: t('fields.shiftDate'),
      sortable: true,
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.shiftDate)}
        </Text>
      ),
    },
    {
      key: 'employee',
      label: t('fields.employee'),
      sortable: true,
      render: (r) => <PersonCell r={r} />,
    },
    {
      key: 'department',
      label: t('fields.department'),
      visibleFrom: 'lg',
      render: (r) => <PlaceInCompanyCell r={r} />,
    },
    { key: 'shift', label: t('fields.shift'), visibleFrom: 'md', render: (r) => r.shiftName ?? '—' },
    ...((only === 'several'
      ? [{ key: 'pairs', label: t('fields.pairs'), render: (r) => <Pairs r={r} /> }]
      : [
          { key: 'firstIn', label: t('fields.firstIn'), render: (r) => at(r, r.firstIn) },
          { key: 'lastOut', label: t('fields.lastOut'), render: (r) => at(r, r.lastOut) },
        ]) satisfies TDataTableColumn<TAttendanceRow>[]),
    { key: 'workedMinutes', label: t('fields.worked'), sortable: true, render: (r) => minutes(r.workedMinutes) },
    {
      key: 'lateMinutes',
      label: t('fields.late'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => minutes(r.lateMinutes),
    },
    { key: 'early', label: t('fields.early'), visibleFrom: 'md', render: (r) => minutes(r.earlyMinutes) },
    { key: 'overtime', label: t('fields.overtime'), visibleFrom: 'md', render: (r) => minutes(r.overtimeMinutes) },
    { key: 'flags', label: t('fields.status'), visibleFrom: 'sm', render: (r) => <DayFlags d={r} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction
            label={t('list.view')}
            subject={`${r.employeeName} ${formatDay(r.shiftDate)}`}
            icon={IconEye}
            to={`${base}/shiftsattendance/view/${r.id}`}
            testId="row-view"
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <>
            <ExportButton
              href={exportUrl('/attendance', params, filterQuery(filters), i18n.language)}
              testId="attendance-export"
              xlsx
            />
            {!only && (
              <Button
                component={Link}
                to={`${base}/${ATTENDANCE_DELETED_PATH}`}
                variant="subtle"
                color="gray"
                leftSection={<IconTrashX size={16} aria-hidden />}
                data-testid="attendance-dlisting-link"
              >
                {t('common:crud.deletedRecords')}
              </Button>
            )}
            {canDo(session, 'attendance', 'add') &&
              (timeMachine ? (
                <ImportLink to={`${base}/shifts/importattendance`} testId="time-machine-import" />
              ) : (
                <>
                  <Button
                    component={Link}
                    to={`${base}/shiftsattendance/TAdd`}
                    variant="default"
                    leftSection={<IconUsersGroup size={16} aria-hidden />}
                    data-testid="attendance-bulk-link"
                  >
                    {t('bulk.title')}
                  </Button>
                  <AddButton to={`${base}/shiftsattendance/add`} testId="attendance-add" />
                </>
              ))}
          </>
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
        searchPlaceholder={t('list.search')}
        filters={<AttendanceFilterBar filters={filters} setFilter={setFilter} withStatus={!only} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t(only === 'several' ? 'list.severalHint' : 'list.emptyHint') }}
        testId="attendance-table"
      />
      <Text size="xs" c="dimmed">
        {only === 'several' && `${t('list.severalNote')} `}
        {t('list.zoneNote')}
      </Text>
    </Stack>
  );
}
