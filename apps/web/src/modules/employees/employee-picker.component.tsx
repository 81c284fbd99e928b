import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employeeName } from '@staffdesk/core/employees';
import { employeeOptionsQuery } from './employees.api.ts';

type TEmployeePickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string;
  onChange: (id: string) => void;
  /** the chosen employee's name, shown before any search (an edit form knows it) */
  currentLabel?: string | null;
  /** ids that may not be chosen (e.g. the employee themselves) */
  exclude?: readonly string[];
};

/**
 * Picks one employee by name, employee ID, email or mobile, searched on the server as the user types (twenty at a
 * time: never a long list cut silently). Only employees in the caller's scope are offered.
 */
export function EmployeePicker({ value, onChange, currentLabel, exclude = [], ...rest }: TEmployeePickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value && currentLabel ? { value, label: currentLabel } : null,
  );
  const options = useQuery(employeeOptionsQuery(debounced.trim()));
  const data = (options.data?.rows ?? [])
    .filter((o) => !exclude.includes(o.id))
    .map((o) => ({ value: o.id, label: `${employeeName(o)} · ${o.employeeCode}` }));
  if (value && chosen?.value === value && !data.some((d) => d.value === value)) data.unshift(chosen);
  return (
    <Select
      {...rest}
      data={data}
      value={value || null}
      onChange={(v, option) => {
        setChosen(v && option ? { value: v, label: option.label } : null);
        onChange(v ?? '');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={options.isFetching ? t('loading') : t('form.nothingFound')}
      placeholder={t('form.typeToSearch')}
    />
  );
}
