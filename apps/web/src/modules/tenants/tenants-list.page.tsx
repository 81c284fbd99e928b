import { useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAdjustments, IconExternalLink, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTenantSummary } from '@staffdesk/core/tenants';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDate } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { hasAdminFlag } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { platformTenantsQuery, suspendTenant } from './tenants.api.ts';
import { invalidateTenants, useOpenAsHrAdmin, useReactivateTenant } from './use-tenant-actions.hook.ts';

export const adminAppPath = (tenantId: string) => `/settingsadminapp/${tenantId}`;

/** `/tenants`: the super admin's home, every tenant of the platform, with suspend, reactivate and support. */
export function TenantsListPage() {
  const { t, i18n } = useTranslation(['tenants', 'common']);
  const session = useShellSession();
  const [params, setParams] = useListParams();
  const query = useQuery(platformTenantsQuery(params));
  const [suspending, setSuspending] = useState<TTenantSummary | null>(null);
  const openAsHr = useOpenAsHrAdmin();
  const reactivate = useReactivateTenant();
  usePageTitle(t('tenants:title'));

  const canSettings = hasAdminFlag(session, 'settings');
  const canSupport = hasAdminFlag(session, 'hradmin');
  const numberFormat = new Intl.NumberFormat(intlLocale(i18n.language));

  const confirmReactivate = (r: TTenantSummary) =>
    modals.openConfirmModal({
      title: t('tenants:reactivate.title'),
      children: <Text size="sm">{t('tenants:reactivate.text', { account: r.account, name: r.name })}</Text>,
      labels: { confirm: t('tenants:actions.reactivate'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'teal', 'data-testid': 'reactivate-confirm' } as Record<string, unknown>,
      cancelProps: { 'data-testid': 'reactivate-cancel' } as Record<string, unknown>,
      onConfirm: () => reactivate.mutate(r.id),
    });

  const columns: TDataTableColumn<TTenantSummary>[] = [
    {
      key: 'account',
      label: t('tenants:columns.account'),
      sortable: true,
      render: (r) => (
        <Text size="sm" fw={600} ff="monospace">
          {r.account}
        </Text>
      ),
    },
    { key: 'name', label: t('tenants:columns.name'), sortable: true, render: (r) => r.name },
    {
      key: 'package',
      label: t('tenants:columns.package'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => (
        <Badge variant={r.package === 'pro' ? 'filled' : 'light'} color={r.package === 'pro' ? 'grape' : 'gray'}>
          {t(`tenants:packages.${r.package}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      label: t('tenants:columns.status'),
      sortable: true,
      render: (r) => (
        <Badge variant="dot" color={r.status === 'active' ? 'teal' : 'red'} miw="max-content" data-testid="tenant-status" data-status={r.status}>
          {t(`tenants:statuses.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'users',
      label: t('tenants:columns.users'),
      align: 'right',
      render: (r) => numberFormat.format(r.users),
    },
    {
      key: 'createdAt',
      label: t('tenants:columns.created'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => {
        const d = new Date(r.createdAt);
        return Number.isNaN(d.getTime()) ? r.createdAt : formatDate(d, i18n.language);
      },
    },
  ];
  if (canSettings || canSupport) {
    columns.push({
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canSupport && (
            <Tooltip label={t('tenants:actions.openAsHr')} withinPortal>
              <ActionIcon
                variant="subtle"
                onClick={() => openAsHr.open(r.id)}
                loading={openAsHr.pendingFor === r.id}
                disabled={r.status !== 'active'}
                aria-label={`${t('tenants:actions.openAsHr')}: ${r.account}`}
                data-testid="tenant-open-as-hr"
              >
                <IconExternalLink size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canSettings && (
            <Tooltip label={t('tenants:actions.settings')} withinPortal>
              <ActionIcon
                component={Link}
                to={adminAppPath(r.id)}
                variant="subtle"
                aria-label={`${t('tenants:actions.settings')}: ${r.account}`}
                data-testid="tenant-settings"
              >
                <IconAdjustments size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canSettings &&
            (r.status === 'active' ? (
              <Tooltip label={t('tenants:actions.suspend')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setSuspending(r)}
                  aria-label={`${t('tenants:actions.suspend')}: ${r.account}`}
                  data-testid="tenant-suspend"
                >
                  <IconPlayerPause size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : (
              <Tooltip label={t('tenants:actions.reactivate')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color="teal"
                  onClick={() => confirmReactivate(r)}
                  loading={reactivate.isPending && reactivate.variables === r.id}
                  aria-label={`${t('tenants:actions.reactivate')}: ${r.account}`}
                  data-testid="tenant-reactivate"
                >
                  <IconPlayerPlay size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ))}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('tenants:title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('tenants:subtitle')}
        </Text>
      </div>
      <DataTable
        caption={t('tenants:title')}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.id}
        params={params}
        onParamsChange={setParams}
        loading={query.isFetching}
        error={query.error}
        searchPlaceholder={t('tenants:search')}
        testId="tenants-table"
      />
      <ReasonDialog
        opened={suspending !== null}
        onClose={() => setSuspending(null)}
        subjectKey={suspending?.id ?? null}
        title={t('tenants:suspend.title')}
        text={suspending ? t('tenants:suspend.text', { account: suspending.account, name: suspending.name }) : ''}
        label={t('tenants:suspend.reason')}
        required={false}
        confirmLabel={t('tenants:actions.suspend')}
        confirmIcon={<IconPlayerPause size={16} aria-hidden />}
        onConfirm={(reason) => (suspending ? suspendTenant(suspending.id, reason) : Promise.reject(new Error('no tenant')))}
        onDone={async (tenant) => {
          notifySuccess(t('tenants:suspend.done', { account: tenant.account }), t('common:messages.recordUpdated'));
          await invalidateTenants();
        }}
        testIds={{ dialog: 'suspend-dialog', reason: 'suspend-reason', confirm: 'suspend-confirm', cancel: 'suspend-cancel', error: 'suspend-error' }}
      />
    </Stack>
  );
}
