import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconExternalLink, IconMailForward, IconPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { THrAdmin } from '@staffdesk/core/platform';
import { isApiError } from '../../platform/api-client.ts';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { invalidateTenants, useOpenAsHrAdmin } from '../tenants/use-tenant-actions.hook.ts';
import { AddHrAdminDialog } from './add-hr-admin.dialog.tsx';
import { hrAdminsQuery, resendHrAdminLink, setHrAdminDisabled } from './hr-admins.api.ts';
import { TenantSelect } from './tenant-select.component.tsx';
import { UserStatusBadge } from './user-status.component.tsx';

const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** `/hradmin`: HR admins of every tenant (or one): add, disable and enable, resend the set-password link, open as. */
export function HrAdminsPage() {
  const { t } = useTranslation(['hrAdmins', 'tenants', 'common', 'menu', 'errors']);
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
  const filterLabel = tenantLabel ?? (first && first.tenantId === tenantId ? `${first.account} · ${first.tenantName}` : null);

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

  const toggle = useMutation({
    mutationFn: (v: { id: string; disabled: boolean }) => setHrAdminDisabled(v.id, v.disabled),
    onSuccess: async (r) => {
      notifySuccess(t(r.disabled ? 'hrAdmins:disable.done' : 'hrAdmins:enable.done', { name: fullName(r) }), t('common:messages.recordUpdated'));
      await invalidateTenants();
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  const resend = useMutation({
    mutationFn: (r: THrAdmin) => resendHrAdminLink(r.id),
    onSuccess: (res, r) => {
      if (res.mailSent) notifySuccess(t('hrAdmins:resend.done', { email: r.email }), t('common:messages.msgSent'));
      else notifyError(t('hrAdmins:mailFailed', { email: r.email }));
    },
    onError: (e) => notifyError(isApiError(e) && e.code === 'mailFailed' ? t('errors:mailFailed') : errorText(t, e)),
  });

  const confirmDisable = (r: THrAdmin) =>
    modals.openConfirmModal({
      title: t('hrAdmins:disable.title'),
      children: <Text size="sm">{t('hrAdmins:disable.text', { name: fullName(r), account: r.account })}</Text>,
      labels: { confirm: t('hrAdmins:actions.disable'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'disable-confirm' } as Record<string, unknown>,
      onConfirm: () => toggle.mutate({ id: r.id, disabled: true }),
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
    { key: 'status', label: t('hrAdmins:fields.status'), render: (r) => <UserStatusBadge disabled={r.disabled} passwordSet={r.passwordSet} /> },
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
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('tenants:actions.openAsHr')} withinPortal>
            <ActionIcon
              variant="subtle"
              disabled={r.disabled}
              onClick={() => openAsHr.open(r.tenantId, r.id)}
              loading={openAsHr.pendingFor === r.id}
              aria-label={`${t('tenants:actions.openAsHr')}: ${r.email}`}
              data-testid="hradmin-open"
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('hrAdmins:actions.resend')} withinPortal>
            <ActionIcon
              variant="subtle"
              disabled={r.disabled}
              onClick={() => resend.mutate(r)}
              loading={resend.isPending && resend.variables?.id === r.id}
              aria-label={`${t('hrAdmins:actions.resend')}: ${r.email}`}
              data-testid="hradmin-resend"
            >
              <IconMailForward size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {r.disabled ? (
            <Tooltip label={t('hrAdmins:actions.enable')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="teal"
                onClick={() => toggle.mutate({ id: r.id, disabled: false })}
                loading={toggle.isPending && toggle.variables?.id === r.id}
                aria-label={`${t('hrAdmins:actions.enable')}: ${r.email}`}
                data-testid="hradmin-enable"
              >
                <IconUserCheck size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t('hrAdmins:actions.disable')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => confirmDisable(r)}
                loading={toggle.isPending && toggle.variables?.id === r.id}
                aria-label={`${t('hrAdmins:actions.disable')}: ${r.email}`}
                data-testid="hradmin-disable"
              >
                <IconUserOff size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} data-testid="hradmin-add">
            {t('common:actions.add')}
          </Button>
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
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
      <AddHrAdminDialog opened={adding} onClose={() => setAdding(false)} tenant={tenantId && filterLabel ? { id: tenantId, label: filterLabel } : null} />
    </Stack>
  );
}
