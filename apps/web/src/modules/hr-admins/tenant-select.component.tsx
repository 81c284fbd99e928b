import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { platformTenantsQuery } from '../tenants/tenants.api.ts';

/** How many tenants one search offers; typing narrows the list on the server. */
const OPTIONS_PAGE = 50;

type TTenantSelectProps = {
  value: string | null;
  onChange: (id: string | null, label: string | null) => void;
  /** the chosen tenant's label when it is not among the tenants found so far (from the URL) */
  valueLabel?: string | null;
  label?: string;
  placeholder?: string;
  clearable?: boolean;
  required?: boolean;
  error?: string;
  testId: string;
  w?: SelectProps['w'];
};

/** A tenant picker that searches the platform's tenants by account or name. */
export function TenantSelect({
  value,
  onChange,
  valueLabel,
  label,
  placeholder,
  clearable,
  required,
  error,
  testId,
  w,
}: TTenantSelectProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const current = chosen?.value === value ? chosen : value && valueLabel ? { value, label: valueLabel } : null;
  // the box shows the chosen tenant's label: that is no search
  const [debounced] = useDebouncedValue(current && search === current.label ? '' : search, 250);
  const query = useQuery(
    platformTenantsQuery({
      page: 1,
      pageSize: OPTIONS_PAGE,
      sort: { field: 'account', dir: 'asc' },
      search: debounced,
    }),
  );
  const data = (query.data?.rows ?? []).map((r) => ({ value: r.id, label: `${r.account} · ${r.name}` }));
  if (current && !data.some((d) => d.value === current.value)) data.unshift(current);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(v, option) => {
        setChosen(option ? { value: option.value, label: option.label } : null);
        onChange(v, option?.label ?? null);
      }}
      searchable
      onSearchChange={setSearch}
      clearable={clearable}
      withAsterisk={required}
      error={error}
      nothingFoundMessage={t('form.nothingFound')}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
      w={w}
    />
  );
}
