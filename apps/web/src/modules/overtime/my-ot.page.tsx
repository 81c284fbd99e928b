import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleX, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOtRow } from '@staffdesk/core/overtime-api';
import { otHours } from '@staffdesk/core/overtime';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import { RowAction, RowActions } from '../../platform/row-actions.component.tsx';
import { useListParams } from '../../platform/use-list-params.hook.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { LeaveStatusBadge } from '../leave/leave-summary.component.tsx';
import { otListQuery } from './ot.api.ts';
import { OtActionDialog } from './ot-action.dialog.tsx';
import { OtFilterBar, useOtFilters } from './ot-filters.component.tsx';
import { OtForm } from './ot-form.component.tsx';
import { OtTotalsStrip, OtTypeBadge, OtWhen } from './ot-parts.component.tsx';

/**
 * My Overtime (`/shiftsotrequest/myot`, spec 6 emp "overtime request"): the employee's hours per rate this month, a
 * form to ask for overtime on a day they worked, their requests with status and comment, and cancelling a pending one.
 */
export function MyOtPage() {
  const { t } = useTranslation(['overtime', 'leave', 'common', 'menu']);
  const session = useShellSession();
  const title = t('menu:myOvertime');
  usePageTitle(title);
  const client = useQueryClient();
  const [applying, setApplying] = useState(false);
  const [cancelling, setCancelling] = useState<TOtRow | null>(null);
  const [params, setParams] = useListParams({ sort: { field: 'otDate', dir: 'desc' } });
  const { filters, setFilter, clearFilters, filtered } = useOtFilters();
  const query = useQuery(otListQuery(params, filters, 'mine'));

  const columns: TDataTableColumn<TOtRow>[] = [
    {
      key: 'when',
      label: t('fields.otDate'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <OtWhen row={r} />
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} maw={240}>
            {r.remark}
          </Text>
        </Stack>
      ),
    },
    { key: 'otType', label: t('fields.otType'), render: (r) => <OtTypeBadge type={r.otType} /> },
    {
      key: 'total',
      label: t('fields.totalOt'),
      visibleFrom: 'sm',
      render: (r) => t('totals.hours', { n: otHours(r.totalMinutes) }),
    },
    {
      key: 'status',
      label: t('fields.status'),
      render: (r) => (
        <Stack gap={2}>
          <LeaveStatusBadge status={r.status} />
          {r.decisionComment && (
            <Text size="xs" c="dimmed" lineClamp={2} maw={240}>
              {r.decisionComment}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: '_actions',
      label: t('common:table.actions'),
      align: 'right',
      render: (r) =>
        r.status === 1 ? (
          <RowActions>
            <RowAction
              label={t('actions.cancel')}
              subject={r.otDate}
              icon={IconCircleX}
              onClick={() => setCancelling(r)}
              testId="row-cancel"
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
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setApplying((x) => !x)}
            variant={applying ? 'default' : 'filled'}
            data-testid="ot-apply"
          >
            {t('my.apply')}
          </Button>
        }
      />
      {query.data && <OtTotalsStrip totals={query.data.totals} testId="my-ot-totals" />}
      {applying && (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('my.apply')}
          </Title>
          <OtForm
            forEmployee={false}
            onDone={async () => {
              notifySuccess(t('common:messages.recordUpdated'));
              setApplying(false);
              await client.invalidateQueries({ queryKey: ['overtime'] });
            }}
          />
        </Stack>
      )}
      <DataTable
        caption={title}
        columns={columns}
        {...queryTableProps(query)}
        params={params}
        onParamsChange={setParams}
        searchable={false}
        filters={<OtFilterBar filters={filters} setFilter={setFilter} mine />}
        filtered={filtered}
        onClearFilters={clearFilters}
        empty={{ hint: t('my.empty') }}
        testId="my-ot-table"
      />
      <OtActionDialog row={cancelling} action="cancel" onClose={() => setCancelling(null)} />
    </Stack>
  );
}
