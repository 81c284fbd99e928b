import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconLayoutKanban, IconList, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { minutesText, TASK_STATUSES, type TTask, type TTaskStatus } from '@staffdesk/core/projects-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { QueryStates } from '../../platform/query-states.component.tsx';
import { RemoteSelect } from '../../platform/remote-select.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PriorityFilter, ProjectPriority, TaskStatus } from './project-parts.component.tsx';
import {
  boardQuery,
  moveTask,
  PROJECT_PATHS,
  PROJECTS_KEY,
  projectQuery,
  projectSearch,
  taskListQuery,
} from './projects.api.ts';
import { TaskBoard } from './task-board.component.tsx';
import { TaskDrawer } from './task-drawer.component.tsx';
import { TaskFormModal } from './task-form.modal.tsx';

const FILTERS = ['projectId', 'status', 'priority', 'overdue', 'all'] as const;

/**
 * `/projectstasks/listing` (HR and sub admins with the projects page) and `/projectstasks/mytasks` (an employee): the
 * tasks as a board (drag a card to another column, or "Move to") or a list, filtered by project, priority and
 * overdue. A task opens in a drawer (`?task=<id>`, where the assignment notice leads) with its time logs; its
 * assignee logs time there. An employee sees their own tasks, or every task of their projects.
 */
export function TasksPage() {
  const { t } = useTranslation(['projects', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const staff = session.loginType !== 'emp';
  const title = t(staff ? 'menu:projectTasks' : 'menu:myTasks');
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'list' ? 'list' : 'board';
  const openId = search.get('task') ?? '';
  const setParam = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'task' },
    );
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const f = {
    projectId: values.projectId || undefined,
    priority: values.priority || undefined,
    overdue: values.overdue || undefined,
    mine: !staff && values.all !== '1' ? '1' : undefined,
  };
  const list = useQuery({
    ...taskListQuery(params, { ...f, status: values.status || undefined }),
    enabled: view === 'list',
  });
  const board = boardQuery(params.search, f);
  const boardRows = useQuery({ ...board, enabled: view === 'board' });
  const project = useQuery({ ...projectQuery(values.projectId), enabled: !!values.projectId });
  const [editing, setEditing] = useState<TTask | 'new' | null>(null);
  const [typed, setTyped] = useState(params.search);

  const move = async (task: TTask, status: TTaskStatus) => {
    client.setQueryData(board.queryKey, (rows) => rows?.map((x) => (x.id === task.id ? { ...x, status } : x)));
    try {
      await moveTask(task.id, status);
      notifySuccess(t('board.moved', { status: t(`taskStatuses.${status}`) }));
    } catch (e) {
      notifyError(errorText(t, e));
    }
    await client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
  };

  const columns: TDataTableColumn<TTask>[] = [
    {
      key: 'title',
      label: t('fields.title'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600} data-testid="row-title">
            {x.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {x.projectName}
          </Text>
        </div>
      ),
    },
    {
      key: 'assignee',
      label: t('fields.assignee'),
      visibleFrom: 'md',
      render: (x) => <Text size="sm">{x.assignee.name || '—'}</Text>,
    },
    {
      key: 'dueOn',
      label: t('fields.dueOn'),
      visibleFrom: 'sm',
      render: (x) => (
        <Text size="sm" c={x.overdue ? 'red' : undefined}>
          {x.dueOn ? formatDay(x.dueOn) : '—'}
        </Text>
      ),
    },
    {
      key: 'logged',
      label: t('fields.logged'),
      visibleFrom: 'md',
      align: 'right',
      render: (x) => <Text size="sm">{x.loggedMinutes ? minutesText(x.loggedMinutes) : '—'}</Text>,
    },
    {
      key: 'priority',
      label: t('fields.priority'),
      visibleFrom: 'sm',
      render: (x) => <ProjectPriority priority={x.priority} />,
    },
    { key: 'status', label: t('fields.status'), render: (x) => <TaskStatus status={x.status} /> },
  ];

  const projectFilter = (
    <RemoteSelect
      aria-label={t('fields.project')}
      placeholder={t('allProjects')}
      query={projectSearch}
      value={values.projectId}
      currentLabel={project.data?.name}
      onChange={(v) => setFilter('projectId', v)}
      clearable
      w={220}
      data-testid="filter-project"
    />
  );
  const filters = (
    <Group gap="sm" wrap="wrap" align="center">
      {projectFilter}
      {view === 'list' && (
        <StatusFilter
          label={t('fields.status')}
          statuses={TASK_STATUSES}
          labelOf={(s) => t(`taskStatuses.${s}`)}
          value={values.status}
          onChange={(v) => setFilter('status', v)}
        />
      )}
      <PriorityFilter value={values.priority} onChange={(v) => setFilter('priority', v)} />
      <Checkbox
        label={t('overdueOnly')}
        checked={values.overdue === '1'}
        onChange={(e) => setFilter('overdue', e.currentTarget.checked ? '1' : '')}
        data-testid="filter-overdue"
      />
      {!staff && (
        <Checkbox
          label={t('mineOnly')}
          checked={values.all !== '1'}
          onChange={(e) => setFilter('all', e.currentTarget.checked ? '' : '1')}
          data-testid="filter-mine"
        />
      )}
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            <SegmentedControl
              value={view}
              onChange={(v) => setParam('view', v === 'list' ? 'list' : '')}
              data={[
                {
                  value: 'board',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconLayoutKanban size={16} aria-hidden />
                      {t('view.board')}
                    </Group>
                  ),
                },
                {
                  value: 'list',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <IconList size={16} aria-hidden />
                      {t('view.list')}
                    </Group>
                  ),
                },
              ]}
              data-testid="task-view"
            />
            {staff && canDo(session, 'projects', 'add') && (
              <ImportLink to={`/${session.account}/${PROJECT_PATHS.importTasks}`} testId="tasks-import" />
            )}
            {staff && canDo(session, 'projects', 'add') && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing('new')}
                // the new task starts in the filtered project: wait for its name
                disabled={!!values.projectId && !project.data}
                data-testid="task-add"
              >
                {t('addTask')}
              </Button>
            )}
          </Group>
        }
      />
      {view === 'list' ? (
        <DataTable
          caption={title}
          columns={columns}
          {...queryTableProps(list)}
          params={params}
          onParamsChange={setParams}
          searchPlaceholder={t('searchTasks')}
          filters={filters}
          filtered={filtered}
          onClearFilters={clearFilters}
          onRowClick={(x) => setParam('task', x.id)}
          empty={{ hint: t('emptyTasks') }}
          testId="task-table"
        />
      ) : (
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap" align="center">
            <TextInput
              aria-label={t('searchTasks')}
              placeholder={t('searchTasks')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              onBlur={() => setParams({ search: typed.trim() })}
              onKeyDown={(e) => e.key === 'Enter' && setParams({ search: typed.trim() })}
              w={220}
              data-testid="board-search"
            />
            {filters}
          </Group>
          <QueryStates query={boardRows} empty={t('emptyTasks')} testId="board-empty" height={320} />
          {!!boardRows.data?.length && (
            <TaskBoard
              tasks={boardRows.data}
              canMove={(x) => x.canMove}
              onMove={move}
              onOpen={(x) => setParam('task', x.id)}
              showProject={!values.projectId}
            />
          )}
        </Stack>
      )}
      {openId && (
        <TaskDrawer
          id={openId}
          onClose={() => setParam('task', '')}
          onEdit={(x) => {
            setEditing(x);
          }}
        />
      )}
      {editing && (
        <TaskFormModal
          task={editing === 'new' ? null : editing}
          project={editing === 'new' && project.data ? { id: project.data.id, name: project.data.name } : null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
