import { useState } from 'react';
import { type ComboboxItem, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRemoteQuery } from './remote-select.component.tsx';

export type TRemoteMultiSelectProps = Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'
> & {
  value: string[];
  onChange: (value: string[]) => void;
  /** the query of one search (the text typed, trimmed; '' for the first page) */
  query: (search: string) => TRemoteQuery;
  /** the labels of chosen values (a form opened on saved choices) */
  labels: (ids: string[]) => TRemoteQuery;
};

const MORE = '\u0000more';

/**
 * RemoteSelect for several values: the options are searched on the server as the user types, a page at a time,
 * and the chosen ones keep their names whatever the search. A long list is never cut silently: when more match
 * than are shown, the last line says so.
 */
export function RemoteMultiSelect({ value, onChange, query, labels, ...rest }: TRemoteMultiSelectProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [known, setKnown] = useState<Record<string, string>>({});
  const q = query(debounced.trim());
  const page = useQuery({
    queryKey: q.key,
    queryFn: ({ signal }) => q.fetch(signal),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
  // saved choices not seen in any search yet: their names, once
  const unnamed = value.filter((v) => !known[v] && !page.data?.options.some((o) => o.value === v));
  const named = labels(unnamed);
  const saved = useQuery({
    queryKey: named.key,
    queryFn: ({ signal }) => named.fetch(signal),
    enabled: unnamed.length > 0,
    staleTime: Infinity,
  });
  const nameOf = (v: string) =>
    known[v] ??
    page.data?.options.find((o) => o.value === v)?.label ??
    saved.data?.options.find((o) => o.value === v)?.label ??
    '…';
  const found = page.data?.options ?? [];
  const data: ComboboxItem[] = [
    ...value.filter((v) => !found.some((o) => o.value === v)).map((v) => ({ value: v, label: nameOf(v) })),
    ...found,
  ];
  const total = page.data?.total;
  if (total !== undefined && total > found.length)
    data.push({ value: MORE, label: t('form.moreOptions', { shown: found.length, total }), disabled: true });
  return (
    <MultiSelect
      {...rest}
      data={data}
      value={value}
      onChange={(next) => {
        const add: Record<string, string> = {};
        for (const v of next) add[v] = nameOf(v);
        setKnown((k) => ({ ...k, ...add }));
        onChange(next.filter((v) => v !== MORE));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={page.isFetching ? t('loading') : t('form.nothingFound')}
    />
  );
}
