import { useState } from 'react';
import { Avatar, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconId, IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMPLOYEE_STATUSES, employeeName, type TEmployeeRow, type TEmployeeStatus } from '@staffdesk/core/employees';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { DeleteReasonDialog } from '../../platform/delete-reason.dialog.tsx';
import { OrgDeptFilter } from './org-dept-filter.component.tsx';
import { SelfServiceSettings } from './self-service-settings.dialog.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { EmployeeStatusBadge } from './employee-status.component.tsx';
import {
  deleteEmployee,
  employeesExportUrl,
  idCardSheetUrl,
  employeesQuery,
  invalidateEmployees,
  inviteEmployees,
  type TEmployeeFilters,
} from './employees.api.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';

const FILTER_KEYS = ['org', 'dept', 'group', 'position', 'status', 'login'] as const;

/** `/{account}/employees/listing`: the staff, searched, filtered, sorted and exported; a row opens the profile. */
export function EmployeesPage() {
  const { t, i18n } = useTranslation(['employees', 'common', 'menu']);
  const session = useShellSession();
  const navigate = useNavigate();
  const account = session.account ?? '';
  const [params, setParams] = useListParams({ sort: { field: 'name', dir: 'asc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(FILTER_KEYS);
  const filters: TEmployeeFilters = {
    organizationId: f.org,
    departmentId: f.dept,
    groupId: f.group,
    position: f.position,
    status: (EMPLOYEE_STATUSES as readonly string[]).includes(f.status) ? (f.status as TEmployeeStatus) : '',
    login: f.login === 'pending' ? 'pending' : '',
  };
  const query = useQuery(employeesQuery(params, filters));
  const groups = useQuery(resourceOptionsQuery('group'));
  const [deleting, setDeleting] = useState<TEmployeeRow | null>(null);
  const [position, setPosition] = useState(f.position);
  const title = t('menu:employeeList');
  usePageTitle(title);

  const canAdd = canDo(session, 'employees', 'add');
  const canEdit = canDo(session, 'employees', 'edit');
  const canDelete = canDo(session, 'employees', 'delete');
  const profilePath = (e: TEmployeeRow) => `/${account}/employees/profile/${e.id}`;
  const invite = useMutation({
    mutationFn: () => inviteEmployees(params, filters),
    onSuccess: (r) => {
      if (r.sent === 0) return notifySuccess(t('employees:invite.none'));
      notifySuccess(
        r.remaining > 0
          ? t('employees:invite.sentMore', { sent: r.sent, remaining: r.remaining })
          : t('employees:invite.sent', { sent: r.sent }),
      );
      void invalidateEmployees();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const askInvite = () =>
    openConfirm({
      title: t('employees:invite.title'),
      text: t('employees:invite.text'),
      confirmLabel: t('employees:invite.confirm'),
      color: 'blue',
      testId: 'employees-invite-confirm',
      onConfirm: () => invite.mutate(),
    });

  const columns: TDataTableColumn<TEmployeeRow>[] = [
    {
      key: 'name',
      label: t('employees:fields.name'),
      sortable: true,
      render: (e) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={e.photoUrl} name={employeeName(e)} color="initials" size={36} alt="" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {employeeName(e)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {e.employeeCode}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'organization',
      label: t('employees:fields.organizationId'),
      sortable: true,
      visibleFrom: 'lg',
      render: (e) => e.organizationTitle,
    },
    {
      key: 'department',
      label: t('employees:fields.departmentId'),
      sortable: true,
      visibleFrom: 'sm',
      render: (e) => e.departmentName ?? '—',
    },
    {
      key: 'position',
      label: t('employees:fields.position'),
      sortable: true,
      visibleFrom: 'md',
      render: (e) => e.position ?? '—',
    },
    {
      key: 'email',
      label: t('employees:fields.email'),
      sortable: true,
      visibleFrom: 'xl',
      render: (e) => e.email ?? '—',
    },
    {
      key: 'joinDate',
      label: t('employees:fields.joinDate'),
      sortable: true,
      visibleFrom: 'md',
      render: (e) => (e.joinDate ? formatDay(e.joinDate) : '—'),
    },
    {
      key: 'status',
      label: t('employees:fields.status'),
      sortable: true,
      width: 120,
      render: (e) => <EmployeeStatusBadge status={e.status} />,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      width: 130,
      render: (e) => (
        <RowActions clickableRow>
          <RowAction
            label={t('employees:profilePage.open')}
            subject={employeeName(e)}
            icon={IconId}
            to={profilePath(e)}
            testId="row-profile"
          />
          {canEdit && (
            <RowAction
              label={t('common:actions.edit')}
              subject={employeeName(e)}
              icon={IconPencil}
              to={`/${account}/employees/edit/${e.id}`}
              testId="row-edit"
            />
          )}
          {canDelete && (
            <RowAction
              label={t('common:actions.delete')}
              subject={employeeName(e)}
              icon={IconTrash}
              color="red"
              onClick={() => setDeleting(e)}
              testId="row-delete"
            />
          )}
        </RowActions>
      ),
    },
  ];

  const filterBar = (
    <Group gap="sm" align="flex-end">
      <OrgDeptFilter
        organizationId={filters.organizationId}
        departmentId={filters.departmentId}
        onOrganization={(v) => setFilter('org', v)}
        onDepartment={(v) => setFilter('dept', v)}
      />
      <TextInput
        label={t('employees:fields.position')}
        placeholder={t('employees:list.all')}
        value={position}
        onChange={(e) => setPosition(e.currentTarget.value)}
        onBlur={() => setFilter('position', position.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setFilter('position', position.trim());
        }}
        w={170}
        data-testid="filter-position"
      />
      <Select
        label={t('employees:fields.groupId')}
        placeholder={t('employees:list.all')}
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: g.label }))}
        value={filters.groupId || null}
        onChange={(v) => setFilter('group', v ?? '')}
        clearable
        w={170}
        data-testid="filter-group"
      />
      <Select
        label={t('employees:fields.status')}
        placeholder={t('employees:list.all')}
        data={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees:status.${s}`) }))}
        value={filters.status || null}
        onChange={(v) => setFilter('status', v ?? '')}
        clearable
        w={140}
        data-testid="filter-status"
      />
      <Select
        label={t('employees:list.login')}
        placeholder={t('employees:list.all')}
        data={[{ value: 'pending', label: t('employees:list.loginPending') }]}
        value={filters.login || null}
        onChange={(v) => setFilter('login', v ?? '')}
        clearable
        w={170}
        data-testid="filter-login"
      />
    </Group>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={canAdd && <AddButton to={`/${account}/employees/add`} testId="employee-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('employees:list.search')}
        filters={filterBar}
        filtered={filtered}
        onClearFilters={() => {
          setPosition('');
          clearFilters();
        }}
        onRowClick={(e) => void navigate(profilePath(e))}
        empty={{
          hint: t('employees:list.emptyHint'),
          action: canAdd && <AddButton to={`/${account}/employees/add`} testId="employee-add-first" />,
        }}
        testId="employee-table"
        rowTestId="employee-row"
        toolbar={
          <>
            <ExportButton href={employeesExportUrl(params, filters, i18n.language)} testId="employees-export" xlsx />
            <Button
              component="a"
              href={idCardSheetUrl(params, filters, i18n.language)}
              download
              variant="default"
              leftSection={<IconId size={16} aria-hidden />}
              data-testid="employees-id-cards"
            >
              {t('employees:idCard.downloadSheet')}
            </Button>
            {canAdd && <ImportLink to={`/${account}/employees_bulk_import/import`} testId="employees-import-link" />}
            {canEdit && (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} aria-hidden />}
                onClick={askInvite}
                loading={invite.isPending}
                data-testid="employees-invite"
              >
                {t('employees:invite.button')}
              </Button>
            )}
            {session.loginType === 'hr_admin' && <SelfServiceSettings />}
          </>
        }
      />
      <DeleteReasonDialog
        target={deleting ? { id: deleting.id, label: `${deleting.employeeCode} · ${employeeName(deleting)}` } : null}
        text={t('employees:list.deleteText', {
          name: deleting ? `${deleting.employeeCode} · ${employeeName(deleting)}` : '',
        })}
        onDelete={deleteEmployee}
        onDeleted={invalidateEmployees}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
