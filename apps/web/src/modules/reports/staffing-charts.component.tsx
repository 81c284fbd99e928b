import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStaffingMonth } from '@staffdesk/core/staffing-api';
import { ReportPanel } from '../../platform/report-panel.component.tsx';

/**
 * The staffing report's two charts: the headcount at the end of each month, and the joiners and leavers of each.
 * Drawn for the eye; the month table below carries the same numbers for everyone (the charts are hidden from
 * screen readers, and not focusable).
 */
export function StaffingCharts({ months, label }: { months: readonly TStaffingMonth[]; label: (m: string) => string }) {
  const { t } = useTranslation('reports');
  const data = months.map((m) => ({ ...m, month: label(m.month) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ReportPanel title={t('staffing.headcountByMonth')} testId="chart-headcount">
        <div aria-hidden>
          <AreaChart
            h={240}
            data={data}
            dataKey="month"
            series={[{ name: 'end', label: t('staffing.headcount'), color: 'violet.6' }]}
            curveType="monotone"
            areaChartProps={{ accessibilityLayer: false }}
            withDots={months.length <= 24}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            gridAxis="y"
          />
        </div>
      </ReportPanel>
      <ReportPanel title={t('staffing.movesByMonth')} testId="chart-moves">
        <div aria-hidden>
          <BarChart
            h={240}
            data={data}
            dataKey="month"
            series={[
              { name: 'joiners', label: t('staffing.joiners'), color: 'teal.6' },
              { name: 'leavers', label: t('staffing.leavers'), color: 'orange.6' },
            ]}
            withLegend
            barChartProps={{ accessibilityLayer: false }}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            gridAxis="y"
          />
        </div>
      </ReportPanel>
    </SimpleGrid>
  );
}
