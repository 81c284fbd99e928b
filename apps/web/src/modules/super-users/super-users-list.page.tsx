import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_FLAGS } from '@staffdesk/core/auth';
import type { TSuperUser } from '@staffdesk/core/platform';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { AccountActions, fullName, loginColumns, useAccountActions } from '../hr-admins/account-actions.component.tsx';
import { UserStatusBadge } from '../hr-admins/user-status.component.tsx';
import { resendSuperUserLink, setSuperUserDisabled, superUsersQuery } from './super-users.api.ts';
import { AddButton } from '../../platform/add-button.component.tsx';

export const SUPER_USERS_LISTING = '/superadmin_staff/listing';
export const superUserAddPath = '/superadmin_staff/Add';
export const superUserEditPath = (id: string) => `/superadmin_staff/edit/${id}`;

/** `/superadmin_staff/listing`: platform staff (super users) with their admin role flags, in the spec's order. */
export function SuperUsersListPage() {
  const { t } = useTranslation(['superUsers', 'hrAdmins', 'common', 'menu']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'email', dir: 'asc' } });
  const query = useQuery(superUsersQuery(params));
  const title = t('menu:superUsers');
  usePageTitle(title);

  const account = useAccountActions({
    setDisabled: setSuperUserDisabled,
    resendLink: resendSuperUserLink,
    disableText: (r: TSuperUser) => t('superUsers:disableText', { name: fullName(r) }),
  });

  const columns: TDataTableColumn<TSuperUser>[] = [
    ...loginColumns<TSuperUser>({ name: t('superUsers:fields.name'), email: t('superUsers:fields.email') }),
    {
      key: 'adminFlags',
      label: t('superUsers:fields.adminFlags'),
      render: (r) =>
        r.adminFlags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('superUsers:noFlags')}
          </Text>
        ) : (
          <Group gap={4}>
            {ADMIN_FLAGS.filter((f) => r.adminFlags.includes(f)).map((f) => (
              <Badge key={f} size="sm" variant="light" data-testid={`flag-${f}`}>
                {t(`superUsers:flags.${f}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      key: 'status',
      label: t('superUsers:fields.status'),
      render: (r) => <UserStatusBadge disabled={r.disabled} passwordSet={r.passwordSet} />,
    },
    {
      key: 'createdAt',
      label: t('superUsers:fields.createdAt'),
      sortable: true,
      visibleFrom: 'lg',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => {
        // nobody changes their own account here (the server answers ownAccount)
        const own = r.id === session.loginId;
        return (
          <RowActions>
            <RowAction
              label={t('common:actions.edit')}
              subject={r.email}
              icon={IconPencil}
              to={superUserEditPath(r.id)}
              disabled={own}
              testId="row-edit"
            />
            <AccountActions actions={account} row={r} testIdPrefix="superuser" locked={own} />
          </RowActions>
        );
      },
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={<AddButton to={superUserAddPath} testId="superuser-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('superUsers:search')}
        testId="superuser-table"
      />
    </Stack>
  );
}
