import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthOf } from '@staffdesk/core/dates';
import { LEAVE_STATUS_NAMES } from '@staffdesk/core/leave-api';
import { OT_TYPES } from '@staffdesk/core/overtime';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import type { TOtFilters } from './ot.api.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The filters of an overtime list, in the address: the days (this month unless chosen), status, type, scope. */
export function useOtFilters() {
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'from',
    'to',
    'status',
    'otType',
    'organizationId',
    'departmentId',
  ] as const);
  const month = monthOf(todayIn(BROWSER_ZONE));
  const filters: TOtFilters = {
    from: f.from || month.from,
    to: f.to || month.to,
    status: (LEAVE_STATUS_NAMES as readonly string[]).includes(f.status) ? f.status : '',
    otType: (OT_TYPES as readonly number[]).map(String).includes(f.otType) ? f.otType : '',
    organizationId: f.organizationId,
    departmentId: f.departmentId,
  };
  return { filters, setFilter, clearFilters, filtered };
}

/** The filter bar: days, status and OT type, and for HR organization and department. */
export function OtFilterBar({
  filters,
  setFilter,
  mine = false,
  statuses = true,
}: {
  filters: TOtFilters;
  setFilter: ReturnType<typeof useOtFilters>['setFilter'];
  mine?: boolean;
  statuses?: boolean;
}) {
  const { t } = useTranslation(['overtime', 'leave']);
  return (
    <Group gap="sm" align="flex-end">
      <DayRangeFilter from={filters.from} to={filters.to} onChange={setFilter} />
      {statuses && (
        <Select
          label={t('fields.status')}
          data={LEAVE_STATUS_NAMES.map((s) => ({ value: s, label: t(`leave:statuses.${s}`) }))}
          value={filters.status || null}
          onChange={(v) => setFilter('status', v ?? '')}
          placeholder={t('list.allStatuses')}
          clearable
          w={160}
          data-testid="filter-status"
        />
      )}
      <Select
        label={t('fields.otType')}
        data={OT_TYPES.map((x) => ({ value: String(x), label: `${x}%` }))}
        value={filters.otType || null}
        onChange={(v) => setFilter('otType', v ?? '')}
        placeholder={t('list.allTypes')}
        clearable
        w={140}
        data-testid="filter-ot-type"
      />
      {!mine && (
        <OrgDeptFilter
          organizationId={filters.organizationId}
          departmentId={filters.departmentId}
          onOrganization={(v) => setFilter('organizationId', v)}
          onDepartment={(v) => setFilter('departmentId', v)}
        />
      )}
    </Group>
  );
}
