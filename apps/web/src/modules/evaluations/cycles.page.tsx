import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconLock, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { Link } from 'react-router';
import { CYCLE_STATUSES, type TCycle } from '@staffdesk/core/evaluations-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CycleStatus, ScoreBar } from './evaluation-parts.component.tsx';
import { closeCycle, cycleListQuery, deleteCycle, EVALUATION_PATHS, EVALUATIONS_KEY } from './evaluations.api.ts';

const FILTERS = ['status'] as const;

/** `/evalutions/listing`: the evaluation cycles, open ones first, with how far each has come. */
export function CyclesPage() {
  const { t } = useTranslation(['evaluations', 'menu', 'common']);
  const session = useShellSession();
  const confirmed = useConfirmedAction(EVALUATIONS_KEY);
  const title = t('menu:evaluations');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(cycleListQuery(params, values.status));
  const act = (x: TCycle, kind: 'close' | 'delete') =>
    kind === 'close'
      ? confirmed({
          title: t('cycles.close'),
          text: t('cycles.closeConfirm', { name: x.name }),
          color: 'orange',
          testId: 'confirm-close',
          done: t('cycles.closed'),
          run: () => closeCycle(x.id),
        })
      : confirmed({
          text: t('cycles.deleteConfirm', { name: x.name }),
          done: t('cycles.deleted'),
          run: () => deleteCycle(x.id),
        });
  const columns: TDataTableColumn<TCycle>[] = [
    {
      key: 'name',
      label: t('fields.cycle'),
      render: (x) => (
        <div>
          <Text
            size="sm"
            fw={600}
            component={Link}
            to={`${base}/${EVALUATION_PATHS.cycle}/${x.id}`}
            data-testid="row-name"
          >
            {x.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[x.organizationName, ...x.departments.map((d) => d.name)].join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      key: 'template',
      label: t('fields.template'),
      visibleFrom: 'lg',
      render: (x) => <Text size="sm">{x.template.name}</Text>,
    },
    {
      key: 'period',
      label: t('fields.period'),
      visibleFrom: 'md',
      render: (x) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(x.periodFrom)} – {formatDay(x.periodTo)}
        </Text>
      ),
    },
    {
      key: 'dueOn',
      label: t('fields.dueOn'),
      render: (x) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(x.dueOn)}
        </Text>
      ),
    },
    {
      key: 'progress',
      label: t('fields.completed'),
      render: (x) => (
        <Text size="sm" data-testid="cycle-progress">
          {t('cycles.progress', { done: x.completed, all: x.reviews })}
        </Text>
      ),
    },
    {
      key: 'average',
      label: t('fields.averageScore'),
      visibleFrom: 'sm',
      render: (x) =>
        x.averageScore === null ? (
          <Text size="sm">—</Text>
        ) : (
          <ScoreBar value={x.averageScore} label={t('fields.averageScore')} />
        ),
    },
    { key: 'status', label: t('fields.status'), render: (x) => <CycleStatus status={x.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) => (
        <RowActions>
          {canDo(session, 'evaluations', 'edit') && (
            <EditAction subject={x.name} to={`${base}/${EVALUATION_PATHS.add}/${x.id}`} />
          )}
          {x.status === 'open' && canDo(session, 'evaluations', 'edit') && (
            <RowAction
              label={t('cycles.close')}
              subject={x.name}
              icon={IconLock}
              color="orange"
              onClick={() => act(x, 'close')}
              testId="cycle-close"
            />
          )}
          {canDo(session, 'evaluations', 'delete') && (
            <DeleteAction subject={x.name} onClick={() => act(x, 'delete')} />
          )}
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
          <Group gap="xs">
            <Button
              component={Link}
              to={`${base}/${EVALUATION_PATHS.templates}`}
              variant="default"
              leftSection={<IconClipboardList size={16} aria-hidden />}
              data-testid="templates-link"
            >
              {t('menu:evaluationTemplates')}
            </Button>
            {canDo(session, 'evaluations', 'add') && (
              <Button
                component={Link}
                to={`${base}/${EVALUATION_PATHS.add}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="cycle-add"
              >
                {t('cycles.add')}
              </Button>
            )}
          </Group>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('cycles.search')}
        filters={
          <StatusFilter
            label={t('fields.status')}
            statuses={CYCLE_STATUSES}
            labelOf={(s) => t(`statuses.${s}`)}
            value={values.status}
            onChange={(v) => setFilter('status', v)}
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('cycles.empty') }}
        testId="cycle-table"
      />
    </Stack>
  );
}
