import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAbsenceRow } from '@staffdesk/core/absences';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayInput } from '../../platform/day-input.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { absenceFilterQuery, absenceListQuery, type TAbsenceFilters } from './absences.api.ts';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/absent/listing` (and `/shiftsabsent/listing`): the days employees in the viewer's scope had a shift by their
 * schedule — past its start and grace — and kept no attendance; the last seven days unless chosen; CSV and Excel.
 */
export function AbsencesPage() {
  const { t, i18n } = useTranslation(['absences', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:absent');
  usePageTitle(title);
  const [params, setParams] = useListParams({ sort: { field: 'day', dir: 'desc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'from',
    'to',
    'organizationId',
    'departmentId',
  ] as const);
  const today = todayIn(BROWSER_ZONE);
  const filters: TAbsenceFilters = {
    from: f.from || addDays(today, -6),
    to: f.to || today,
    organizationId: f.organizationId,
    departmentId: f.departmentId,
  };
  const query = useQuery(absenceListQuery(params, filters));
  const columns: TDataTableColumn<TAbsenceRow>[] = [
    {
      key: 'day',
      label: t('fields.day'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.day)}
        </Text>
      ),
    },
    {
      key: 'employee',
      label: t('fields.employee'),
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
      key: 'department',
      label: t('fields.department'),
      visibleFrom: 'md',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{r.departmentName ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {r.organizationTitle}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'shift',
      label: t('fields.shift'),
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{r.shiftName}</Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {r.startTime}–{r.endTime}
          </Text>
        </Group>
      ),
    },
    {
      key: 'plan',
      label: t('fields.plan'),
      visibleFrom: 'sm',
      render: (r) => (
        <TextBadge color={r.scheduled ? 'blue' : 'gray'}>
          {t(r.scheduled ? 'plan.scheduled' : 'plan.default')}
        </TextBadge>
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
            href={exportUrl('/absences', params, absenceFilterQuery(filters), i18n.language)}
            testId="absences-export"
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
        searchPlaceholder={t('search')}
        filters={
          <Group gap="sm" align="flex-end">
            <DayInput
              label={t('from')}
              value={filters.from}
              onChange={(d) => setFilter('from', d)}
              w={150}
              data-testid="filter-from"
            />
            <DayInput
              label={t('to')}
              value={filters.to}
              onChange={(d) => setFilter('to', d)}
              w={150}
              data-testid="filter-to"
            />
            <OrgDeptFilter
              organizationId={f.organizationId}
              departmentId={f.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="absences-table"
      />
      <Text size="xs" c="dimmed">
        {t('note')}
      </Text>
    </Stack>
  );
}
