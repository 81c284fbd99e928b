import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconBook2, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COURSE_STATUSES, type TCourse } from '@staffdesk/core/training-api';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { DeleteAction, EditAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { StatusFilter } from '../../platform/status-filter.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CourseStatus } from './training-parts.component.tsx';
import { courseListQuery, deleteCourse, TRAINING_KEY, TRAINING_PATHS } from './training.api.ts';

const FILTERS = ['status', 'typeId'] as const;

/** `/course`: the courses, their chapters and who has them. */
export function CoursesPage() {
  const { t } = useTranslation(['training', 'menu', 'common']);
  const session = useShellSession();
  const title = t('menu:courses');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(courseListQuery(params, values));
  const types = useQuery(resourceOptionsQuery('courseType'));
  const confirmed = useConfirmedAction(TRAINING_KEY);
  const columns: TDataTableColumn<TCourse>[] = [
    {
      key: 'title',
      label: t('fields.course'),
      render: (x) => (
        <div>
          <Text
            size="sm"
            fw={600}
            component={Link}
            to={`${base}/${TRAINING_PATHS.chapters}?courseId=${x.id}`}
            data-testid="row-title"
          >
            {x.title}
          </Text>
          <Text size="xs" c="dimmed">
            {x.type.name}
          </Text>
        </div>
      ),
    },
    {
      key: 'chapters',
      label: t('fields.chapters'),
      align: 'right',
      render: (x) => <Text size="sm">{x.chapters}</Text>,
    },
    {
      key: 'assigned',
      label: t('fields.assigned'),
      align: 'right',
      visibleFrom: 'sm',
      render: (x) => <Text size="sm">{x.assigned}</Text>,
    },
    {
      key: 'completed',
      label: t('fields.completed'),
      align: 'right',
      visibleFrom: 'sm',
      render: (x) => <Text size="sm">{x.completed}</Text>,
    },
    { key: 'status', label: t('fields.status'), render: (x) => <CourseStatus status={x.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) => (
        <RowActions>
          <RowAction
            label={t('chapters.title')}
            subject={x.title}
            icon={IconBook2}
            to={`${base}/${TRAINING_PATHS.chapters}?courseId=${x.id}`}
            testId="row-chapters"
          />
          <RowAction
            label={t('assignments.title')}
            subject={x.title}
            icon={IconUsers}
            to={`${base}/${TRAINING_PATHS.assignments}/${x.id}`}
            testId="row-employees"
          />
          {canDo(session, 'training', 'edit') && (
            <EditAction subject={x.title} to={`${base}/${TRAINING_PATHS.courseAdd}/${x.id}`} />
          )}
          {canDo(session, 'training', 'delete') && x.assigned === 0 && (
            <DeleteAction
              subject={x.title}
              onClick={() =>
                confirmed({
                  text: t('courses.deleteConfirm', { name: x.title }),
                  done: t('courses.deleted'),
                  run: () => deleteCourse(x.id),
                })
              }
            />
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
          canDo(session, 'training', 'add') && (
            <Group>
              <Button
                component={Link}
                to={`${base}/${TRAINING_PATHS.courseAdd}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="course-add"
              >
                {t('courses.add')}
              </Button>
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
        searchPlaceholder={t('courses.search')}
        filters={
          <Group gap="sm">
            <StatusFilter
              label={t('fields.status')}
              statuses={COURSE_STATUSES}
              labelOf={(s) => t(`statuses.${s}`)}
              value={values.status}
              onChange={(v) => setFilter('status', v)}
            />
            <Select
              label={t('fields.type')}
              data={(types.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={values.typeId || null}
              onChange={(v) => setFilter('typeId', v ?? '')}
              clearable
              w={200}
              data-testid="filter-type"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('courses.empty') }}
        testId="course-table"
      />
    </Stack>
  );
}
