import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, type TAttendanceStatus } from '@staffdesk/core/attendance-api';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import type { TAttendanceFilters } from './attendance.api.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The filters of an attendance list, in the address: a date range (the last seven days unless chosen), organization,
 * department and status; `status` fixes the status (the time machine's list).
 */
export function useAttendanceFilters(status?: TAttendanceStatus) {
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'from',
    'to',
    'organizationId',
    'departmentId',
    'status',
  ] as const);
  const today = todayIn(BROWSER_ZONE);
  const filters: TAttendanceFilters = {
    from: f.from || addDays(today, -6),
    to: f.to || today,
    organizationId: f.organizationId,
    departmentId: f.departmentId,
    status:
      status ?? ((ATTENDANCE_STATUSES as readonly string[]).includes(f.status) ? (f.status as TAttendanceStatus) : ''),
  };
  return { filters, setFilter, clearFilters, filtered };
}

/** The filter bar: from, to, organization and department, and the status when `withStatus`. */
export function AttendanceFilterBar({
  filters,
  setFilter,
  withStatus,
}: {
  filters: TAttendanceFilters;
  setFilter: ReturnType<typeof useAttendanceFilters>['setFilter'];
  withStatus: boolean;
}) {
  const { t } = useTranslation('attendance');
  return (
    <Group gap="sm" align="flex-end">
      <DayRangeFilter from={filters.from} to={filters.to} onChange={setFilter} />
      <OrgDeptFilter
        organizationId={filters.organizationId}
        departmentId={filters.departmentId}
        onOrganization={(v) => setFilter('organizationId', v)}
        onDepartment={(v) => setFilter('departmentId', v)}
      />
      {withStatus && (
        <Select
          label={t('fields.status')}
          data={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={filters.status || null}
          onChange={(v) => setFilter('status', v ?? '')}
          placeholder={t('list.allStatuses')}
          clearable
          w={200}
          data-testid="filter-status"
        />
      )}
    </Group>
  );
}
