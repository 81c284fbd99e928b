import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TReport } from '@staffdesk/core/payroll-reports';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { runsQuery } from './payroll.api.ts';
import { NoticePayReport } from './report-notice-pay.component.tsx';
import { RunReport } from './report-run.component.tsx';
import { PayrollCost, YearToDate } from './report-year.component.tsx';
import { RunSelect } from './run-select.component.tsx';

const TABS = ['register', 'journal', 'statutory', 'ytd', 'noticePay', 'cost'] as const;
type TTab = (typeof TABS)[number];

/**
 * `/payroll_line_entry/allreports` (also `/reports/payrollReport`, issue 14): a processed run's register, journal and
 * statutory summaries; an organization's year to date and its leavers' notice pay (`/reports/noticePayReport`); the
 * cost of pay over a year. The tab is in the URL (`?tab=`).
 */
export function PayrollReportsPage() {
  const { t } = useTranslation(['payroll', 'menu']);
  const title = t('reports.title');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((x) => x === params.get('tab')) ?? 'register';
  const live = useQuery(runsQuery('live'));
  const closed = useQuery(runsQuery('closed'));
  const runs = [...(live.data ?? []), ...(closed.data ?? [])]
    .filter((r) => r.status !== 'open' && r.employees > 0)
    .sort((a, b) => b.periodFrom.localeCompare(a.periodFrom) || a.organizationTitle.localeCompare(b.organizationTitle));
  const [chosen, setChosen] = useState<string | null>(null);
  const run = runs.find((r) => r.id === chosen) ?? runs[0];
  const [year, setYear] = useState(new Date().getFullYear());
  const byRun = tab === 'register' || tab === 'journal' || tab === 'statutory';
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:payroll') }, { label: title }]} title={title} />
      <Text c="dimmed">{t('reports.intro')}</Text>
      <Tabs
        value={tab}
        onChange={(v) =>
          v &&
          setParams((p) => {
            p.set('tab', v);
            return p;
          })
        }
      >
        <Tabs.List>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x} data-testid={`report-tab-${x}`}>
              {t(`reports.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {byRun && <RunSelect runs={runs} value={run?.id ?? null} onChange={setChosen} testId="report-run" />}
      {byRun && live.data && closed.data && runs.length === 0 && <Text c="dimmed">{t('reports.noRuns')}</Text>}
      {byRun && run && <RunReport key={`${run.id}/${tab}`} run={run} report={tab as TReport} />}
      {tab === 'ytd' && <YearToDate year={year} onYear={setYear} />}
      {tab === 'noticePay' && <NoticePayReport year={year} onYear={setYear} />}
      {tab === 'cost' && <PayrollCost year={year} onYear={setYear} />}
    </Stack>
  );
}
