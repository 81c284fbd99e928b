import { Button, Checkbox, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconTemplate, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAssignmentRow, TBankRow } from '@staffdesk/core/leave-api';
import { todayIn } from '@staffdesk/core/time-zones';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { DayInput } from '../../platform/day-input.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { ImportLink } from '../../platform/import-link.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useRowSelection } from '../../platform/row-selection.ts';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { canDo } from '../../shell/privileges.ts';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell, PlaceInCompanyCell } from '../attendance/person-cells.component.tsx';
import { OrgDeptFilter } from '../employees/org-dept-filter.component.tsx';
import { assignmentsQuery, bankFilterQuery, bankQuery, LEAVE_IMPORT_PATH, type TBankFilters } from './leave.api.ts';
import { AssignTemplateDialog } from './assign-template.dialog.tsx';
import { DaysText } from './days-text.component.tsx';
import { EmployeeBankDrawer } from './employee-bank.drawer.tsx';
import { LeaveTypeFilter } from './leave-filters.component.tsx';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Leave Bank (`/shiftsleaves/Listingemp`): everyone's balance per leave type at a day (the Leave Bank Report, CSV
 * and Excel), each employee's ledger and adjustments; and who follows which leave template, to assign one.
 */
export function LeaveBankPage() {
  const { t } = useTranslation(['leave', 'menu']);
  const session = useShellSession();
  const title = t('menu:leaveBank');
  usePageTitle(title);
  const [sp, setSp] = useSearchParams();
  const tab = sp.get('tab') === 'templates' ? 'templates' : 'balances';
  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]} title={title} />
      <Tabs
        value={tab}
        onChange={(v) => setSp(v === 'templates' ? { tab: 'templates' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="balances" leftSection={<IconWallet size={16} aria-hidden />} data-testid="tab-balances">
            {t('bank.balances')}
          </Tabs.Tab>
          <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden />} data-testid="tab-templates">
            {t('bank.templates')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="balances" pt="md">
          <BalancesTab />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <TemplatesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function BalancesTab() {
  const { t, i18n } = useTranslation(['leave', 'common']);
  const session = useShellSession();
  const [params, setParams] = useListParams();
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'at',
    'organizationId',
    'departmentId',
    'leaveTypeId',
  ] as const);
  const filters: TBankFilters = { ...f, at: f.at || todayIn(BROWSER_ZONE) };
  const query = useQuery(bankQuery(params, filters));
  const [open, setOpen] = useState<string | null>(null);
  const columns: TDataTableColumn<TBankRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'department',
      label: t('fields.department'),
      visibleFrom: 'md',
      render: (r) => <PlaceInCompanyCell r={r} />,
    },
    { key: 'leaveType', label: t('fields.leaveType'), render: (r) => r.leaveTypeName },
    { key: 'balance', label: t('bank.balance'), align: 'right', render: (r) => <DaysText days={r.balance} strong /> },
    {
      key: 'hours',
      label: t('bank.hours'),
      align: 'right',
      visibleFrom: 'sm',
      render: (r) => <DaysText days={r.balanceHours} unit="hours" />,
    },
    {
      key: 'pending',
      label: t('bank.pending'),
      align: 'right',
      visibleFrom: 'sm',
      render: (r) => (Number(r.pending) ? <DaysText days={r.pending} /> : '—'),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('bank.balances')}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => `${r.employeeId}:${r.leaveTypeId}`}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('list.search')}
        onRowClick={(r) => setOpen(r.employeeId)}
        toolbar={
          <>
            {canDo(session, 'leaveBank', 'add') && (
              <ImportLink to={`/${session.account}/${LEAVE_IMPORT_PATH}`} testId="bank-import" />
            )}
            <ExportButton
              href={exportUrl('/leave/bank', params, bankFilterQuery(filters), i18n.language)}
              testId="bank-export"
              xlsx
            />
          </>
        }
        filters={
          <Group gap="sm" align="flex-end">
            <DayInput
              label={t('bank.at')}
              value={filters.at}
              onChange={(d) => setFilter('at', d)}
              w={160}
              data-testid="bank-at"
            />
            <OrgDeptFilter
              organizationId={filters.organizationId}
              departmentId={filters.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
            <LeaveTypeFilter
              value={filters.leaveTypeId}
              onChange={(v) => setFilter('leaveTypeId', v)}
              testId="bank-type"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('bank.empty') }}
        testId="bank-table"
      />
      <EmployeeBankDrawer
        employeeId={open}
        canAdjust={canDo(session, 'leaveBank', 'add')}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function TemplatesTab() {
  const { t } = useTranslation(['leave', 'common']);
  const session = useShellSession();
  const [params, setParams] = useListParams();
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams([
    'organizationId',
    'departmentId',
    'templateId',
    'unassigned',
  ] as const);
  const filters = { ...f, unassigned: f.unassigned === '1' };
  const query = useQuery(assignmentsQuery(params, filters));
  const templates = useQuery(resourceOptionsQuery('leaveTemplate'));
  const selection = useRowSelection(query.data?.rows, (r) => r.employeeId);
  const [assigning, setAssigning] = useState(false);
  const canAssign = canDo(session, 'leaveBank', 'edit');
  const columns: TDataTableColumn<TAssignmentRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'department',
      label: t('fields.department'),
      visibleFrom: 'md',
      render: (r) => <PlaceInCompanyCell r={r} />,
    },
    {
      key: 'template',
      label: t('assign.template'),
      render: (r) =>
        r.templateName ? (
          <Text size="sm">{r.templateName}</Text>
        ) : (
          <Text size="sm" c="orange" data-testid="no-template">
            {t('bank.noTemplate')}
          </Text>
        ),
    },
    {
      key: 'fromDate',
      label: t('assign.fromDate'),
      visibleFrom: 'sm',
      render: (r) => (r.fromDate ? formatDay(r.fromDate) : '—'),
    },
  ];
  return (
    <>
      <DataTable
        caption={t('bank.templates')}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(r) => r.employeeId}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('list.search')}
        toolbar={
          canAssign && (
            <Button onClick={() => setAssigning(true)} data-testid="assign-open">
              {t('assign.title')}
            </Button>
          )
        }
        selection={
          canAssign
            ? {
                selected: selection.selected,
                onChange: selection.setSelected,
                label: (r) => t('assign.select', { name: r.employeeName }),
                actions: (
                  <Button size="xs" onClick={() => setAssigning(true)} data-testid="assign-selected">
                    {t('assign.title')}
                  </Button>
                ),
              }
            : undefined
        }
        filters={
          <Group gap="sm" align="flex-end">
            <OrgDeptFilter
              organizationId={filters.organizationId}
              departmentId={filters.departmentId}
              onOrganization={(v) => setFilter('organizationId', v)}
              onDepartment={(v) => setFilter('departmentId', v)}
            />
            <Select
              label={t('assign.template')}
              data={(templates.data ?? []).map((o) => ({ value: o.id, label: o.label }))}
              value={filters.templateId || null}
              onChange={(v) => setFilter('templateId', v ?? '')}
              placeholder={t('assign.allTemplates')}
              clearable
              w={200}
              data-testid="assign-filter-template"
            />
            <Checkbox
              label={t('assign.onlyWithout')}
              checked={filters.unassigned}
              onChange={(e) => setFilter('unassigned', e.currentTarget.checked ? '1' : '')}
              mb={8}
              data-testid="assign-unassigned"
            />
          </Group>
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('assign.empty') }}
        testId="assign-table"
      />
      <AssignTemplateDialog
        opened={assigning}
        employeeIds={selection.selected}
        onClose={() => {
          setAssigning(false);
          selection.clear();
        }}
      />
    </>
  );
}
