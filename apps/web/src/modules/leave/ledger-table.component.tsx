import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBalance, TLedgerRow } from '@staffdesk/core/leave-api';
import { DataTable, queryTableProps, type TDataTableColumn } from '../../platform/data-table.component.tsx';
import type { TListParams } from '../../platform/list-params.ts';
import { formatDay } from '../../shell/date-format.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { ledgerQuery } from './leave.api.ts';
import { DaysText } from './days-text.component.tsx';

const KIND_COLORS: Record<string, string> = {
  opening: 'blue',
  accrual: 'teal',
  carryForward: 'teal',
  yearEnd: 'gray',
  carryExpiry: 'gray',
  leave: 'orange',
  cancellation: 'teal',
  adjustment: 'grape',
};

/**
 * The ledger of an employee's leave (`null`: the caller's own): every credit and debit, newest first, with the
 * type's balance after it; its own paging (it sits beside other lists).
 */
export function LedgerTable({ employeeId, types }: { employeeId: string | null; types: readonly TBalance[] }) {
  const { t } = useTranslation(['leave', 'common']);
  const [params, setParams] = useState<TListParams>({ page: 1, pageSize: 10, sort: null, search: '' });
  const [typeId, setTypeId] = useState('');
  const query = useQuery(ledgerQuery(employeeId, params, typeId));
  const columns: TDataTableColumn<TLedgerRow>[] = [
    {
      key: 'day',
      label: t('ledger.day'),
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(r.day)}
        </Text>
      ),
    },
    { key: 'type', label: t('fields.leaveType'), visibleFrom: 'sm', render: (r) => r.leaveTypeName },
    {
      key: 'kind',
      label: t('ledger.kind'),
      render: (r) => <TextBadge color={KIND_COLORS[r.kind] ?? 'gray'}>{t(`ledger.kinds.${r.kind}`)}</TextBadge>,
    },
    {
      key: 'days',
      label: t('fields.days'),
      align: 'right',
      render: (r) => <DaysText days={r.days} signed />,
    },
    { key: 'running', label: t('ledger.running'), align: 'right', render: (r) => <DaysText days={r.running} /> },
    {
      key: 'note',
      label: t('ledger.note'),
      visibleFrom: 'md',
      render: (r) => (
        <Text size="xs" c="dimmed" lineClamp={2} maw={260}>
          {[r.note, r.createdByName].filter(Boolean).join(' — ') ||
            (r.period ? t('ledger.period', { p: r.period }) : '')}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('ledger.title')}
      columns={columns}
      {...queryTableProps(query)}
      params={params}
      onParamsChange={(p) => setParams((x) => ({ ...x, ...p }))}
      searchable={false}
      filters={
        <Select
          label={t('fields.leaveType')}
          data={types.map((b) => ({ value: b.leaveTypeId, label: b.leaveTypeName }))}
          value={typeId || null}
          onChange={(v) => {
            setTypeId(v ?? '');
            setParams((x) => ({ ...x, page: 1 }));
          }}
          placeholder={t('list.allTypes')}
          clearable
          w={220}
          data-testid="ledger-type"
        />
      }
      empty={{ hint: t('ledger.empty') }}
      testId="ledger-table"
    />
  );
}
