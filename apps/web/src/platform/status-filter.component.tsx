import { Select } from '@mantine/core';

/**
 * A list's status filter beside its search (announcements, comments, letter requests): the statuses by name, none
 * chosen for all. `value` '' is none.
 */
export function StatusFilter<S extends string>({
  label,
  statuses,
  labelOf,
  value,
  onChange,
  width = 180,
}: {
  label: string;
  statuses: readonly S[];
  labelOf: (s: S) => string;
  value: string;
  onChange: (v: string) => void;
  width?: number;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={statuses.map((s) => ({ value: s, label: labelOf(s) }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      clearable
      w={width}
      data-testid="filter-status"
    />
  );
}
