import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { Link } from 'react-router';
import type { TTarget, TTargetKind } from '@staffdesk/core/activities-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { MonthInput } from '../../platform/day-input.component.tsx';
import { DeleteAction, EditAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { ACTIVITIES_KEY, deleteTarget, TARGET_PATHS, targetListQuery } from './activities.api.ts';
import { PercentBar } from '../../platform/percent-bar.component.tsx';

const FILTERS = ['month'] as const;
const PAGE = { type: 'monthlyTarget', summary: 'summaryTarget' } as const;

/** A month as `MM-YYYY`. */
export const showMonth = (m: string) => `${m.slice(5, 7)}-${m.slice(0, 4)}`;

/** An achievement: a bar to 100 % (teal once reached) and its percent. */
export function Achievement({ value }: { value: number }) {
  const { t } = useTranslation('activities');
  return <PercentBar value={value} label={t('fields.achievement')} testId="achievement" w={150} />;
}

/**
 * `/employeestaregetactvity/listing` (monthly targets, by activity type) and `/employeestaregetsummaryactvity/listing`
 * (summary targets): each employee's target of a month, what the month's activities achieved, its valuation.
 */
export function TargetsPage({ kind }: { kind: TTargetKind }) {
  const { t } = useTranslation(['activities', 'menu', 'common']);
  const session = useShellSession();
  const confirmed = useConfirmedAction(ACTIVITIES_KEY);
  const paths = TARGET_PATHS[kind];
  const title = t(paths.menu);
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(targetListQuery(params, kind, values.month));
  const page = PAGE[kind];
  const remove = (x: TTarget) =>
    confirmed({
      text: t('targets.deleteConfirm', { name: x.employee.name }),
      done: t('targets.deleted'),
      run: () => deleteTarget(x.id),
    });
  const columns: TDataTableColumn<TTarget>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600}>
            {x.employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {x.employee.code} · {showMonth(x.month)}
          </Text>
        </div>
      ),
    },
    ...(kind === 'type'
      ? [{ key: 'type', label: t('fields.type'), render: (x: TTarget) => <Text size="sm">{x.type?.name}</Text> }]
      : []),
    {
      key: 'goal',
      label: t('fields.goal'),
      visibleFrom: 'lg',
      render: (x) => (
        <Text size="xs" lineClamp={2}>
          {x.goal ?? '—'}
        </Text>
      ),
    },
    {
      key: 'figures',
      label: `${t('fields.achieved')} / ${t('fields.target')}`,
      align: 'right',
      render: (x) => (
        <Text size="sm" data-testid="achieved">
          {x.achieved} / {x.target}
        </Text>
      ),
    },
    { key: 'achievement', label: t('fields.achievement'), render: (x) => <Achievement value={x.achievement} /> },
    {
      key: 'valuation',
      label: t('fields.valuation'),
      visibleFrom: 'sm',
      align: 'right',
      render: (x) => <Text size="sm">{x.valuation} %</Text>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) => (
        <RowActions>
          {canDo(session, page, 'edit') && <EditAction subject={x.employee.name} to={`${base}/${paths.add}/${x.id}`} />}
          {canDo(session, page, 'delete') && <DeleteAction subject={x.employee.name} onClick={() => remove(x)} />}
        </RowActions>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canDo(session, page, 'add') && (
            <Button
              component={Link}
              to={`${base}/${paths.add}`}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="target-add"
            >
              {t('targets.add')}
            </Button>
          )
        }
      />
      <Text size="sm" c="dimmed">
        {t(kind === 'type' ? 'targets.typeHint' : 'targets.summaryHint')} · {t('targets.achievedHint')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('searchTargets')}
        filters={
          <MonthInput
            label={t('fields.month')}
            value={values.month}
            onChange={(m) => setFilter('month', m)}
            clearable
            w={160}
            data-testid="filter-month"
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('targets.empty') }}
        testId="target-table"
      />
    </Stack>
  );
}
