import { Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { monthStart } from '@staffdesk/core/dates';
import { STAFFING_GROUPS, type TStaffingFigures, type TStaffingGroup } from '@staffdesk/core/staffing-api';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { StatCard } from '../../platform/stat-card.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { browserToday, formatMonthShort } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { staffingExportUrl, staffingQuery, type TStaffingFilters } from './reports.api.ts';
import { ReportPanel, ReportTable } from '../../platform/report-panel.component.tsx';

const StaffingCharts = lazy(() =>
  import('./staffing-charts.component.tsx').then((m) => ({ default: m.StaffingCharts })),
);

const FILTERS = ['from', 'to', 'groupBy', 'organizationId', 'departmentId'] as const;
const isGroup = (v: string): v is TStaffingGroup => (STAFFING_GROUPS as readonly string[]).includes(v);

/** The figures of a row of the report's tables, right-aligned. */
function FigureCells({ x, percent }: { x: TStaffingFigures; percent: (v: number) => string }) {
  return (
    <>
      <Table.Td ta="right">{x.start}</Table.Td>
      <Table.Td ta="right">{x.end}</Table.Td>
      <Table.Td ta="right">{x.joiners}</Table.Td>
      <Table.Td ta="right">{x.leavers}</Table.Td>
      <Table.Td ta="right">{x.turnover === null ? '—' : percent(x.turnover)}</Table.Td>
    </>
  );
}

/**
 * `/reports/staffingReport` (issue 19): over a period (the last twelve months unless chosen), the headcount at its
 * start and end and at each month's end, joiners, leavers and turnover, by organization, department, position,
 * gender or employment type; charts, tables, CSV and Excel; within the viewer's scope.
 */
export function StaffingReportPage() {
  const { t, i18n } = useTranslation(['reports', 'employees', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:staffingReport');
  usePageTitle(title);
  const [values, setFilter] = useFilterParams(FILTERS);
  const today = browserToday();
  const f: TStaffingFilters = {
    from: values.from || monthStart(today, -11),
    to: values.to || today,
    groupBy: isGroup(values.groupBy) ? values.groupBy : 'department',
    organizationId: values.organizationId,
    departmentId: values.departmentId,
  };
  const query = useQuery(staffingQuery(f));
  const r = query.data;
  const locale = intlLocale(i18n.language);
  const monthLabel = (m: string) => formatMonthShort(m, i18n.language);
  const percent = (v: number) =>
    t('staffing.percent', { value: v.toLocaleString(locale, { maximumFractionDigits: 1 }) });
  const groupName = (key: string | null, label: string | null) => {
    if (label) return label;
    if (!key) return t('staffing.notSet');
    if (f.groupBy === 'gender') return t(`employees:gender.${key}`, { defaultValue: key });
    return t(`employees:employmentType.${key}`, { defaultValue: key });
  };
  const anyone = r && r.totals.start + r.totals.end + r.totals.joiners + r.totals.leavers > 0;
  const heads = (
    <>
      <Table.Th ta="right">{t('staffing.start')}</Table.Th>
      <Table.Th ta="right">{t('staffing.end')}</Table.Th>
      <Table.Th ta="right">{t('staffing.joiners')}</Table.Th>
      <Table.Th ta="right">{t('staffing.leavers')}</Table.Th>
      <Table.Th ta="right">{t('staffing.turnover')}</Table.Th>
    </>
  );
  const _scroll = { viewportProps: { tabIndex: 0 } };
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Text c="dimmed" size="sm" mt={-12}>
        {t('staffing.intro')}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayRangeFilter from={f.from} to={f.to} onChange={setFilter} />
        <OrgDeptFilter
          organizationId={f.organizationId}
          departmentId={f.departmentId}
          onOrganization={(v) => setFilter('organizationId', v)}
          onDepartment={(v) => setFilter('departmentId', v)}
        />
        <Select
          label={t('staffing.groupBy')}
          data={STAFFING_GROUPS.map((g) => ({ value: g, label: t(`staffing.groups.${g}`) }))}
          value={f.groupBy}
          onChange={(v) => setFilter('groupBy', v ?? '')}
          allowDeselect={false}
          w={190}
          data-testid="filter-groupBy"
        />
      </Group>
      <QueryStates
        query={{ ...query, data: anyone ? r.months : [] }}
        empty={t('staffing.empty')}
        testId="report-empty"
      />
      {r && anyone && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
            <StatCard label={t('staffing.start')} value={r.totals.start} testId="figure-start" />
            <StatCard label={t('staffing.end')} value={r.totals.end} testId="figure-end" />
            <StatCard label={t('staffing.joiners')} value={r.totals.joiners} testId="figure-joiners" />
            <StatCard label={t('staffing.leavers')} value={r.totals.leavers} testId="figure-leavers" />
            <StatCard
              label={t('staffing.turnoverRate')}
              value={r.totals.turnover === null ? '—' : percent(r.totals.turnover)}
              testId="figure-turnover"
            />
          </SimpleGrid>
          <Suspense fallback={null}>
            <StaffingCharts months={r.months} label={monthLabel} />
          </Suspense>
          <ReportPanel
            title={t('staffing.byGroup', { group: t(`staffing.groups.${f.groupBy}`) })}
            actions={<ExportButton href={staffingExportUrl('groups', f, i18n.language)} testId="export-groups" xlsx />}
          >
            <ReportTable minWidth={640} testId="report-groups" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`staffing.groups.${f.groupBy}`)}</Table.Th>
                  {heads}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.groups.map((g) => (
                  <Table.Tr key={g.key ?? ''} data-testid="group-row">
                    <Table.Td>{groupName(g.key, g.label)}</Table.Td>
                    <FigureCells x={g} percent={percent} />
                  </Table.Tr>
                ))}
                <Table.Tr fw={700} data-testid="total-row">
                  <Table.Td>{t('staffing.total')}</Table.Td>
                  <FigureCells x={r.totals} percent={percent} />
                </Table.Tr>
              </Table.Tbody>
            </ReportTable>
            <Text size="xs" c="dimmed" mt="xs">
              {t('staffing.turnoverHint')}
            </Text>
          </ReportPanel>
          <ReportPanel
            title={t('staffing.months')}
            actions={<ExportButton href={staffingExportUrl('months', f, i18n.language)} testId="export-months" xlsx />}
          >
            <ReportTable minWidth={640} testId="report-months" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staffing.month')}</Table.Th>
                  {heads}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.months.map((m) => (
                  <Table.Tr key={m.month} data-testid="month-row">
                    <Table.Td>{monthLabel(m.month)}</Table.Td>
                    <FigureCells x={m} percent={percent} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </ReportTable>
          </ReportPanel>
        </>
      )}
    </Stack>
  );
}
