import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTenantSummary } from '@staffdesk/core/tenants';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDate } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { platformTenantsQuery } from './tenants.api.ts';

/** `/tenants`: the super admin's home, every tenant of the platform. */
export function TenantsListPage() {
  const { t, i18n } = useTranslation(['tenants', 'common']);
  const [params, setParams] = useListParams();
  const query = useQuery(platformTenantsQuery(params));
  usePageTitle(t('tenants:title'));

  const numberFormat = new Intl.NumberFormat(intlLocale(i18n.language));

  const columns: TDataTableColumn<TTenantSummary>[] = [
    {
      key: 'account',
      label: t('tenants:columns.account'),
      sortable: true,
      render: (r) => (
        <Text size="sm" fw={600}>
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
        <Badge variant="dot" color={r.status === 'active' ? 'teal' : 'red'}>
          {t(`tenants:statuses.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'users',
      label: t('tenants:columns.users'),
      sortable: true,
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
    </Stack>
  );
}
