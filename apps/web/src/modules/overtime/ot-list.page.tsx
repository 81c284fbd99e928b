import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOtRow } from '@staffdesk/core/overtime-api';
import { otHours } from '@staffdesk/core/overtime';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
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
import { LeaveStatusBadge } from '../leave/leave-summary.component.tsx';
import { deleteOt, OT_ADD_PATH, OT_DELETED_PATH, otFilterQuery, otListQuery } from './ot.api.ts';
import { OtActionDialog, type TOtAction } from './ot-action.dialog.tsx';
import { OtFilterBar, useOtFilters } from './ot-filters.component.tsx';
import { OtSummary, OtTotalsStrip, OtTypeBadge, OtWhen } from './ot-parts.component.tsx';

/**
 * `/shiftsotrequest/listing` (Employee Overtime Request; HR and sub admins with the overtime page): the requests of
 * the people in the viewer's scope on a range of days with the hours per rate; approve or reject (approvers), delete
 * with a reason (deleters); CSV and Excel.
 */
export function OtListPage() {
  const { t, i18n } = useTranslation(['overtime', 'leave', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:overtimeRequests');
  usePageTitle(title);
  const base = `/${session.account}`;
  const client = useQueryClient();
  const [params, setParams] = useListParams({ sort: { field: 'otDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useOtFilters();
  const query = useQuery(otListQuery(params, filters));
  const [acting, setActing] = useState<{ row: TOtRow; action: TOtAction } | null>(null);
  const [viewing, setViewing] = useState<TOtRow | null>(null);
  const [deleting, setDeleting] = useState<TOtRow | null>(null);
  const approver = canDo(session, 'overtime', 'approve');
  const deleter = canDo(session, 'overtime', 'delete');

  const columns: TDataTableColumn<TOtRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'when',
      label: t('fields.otDate'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <OtWhen row={r} />
        </Text>
      ),
    },
    { key: 'otType', label: t('fields.otType'), visibleFrom: 'sm', render: (r) => <OtTypeBadge type={r.otType} /> },
    {
      key: 'total',
      label: t('fields.totalOt'),
      visibleFrom: 'sm',
      render: (r) => t('totals.hours', { n: otHours(r.totalMinutes) }),
    },
    { key: 'status', label: t('fields.status'), render: (r) => <LeaveStatusBadge status={r.status} /> },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => {
        const subject = `${r.employeeName} ${r.otDate}`;
        return (
          <RowActions>
            <RowAction
              label={t('leave:list.view')}
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
            {deleter && (
              <RowAction
                label={t('common:actions.delete')}
                subject={subject}
                icon={IconTrash}
                color="red"
                onClick={() => setDeleting(r)}
                testId="row-delete"
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
            {deleter && (
              <Button component={Link} to={`${base}/${OT_DELETED_PATH}`} variant="default" data-testid="ot-deleted">
                {t('list.deleted')}
              </Button>
            )}
            <ExportButton
              href={exportUrl('/overtime/requests', params, otFilterQuery(filters), i18n.language)}
              testId="ot-export"
              xlsx
            />
            {canDo(session, 'overtime', 'add') && (
              <Button
                component={Link}
                to={`${base}/${OT_ADD_PATH}`}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="ot-add"
              >
                {t('list.add')}
              </Button>
            )}
          </>
        }
      />
      {query.data && <OtTotalsStrip totals={query.data.totals} testId="ot-totals" />}
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('leave:list.search')}
        filters={<OtFilterBar filters={filters} setFilter={setFilter} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('list.empty') }}
        testId="ot-table"
      />
      <OtActionDialog row={acting?.row ?? null} action={acting?.action ?? 'approve'} onClose={() => setActing(null)} />
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={t('leave:list.detail')}>
        {viewing && <OtSummary row={viewing} />}
      </Modal>
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: `${deleting.employeeName}, ${deleting.otDate}` } : null}
        text={t('list.deleteText')}
        onDelete={deleteOt}
        onDeleted={() => client.invalidateQueries({ queryKey: ['overtime'] })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
