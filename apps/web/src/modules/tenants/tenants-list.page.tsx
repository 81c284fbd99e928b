import { useState } from 'react';
import { Select, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconExternalLink, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTenantSummary } from '@staffdesk/core/tenants';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDate } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { hasAdminFlag } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { categoryOptions, categoryPath } from '../platform-settings/category-names.ts';
import { categoriesQuery } from '../platform-settings/platform-settings.api.ts';
import { TenantPackageBadge, TenantStatusBadge } from './tenant-badges.component.tsx';
import { platformTenantsQuery, suspendTenant } from './tenants.api.ts';
import { invalidateTenants, useOpenAsHrAdmin, useReactivateTenant } from './use-tenant-actions.hook.ts';

const FILTERS = ['categoryId'] as const;

export const adminAppPath = (tenantId: string) => `/settingsadminapp/${tenantId}`;

/** `/tenants`: the super admin's home, every tenant of the platform, with suspend, reactivate and support. */
export function TenantsListPage() {
  const { t, i18n } = useTranslation(['tenants', 'common']);
  const session = useShellSession();
  const [params, setParams] = useListParams();
  const [filter, setFilter] = useFilterParams(FILTERS);
  const query = useQuery(platformTenantsQuery(params, filter.categoryId));
  const categories = useQuery(categoriesQuery).data ?? [];
  const [suspending, setSuspending] = useState<TTenantSummary | null>(null);
  const openAsHr = useOpenAsHrAdmin();
  const reactivate = useReactivateTenant();
  usePageTitle(t('tenants:title'));

  const canSettings = hasAdminFlag(session, 'settings');
  const canSupport = hasAdminFlag(session, 'hradmin');
  const numberFormat = new Intl.NumberFormat(intlLocale(i18n.language));

  const confirmReactivate = (r: TTenantSummary) =>
    openConfirm({
      title: t('tenants:reactivate.title'),
      text: t('tenants:reactivate.text', { account: r.account, name: r.name }),
      confirmLabel: t('tenants:actions.reactivate'),
      color: 'teal',
      testId: 'reactivate-confirm',
      cancelTestId: 'reactivate-cancel',
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
      key: 'category',
      label: t('tenants:columns.category'),
      visibleFrom: 'md',
      render: (r) => categoryPath(categories, r, i18n.language) ?? '—',
    },
    {
      key: 'package',
      label: t('tenants:columns.package'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => <TenantPackageBadge package={r.package} />,
    },
    {
      key: 'status',
      label: t('tenants:columns.status'),
      sortable: true,
      render: (r) => <TenantStatusBadge status={r.status} />,
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
        <RowActions>
          {canSupport && (
            <RowAction
              label={t('tenants:actions.openAsHr')}
              subject={r.account}
              icon={IconExternalLink}
              onClick={() => openAsHr.open(r.id)}
              loading={openAsHr.pendingFor === r.id}
              disabled={r.status !== 'active'}
              testId="tenant-open-as-hr"
            />
          )}
          {canSettings && (
            <RowAction
              label={t('tenants:actions.settings')}
              subject={r.account}
              icon={IconAdjustments}
              to={adminAppPath(r.id)}
              testId="tenant-settings"
            />
          )}
          {canSettings &&
            (r.status === 'active' ? (
              <RowAction
                label={t('tenants:actions.suspend')}
                subject={r.account}
                icon={IconPlayerPause}
                color="red"
                onClick={() => setSuspending(r)}
                testId="tenant-suspend"
              />
            ) : (
              <RowAction
                label={t('tenants:actions.reactivate')}
                subject={r.account}
                icon={IconPlayerPlay}
                color="teal"
                onClick={() => confirmReactivate(r)}
                loading={reactivate.isPending && reactivate.variables === r.id}
                testId="tenant-reactivate"
              />
            ))}
        </RowActions>
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
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('tenants:search')}
        toolbar={
          categories.length > 0 && (
            <Select
              aria-label={t('tenants:columns.category')}
              placeholder={t('tenants:allCategories')}
              data={categoryOptions(categories, i18n.language)}
              value={filter.categoryId || null}
              onChange={(v) => setFilter('categoryId', v ?? '')}
              clearable
              searchable
              w={240}
              data-testid="tenants-category-filter"
            />
          )
        }
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
        onConfirm={(reason) =>
          suspending ? suspendTenant(suspending.id, reason) : Promise.reject(new Error('no tenant'))
        }
        onDone={async (tenant) => {
          notifySuccess(t('tenants:suspend.done', { account: tenant.account }), t('common:messages.recordUpdated'));
          await invalidateTenants();
        }}
        testIds={{
          dialog: 'suspend-dialog',
          reason: 'suspend-reason',
          confirm: 'suspend-confirm',
          cancel: 'suspend-cancel',
          error: 'suspend-error',
        }}
      />
    </Stack>
  );
}
