import { Box, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { monthOf } from '@staffdesk/core/dates';
import { type TBankRow, ZBankRow, ZLeaveSummary } from '@staffdesk/core/leave-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { z } from 'zod';
import { apiGet } from '../../platform/api-client.ts';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl, listQuery } from '../../platform/list-params.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { DaysText, formatDays } from './days-text.component.tsx';
import { LeaveTypeFilter } from './leave-filters.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const ZPage = z.object({ rows: z.array(ZBankRow), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * The leave report (`/reports/leaveReport`): per employee and leave type, the days taken in a period (approved leave
 * starting in it, less cancellations), pending days and the balance at its end; totals per type as bars; CSV and
 * Excel.
 */
export function LeaveReportPage() {
  const { t, i18n } = useTranslation(['leave', 'menu']);
  const session = useShellSession();
  const title = t('report.title');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'from',
    'to',
    'organizationId',
    'departmentId',
    'leaveTypeId',
  ] as const);
  const today = todayIn(BROWSER_ZONE);
  const filters = {
    from: f.from || `${today.slice(0, 4)}-01-01`,
    at: f.to || monthOf(today).to,
    organizationId: f.organizationId || undefined,
    departmentId: f.departmentId || undefined,
    leaveTypeId: f.leaveTypeId || undefined,
  };
  const rows = useQuery({
    queryKey: ['leave', 'report', params, filters],
    queryFn: async ({ signal }) =>
      ZPage.parse(await apiGet<unknown>('/leave/report', { query: { ...listQuery(params), ...filters }, signal })),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: ['leave', 'report', 'summary', params.search, filters],
    queryFn: async ({ signal }) =>
      ZLeaveSummary.parse(
        await apiGet<unknown>('/leave/report/summary', {
          query: { ...filters, search: params.search || undefined },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const max = Math.max(1, ...(summary.data ?? []).map((s) => Number(s.taken) + Number(s.pending)));
  const columns: TDataTableColumn<TBankRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    { key: 'leaveType', label: t('fields.leaveType'), render: (r) => r.leaveTypeName },
    { key: 'taken', label: t('report.takenShort'), align: 'right', render: (r) => <DaysText days={r.taken} strong /> },
    {
      key: 'pending',
      label: t('report.pendingShort'),
      align: 'right',
      visibleFrom: 'sm',
      render: (r) => <DaysText days={r.pending} />,
    },
    { key: 'balance', label: t('bank.balance'), align: 'right', render: (r) => <DaysText days={r.balance} /> },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/leave/report', params, filters, i18n.language)}
            testId="leave-report-export"
            xlsx
          />
        }
      />
      <Paper withBorder radius="md" p="md" data-testid="leave-report-chart">
        <Title order={2} size="h5" mb="sm">
          {t('report.chart')}
        </Title>
        <Stack gap="xs">
          {(summary.data ?? []).map((s) => (
            <Group key={s.leaveTypeId} gap="sm" wrap="nowrap">
              <Group gap={6} w={160} wrap="nowrap">
                {s.colorCode && <ColorSwatch color={s.colorCode} size={10} />}
                <Text size="sm" truncate>
                  {s.leaveTypeName}
                </Text>
              </Group>
              <Box style={{ flex: 1, display: 'flex', height: 14, borderRadius: 4, overflow: 'hidden' }}>
                <Box w={`${(Number(s.taken) / max) * 100}%`} bg={s.colorCode ?? 'blue'} />
                <Box w={`${(Number(s.pending) / max) * 100}%`} bg="gray.4" />
              </Box>
              <Text size="sm" w={210} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('report.bar', {
                  taken: formatDays(s.taken, i18n.language),
                  pending: formatDays(s.pending, i18n.language),
                })}
              </Text>
            </Group>
          ))}
          {summary.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('report.empty')}
            </Text>
          )}
        </Stack>
      </Paper>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows.data?.rows}
        total={rows.data?.total ?? 0}
        rowKey={(r) => `${r.employeeId}:${r.leaveTypeId}`}
        loading={rows.isFetching}
        error={rows.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('list.search')}
        filters={
          <Group gap="sm" align="flex-end">
            <DayRangeFilter from={filters.from} to={filters.at} onChange={setFilter} />
            <OrgDeptFilter
              organizationId={f.organizationId}
              departmentId={f.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
            <LeaveTypeFilter value={f.leaveTypeId} onChange={(v) => setFilter('leaveTypeId', v)} testId="report-type" />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('report.empty') }}
        testId="leave-report-table"
      />
      <Text size="xs" c="dimmed">
        {t('report.hint')}
      </Text>
    </Stack>
  );
}
