import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { THrAdmin } from '@staffdesk/core/platform';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { useOpenAsHrAdmin } from '../tenants/use-tenant-actions.hook.ts';
import { AccountActions, fullName, useAccountActions } from './account-actions.component.tsx';
import { AddHrAdminDialog } from './add-hr-admin.dialog.tsx';
import { hrAdminsQuery, resendHrAdminLink, setHrAdminDisabled } from './hr-admins.api.ts';
import { TenantSelect } from './tenant-select.component.tsx';
import { UserStatusBadge } from './user-status.component.tsx';
import { AddButton } from '../../platform/add-button.component.tsx';

/** `/hradmin`: HR admins of every tenant (or one): add, disable and enable, resend the set-password link, open as. */
export function HrAdminsPage() {
  const { t } = useTranslation(['hrAdmins', 'tenants', 'common', 'menu']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'account', dir: 'asc' } });
  const [searchParams, setSearchParams] = useSearchParams();
  const tenantId = searchParams.get('tenantId') ?? '';
  const query = useQuery(hrAdminsQuery(params, tenantId));
  const [adding, setAdding] = useState(false);
  const [tenantLabel, setTenantLabel] = useState<string | null>(null);
  const openAsHr = useOpenAsHrAdmin();
  const title = t('menu:hrAdmins');
  usePageTitle(title);

  const first = query.data?.rows[0];
  const filterLabel =
    tenantLabel ?? (first && first.tenantId === tenantId ? `${first.account} · ${first.tenantName}` : null);

  const setTenant = (id: string | null, label: string | null) => {
    setTenantLabel(label);
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('tenantId', id);
      else next.delete('tenantId');
      next.delete('page');
      return next;
    });
  };

  const account = useAccountActions({
    setDisabled: setHrAdminDisabled,
    resendLink: resendHrAdminLink,
    disableText: (r: THrAdmin) => t('hrAdmins:disable.text', { name: fullName(r), account: r.account }),
  });

  const columns: TDataTableColumn<THrAdmin>[] = [
    {
      key: 'account',
      label: t('hrAdmins:fields.tenant'),
      sortable: true,
      render: (r) => (
        <div>
          <Text size="sm" fw={600} ff="monospace">
            {r.account}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {r.tenantName}
          </Text>
        </div>
      ),
    },
    {
      key: 'firstName',
      label: t('hrAdmins:fields.name'),
      sortable: true,
      render: (r) => (
        <div>
          <Text size="sm">{fullName(r)}</Text>
          {r.hrCode && (
            <Text size="xs" c="dimmed">
              {r.hrCode}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'email', label: t('hrAdmins:fields.email'), sortable: true, visibleFrom: 'sm', render: (r) => r.email },
    {
      key: 'status',
      label: t('hrAdmins:fields.status'),
      render: (r) => <UserStatusBadge disabled={r.disabled} passwordSet={r.passwordSet} />,
    },
    {
      key: 'createdAt',
      label: t('hrAdmins:fields.createdAt'),
      sortable: true,
      visibleFrom: 'lg',
      render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowActions>
          <RowAction
            label={t('tenants:actions.openAsHr')}
            subject={r.email}
            icon={IconExternalLink}
            disabled={r.disabled}
            onClick={() => openAsHr.open(r.tenantId, r.id)}
            loading={openAsHr.pendingFor === r.id}
            testId="hradmin-open"
          />
          <AccountActions actions={account} row={r} testIdPrefix="hradmin" />
        </RowActions>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={<AddButton onClick={() => setAdding(true)} testId="hradmin-add" />}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('hrAdmins:search')}
        filters={
          <TenantSelect
            value={tenantId || null}
            valueLabel={filterLabel}
            onChange={setTenant}
            placeholder={t('hrAdmins:allTenants')}
            clearable
            testId="hradmin-tenant-filter"
            w={{ base: '100%', xs: 320 }}
          />
        }
        testId="hradmin-table"
      />
      <AddHrAdminDialog
        opened={adding}
        onClose={() => setAdding(false)}
        tenant={tenantId && filterLabel ? { id: tenantId, label: filterLabel } : null}
      />
    </Stack>
  );
}
