import { useState } from 'react';
import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** One page of a server-searched list: the options found and, when known, how many match in all. */
export type TRemotePage = { options: ComboboxItem[]; total?: number };
/** How one search is cached and fetched. */
export type TRemoteQuery = { key: readonly unknown[]; fetch: (signal: AbortSignal) => Promise<TRemotePage> };

export type TRemoteSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string;
  /** the chosen value, and its option's label */
  onChange: (value: string, label?: string) => void;
  /** the query of one search (the text typed, trimmed; '' for the first page) */
  query: (search: string) => TRemoteQuery;
  /** the chosen value's label, shown before any search (an edit form knows it) */
  currentLabel?: string | null;
  /** values that may not be chosen (e.g. the record itself) */
  exclude?: readonly string[];
};

export const MORE = '\u0000more';

/**
 * One server search as the user types, shared by RemoteSelect and RemoteMultiSelect: the page found for the text
 * (debounced), the closing line when more match than are shown, and the props that make a Mantine select search
 * on the server (no filtering of its own).
 */
export function useRemoteSearch(query: (search: string) => TRemoteQuery) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const q = query(debounced.trim());
  const page = useQuery({
    queryKey: q.key,
    queryFn: ({ signal }) => q.fetch(signal),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  const total = page.data?.total;
  const more = (shown: number): ComboboxItem[] =>
    total !== undefined && total > shown
      ? [{ value: MORE, label: t('form.moreOptions', { shown, total }), disabled: true }]
      : [];
  const searchProps = {
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    filter: (({ options }) => options) as OptionsFilter,
    nothingFoundMessage: page.isFetching ? t('loading') : t('form.nothingFound'),
  } as const;
  return { found: page.data?.options ?? [], more, searchProps };
}

/**
 * A select whose options are searched on the server as the user types, a page at a time: a long list is never cut
 * silently — when more match than are shown, the last line says so and asks for a narrower search.
 */
export function RemoteSelect({ value, onChange, query, currentLabel, exclude = [], ...rest }: TRemoteSelectProps) {
  const remote = useRemoteSearch(query);
  const [chosen, setChosen] = useState<ComboboxItem | null>(
    value && currentLabel ? { value, label: currentLabel } : null,
  );
  const found = remote.found.filter((o) => !exclude.includes(o.value));
  const data: ComboboxItem[] = [...found];
  // the chosen one stays shown (and named) whatever the search
  const current = chosen?.value === value ? chosen : value && currentLabel ? { value, label: currentLabel } : null;
  if (value && current && !data.some((d) => d.value === value)) data.unshift(current);
  data.push(...remote.more(found.length));
  return (
    <Select
      {...rest}
      {...remote.searchProps}
      data={data}
      value={value || null}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v ?? '', option?.label);
      }}
    />
  );
}
