import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_ROWS, type TReportDefinition } from '@staffdesk/core/custom-reports-api';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { ReportPanel } from '../../platform/report-panel.component.tsx';
import { previewReport, REPORTS_KEY } from './reports.api.ts';
import { ResultTable } from './result-table.component.tsx';

const ResultChart = lazy(() => import('./result-chart.component.tsx').then((m) => ({ default: m.ResultChart })));

/** The builder's live preview: the first rows (and the chart) of the definition as it stands, once it is whole. */
export function ReportPreview({ definition, ready }: { definition: TReportDefinition; ready: boolean }) {
  const { t } = useTranslation('reports');
  const [d] = useDebouncedValue(definition, 400);
  const key = JSON.stringify(d);
  const rows = useQuery({
    queryKey: [REPORTS_KEY, 'preview', key],
    queryFn: ({ signal }) => previewReport(d, false, signal),
    enabled: ready,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const chartKind = d.groups.length > 0 && d.chart !== 'none' ? d.chart : null;
  const chart = useQuery({
    queryKey: [REPORTS_KEY, 'preview', key, 'chart'],
    queryFn: ({ signal }) => previewReport(d, true, signal),
    enabled: ready && !!chartKind,
    placeholderData: (previous) => previous,
    retry: false,
  });
  const result = rows.data;
  return (
    <ReportPanel title={t('custom.preview')} testId="report-preview">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="preview-total">
          {result ? `${t('custom.total', { count: result.total })} · ` : ''}
          {t('custom.previewHint', { count: PREVIEW_ROWS })}
        </Text>
        {chartKind && chart.data && chart.data.rows.length > 0 && (
          <Suspense fallback={null}>
            <ResultChart source={d.source} result={chart.data} kind={chartKind} />
          </Suspense>
        )}
        {ready && (
          <QueryStates
            query={{ ...rows, data: result?.rows }}
            empty={t('custom.previewEmpty')}
            testId="preview-empty"
          />
        )}
        {result && result.rows.length > 0 && <ResultTable source={d.source} result={result} testId="preview-table" />}
      </Stack>
    </ReportPanel>
  );
}
