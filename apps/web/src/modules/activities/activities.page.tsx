import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { Link } from 'react-router';
import type { TActivity } from '@staffdesk/core/activities-api';
import { minutesText } from '@staffdesk/core/projects-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayRangeFilter } from '../../platform/day-range-filter.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { DeleteAction, EditAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import {
  ACTIVITIES_KEY,
  ACTIVITY_PATHS,
  activityListQuery,
  activityOptionsQuery,
  deleteActivity,
} from './activities.api.ts';

const FILTERS = ['typeId', 'statusId', 'from', 'to'] as const;

/** A status with its colour as a dot (the text keeps its contrast in both themes). */
export function ActivityStatus({ status }: { status: TActivity['status'] }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid="activity-status">
      <Box
        w={10}
        h={10}
        style={{ borderRadius: '50%', background: status.color ?? 'gray', flex: 'none' }}
        aria-hidden
      />
      <Text size="sm">{status.name}</Text>
    </Group>
  );
}

/**
 * `/employeesactivity/listing` (Log Activity): HR and sub admins with the activity page see their employees'
 * activities, newest first, by type, status and days; an employee sees and logs their own.
 */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation(['activities', 'menu', 'common']);
  const session = useShellSession();
  const confirmed = useConfirmedAction(ACTIVITIES_KEY);
  const title = t('menu:activityLog');
  usePageTitle(title);
  const base = `/${session.account}`;
  const staff = session.loginType !== 'emp';
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(activityListQuery(params, values));
  const options = useQuery(activityOptionsQuery);
  const canAdd = !staff || canDo(session, 'activity', 'add');
  const remove = (a: TActivity) =>
    confirmed({
      text: t('deleteConfirm', { name: a.employee.name }),
      done: t('deleted'),
      run: () => deleteActivity(a.id),
    });
  const columns: TDataTableColumn<TActivity>[] = [
    { key: 'doneOn', label: t('fields.doneOn'), render: (a) => <Text size="sm">{formatDay(a.doneOn)}</Text> },
    ...(staff
      ? [
          {
            key: 'employee',
            label: t('fields.employee'),
            render: (a: TActivity) => (
              <div>
                <Text size="sm" fw={600}>
                  {a.employee.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.employee.code}
                </Text>
              </div>
            ),
          },
        ]
      : []),
    {
      key: 'type',
      label: t('fields.type'),
      render: (a) => (
        <div>
          <Text size="sm" data-testid="activity-type">
            {a.type.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {a.notes ?? ''}
          </Text>
        </div>
      ),
    },
    { key: 'status', label: t('fields.status'), render: (a) => <ActivityStatus status={a.status} /> },
    {
      key: 'evaluation',
      label: t('fields.evaluation'),
      visibleFrom: 'sm',
      render: (a) => (
        <Text size="sm" c={a.evaluation ? undefined : 'dimmed'}>
          {a.evaluation ? `${a.evaluation.name} (${a.evaluation.valuation} %)` : t('notEvaluated')}
        </Text>
      ),
    },
    {
      key: 'minutes',
      label: t('fields.duration'),
      visibleFrom: 'md',
      align: 'right',
      render: (a) => <Text size="sm">{minutesText(a.minutes)}</Text>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (a) =>
        a.editable ? (
          <RowActions>
            <EditAction subject={a.type.name} to={`${base}/${ACTIVITY_PATHS.add}/${a.id}`} />
            {(!staff || canDo(session, 'activity', 'delete')) && (
              <DeleteAction subject={a.type.name} onClick={() => remove(a)} />
            )}
          </RowActions>
        ) : null,
    },
  ];
  const choice = (key: 'typeId' | 'statusId', rows: { id: string; name: string }[], label: string) => (
    <Select
      aria-label={label}
      placeholder={label}
      data={rows.map((r) => ({ value: r.id, label: r.name }))}
      value={values[key] || null}
      onChange={(v) => setFilter(key, v ?? '')}
      clearable
      w={180}
      data-testid={`filter-${key}`}
    />
  );
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            {canAdd && (
              <Button
                component={Link}
                to={`${base}/${ACTIVITY_PATHS.add}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="activity-add"
              >
                {t('add')}
              </Button>
            )}
            <ExportButton
              href={exportUrl('/activities', params, values, i18n.language)}
              testId="activities-export"
              xlsx
            />
          </Group>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('search')}
        filters={
          <Group gap="sm" wrap="wrap" align="flex-end">
            {choice('typeId', options.data?.types ?? [], t('fields.type'))}
            {choice('statusId', options.data?.statuses ?? [], t('fields.status'))}
            <DayRangeFilter from={values.from} to={values.to} onChange={setFilter} clearable />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: staff ? t('empty') : t('emptyMine') }}
        testId="activity-table"
      />
    </Stack>
  );
}
