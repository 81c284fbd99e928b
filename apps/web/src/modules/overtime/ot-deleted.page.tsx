import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOtRow } from '@staffdesk/core/overtime-api';
import { otHours } from '@staffdesk/core/overtime';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { PersonCell } from '../attendance/person-cells.component.tsx';
import { LeaveStatusBadge } from '../leave/leave-summary.component.tsx';
import { OT_LIST_PATH, otListQuery } from './ot.api.ts';
import { OtFilterBar, useOtFilters } from './ot-filters.component.tsx';
import { OtTypeBadge, OtWhen } from './ot-parts.component.tsx';

/** `/shiftsotrequest/dlisting`: deleted overtime requests, with who deleted them, when and why. */
export function OtDeletedPage() {
  const { t } = useTranslation(['overtime', 'common', 'menu']);
  const session = useShellSession();
  const title = t('list.deleted');
  usePageTitle(title);
  const [params, setParams] = useListParams({ sort: { field: 'otDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useOtFilters();
  const query = useQuery(otListQuery(params, filters, 'deleted'));

  const columns: TDataTableColumn<TOtRow>[] = [
    { key: 'employee', label: t('fields.employee'), render: (r) => <PersonCell r={r} /> },
    {
      key: 'when',
      label: t('fields.otDate'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <OtWhen row={r} />
          </Text>
          <Text size="xs" c="dimmed">
            {t('totals.hours', { n: otHours(r.totalMinutes) })}
          </Text>
        </Stack>
      ),
    },
    { key: 'otType', label: t('fields.otType'), visibleFrom: 'sm', render: (r) => <OtTypeBadge type={r.otType} /> },
    {
      key: 'status',
      label: t('fields.status'),
      visibleFrom: 'md',
      render: (r) => <LeaveStatusBadge status={r.status} />,
    },
    {
      key: 'deleted',
      label: t('fields.deleted'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm">{r.deleteReason}</Text>
          <Text size="xs" c="dimmed">
            {r.deletedByName}
            {r.deletedAt && `, ${formatDateTime(r.deletedAt)}`}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        crumbs={[{ label: t('menu:overtimeRequests'), to: `/${session.account}/${OT_LIST_PATH}` }, { label: title }]}
        title={title}
      />
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('leave:list.search')}
        filters={<OtFilterBar filters={filters} setFilter={setFilter} />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('list.emptyDeleted') }}
        testId="ot-deleted-table"
      />
    </Stack>
  );
}
