import { Badge, Select, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYROLL_PARTS, type TPayrollPart, type TPayrollPrivilege } from '@staffdesk/core/payroll-privileges';
import { isApiError } from '../../platform/api-client.ts';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fullName, loginColumns } from '../hr-admins/account-actions.component.tsx';
import { invalidatePayrollPrivileges, payrollPrivilegesQuery, setPayrollPrivilege } from './payroll-privileges.api.ts';

type TChange = { row: TPayrollPrivilege; organizationId?: string | null; part?: TPayrollPart; on?: boolean };

/**
 * `/settingspayrollPrivilege`: who may approve a payroll, approve it as paid and edit payroll lines, and whose
 * organization's payroll they handle — per HR admin and sub admin, changed in place (each change saved and audited).
 */
export function PayrollPrivilegesPage() {
  const { t } = useTranslation(['payrollPrivileges', 'roles', 'common', 'menu', 'errors']);
  const session = useShellSession();
  const [params, setParams] = useListParams({ sort: { field: 'firstName', dir: 'asc' } });
  const query = useQuery(payrollPrivilegesQuery(params));
  const organizations = useQuery(resourceOptionsQuery('organization'));
  const title = t('menu:payrollPrivilege');
  usePageTitle(title);
  const mayEdit = canDo(session, 'payrollPrivilege', 'edit');

  const save = useMutation({
    mutationFn: ({ row, organizationId, part, on }: TChange) =>
      setPayrollPrivilege(row.userId, {
        organizationId: organizationId === undefined ? row.organizationId : organizationId,
        approvePayroll: row.approvePayroll,
        approvePaid: row.approvePaid,
        payrollLine: row.payrollLine,
        ...(part ? { [part]: on } : {}),
      }),
    onSuccess: async (r) => {
      notifySuccess(t('payrollPrivileges:saved', { name: fullName(r) }));
      await invalidatePayrollPrivileges();
    },
    onError: async (e) => {
      // a sub admin limited to some organizations must name one of them
      const orgRequired = isApiError(e) && e.fields?.organizationId === 'required';
      notifyError(orgRequired ? t('payrollPrivileges:orgRequired') : errorText(t, e), t('roles:cannot.edit'));
      await invalidatePayrollPrivileges();
    },
  });
  const busy = (r: TPayrollPrivilege) => save.isPending && save.variables?.row.userId === r.userId;
  const own = (r: TPayrollPrivilege) => r.userId === session.loginId;

  const columns: TDataTableColumn<TPayrollPrivilege>[] = [
    ...loginColumns<TPayrollPrivilege>({
      name: t('payrollPrivileges:fields.name'),
      email: t('payrollPrivileges:fields.email'),
    }),
    {
      key: 'loginType',
      label: t('payrollPrivileges:fields.type'),
      sortable: true,
      visibleFrom: 'md',
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={r.loginType === 'hr_admin' ? 'grape' : 'blue'} tt="none">
            {t(`payrollPrivileges:types.${r.loginType}`)}
          </Badge>
          {r.roleName && (
            <Text size="xs" c="dimmed">
              {r.roleName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'organization',
      label: t('payrollPrivileges:fields.organization'),
      render: (r) => (
        <Select
          size="xs"
          w={200}
          data={(organizations.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
          value={r.organizationId}
          placeholder={t('payrollPrivileges:allOrganizations')}
          clearable
          disabled={!mayEdit || own(r) || busy(r)}
          onChange={(v) => save.mutate({ row: r, organizationId: v })}
          aria-label={t('payrollPrivileges:organizationOf', { name: fullName(r) })}
          data-testid={`payroll-org-${r.email}`}
        />
      ),
    },
    ...PAYROLL_PARTS.map(
      (part): TDataTableColumn<TPayrollPrivilege> => ({
        key: part,
        label: t(`payrollPrivileges:parts.${part}`),
        align: 'center',
        render: (r) => (
          <Switch
            checked={r[part]}
            disabled={!mayEdit || own(r) || busy(r)}
            onChange={(e) => save.mutate({ row: r, part, on: e.currentTarget.checked })}
            aria-label={`${fullName(r)}: ${t(`payrollPrivileges:parts.${part}`)}`}
            style={{ display: 'inline-block' }}
            data-testid={`payroll-${part}-${r.email}`}
          />
        ),
      }),
    ),
    {
      key: 'updated',
      label: t('payrollPrivileges:fields.updated'),
      visibleFrom: 'lg',
      render: (r) =>
        r.set && r.updatedAt ? (
          <div>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.updatedAt)}
            </Text>
            <Text size="xs" c="dimmed">
              {r.updatedByName}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('payrollPrivileges:default')}
          </Text>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Text size="sm" c="dimmed" maw={820}>
        {t('payrollPrivileges:intro')}
      </Text>
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.userId}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('payrollPrivileges:search')}
        testId="payroll-privileges-table"
      />
    </Stack>
  );
}
