import { useState } from 'react';
import { type ComboboxItem, MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MORE, type TRemoteQuery, useRemoteSearch } from './remote-select.component.tsx';

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

/**
 * RemoteSelect for several values: the options are searched on the server as the user types, a page at a time,
 * and the chosen ones keep their names whatever the search. A long list is never cut silently: when more match
 * than are shown, the last line says so.
 */
export function RemoteMultiSelect({ value, onChange, query, labels, ...rest }: TRemoteMultiSelectProps) {
  const remote = useRemoteSearch(query);
  const [known, setKnown] = useState<Record<string, string>>({});
  const found = remote.found;
  // saved choices not seen in any search yet: their names, once
  const unnamed = value.filter((v) => !known[v] && !found.some((o) => o.value === v));
  const named = labels(unnamed);
  const saved = useQuery({
    queryKey: named.key,
    queryFn: ({ signal }) => named.fetch(signal),
    enabled: unnamed.length > 0,
    staleTime: Infinity,
  });
  const nameOf = (v: string) =>
    known[v] ?? found.find((o) => o.value === v)?.label ?? saved.data?.options.find((o) => o.value === v)?.label ?? '…';
  const data: ComboboxItem[] = [
    ...value.filter((v) => !found.some((o) => o.value === v)).map((v) => ({ value: v, label: nameOf(v) })),
    ...found,
    ...remote.more(found.length),
  ];
  return (
    <MultiSelect
      {...rest}
      {...remote.searchProps}
      data={data}
      value={value}
      onChange={(next) => {
        const add: Record<string, string> = {};
        for (const v of next) add[v] = nameOf(v);
        setKnown((k) => ({ ...k, ...add }));
        onChange(next.filter((v) => v !== MORE));
      }}
    />
  );
}
