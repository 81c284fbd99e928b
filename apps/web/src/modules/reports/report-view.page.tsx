import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Pagination } from '../../platform/pagination.component.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { ReportPanel } from '../../platform/report-panel.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ReportExport } from './report-export.component.tsx';
import { customReportQuery, customRunQuery, REPORT_PATHS } from './reports.api.ts';
import { useReportLabels } from './report-labels.ts';
import { ResultTable } from './result-table.component.tsx';

const ResultChart = lazy(() => import('./result-chart.component.tsx').then((m) => ({ default: m.ResultChart })));

/** `/reportscustom/view/:id`: a saved report run now, paged, with its chart and its CSV and Excel. */
export function ReportViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['reports', 'menu', 'common']);
  const session = useShellSession();
  const base = `/${session.account}`;
  const report = useQuery(customReportQuery(id));
  const r = report.data;
  const title = r?.name ?? t('menu:customReports');
  usePageTitle(title);
  const [params, setParams] = useListParams({ pageSize: 25 });
  const run = useQuery({ ...customRunQuery(id, params), enabled: !!r });
  const chartKind = r && r.definition.groups.length > 0 && r.definition.chart !== 'none' ? r.definition.chart : null;
  const chart = useQuery({ ...customRunQuery(id, params, true), enabled: !!chartKind });
  const result = run.data;
  const labels = useReportLabels(r?.definition.source ?? '');
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:dashboard'), to: sessionHome(session) },
          { label: t('menu:customReports'), to: `${base}/${REPORT_PATHS.custom}` },
          { label: title },
        ]}
        title={title}
        actions={
          r && (
            <Group gap="xs">
              {r.mine && canDo(session, 'customReports', 'edit') && (
                <Button
                  component={Link}
                  to={`${base}/${REPORT_PATHS.customAdd}/${r.id}`}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  data-testid="report-edit"
                >
                  {t('custom.edit')}
                </Button>
              )}
              {result && <ReportExport reportId={r.id} rows={result.total} />}
            </Group>
          )
        }
      />
      {r?.description && (
        <Text c="dimmed" size="sm" mt={-12}>
          {r.description}
        </Text>
      )}
      <QueryStates query={{ ...report, data: r ? [r] : undefined }} empty="" testId="report-missing" />
      {r && chartKind && chart.data && chart.data.rows.length > 0 && (
        <ReportPanel
          title={t('custom.chartOf', {
            measure: labels.header(chart.data.columns.find((c) => c.measure)!),
            group: r.definition.groups.map((g) => labels.columnName(g.column)).join(' × '),
          })}
          testId="report-chart"
        >
          <Suspense fallback={null}>
            <ResultChart source={r.definition.source} result={chart.data} kind={chartKind} />
          </Suspense>
        </ReportPanel>
      )}
      {r && (
        <ReportPanel
          title={t('custom.total', { count: result?.total ?? 0 })}
          actions={
            pages > 1 && (
              <Pagination
                total={pages}
                value={params.page}
                onChange={(page) => setParams({ ...params, page })}
                size="sm"
                data-testid="report-pages"
              />
            )
          }
        >
          <QueryStates query={{ ...run, data: result?.rows }} empty={t('custom.previewEmpty')} testId="report-empty" />
          {result && result.rows.length > 0 && (
            <ResultTable source={r.definition.source} result={result} testId="report-result" />
          )}
        </ReportPanel>
      )}
    </Stack>
  );
}
