import { Button, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeaveRow } from '@staffdesk/core/leave-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { employeeBankQuery, leaveListQuery } from './leave.api.ts';
import { LeaveActionDialog } from './leave-action.dialog.tsx';
import { LeaveFilterBar, useLeaveFilters } from './leave-filters.component.tsx';
import { LeaveDates, LeaveStatusBadge } from './leave-summary.component.tsx';
import { BalanceCards } from './balance-cards.component.tsx';
import { DaysText } from './days-text.component.tsx';
import { LeaveForm } from './leave-form.component.tsx';

/**
 * My Leaves (`/shiftsleaves/myleaves`, spec 6 emp): the employee's balances, a form to ask for leave, their requests
 * with status and the approver's comment, and cancelling one still pending.
 */
export function MyLeavesPage() {
  const { t } = useTranslation(['leave', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:myLeaves');
  usePageTitle(title);
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const [cancelling, setCancelling] = useState<TLeaveRow | null>(null);
  const [params, setParams] = useListParams({ sort: { field: 'fromDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useLeaveFilters();
  const query = useQuery(leaveListQuery(params, filters, true));
  const bank = useQuery(employeeBankQuery(null));

  const columns: TDataTableColumn<TLeaveRow>[] = [
    {
      key: 'leaveType',
      label: t('fields.leaveType'),
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          {r.colorCode && <ColorSwatch color={r.colorCode} size={10} />}
          <Text size="sm">{r.leaveTypeName}</Text>
        </Group>
      ),
    },
    {
      key: 'dates',
      label: t('fields.dates'),
      render: (r) => (
        <Text size="sm">
          <LeaveDates row={r} />
        </Text>
      ),
    },
    { key: 'days', label: t('fields.days'), visibleFrom: 'sm', render: (r) => <DaysText days={r.days} /> },
    {
      key: 'status',
      label: t('fields.status'),
      render: (r) => (
        <Stack gap={2}>
          <LeaveStatusBadge status={r.status} />
          {r.decisionComment && (
            <Text size="xs" c="dimmed" lineClamp={2} maw={240}>
              {r.decisionComment}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) =>
        r.status === 1 ? (
          <RowActions>
            <RowAction
              label={t('actions.cancel')}
              subject={`${r.leaveTypeName} ${r.fromDate}`}
              icon={IconCircleX}
              onClick={() => setCancelling(r)}
              testId="row-cancel"
            />
          </RowActions>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setApplying((x) => !x)}
            variant={applying ? 'default' : 'filled'}
            data-testid="leave-apply"
          >
            {t('my.apply')}
          </Button>
        }
      />
      {bank.data && <BalanceCards balances={bank.data.balances} />}
      {applying && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('my.apply')}
          </Title>
          <LeaveForm
            forEmployee={false}
            onDone={async () => {
              notifySuccess(t('common:messages.recordAdded'));
              setApplying(false);
              await client.invalidateQueries({ queryKey: ['leave'] });
            }}
          />
        </Stack>
      )}
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchable={false}
        filters={<LeaveFilterBar filters={filters} setFilter={setFilter} mine />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('my.empty') }}
        testId="my-leaves-table"
      />
      <LeaveActionDialog row={cancelling} action="cancel" mine onClose={() => setCancelling(null)} />
    </Stack>
  );
}
