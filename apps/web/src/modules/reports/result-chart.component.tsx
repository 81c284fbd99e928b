import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { TReportResult } from '@staffdesk/core/custom-reports-api';
import { useReportLabels } from './report-labels.ts';

const COLORS = ['violet.6', 'teal.6', 'orange.6', 'blue.6', 'pink.6', 'lime.7', 'cyan.6', 'grape.6', 'gray.6'];
const SERIES_MAX = 8;

type TPivot = { data: Record<string, string | number>[]; series: { name: string; label: string; color: string }[] };

/**
 * A grouped result as chart data: the first measure over the date grouping (else the last grouping) on the x axis,
 * one series per value of the other grouping (and per currency), the largest eight kept and the rest as "Others".
 */
export function pivot(result: TReportResult, label: (i: number, v: string | number | null) => string, others: string) {
  const groups = result.columns.flatMap((c, i) => (c.measure ? [] : [i]));
  const m = result.columns.findIndex((c) => c.measure);
  const xAt = groups.find((i) => result.columns[i]!.by) ?? groups.at(-1)!;
  const seriesAt = groups.filter((i) => i !== xAt);
  const totals = new Map<string, number>();
  const xs: string[] = [];
  const cells = new Map<string, Map<string, number>>();
  for (const row of result.rows) {
    const x = label(xAt, row[xAt] ?? null);
    const s = seriesAt.length ? seriesAt.map((i) => label(i, row[i] ?? null)).join(' · ') : '';
    const v = Number(row[m] ?? 0);
    if (!cells.has(x)) {
      cells.set(x, new Map());
      xs.push(x);
    }
    cells.get(x)!.set(s, (cells.get(x)!.get(s) ?? 0) + v);
    totals.set(s, (totals.get(s) ?? 0) + Math.abs(v));
  }
  const ranked = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)!);
  const kept = ranked.slice(0, SERIES_MAX);
  const rest = ranked.length > SERIES_MAX;
  const names = [...kept, ...(rest ? [others] : [])];
  const data = xs.map((x) => {
    const point: Record<string, string | number> = { x };
    for (let i = 0; i < names.length; i++) point[`s${i}`] = 0;
    for (const [s, v] of cells.get(x)!) {
      const at = kept.indexOf(s);
      const key = `s${at === -1 ? kept.length : at}`;
      point[key] = Math.round(((point[key] as number) + v) * 100) / 100;
    }
    return point;
  });
  return {
    data,
    series: names.map((n, i) => ({ name: `s${i}`, label: n || '—', color: COLORS[i % COLORS.length]! })),
  } satisfies TPivot;
}

/** The chart of a grouped custom report (bars or lines); drawn for the eye, the table carries the numbers. */
export function ResultChart({ source, result, kind }: { source: string; result: TReportResult; kind: 'bar' | 'line' }) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels(source);
  const { data, series } = pivot(result, (i, v) => labels.cell(result.columns[i]!, v), t('custom.others'));
  const common = {
    h: 300,
    data,
    dataKey: 'x',
    series,
    withLegend: series.length > 1,
    yAxisProps: { width: 56 },
    gridAxis: 'y' as const,
  };
  return (
    <div aria-hidden data-testid="result-chart">
      {kind === 'line' ? (
        <LineChart {...common} curveType="monotone" lineChartProps={{ accessibilityLayer: false }} />
      ) : (
        <BarChart {...common} barChartProps={{ accessibilityLayer: false }} />
      )}
    </div>
  );
}
