import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconAdjustments, IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FEATURE_FLAGS, type TTenantSummary } from '@staffdesk/core/tenants';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { FormActions, FormSection } from '../../platform/form-layout.component.tsx';
import { RowAction } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDate } from '../../shell/date-format.ts';
import { errorText, loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { CategoryFields, type TCategoryPick } from '../platform-settings/category-fields.component.tsx';
import { categoriesQuery } from '../platform-settings/platform-settings.api.ts';
import { TenantPackageBadge, TenantStatusBadge } from './tenant-badges.component.tsx';
import { planOf, TenantPlanFields, type TTenantPlan } from './tenant-plan.component.tsx';
import { platformTenantQuery, platformTenantsQuery, saveTenantSettings } from './tenants.api.ts';
import { adminAppPath } from './tenants-list.page.tsx';
import { invalidateTenants } from './use-tenant-actions.hook.ts';

const LISTING = '/settingsadminapp';

/** `/settingsadminapp`: each tenant's package and modules at a glance; a row opens its settings. */
export function AdminAppListPage() {
  const { t, i18n } = useTranslation(['tenants', 'menu', 'common', 'features']);
  const session = useShellSession();
  const navigate = useNavigate();
  const [params, setParams] = useListParams();
  const query = useQuery(platformTenantsQuery(params));
  const title = t('menu:adminApp');
  usePageTitle(title);

  const columns: TDataTableColumn<TTenantSummary>[] = [
    {
      key: 'account',
      label: t('tenants:columns.account'),
      sortable: true,
      render: (r) => (
        <div>
          <Text size="sm" fw={600} ff="monospace">
            {r.account}
          </Text>
          <Text size="xs" c="dimmed">
            {r.name}
          </Text>
        </div>
      ),
    },
    {
      key: 'package',
      label: t('tenants:columns.package'),
      sortable: true,
      render: (r) => <TenantPackageBadge package={r.package} />,
    },
    {
      key: 'features',
      label: t('tenants:plan.features'),
      render: (r) => {
        const on = FEATURE_FLAGS.filter((f) => r.features[f]);
        return (
          <Tooltip
            label={on.length ? on.map((f) => t(`features:${f}`)).join(', ') : t('tenants:plan.noModules')}
            multiline
            w={280}
            withinPortal
          >
            <Text size="sm" data-testid="tenant-features-on">
              {t('tenants:plan.featuresOn', { on: on.length, total: FEATURE_FLAGS.length })}
            </Text>
          </Tooltip>
        );
      },
    },
    {
      key: 'status',
      label: t('tenants:columns.status'),
      sortable: true,
      visibleFrom: 'sm',
      render: (r) => <TenantStatusBadge status={r.status} />,
    },
    {
      key: 'createdAt',
      label: t('tenants:columns.created'),
      sortable: true,
      visibleFrom: 'md',
      render: (r) => formatDate(new Date(r.createdAt), i18n.language),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) => (
        <RowAction
          label={t('tenants:actions.settings')}
          subject={r.account}
          icon={IconAdjustments}
          to={adminAppPath(r.id)}
          onClick={(e) => e.stopPropagation()}
          testId="tenant-settings"
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:tenants'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Text c="dimmed" size="sm" mt={-8}>
        {t('tenants:plan.intro')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('tenants:search')}
        onRowClick={(r) => void navigate(adminAppPath(r.id))}
        testId="adminapp-table"
      />
    </Stack>
  );
}

/** `/settingsadminapp/:tenantId`: package and feature flags of one tenant; its users' menus follow at their next load. */
export function AdminAppEditPage() {
  const { tenantId = '' } = useParams();
  const { t } = useTranslation(['tenants', 'menu', 'common', 'errors']);
  const session = useShellSession();
  const navigate = useNavigate();
  const query = useQuery(platformTenantQuery(tenantId));
  const tenant = query.data;
  const [plan, setPlan] = useState<TTenantPlan | null>(null);
  const [category, setCategory] = useState<TCategoryPick | null>(null);
  const categories = useQuery(categoriesQuery).data ?? [];
  const [locked, lock] = useSubmitLock();
  const title = tenant ? t('tenants:plan.title', { account: tenant.account }) : t('menu:adminApp');
  usePageTitle(title);

  useEffect(() => {
    if (tenant) setPlan((p) => p ?? planOf(tenant.package, tenant.features));
    if (tenant) setCategory((c) => c ?? { categoryId: tenant.categoryId, subcategoryId: tenant.subcategoryId });
  }, [tenant]);

  const save = useMutation({
    mutationFn: (p: TTenantPlan) => saveTenantSettings(tenantId, { ...p, ...category }),
    onSuccess: async (r) => {
      notifySuccess(t('tenants:plan.saved', { account: r.account }), t('common:messages.recordUpdated'));
      await invalidateTenants();
      await navigate(LISTING);
    },
    onError: (e) => notifyError(errorText(t, e)),
  });

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[
          { label: t('menu:tenants'), to: sessionHome(session) },
          { label: t('menu:adminApp'), to: LISTING },
          { label: tenant?.account ?? '…' },
        ]}
        title={title}
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, query.error)}
        </Alert>
      )}
      {!tenant || !plan ? (
        !query.isError && <Skeleton h={320} />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (locked || save.isPending) return;
            lock();
            save.mutate(plan);
          }}
          data-testid="adminapp-form"
        >
          <Stack gap="lg">
            <FormSection>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Info label={t('tenants:columns.name')} value={tenant.name} />
                <Info
                  label={t('tenants:columns.status')}
                  value={
                    <Badge variant="dot" color={tenant.status === 'active' ? 'teal' : 'red'}>
                      {t(`tenants:statuses.${tenant.status}`)}
                    </Badge>
                  }
                />
                <Info label={t('tenants:columns.users')} value={String(tenant.users)} />
                <Info label={t('tenants:columns.hrAdmins')} value={String(tenant.hrAdmins)} />
              </SimpleGrid>
            </FormSection>
            <FormSection>
              <TenantPlanFields value={plan} onChange={setPlan} disabled={save.isPending} testIdPrefix="settings" />
              <Text size="xs" c="dimmed" mt="md">
                {t('tenants:plan.followHint')}
              </Text>
            </FormSection>
            {category && categories.length > 0 && (
              <FormSection>
                <CategoryFields
                  categories={categories}
                  value={category}
                  onChange={setCategory}
                  disabled={save.isPending}
                  testIdPrefix="settings"
                />
              </FormSection>
            )}
            <FormActions
              justify="flex-end"
              cancelTo={LISTING}
              submitLabel={t('common:actions.save')}
              submitTestId="settings-submit"
              pending={save.isPending}
              locked={locked}
            />
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {typeof value === 'string' ? (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      ) : (
        value
      )}
    </div>
  );
}
