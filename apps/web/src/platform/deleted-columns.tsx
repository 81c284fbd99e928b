import { Button, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../shell/date-format.ts';
import type { TDataTableColumn } from './data-table.component.tsx';

type TDeletedRow = { id: string; deletedByName: string | null; deletedAt: string | null; deleteReason: string | null };

/** The who, when and why columns of a deleted-records list (`dlisting`), sortable by when. */
export function deletedColumns<T extends TDeletedRow>(t: TFunction): TDataTableColumn<T>[] {
  return [
    { key: 'deletedByName', label: t('common:crud.deletedBy'), render: (row) => row.deletedByName ?? '—' },
    {
      key: 'deletedAt',
      label: t('common:crud.deletedAt'),
      sortable: true,
      render: (row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{row.deletedAt ? formatDateTime(row.deletedAt) : '—'}</span>
      ),
    },
    {
      key: 'deleteReason',
      label: t('common:crud.deleteReason'),
      render: (row) => (
        <Text size="sm" lineClamp={3} maw={320} title={row.deleteReason ?? undefined} data-testid="row-delete-reason">
          {row.deleteReason ?? '—'}
        </Text>
      ),
    },
  ];
}

/** A restore mutation keyed by the record's id: the row being restored spins, the others wait. */
type TRestore = { mutate: (id: string) => void; isPending: boolean; variables: string | undefined };

/** The actions column of a deleted-records list: Restore on each row. */
export function restoreColumn<T extends { id: string }>(t: TFunction, restore: TRestore): TDataTableColumn<T> {
  return {
    key: '_actions',
    label: t('common:table.actions'),
    align: 'right',
    render: (row) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        loading={restore.isPending && restore.variables === row.id}
        disabled={restore.isPending && restore.variables !== row.id}
        onClick={() => restore.mutate(row.id)}
        data-testid="row-restore"
      >
        {t('common:actions.restore')}
      </Button>
    ),
  };
}
