import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ISSUE_PRIORITIES, ISSUE_STATUSES, type TIssue } from '@staffdesk/core/issues-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { DeleteAction, RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { IssuePriorityBadge, IssueStatusBadge } from './issue-parts.component.tsx';
import { deleteIssue, ISSUE_ADD_PATH, ISSUE_VIEW_PATH, ISSUES_KEY, issueListQuery } from './issues.api.ts';

const FILTERS = ['status', 'priority', 'categoryId', 'assignee'] as const;

/**
 * `/employeesissues/listing` (HR and sub admins with the page): the issues of the employees in the viewer's reach,
 * those waiting first and the most urgent of them on top.
 */
export function IssuesPage() {
  const { t } = useTranslation(['issues', 'common', 'menu']);
  const session = useShellSession();
  const title = t('title');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams();
  const [values, setFilter, { clearFilters, filtered }] = useFilterParams(FILTERS);
  const query = useQuery(issueListQuery(params, values));
  const categories = useQuery(resourceOptionsQuery('ticketCategory'));
  const [deleting, setDeleting] = useState<TIssue | null>(null);
  const deleter = canDo(session, 'issues', 'delete');
  const open = (r: TIssue) => `${base}/${ISSUE_VIEW_PATH}/${r.id}`;

  const columns: TDataTableColumn<TIssue>[] = [
    {
      key: 'title',
      label: t('fields.title'),
      render: (r) => (
        <Stack gap={2} maw={420}>
          <Anchor component={Link} to={open(r)} fw={600} lineClamp={2} data-testid="row-title">
            #{r.number} {r.title}
          </Anchor>
          <Text size="xs" c="dimmed" data-walk-data>
            {r.categoryName ?? ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'employee', label: t('fields.employee'), visibleFrom: 'sm', render: (r) => <PersonCell r={r} /> },
    { key: 'priority', label: t('fields.priority'), render: (r) => <IssuePriorityBadge priority={r.priority} /> },
    { key: 'status', label: t('fields.status'), render: (r) => <IssueStatusBadge status={r.status} /> },
    {
      key: 'assignee',
      label: t('fields.assignee'),
      visibleFrom: 'md',
      render: (r) =>
        r.assigneeName ?? (
          <Text c="dimmed" size="sm">
            {t('unassigned')}
          </Text>
        ),
    },
    {
      key: 'createdAt',
      label: t('fields.createdAt'),
      visibleFrom: 'lg',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.createdAt)}
        </Text>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction label={t('open')} subject={r.title} icon={IconEye} to={open(r)} testId="row-view" />
          {deleter && <DeleteAction subject={r.title} onClick={() => setDeleting(r)} />}
        </RowActions>
      ),
    },
  ];

  const select = (key: (typeof FILTERS)[number], label: string, data: { value: string; label: string }[]) => (
    <Select
      aria-label={label}
      placeholder={label}
      data={data}
      value={values[key] || null}
      onChange={(v) => setFilter(key, v ?? '')}
      clearable
      w={170}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          canDo(session, 'issues', 'add') && (
            <Button
              component={Link}
              to={`${base}/${ISSUE_ADD_PATH}`}
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="issue-add"
            >
              {t('add')}
            </Button>
          )
        }
      />
      <Text c="dimmed">{t('intro')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('search')}
        filters={
          <Group gap="xs" wrap="wrap">
            {select('status', t('fields.status'), [
              { value: 'active', label: t('statuses.active') },
              ...ISSUE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            ])}
            {select(
              'priority',
              t('fields.priority'),
              ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) })),
            )}
            {select(
              'categoryId',
              t('fields.category'),
              (categories.data ?? []).map((o) => ({ value: o.id, label: o.label })),
            )}
            {select('assignee', t('fields.assignee'), [
              { value: 'me', label: t('assignedToMe') },
              { value: 'none', label: t('unassigned') },
            ])}
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('empty') }}
        testId="issue-table"
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: deleting.title } : null}
        text={t('deleteText')}
        onDelete={deleteIssue}
        onDeleted={() => client.invalidateQueries({ queryKey: ISSUES_KEY })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
