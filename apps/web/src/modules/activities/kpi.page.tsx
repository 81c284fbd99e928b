import { Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserMonth } from '../../shell/date-format.ts';
import type { TKpiRow } from '@staffdesk/core/activities-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { MonthInput } from '../../platform/day-input.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { kpiQuery } from './activities.api.ts';

const FILTERS = ['month'] as const;
const colorOf = (score: number) => (score >= 90 ? 'teal' : score >= 60 ? 'blue' : 'orange');

/**
 * `/employeestaregetactvity/kpi`: a month's KPI score per employee with targets — each target's achievement capped at
 * 100 %, weighed by its valuation — with how many targets and activities it stands on.
 */
export function KpiPage() {
  const { t } = useTranslation(['activities', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:activityKpi');
  usePageTitle(title);
  const [params, setParams] = useListParams();
  const [values, setFilter] = useFilterParams(FILTERS);
  const month = values.month || browserMonth();
  const query = useQuery(kpiQuery(params, month));
  const columns: TDataTableColumn<TKpiRow & { id: string }>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600}>
            {x.employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {x.employee.code} · {x.organizationName}
          </Text>
        </div>
      ),
    },
    { key: 'targets', label: t('fields.targets'), align: 'right', render: (x) => <Text size="sm">{x.targets}</Text> },
    {
      key: 'activities',
      label: t('fields.activities'),
      align: 'right',
      visibleFrom: 'sm',
      render: (x) => <Text size="sm">{x.activities}</Text>,
    },
    {
      key: 'score',
      label: t('fields.score'),
      render: (x) =>
        x.score === null ? (
          <Text size="sm" c="dimmed">
            {t('kpi.noScore')}
          </Text>
        ) : (
          <Group gap={8} wrap="nowrap" w={200}>
            <Progress
              value={x.score}
              color={colorOf(x.score)}
              size="lg"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={t('fields.score')}
            />
            <Text size="sm" fw={700} w={52} ta="right" data-testid="kpi-score">
              {x.score}
            </Text>
          </Group>
        ),
    },
  ];
  const rows = query.data?.rows.map((r) => ({ ...r, id: r.employee.id }));
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Text size="sm" c="dimmed">
        {t('kpi.hint')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps({ ...query, data: query.data ? { ...query.data, rows: rows ?? [] } : undefined })}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('searchTargets')}
        filters={
          <MonthInput
            label={t('fields.month')}
            value={month}
            onChange={(m) => setFilter('month', m)}
            w={160}
            data-testid="filter-month"
          />
        }
        empty={{ hint: t('kpi.empty') }}
        testId="kpi-table"
      />
    </Stack>
  );
}
