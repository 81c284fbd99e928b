import { Box, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserToday } from '../../shell/date-format.ts';
import type { TAttendanceKpi, TKpiLevel } from '@staffdesk/core/attendance-kpi';
import { monthOf } from '@staffdesk/core/dates';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { attendanceKpiQuery } from './projects.api.ts';

const FILTERS = ['from', 'to', 'organizationId', 'departmentId'] as const;
const MENU: Record<TKpiLevel, string> = {
  employee: 'menu:attendanceKpiEmp',
  department: 'menu:attendanceKpiDept',
  organization: 'menu:attendanceKpiOrg',
};
const _pad = (n: number) => String(n).padStart(2, '0');

/** A rate: its percent, with a dot coloured when it is a good or a bad sign (the text keeps its contrast). */
function Rate({ value, good }: { value: number | null; good: 'high' | 'low' }) {
  if (value === null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const fine = good === 'high' ? value >= 90 : value <= 5;
  const poor = good === 'high' ? value < 75 : value > 15;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Box
        w={8}
        h={8}
        bg={poor ? 'red.6' : fine ? 'teal.6' : 'gray.5'}
        style={{ borderRadius: '50%', flex: 'none' }}
        aria-hidden
      />
      <Text size="sm" fw={600} data-testid="rate">
        {value} %
      </Text>
    </Group>
  );
}

/**
 * `/projects/attendaceKPIEmp`, `/projects/attendaceKPI` and `/projects/attendaceKPIOrganization`: punctuality,
 * absence and overtime rates over a period (this month unless chosen), per employee, department or organization.
 */
export function AttendanceKpiPage({ level }: { level: TKpiLevel }) {
  const { t, i18n } = useTranslation(['projects', 'menu', 'common']);
  const session = useShellSession();
  const title = t(MENU[level]);
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const month = monthOf(browserToday());
  const f = {
    from: values.from || month.from,
    to: values.to || (month.to > browserToday() ? browserToday() : month.to),
    organizationId: values.organizationId || undefined,
    departmentId: values.departmentId || undefined,
  };
  const query = useQuery(attendanceKpiQuery(params, level, f));
  const hours = (m: number) => (m / 60).toLocaleString(intlLocale(i18n.language), { maximumFractionDigits: 1 });
  const columns: TDataTableColumn<TAttendanceKpi>[] = [
    {
      key: 'name',
      label: t(`kpi.levels.${level}`),
      render: (r) => (
        <div>
          <Text size="sm" fw={600} data-testid="row-name">
            {r.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[r.code, r.organizationName].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    ...(level === 'employee'
      ? []
      : [
          {
            key: 'employees',
            label: t('kpi.employees'),
            align: 'right' as const,
            visibleFrom: 'sm' as const,
            render: (r: TAttendanceKpi) => <Text size="sm">{r.employees}</Text>,
          },
        ]),
    {
      key: 'days',
      label: `${t('kpi.presentDays')} / ${t('kpi.scheduledDays')}`,
      align: 'right',
      visibleFrom: 'md',
      render: (r) => (
        <Text size="sm">
          {r.presentDays} / {r.scheduledDays}
        </Text>
      ),
    },
    {
      key: 'absent',
      label: t('kpi.absentDays'),
      align: 'right',
      visibleFrom: 'lg',
      render: (r) => <Text size="sm">{r.absentDays}</Text>,
    },
    {
      key: 'late',
      label: t('kpi.lateDays'),
      align: 'right',
      visibleFrom: 'lg',
      render: (r) => <Text size="sm">{r.lateDays}</Text>,
    },
    {
      key: 'punctuality',
      label: t('kpi.punctuality'),
      align: 'right',
      render: (r) => <Rate value={r.punctuality} good="high" />,
    },
    {
      key: 'absenceRate',
      label: t('kpi.absenceRate'),
      align: 'right',
      render: (r) => <Rate value={r.absenceRate} good="low" />,
    },
    {
      key: 'overtime',
      label: t('kpi.overtimeRate'),
      align: 'right',
      visibleFrom: 'sm',
      render: (r) => (
        <div>
          <Text size="sm">{r.overtimeRate === null ? '—' : `${r.overtimeRate} %`}</Text>
          <Text size="xs" c="dimmed">
            {hours(r.overtimeMinutes)} h
          </Text>
        </div>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/projects/attendance-kpi', params, { level, ...f }, i18n.language)}
            testId="kpi-export"
            xlsx
          />
        }
      />
      <Text size="sm" c="dimmed">
        {t('kpi.hint')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchable={level === 'employee'}
        searchPlaceholder={t('kpi.search')}
        filters={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <DayRangeFilter from={f.from} to={f.to} onChange={setFilter} />
            {level !== 'organization' && (
              <OrgDeptFilter
                organizationId={values.organizationId}
                departmentId={values.departmentId}
                onOrganization={(v) => setFilter('organizationId', v)}
                onDepartment={(v) => setFilter('departmentId', v)}
              />
            )}
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('kpi.empty') }}
        testId="attendance-kpi-table"
      />
    </Stack>
  );
}
