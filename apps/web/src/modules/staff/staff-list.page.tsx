import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TStaff, TStaffKind } from '@staffdesk/core/staff';
import { AddButton } from '../../platform/add-button.component.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { AccountActions, fullName, loginColumns, useAccountActions } from '../hr-admins/account-actions.component.tsx';
import { UserStatusBadge } from '../hr-admins/user-status.component.tsx';
import {
  invalidateStaff,
  resendStaffLink,
  STAFF_PATHS,
  setStaffDisabled,
  staffEditPath,
  staffQuery,
} from './staff.api.ts';

/**
 * `/employeesadmin_staff/listing` (sub admins, with their User Role and, when they are also staff, their
 * employee record) and `/employeesadmin_staff/listingsecurity` (security users).
 */
export function StaffListPage({ kind }: { kind: TStaffKind }) {
  const { t, i18n } = useTranslation(['staff', 'common', 'menu', 'hrAdmins']);
  const session = useShellSession();
  const navigate = useNavigate();
  const [params, setParams] = useListParams({ sort: { field: 'firstName', dir: 'asc' } });
  const query = useQuery(staffQuery(kind, params));
  const title = t(kind === 'security' ? 'menu:securityUsers' : 'menu:subAdmins');
  usePageTitle(title);
  const base = `/${session.account}`;
  const mayEdit = canDo(session, 'subAdmins', 'edit');

  const account = useAccountActions({
    setDisabled: setStaffDisabled,
    resendLink: resendStaffLink,
    disableText: (r: TStaff) => t('staff:disableText', { name: fullName(r) }),
    invalidate: invalidateStaff,
  });

  const columns: TDataTableColumn<TStaff>[] = [
    ...loginColumns<TStaff>({ name: t('staff:fields.name'), email: t('staff:fields.email') }),
    ...(kind === 'sub_admin'
      ? ([
          {
            key: 'roleName',
            label: t('staff:fields.role'),
            sortable: true,
            render: (r) => (
              <Badge variant="light" tt="none">
                {r.roleName ?? '—'}
              </Badge>
            ),
          },
          {
            key: 'employeeCode',
            label: t('staff:fields.employee'),
            visibleFrom: 'md',
            render: (r) =>
              r.employeeId ? (
                <Text component={Link} to={`${base}/employees/profile/${r.employeeId}`} size="sm" c="blue">
                  {r.employeeCode}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('staff:notEmployee')}
                </Text>
              ),
          },
        ] satisfies TDataTableColumn<TStaff>[])
      : []),
    {
      key: 'status',
      label: t('staff:fields.status'),
      render: (r) => <UserStatusBadge disabled={r.disabled} passwordSet={r.passwordSet} />,
    },
    {
      key: 'createdAt',
      label: t('staff:fields.createdAt'),
      sortable: true,
      visibleFrom: 'lg',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    ...(mayEdit
      ? ([
          {
            key: '_actions',
            label: t('common:table.actions'),
            align: 'right',
            render: (r) => {
              // nobody changes their own login here (the server answers ownAccount)
              const own = r.id === session.loginId;
              return (
                <RowActions>
                  <RowAction
                    label={t('common:actions.edit')}
                    subject={r.email}
                    icon={IconPencil}
                    to={`${base}/${staffEditPath(r.id)}`}
                    disabled={own}
                    testId="row-edit"
                  />
                  <AccountActions actions={account} row={r} testIdPrefix="staff" locked={own} />
                </RowActions>
              );
            },
          },
        ] satisfies TDataTableColumn<TStaff>[])
      : []),
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Group gap="xs">
            <ExportButton href={exportUrl('/staff', params, { kind }, i18n.language)} testId="staff-export" xlsx />
            {canDo(session, 'subAdmins', 'add') && (
              <AddButton to={`${base}/${STAFF_PATHS[kind].add}`} testId="staff-add" />
            )}
          </Group>
        }
      />
      <SegmentedControl
        value={kind}
        onChange={(v) => void navigate(`${base}/${STAFF_PATHS[v as TStaffKind].list}`)}
        data={[
          { value: 'sub_admin', label: t('menu:subAdmins') },
          { value: 'security', label: t('menu:securityUsers') },
        ]}
        w="fit-content"
        data-testid="staff-kind"
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t(kind === 'security' ? 'staff:searchSecurity' : 'staff:search')}
        testId="staff-table"
      />
    </Stack>
  );
}
