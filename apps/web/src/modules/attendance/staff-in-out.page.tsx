import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hoursMinutes } from '@staffdesk/core/attendance';
import type { TInOutRow, TInOutStatus } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { filterQuery, inOutQuery } from './attendance.api.ts';
import { AttendanceFilterBar, useAttendanceFilters } from './attendance-filters.component.tsx';
import { PersonCell } from './person-cells.component.tsx';

const COLORS: Record<TInOutStatus, string> = {
  present: 'green',
  halfDay: 'orange',
  absent: 'red',
  rest: 'gray',
  holiday: 'grape',
  none: 'gray',
  upcoming: 'blue',
};
const minutes = (n: number) => (n > 0 ? hoursMinutes(n) : '—');

/**
 * Staff IN OUT Reports (`/shiftsattendance/staffinout`): each employee's every day of the range in the viewer's
 * scope — shift, what the day was, first in, last out, worked, late, early and overtime — CSV and Excel streamed.
 */
export function StaffInOutPage() {
  const { t, i18n } = useTranslation(['attendance', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:staffInOut');
  usePageTitle(title);
  const [params, setParams] = useListParams({ sort: { field: 'employee', dir: 'asc' } });
  const { filters, setFilter, clearFilters, filtered } = useAttendanceFilters();
  const query = useQuery(inOutQuery(params, filters));
  const at = (r: TInOutRow, iso: string | null) => (iso ? timeIn(r.timezone, new Date(iso)) : '—');

  const columns: TDataTableColumn<TInOutRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'day',
      label: t('fields.shiftDate'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.day)}
        </Text>
      ),
    },
    { key: 'shift', label: t('fields.shift'), visibleFrom: 'md', render: (r) => r.shiftName ?? '—' },
    {
      key: 'status',
      label: t('fields.status'),
      render: (r) => (
        <TextBadge color={COLORS[r.status]} data-value={r.status}>
          {t(`inOut.statuses.${r.status}`)}
        </TextBadge>
      ),
    },
    { key: 'firstIn', label: t('fields.firstIn'), render: (r) => at(r, r.firstIn) },
    { key: 'lastOut', label: t('fields.lastOut'), render: (r) => at(r, r.lastOut) },
    { key: 'worked', label: t('fields.worked'), visibleFrom: 'sm', render: (r) => minutes(r.workedMinutes) },
    { key: 'late', label: t('fields.late'), visibleFrom: 'sm', render: (r) => minutes(r.lateMinutes) },
    { key: 'early', label: t('fields.early'), visibleFrom: 'md', render: (r) => minutes(r.earlyMinutes) },
    { key: 'overtime', label: t('fields.overtime'), visibleFrom: 'md', render: (r) => minutes(r.overtimeMinutes) },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/attendance/in-out', params, filterQuery({ ...filters, status: '' }), i18n.language)}
            testId="in-out-export"
            xlsx
          />
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => `${r.employeeId}:${r.day}`}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('list.search')}
        filters={<AttendanceFilterBar filters={filters} setFilter={setFilter} withStatus={false} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('inOut.empty') }}
        testId="in-out-table"
      />
      <Text size="xs" c="dimmed">
        {t('inOut.hint')} {t('list.zoneNote')}
      </Text>
    </Stack>
  );
}
