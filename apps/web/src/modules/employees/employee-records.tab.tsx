import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@staffdesk/core/constants';
import { addDays, ageOn } from '@staffdesk/core/dates';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '@staffdesk/core/resources/employee-records';
import { labelField } from '@staffdesk/core/resources/resource-schema';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { todayIn } from '@staffdesk/core/time-zones';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { formatDay } from '../../shell/date-format.ts';
import { AddButton } from '../../platform/add-button.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import type { TListParams } from '../../platform/list-params.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { DeleteRecordDialog } from '../../platform/resources/delete-record.dialog.tsx';
import {
  invalidateResources,
  recordFileUrl,
  resourceListQuery,
  type TResourceRecord,
} from '../../platform/resources/resource.api.ts';
import { useResourceColumns } from '../../platform/resources/resource-columns.tsx';
import { ResourceRecordModal } from '../../platform/resources/resource-record.modal.tsx';
import { invalidateEmployees, myRecordFileUrl, myRecordsQuery } from './employees.api.ts';
import { resourceTitle, searchPlaceholder } from '../../platform/resources/resource-text.ts';

const localToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** A document's expiry: red once past, orange within the warning days, plain after. */
function ExpiryValue({ day, today }: { day: unknown; today: string }) {
  const { t } = useTranslation('employees');
  if (typeof day !== 'string') return <Text c="dimmed">—</Text>;
  const expired = day < today;
  const soon = !expired && day <= addDays(today, DOCUMENT_EXPIRY_WARNING_DAYS);
  if (!expired && !soon) return <Text size="sm">{formatDay(day)}</Text>;
  return (
    <Group gap={6} wrap="nowrap" data-testid="document-expiry" data-state={expired ? 'expired' : 'soon'}>
      <Text size="sm">{formatDay(day)}</Text>
      <TextBadge color={expired ? 'red' : 'orange'}>
        {t(expired ? 'records.expired' : 'records.expiringSoon')}
      </TextBadge>
    </Group>
  );
}

/** Columns a record tab shows beyond its declaration's: a dependant's age, a document's expiry warning. */
function useTabColumns(r: TResource, today: string): TDataTableColumn<TResourceRecord>[] {
  const { t } = useTranslation('employees');
  const columns = useResourceColumns(r);
  if (r.key === 'dependant') {
    const at = columns.findIndex((c) => c.key === 'dateOfBirth') + 1;
    columns.splice(at, 0, {
      key: '_age',
      label: t('records.age'),
      align: 'right',
      render: (row) => (typeof row.dateOfBirth === 'string' ? ageOn(row.dateOfBirth, today) : '—'),
    });
  }
  // a promotion not applied yet is scheduled (a points line of a shop order is simply locked)
  if (r.lockedWhen === 'appliedOn') {
    const applied = columns.find((c) => c.key === r.lockedWhen);
    const render = applied?.render;
    if (applied && render)
      applied.render = (row) =>
        row[r.lockedWhen!] == null ? (
          <TextBadge color="orange" data-testid="record-pending">
            {t('records.scheduled')}
          </TextBadge>
        ) : (
          render(row)
        );
  }
  if (r.attachment) {
    const expiry = columns.find((c) => c.key === 'expiryDate');
    if (expiry) expiry.render = (row) => <ExpiryValue day={row.expiryDate} today={today} />;
  }
  return columns;
}

/**
 * One record tab of the employee profile (dependants, notes, documents, assets, points): the employee's records of
 * that kind, searched, sorted and paged on the server, added and edited in a dialog, deleted with a reason.
 */
export function EmployeeRecordsTab(
  props: { r: TResource } & ({ employeeId: string; mine?: false } | { employeeId?: undefined; mine: true }),
) {
  const { r, mine } = props;
  const employeeId = props.employeeId ?? '';
  const { t } = useTranslation(['employees', 'resources', 'common']);
  const session = useShellSession();
  const [params, setParams] = useState<TListParams>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: r.defaultSort,
    search: '',
  });
  // My Profile: the caller's own records, read only
  const query = useQuery(
    mine
      ? (myRecordsQuery(r.key, params) as ReturnType<typeof resourceListQuery>)
      : resourceListQuery(r.key, params, false, { employeeId }),
  );
  const [editing, setEditing] = useState<TResourceRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TResourceRecord | null>(null);
  const today = localToday();
  const title = resourceTitle(t, r);
  const canAdd = !mine && canDo(session, r.page, 'add');
  const canEdit = !mine && canDo(session, r.page, 'edit');
  const canDelete = !mine && canDo(session, r.page, 'delete');
  const nameOf = (row: TResourceRecord) =>
    String(row[labelField(r)] ?? row[`${r.fields[0]!.key}Label`] ?? row[r.fields[0]!.key] ?? '');

  // a record can change the employee too (a promotion that takes effect at once)
  const refresh = () => Promise.all([invalidateResources(), invalidateEmployees()]);
  const columns = useTabColumns(r, today);
  // a record that has taken effect (an applied promotion) is history: no edit, no delete
  const locked = (row: TResourceRecord) => r.lockedWhen !== undefined && row[r.lockedWhen] != null;
  // My Profile has only downloads: no actions column where there is nothing to download
  if (!mine || r.attachment)
    columns.push({
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      width: 120,
      render: (row) => (
        <RowActions>
          {r.attachment && typeof row.fileName === 'string' && (
            <RowAction
              label={t('employees:records.download')}
              subject={row.fileName}
              icon={IconDownload}
              href={mine ? myRecordFileUrl(r.key, row.id) : recordFileUrl(r.key, row.id)}
              testId="row-file"
            />
          )}
          {canEdit && !locked(row) && (
            <RowAction
              label={t('common:actions.edit')}
              subject={nameOf(row)}
              icon={IconPencil}
              onClick={() => setEditing(row)}
              testId="row-edit"
            />
          )}
          {canDelete && !locked(row) && (
            <RowAction
              label={t('common:actions.delete')}
              subject={nameOf(row)}
              icon={IconTrash}
              color="red"
              onClick={() => setDeleting(row)}
              testId="row-delete"
            />
          )}
        </RowActions>
      ),
    });

  const sum = query.data?.sum;
  return (
    <Stack gap="md" data-testid={`records-${r.key}`}>
      <Group justify="space-between" gap="sm">
        {r.sum ? (
          <Text fw={600} data-testid="records-sum" data-value={sum ?? ''}>
            {t('employees:records.balance', { value: sum ?? 0 })}
          </Text>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {canAdd && r.importRoute && (
            <ImportLink to={`/${session.account}/${r.importRoute}`} testId="records-import" />
          )}
          {canAdd && <AddButton onClick={() => setEditing('new')} testId="records-add" />}
        </Group>
      </Group>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={(patch) => setParams((p) => ({ ...p, ...patch }))}
        searchable={r.columns.some((c) => c.searchable)}
        searchPlaceholder={searchPlaceholder(t, r)}
        testId="records-table"
        empty={{ hint: t(mine ? 'employees:records.emptyMine' : 'employees:records.emptyHint', { title }) }}
      />
      <ResourceRecordModal
        r={r}
        target={editing}
        extra={{ employeeId }}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <DeleteRecordDialog
        resource={r}
        record={deleting}
        recordLabel={deleting ? nameOf(deleting) : ''}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
