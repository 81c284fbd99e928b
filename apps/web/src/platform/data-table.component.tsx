import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Group,
  LoadingOverlay,
  NativeSelect,
  Paper,
  Skeleton,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  type MantineBreakpoint,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './pagination.component.tsx';
import { PAGE_SIZES } from '@staffdesk/core/constants';
import { errorText } from '../shell/error-text.ts';
import { intlLocale } from '../shell/i18n.ts';
import { CardSort, DataCards } from './data-table-cards.component.tsx';
import { EmptyList, type TEmptyState } from './data-table-empty.component.tsx';
import type { TListParams, TSort } from './list-params.ts';
import type { TSelection } from './row-selection.ts';
import { AllCheck, RowCheck, SelectionBar } from './selection-bar.component.tsx';

/** Phone width (36em = 576 px): lists become cards. */
const PHONE_QUERY = '(max-width: 36em)';

export type TDataTableColumn<T> = {
  /** the sort field sent to the API */
  key: string;
  /** translated header text */
  label: string;
  sortable?: boolean;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** hide the column below this breakpoint (phones) */
  visibleFrom?: MantineBreakpoint;
};

export type TDataTableProps<T> = {
  columns: readonly TDataTableColumn<T>[];
  rows: readonly T[] | undefined;
  total: number;
  rowKey: (row: T) => string;
  params: TListParams;
  onParamsChange: (patch: Partial<TListParams>) => void;
  /** a request is in flight (first load or a page change) */
  loading?: boolean;
  error?: unknown;
  searchable?: boolean;
  searchPlaceholder?: string;
  /** extra controls beside the search box: export, add … */
  toolbar?: ReactNode;
  /** filter controls shown under the search row */
  filters?: ReactNode;
  /** accessible name of the table */
  caption: string;
  testId?: string;
  /** test id of each body row */
  rowTestId?: string;
  /** a click on a row (e.g. to open its details); the row also opens with Enter */
  onRowClick?: (row: T) => void;
  /** what an empty list says beyond 'No Record Found': a hint and the first action */
  empty?: TEmptyState;
  /** the page's own filters are narrowing the list (the search box is known here) */
  filtered?: boolean;
  /** clears the page's own filters and the search (the empty list's "Clear search and filters"), in one URL write */
  onClearFilters?: () => void;
  /** check boxes on the rows and a bar of actions on the selected ones (useRowSelection) */
  selection?: TSelection<T>;
};

type TListQuery<T> = { data?: { rows: T[]; total: number }; isFetching: boolean; error: unknown };

/** What a list query gives its DataTable: the rows (keyed by id), the total, and whether it loads or failed. */
export function queryTableProps<T extends { id: string }>(query: TListQuery<T>) {
  return {
    rows: query.data?.rows,
    total: query.data?.total ?? 0,
    rowKey: (row: T) => row.id,
    loading: query.isFetching,
    error: query.error,
  };
}

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 5;

function nextSort(current: TSort | null, field: string): TSort {
  if (current?.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

function SortIcon({ dir }: { dir: 'asc' | 'desc' | null }) {
  const Icon = dir === 'asc' ? IconChevronUp : dir === 'desc' ? IconChevronDown : IconSelector;
  return <Icon size={14} stroke={1.8} aria-hidden style={{ flex: 'none', opacity: dir ? 1 : 0.5 }} />;
}

/**
 * The list table every module uses: server-side search, sort and paging with the list state in the URL
 * (see useListParams), page sizes from spec 9, an empty state and loading/error states.
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  rowKey,
  params,
  onParamsChange,
  loading = false,
  error,
  searchable = true,
  searchPlaceholder,
  toolbar,
  filters,
  caption,
  testId = 'data-table',
  rowTestId = 'table-row',
  onRowClick,
  empty,
  filtered = false,
  onClearFilters,
  selection,
}: TDataTableProps<T>) {
  const { t, i18n } = useTranslation('common');
  // phones get cards: a table would scroll sideways with its actions out of view
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [search, setSearch] = useState(params.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  // Follow the URL when it changes from outside (back button, link), keeping what is being typed (a trailing space).
  useEffect(
    () => setSearch((typed) => (typed.trim() === params.search.trim() ? typed : params.search)),
    [params.search],
  );
  // Only a settled search text writes the URL (one history entry, one request).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text writes the URL
  useEffect(() => {
    if (debounced.trim() !== params.search.trim()) onParamsChange({ search: debounced });
  }, [debounced]);

  const pages = Math.max(1, Math.ceil(total / params.pageSize));
  // the last row of the last page was deleted (or the URL named a page past the end): show the last page
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page data settles, not when the callback changes
  useEffect(() => {
    if (!loading && rows && rows.length === 0 && total > 0 && params.page > pages) onParamsChange({ page: pages });
  }, [loading, rows, total, params.page, pages]);
  const from = total === 0 ? 0 : (params.page - 1) * params.pageSize + 1;
  const to = Math.min(total, params.page * params.pageSize);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const firstLoad = rows === undefined && loading;
  const emptyState = (
    <EmptyList
      empty={empty}
      narrowed={filtered || params.search.trim() !== ''}
      onClear={() => {
        setSearch('');
        if (onClearFilters) onClearFilters();
        else onParamsChange({ search: '', page: 1 });
      }}
    />
  );

  const shownIds = (rows ?? []).map(rowKey);
  const header = (
    <Table.Tr>
      {selection && (
        <Table.Th w={40}>
          <AllCheck selection={selection} ids={shownIds} />
        </Table.Th>
      )}
      {columns.map((col) => {
        const dir = params.sort?.field === col.key ? params.sort.dir : null;
        return (
          <Table.Th
            key={col.key}
            w={col.width}
            ta={col.align}
            visibleFrom={col.visibleFrom}
            aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : col.sortable ? 'none' : undefined}
          >
            {col.sortable ? (
              <UnstyledButton
                onClick={() => onParamsChange({ sort: nextSort(params.sort, col.key) })}
                data-testid={`sort-${col.key}`}
                fw={600}
                fz="sm"
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  verticalAlign: 'middle',
                  gap: 4,
                  flexDirection: col.align === 'right' ? 'row-reverse' : 'row',
                }}
              >
                <span>{col.label}</span>
                <SortIcon dir={dir} />
              </UnstyledButton>
            ) : (
              col.label
            )}
          </Table.Th>
        );
      })}
    </Table.Tr>
  );

  let body: ReactNode;
  if (firstLoad) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading, never reordered
      <Table.Tr key={`skeleton-${i}`}>
        {selection && <Table.Td />}
        {columns.map((col) => (
          <Table.Td key={col.key} visibleFrom={col.visibleFrom}>
            <Skeleton h={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length + (selection ? 1 : 0)}>{emptyState}</Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={rowKey(row)}
        data-testid={rowTestId}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        onKeyDown={
          onRowClick
            ? (e) => {
                if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row);
              }
            : undefined
        }
        tabIndex={onRowClick ? 0 : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
        data-selected={selection?.selected.includes(rowKey(row)) || undefined}
      >
        {selection && (
          <Table.Td>
            <RowCheck selection={selection} row={row} id={rowKey(row)} />
          </Table.Td>
        )}
        {columns.map((col) => (
          <Table.Td key={col.key} ta={col.align} visibleFrom={col.visibleFrom}>
            {col.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid={testId}>
      {(searchable || toolbar) && (
        <Group justify="space-between" mb="md" gap="sm">
          {searchable ? (
            <TextInput
              type="search"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              placeholder={searchPlaceholder ?? t('table.search')}
              aria-label={searchPlaceholder ?? t('table.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              data-testid="table-search"
              w={{ base: '100%', xs: 320 }}
            />
          ) : (
            <span />
          )}
          {(toolbar || phone) && (
            <Group gap="xs">
              {phone && <CardSort columns={columns} params={params} onParamsChange={onParamsChange} />}
              {toolbar}
            </Group>
          )}
        </Group>
      )}
      {filters && <Box mb="md">{filters}</Box>}

      {selection && <SelectionBar selection={selection} />}
      {error !== undefined && error !== null && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} mb="md" role="alert">
          {errorText(t, error)}
        </Alert>
      )}

      <Box pos="relative">
        <LoadingOverlay visible={loading && !firstLoad} zIndex={2} overlayProps={{ blur: 1 }} />
        {phone ? (
          <DataCards
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            rowTestId={rowTestId}
            caption={caption}
            firstLoad={firstLoad}
            empty={emptyState}
            onRowClick={onRowClick}
            selection={selection}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption} aria-busy={loading}>
              <Table.Thead>{header}</Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>

      <Group justify="space-between" mt="md" gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="table-range" aria-live="polite">
            {t('table.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
          </Text>
          <NativeSelect
            size="xs"
            aria-label={t('table.rowsPerPage')}
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('table.perPage', { n }) }))}
            value={String(params.pageSize)}
            onChange={(e) => onParamsChange({ pageSize: Number(e.currentTarget.value) })}
            data-testid="table-page-size"
          />
        </Group>
        <Pagination
          total={pages}
          value={Math.min(params.page, pages)}
          onChange={(page) => onParamsChange({ page })}
          size="sm"
          siblings={1}
          boundaries={1}
          withEdges
          data-testid="table-pagination"
        />
      </Group>
    </Paper>
  );
}
