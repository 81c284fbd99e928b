import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../shell/i18n.ts';

/** Days as a number in the UI language ("1.5"), up to four decimals (an hour of a 7.5-hour day). */
export function formatDays(days: string, language: string): string {
  const n = Number(days);
  if (!Number.isFinite(n)) return days;
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 4 }).format(n);
}

/** "1.5 days", or with hours "0.5 days (4 h)", or only hours ("12 h"); a negative balance in red. */
export function DaysText({
  days,
  hours,
  strong,
  unit = 'days',
  signed = false,
}: {
  days: string;
  hours?: string;
  strong?: boolean;
  unit?: 'days' | 'hours';
  /** a credit shows its plus sign (a ledger's entries) */
  signed?: boolean;
}) {
  const { t, i18n } = useTranslation('leave');
  const n = Number(days);
  return (
    <Text
      size="sm"
      fw={strong ? 700 : 500}
      c={n < 0 ? 'red' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {signed && n > 0 && '+'}
      {unit === 'hours'
        ? t('units.hours', { n: formatDays(days, i18n.language) })
        : t('units.days', { count: n, n: formatDays(days, i18n.language) })}
      {hours !== undefined && ` (${t('units.hours', { n: formatDays(hours, i18n.language) })})`}
    </Text>
  );
}
