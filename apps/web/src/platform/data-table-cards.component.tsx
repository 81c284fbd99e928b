import type { ReactNode } from 'react';
import { Box, Group, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from './data-table.component.tsx';
import type { TListParams, TSort } from './list-params.ts';
import type { TSelection } from './row-selection.ts';
import { RowCheck } from './selection-bar.component.tsx';

/** The column that holds a row's buttons (RowActions): on a card it sits at the bottom, always in view. */
export const ACTIONS_COLUMN = '_actions';

type TCardsProps<T> = {
  columns: readonly TDataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  rowTestId: string;
  caption: string;
  firstLoad: boolean;
  empty: ReactNode;
  onRowClick?: (row: T) => void;
  selection?: TSelection<T>;
};

/**
 * A list at phone width: each row is a card — its first column as the title, the others as label and value, its
 * actions along the bottom — instead of a table that scrolls sideways with Edit and Delete out of view.
 */
export function DataCards<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  caption,
  firstLoad,
  empty,
  onRowClick,
  selection,
}: TCardsProps<T>) {
  const actions = columns.find((c) => c.key === ACTIONS_COLUMN);
  const [title, ...fields] = columns.filter((c) => c.key !== ACTIONS_COLUMN);
  if (firstLoad)
    return (
      <Stack gap="xs" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  if (!rows || rows.length === 0) return empty;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} aria-label={caption} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          component="li"
          withBorder
          p="sm"
          radius="md"
          data-testid={rowTestId}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          {title && (
            <Group gap="xs" wrap="nowrap" align="flex-start" mb={fields.length ? 6 : 0}>
              {selection && <RowCheck selection={selection} row={row} id={rowKey(row)} />}
              <Box fw={600} style={{ minWidth: 0 }}>
                {title.render(row)}
              </Box>
            </Group>
          )}
          <Stack gap={4}>
            {fields.map((col) => (
              <Group key={col.key} justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {col.label}
                </Text>
                <Box fz="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {col.render(row)}
                </Box>
              </Group>
            ))}
          </Stack>
          {actions && (
            // a tap on a button is not a tap on the card
            <Group
              justify="flex-end"
              mt="xs"
              gap={4}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
            >
              {actions.render(row)}
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** On a phone the headers are gone: the sort is a select (field and direction). */
export function CardSort<T>({
  columns,
  params,
  onParamsChange,
}: {
  columns: readonly TDataTableColumn<T>[];
  params: TListParams;
  onParamsChange: (patch: Partial<TListParams>) => void;
}) {
  const { t } = useTranslation('common');
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const value = params.sort ? `${params.sort.field}:${params.sort.dir}` : '';
  const options = sortable.flatMap((c) => [
    { value: `${c.key}:asc`, label: `${c.label} ↑` },
    { value: `${c.key}:desc`, label: `${c.label} ↓` },
  ]);
  return (
    <NativeSelect
      size="xs"
      aria-label={t('table.sortBy')}
      data={[{ value: '', label: t('table.sortDefault') }, ...options]}
      value={value}
      onChange={(e) => {
        const [field, dir] = e.currentTarget.value.split(':');
        const sort: TSort | null = field && (dir === 'asc' || dir === 'desc') ? { field, dir } : null;
        onParamsChange({ sort });
      }}
      data-testid="table-sort"
    />
  );
}
