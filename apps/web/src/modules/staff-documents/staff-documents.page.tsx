import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPLOYEE_DOCUMENT } from '@staffdesk/core/resources/employee-records';
import { DOCUMENT_STATES, type TDocumentState, type TStaffDocument } from '@staffdesk/core/staff-documents';
import { DataTable, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { ExportButton } from '../../platform/export-button.component.tsx';
import { exportUrl } from '../../platform/list-params.ts';
import { recordFileUrl } from '../../platform/resources/resource.api.ts';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useFilterParams } from '../../platform/use-filter-params.hook.ts';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDay } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { staffDocumentsQuery } from './staff-documents.api.ts';

const STATE_COLORS: Record<TDocumentState, string> = {
  expired: 'red',
  expiring: 'orange',
  valid: 'teal',
  noExpiry: 'gray',
};

/**
 * `/employeesadmin_staff/listingdocs`: every staff document the viewer may see in one list — soonest expiry first,
 * with expired and expiring ones marked and a filter for them — exported as CSV or Excel; a row's employee opens
 * their documents tab, its file downloads.
 */
export function StaffDocumentsPage() {
  const { t, i18n } = useTranslation(['staffDocuments', 'common', 'menu', 'employees']);
  const session = useShellSession();
  const base = `/${session.account}`;
  const [params, setParams] = useListParams({ sort: { field: 'expiryDate', dir: 'asc' } });
  const [f, setFilter, { clearFilters, filtered }] = useFilterParams(['state'] as const);
  const state = (DOCUMENT_STATES as readonly string[]).includes(f.state) ? (f.state as TDocumentState) : '';
  const query = useQuery(staffDocumentsQuery(params, state));
  const title = t('menu:staffDocuments');
  usePageTitle(title);

  const columns: TDataTableColumn<TStaffDocument>[] = [
    {
      key: 'employee',
      label: t('staffDocuments:fields.employee'),
      sortable: true,
      render: (d) => (
        <div>
          <Anchor
            component={Link}
            to={`${base}/employees/${EMPLOYEE_DOCUMENT.route}/${d.employeeId}`}
            size="sm"
            fw={600}
            data-testid="document-employee"
          >
            {`${d.firstName} ${d.lastName}`.trim()}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {d.employeeCode}
          </Text>
        </div>
      ),
    },
    {
      key: 'department',
      label: t('staffDocuments:fields.department'),
      visibleFrom: 'lg',
      render: (d) => (
        <div>
          <Text size="sm">{d.departmentName ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {d.organizationName}
          </Text>
        </div>
      ),
    },
    {
      key: 'documentType',
      label: t('staffDocuments:fields.documentType'),
      sortable: true,
      render: (d) => d.documentType,
    },
    {
      key: 'number',
      label: t('staffDocuments:fields.number'),
      visibleFrom: 'sm',
      render: (d) => <Text size="sm">{d.number ?? '—'}</Text>,
    },
    {
      key: 'issueDate',
      label: t('staffDocuments:fields.issueDate'),
      visibleFrom: 'md',
      render: (d) => (d.issueDate ? formatDay(d.issueDate) : '—'),
    },
    {
      key: 'expiryDate',
      label: t('staffDocuments:fields.expiryDate'),
      sortable: true,
      render: (d) => (
        <Group gap={6} wrap="nowrap" data-testid="document-state" data-state={d.state}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {d.expiryDate ? formatDay(d.expiryDate) : '—'}
          </Text>
          {(d.state === 'expired' || d.state === 'expiring') && (
            <TextBadge color={STATE_COLORS[d.state]}>{t(`staffDocuments:states.${d.state}`)}</TextBadge>
          )}
        </Group>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (d) =>
        d.fileName ? (
          <RowActions>
            <RowAction
              label={t('employees:records.download')}
              subject={d.fileName}
              icon={IconDownload}
              href={recordFileUrl(EMPLOYEE_DOCUMENT.key, d.id)}
              testId="row-file"
            />
          </RowActions>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:dashboard'), to: sessionHome(session) }, { label: title }]}
        title={title}
        actions={
          <ExportButton
            href={exportUrl('/staff-documents', params, { state: state || undefined }, i18n.language)}
            testId="documents-export"
            xlsx
          />
        }
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.rows}
        total={query.data?.total ?? 0}
        rowKey={(d) => d.id}
        loading={query.isFetching}
        error={query.error}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('staffDocuments:search')}
        filters={
          <Select
            label={t('staffDocuments:fields.state')}
            data={DOCUMENT_STATES.map((s) => ({ value: s, label: t(`staffDocuments:states.${s}`) }))}
            value={state || null}
            onChange={(v) => setFilter('state', v ?? '')}
            placeholder={t('staffDocuments:allStates')}
            clearable
            w={220}
            data-testid="filter-state"
          />
        }
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('staffDocuments:emptyHint') }}
        testId="documents-table"
      />
    </Stack>
  );
}
