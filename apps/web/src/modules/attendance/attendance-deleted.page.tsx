import { Button, Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hoursMinutes } from '@staffdesk/core/attendance';
import type { TDeletedAttendanceRow } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { deletedColumns, restoreColumn } from '../../platform/deleted-columns.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ATTENDANCE_LIST_PATH, deletedAttendanceQuery, restoreDay } from './attendance.api.ts';
import { AttendanceFilterBar, useAttendanceFilters } from './attendance-filters.component.tsx';
import { PersonCell } from './person-cells.component.tsx';

/**
 * `/shiftsattendance/dlisting`: the deleted days of a range (by shift date) within the viewer's scope — the day as
 * it was, who deleted it, when and why — and Restore, which brings it back with its punches.
 */
export function AttendanceDeletedPage() {
  const { t } = useTranslation(['attendance', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const [params, setParams] = useListParams({ sort: { field: 'deletedAt', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useAttendanceFilters();
  const query = useQuery(deletedAttendanceQuery(params, filters));
  const title = t('common:crud.deletedTitle', { title: t('menu:attendanceList') });
  usePageTitle(title);
  const listPath = `/${session.account}/${ATTENDANCE_LIST_PATH}`;
  const at = (r: TDeletedAttendanceRow, iso: string | null) => (iso ? timeIn(r.timezone, new Date(iso)) : '—');

  const restore = useMutation({
    mutationFn: (id: string) => restoreDay(id),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await client.invalidateQueries({ queryKey: ['attendance'] });
    },
    onError: (e) => notifyError(errorText(t, e)),
  });

  const columns: TDataTableColumn<TDeletedAttendanceRow>[] = [
    {
      key: 'shiftDate',
      label: t('fields.shiftDate'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.shiftDate)}
        </Text>
      ),
    },
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    { key: 'firstIn', label: t('fields.firstIn'), visibleFrom: 'sm', render: (r) => at(r, r.firstIn) },
    { key: 'lastOut', label: t('fields.lastOut'), visibleFrom: 'sm', render: (r) => at(r, r.lastOut) },
    { key: 'worked', label: t('fields.worked'), visibleFrom: 'md', render: (r) => hoursMinutes(r.workedMinutes) },
    ...deletedColumns<TDeletedAttendanceRow>(t),
  ];
  if (canDo(session, 'attendance', 'delete')) columns.push(restoreColumn(t, restore));

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:attendanceList'), to: listPath },
          { label: t('common:crud.deletedRecords') },
        ]}
        title={title}
        actions={
          <Button
            component={Link}
            to={listPath}
            variant="default"
            leftSection={<IconList size={16} aria-hidden />}
            data-testid="attendance-listing-link"
          >
            {t('common:crud.backToList')}
          </Button>
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
        filters={<AttendanceFilterBar filters={filters} setFilter={setFilter} withStatus={false} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('list.deletedEmptyHint') }}
        testId="attendance-deleted-table"
      />
    </Stack>
  );
}
