import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays, monthOf } from '@staffdesk/core/dates';
import { LEAVE_STATUS_NAMES } from '@staffdesk/core/leave-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import type { TLeaveFilters } from './leave.api.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The filters of a leave list, in the address: the requests touching a range of days (this month and the next two
 * unless chosen), status, organization, department and leave type.
 */
export function useLeaveFilters() {
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'from',
    'to',
    'status',
    'organizationId',
    'departmentId',
    'leaveTypeId',
  ] as const);
  const today = todayIn(BROWSER_ZONE);
  const filters: TLeaveFilters = {
    from: f.from || monthOf(today).from,
    to: f.to || addDays(monthOf(today).from, 92),
    status: (LEAVE_STATUS_NAMES as readonly string[]).includes(f.status) ? f.status : '',
    organizationId: f.organizationId,
    departmentId: f.departmentId,
    leaveTypeId: f.leaveTypeId,
  };
  return { filters, setFilter, clearFilters, filtered };
}

/** The filter bar: days, status, and for HR organization, department and leave type. */
export function LeaveFilterBar({
  filters,
  setFilter,
  mine = false,
}: {
  filters: TLeaveFilters;
  setFilter: ReturnType<typeof useLeaveFilters>['setFilter'];
  mine?: boolean;
}) {
  const { t } = useTranslation('leave');
  return (
    <Group gap="sm" align="flex-end">
      <DayRangeFilter from={filters.from} to={filters.to} onChange={setFilter} />
      <Select
        label={t('fields.status')}
        data={LEAVE_STATUS_NAMES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        value={filters.status || null}
        onChange={(v) => setFilter('status', v ?? '')}
        placeholder={t('list.allStatuses')}
        clearable
        w={180}
        data-testid="filter-status"
      />
      {!mine && (
        <>
          <OrgDeptFilter
            organizationId={filters.organizationId}
            departmentId={filters.departmentId}
            onOrganization={(v) => setFilter('organizationId', v)}
            onDepartment={(v) => setFilter('departmentId', v)}
          />
          <LeaveTypeFilter
            value={filters.leaveTypeId}
            onChange={(v) => setFilter('leaveTypeId', v)}
            testId="filter-type"
          />
        </>
      )}
    </Group>
  );
}

/** A filter by leave type (all of the tenant's). */
export function LeaveTypeFilter({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('leave');
  const types = useQuery(resourceOptionsQuery('leaveType'));
  return (
    <Select
      label={t('fields.leaveType')}
      data={(types.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      placeholder={t('list.allTypes')}
      clearable
      w={200}
      data-testid={testId}
    />
  );
}
