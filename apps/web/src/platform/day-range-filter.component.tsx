import { useTranslation } from 'react-i18next';
import { DayInput } from './day-input.component.tsx';

type TDayRangeFilterProps = {
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', day: string) => void;
  /** other words than From and To (e.g. "Days from") */
  labels?: { from: string; to: string };
  /** an empty range is allowed (every day) */
  clearable?: boolean;
};

/** A list's date range filter: two day fields, From and To, for a filter bar. */
export function DayRangeFilter({ from, to, onChange, labels, clearable }: TDayRangeFilterProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <DayInput
        label={labels?.from ?? t('filters.from')}
        value={from}
        onChange={(d) => onChange('from', d)}
        w={150}
        clearable={clearable}
        data-testid="filter-from"
      />
      <DayInput
        label={labels?.to ?? t('filters.to')}
        value={to}
        onChange={(d) => onChange('to', d)}
        w={150}
        clearable={clearable}
        data-testid="filter-to"
      />
    </>
  );
}
