import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAbsenceRow } from '@staffdesk/core/absences';
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
import { AttendanceFilterBar, useAttendanceFilters } from '../attendance/attendance-filters.component.tsx';
import { absenceFilterQuery, absenceListQuery } from './absences.api.ts';

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
  // the attendance lists' filters: a date range (the last seven days unless chosen), organization, department
  const { filters, setFilter, clearFilters, filtered } = useAttendanceFilters();
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
        filters={<AttendanceFilterBar filters={filters} setFilter={setFilter} withStatus={false} />}
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
