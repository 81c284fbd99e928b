import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TAssignment } from '@staffdesk/core/training-api';
import { useConfirmedAction } from '../../platform/confirmed-action.hook.ts';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime, formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { AssignModal } from './assign.modal.tsx';
import { CourseProgress, CourseStatus } from './training-parts.component.tsx';
import { assignmentListQuery, courseQuery, TRAINING_KEY, TRAINING_PATHS, unassign } from './training.api.ts';

/** `/course/training/:id` ("Employee Training"): who has the course, how far each has come; HR gives it to more. */
export function AssignmentsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['training', 'menu', 'common']);
  const session = useShellSession();
  const course = useQuery(courseQuery(id));
  const title = course.data ? `${t('assignments.title')} · ${course.data.title}` : t('assignments.title');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams();
  const query = useQuery(assignmentListQuery(id, params));
  const [assigning, setAssigning] = useState(false);
  const confirmed = useConfirmedAction(TRAINING_KEY);
  const columns: TDataTableColumn<TAssignment>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (x) => (
        <div>
          <Text size="sm" fw={600}>
            {x.employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[x.employee.code, x.departmentName].filter(Boolean).join(' · ')}
          </Text>
        </div>
      ),
    },
    {
      key: 'dueOn',
      label: t('fields.dueOn'),
      render: (x) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(x.dueOn)}
          </Text>
          {x.overdue && (
            <Badge color="red" variant="light" miw="max-content" data-testid="overdue">
              {t('overdue')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'progress',
      label: t('fields.progress'),
      render: (x) => (
        <Stack gap={0}>
          <CourseProgress value={x.progress} />
          <Text size="xs" c="dimmed">
            {t('chaptersDone', { done: x.done, total: x.total })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'completedAt',
      label: t('fields.completedAt'),
      visibleFrom: 'sm',
      render: (x) => <Text size="sm">{x.completedAt ? formatDateTime(x.completedAt) : '—'}</Text>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (x) =>
        canDo(session, 'training', 'delete') && x.done === 0 ? (
          <RowActions>
            <DeleteAction
              subject={x.employee.name}
              onClick={() =>
                confirmed({
                  title: t('assignments.takeBack'),
                  text: t('assignments.takeBackConfirm', { name: x.employee.name }),
                  done: t('assignments.takenBack'),
                  run: () => unassign(id, x.id),
                })
              }
            />
          </RowActions>
        ) : null,
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:courses'), to: `${base}/${TRAINING_PATHS.courses}` },
          ...(course.data
            ? [{ label: course.data.title, to: `${base}/${TRAINING_PATHS.chapters}?courseId=${id}` }]
            : []),
          { label: t('assignments.title') },
        ]}
        title={title}
        actions={
          canDo(session, 'training', 'add') && (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setAssigning(true)}
              disabled={course.data?.status !== 'published'}
              data-testid="assign-open"
            >
              {t('assignments.assign')}
            </Button>
          )
        }
      />
      {course.data && (
        <Group gap="sm">
          <CourseStatus status={course.data.status} />
          {course.data.status !== 'published' && (
            <Text size="sm" c="dimmed">
              {t('assignments.publishFirst')}
            </Text>
          )}
        </Group>
      )}
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('assignments.search')}
        empty={{ hint: t('assignments.empty') }}
        testId="assignment-table"
      />
      {assigning && <AssignModal courseId={id} onClose={() => setAssigning(false)} />}
    </Stack>
  );
}
