import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconSubtask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { Link } from 'react-router';
import { formatMoney } from '@staffdesk/core/money';
import { PROJECT_STATUSES, type TProject } from '@staffdesk/core/projects-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { Completion, PriorityFilter, ProjectPriority, ProjectStatus } from './project-parts.component.tsx';
import { deleteProject, PROJECT_PATHS, PROJECTS_KEY, projectListQuery } from './projects.api.ts';

const FILTERS = ['status', 'priority'] as const;

/**
 * `/projects/listing` (spec "Work plan"): HR and sub admins with the projects page see their organizations'
 * projects, open ones first and the nearest due first, with completion, open and overdue tasks and logged time;
 * an employee sees the projects they head or belong to. Each opens its tasks.
 */
export function ProjectsPage() {
  const { t, i18n } = useTranslation(['projects', 'menu', 'common']);
  const session = useShellSession();
  const confirmed = useConfirmedAction(PROJECTS_KEY);
  const title = t('menu:projects');
  usePageTitle(title);
  const base = `/${session.account}`;
  const staff = session.loginType !== 'emp';
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(projectListQuery(params, values));
  const tasksPath = (p: TProject) => `${base}/${staff ? PROJECT_PATHS.tasks : PROJECT_PATHS.myTasks}?projectId=${p.id}`;
  const remove = (p: TProject) =>
    confirmed({ text: t('deleteConfirm', { name: p.name }), done: t('deleted'), run: () => deleteProject(p.id) });
  const columns: TDataTableColumn<TProject>[] = [
    {
      key: 'name',
      label: t('fields.name'),
      render: (p) => (
        <div>
          <Text size="sm" fw={600} data-testid="row-name">
            {p.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[p.organizationName, p.groupName].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      key: 'head',
      label: t('fields.head'),
      visibleFrom: 'md',
      render: (p) => <Text size="sm">{p.head.name || '—'}</Text>,
    },
    {
      key: 'dueOn',
      label: t('fields.dueOn'),
      visibleFrom: 'sm',
      render: (p) => (
        <div>
          <Text size="sm">{formatDay(p.dueOn)}</Text>
          {p.overdueTasks > 0 && (
            <Text size="xs" c="red" data-testid="overdue-tasks">
              {t('fields.overdueTasks')}: {p.overdueTasks}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'tasks',
      label: t('fields.tasks'),
      visibleFrom: 'lg',
      render: (p) => (
        <div>
          <Text size="xs">{t('counts', { open: p.openTasks, total: p.taskCount })}</Text>
          <Text size="xs" c="dimmed">
            {t('fields.loggedHours')}: {(p.loggedMinutes / 60).toLocaleString(intlLocale(i18n.language))}
          </Text>
        </div>
      ),
    },
    {
      key: 'value',
      label: t('fields.value'),
      visibleFrom: 'xl',
      align: 'right',
      render: (p) => (
        <Text size="sm">{p.value ? formatMoney(p.value, p.currency, intlLocale(i18n.language)) : '—'}</Text>
      ),
    },
    { key: 'completion', label: t('fields.completion'), render: (p) => <Completion value={p.completion} /> },
    {
      key: 'priority',
      label: t('fields.priority'),
      visibleFrom: 'sm',
      render: (p) => <ProjectPriority priority={p.priority} />,
    },
    { key: 'status', label: t('fields.status'), render: (p) => <ProjectStatus status={p.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (p) => (
        <RowActions>
          <RowAction label={t('tasksOf')} subject={p.name} icon={IconSubtask} to={tasksPath(p)} testId="row-tasks" />
          {canDo(session, 'projects', 'edit') && (
            <EditAction subject={p.name} to={`${base}/${PROJECT_PATHS.add}/${p.id}`} />
          )}
          {canDo(session, 'projects', 'delete') && <DeleteAction subject={p.name} onClick={() => remove(p)} />}
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
          staff && (
            <Group gap="xs">
              {canDo(session, 'projects', 'add') && (
                <Button
                  component={Link}
                  to={`${base}/${PROJECT_PATHS.add}`}
                  leftSection={<IconPlus size={16} aria-hidden />}
                  data-testid="project-add"
                >
                  {t('add')}
                </Button>
              )}
              <ExportButton
                href={exportUrl('/projects', params, values, i18n.language)}
                testId="projects-export"
                xlsx
              />
            </Group>
          )
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
            <StatusFilter
              label={t('fields.status')}
              statuses={PROJECT_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
            />
            <PriorityFilter value={values.priority} onChange={(v) => setFilter('priority', v)} />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: staff ? t('empty') : t('emptyMine') }}
        testId="project-table"
      />
    </Stack>
  );
}
