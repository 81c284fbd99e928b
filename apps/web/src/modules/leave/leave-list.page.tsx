import { Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleX, IconEye, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLeaveRow } from '@staffdesk/core/leave-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { LEAVE_ADD_PATH, leaveFilterQuery, leaveListQuery } from './leave.api.ts';
import { LeaveActionDialog, type TLeaveAction } from './leave-action.dialog.tsx';
import { LeaveFilterBar, useLeaveFilters } from './leave-filters.component.tsx';
import { LeaveDates, LeaveStatusBadge, LeaveSummary } from './leave-summary.component.tsx';
import { DaysText } from './days-text.component.tsx';
import { Modal } from '@mantine/core';

/**
 * `/shiftsleaves/listing` (HR and sub admins with the leave page): the requests of the people in the viewer's scope
 * touching a range of days; approve, reject (approvers) or cancel (editors) with a comment; CSV and Excel.
 */
export function LeaveListPage() {
  const { t, i18n } = useTranslation(['leave', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:leaveRequests');
  usePageTitle(title);
  const base = `/${session.account}`;
  const [params, setParams] = useListParams({ sort: { field: 'fromDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useLeaveFilters();
  const query = useQuery(leaveListQuery(params, filters));
  const [acting, setActing] = useState<{ row: TLeaveRow; action: TLeaveAction } | null>(null);
  const [viewing, setViewing] = useState<TLeaveRow | null>(null);
  const approver = canDo(session, 'leave', 'approve');
  const editor = canDo(session, 'leave', 'edit');

  const columns: TDataTableColumn<TLeaveRow>[] = [
    {
      key: 'employee',
      label: t('fields.employee'),
      render: (r) => <PersonCell r={r} />,
    },
    {
      key: 'leaveType',
      label: t('fields.leaveType'),
      visibleFrom: 'sm',
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
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <LeaveDates row={r} />
        </Text>
      ),
    },
    { key: 'days', label: t('fields.days'), visibleFrom: 'md', render: (r) => <DaysText days={r.days} /> },
    { key: 'status', label: t('fields.status'), render: (r) => <LeaveStatusBadge status={r.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => {
        const subject = `${r.employeeName} ${r.fromDate}`;
        return (
          <RowActions>
            <RowAction
              label={t('list.view')}
              subject={subject}
              icon={IconEye}
              onClick={() => setViewing(r)}
              testId="row-view"
            />
            {approver && r.status === 1 && (
              <>
                <RowAction
                  label={t('actions.approve')}
                  subject={subject}
                  icon={IconCheck}
                  color="green"
                  onClick={() => setActing({ row: r, action: 'approve' })}
                  testId="row-approve"
                />
                <RowAction
                  label={t('actions.reject')}
                  subject={subject}
                  icon={IconX}
                  color="red"
                  onClick={() => setActing({ row: r, action: 'reject' })}
                  testId="row-reject"
                />
              </>
            )}
            {editor && (r.status === 1 || r.status === 2) && (
              <RowAction
                label={t('actions.cancel')}
                subject={subject}
                icon={IconCircleX}
                color="gray"
                onClick={() => setActing({ row: r, action: 'cancel' })}
                testId="row-cancel"
              />
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <>
            <ExportButton
              href={exportUrl('/leave/requests', params, leaveFilterQuery(filters), i18n.language)}
              testId="leave-export"
              xlsx
            />
            {canDo(session, 'leave', 'add') && (
              <Button
                component={Link}
                to={`${base}/${LEAVE_ADD_PATH}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="leave-add"
              >
                {t('list.add')}
              </Button>
            )}
          </>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('list.search')}
        filters={<LeaveFilterBar filters={filters} setFilter={setFilter} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('list.empty') }}
        testId="leave-table"
      />
      <LeaveActionDialog
        row={acting?.row ?? null}
        action={acting?.action ?? 'approve'}
        onClose={() => setActing(null)}
      />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={t('list.detail')}>
        {viewing && <LeaveSummary row={viewing} />}
      </Modal>
    </Stack>
  );
}
