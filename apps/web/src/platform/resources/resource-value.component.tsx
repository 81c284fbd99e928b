import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '@staffdesk/core/careers';
import type { TField } from '@staffdesk/core/resources/resource-types';
import { formatDuration } from '@staffdesk/core/resources/resource-schema';
import { formatDay, formatMonth, weekdayName } from '../../shell/date-format.ts';
import { TextBadge } from '../../shell/text-badge.component.tsx';
import { intlLocale } from '../../shell/i18n.ts';
import { optionLabel } from './resource-text.ts';
import { EntitlementsValue } from './entitlements-value.component.tsx';

const MAX_TAGS = 3;

export const isEmptyValue = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A decimal string (money, amounts) with two decimals and grouping; exact for the 12 digits the schema allows. */
export function formatDecimal(value: unknown, language: string): string {
  const s = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
  // two decimals at least; an exchange rate's further ones as stored (trailing zeros dropped)
  const decimals = Math.max(2, s.split('.')[1]?.replace(/0+$/, '').length ?? 0);
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  }).format(Number(s));
}

/** One value of a record in a list cell, shown by its field type. */
export function ResourceValue({
  field,
  row,
  strong = false,
}: {
  field: TField;
  row: Record<string, unknown>;
  strong?: boolean;
}) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const v = field.type === 'ref' ? row[`${field.key}Label`] : row[field.key];

  if (field.type === 'secret') {
    const set = row[`${field.key}Set`] === true;
    return (
      <TextBadge color={set ? 'teal' : 'gray'} data-value={set ? 'set' : 'unset'}>
        {t(set ? 'common:form.isSet' : 'common:notSet')}
      </TextBadge>
    );
  }
  if (field.type === 'boolean') {
    return (
      <TextBadge color={v ? 'teal' : 'gray'} data-value={v ? 'yes' : 'no'}>
        {t(v ? 'common:yes' : 'common:no')}
      </TextBadge>
    );
  }
  if (isEmptyValue(v)) {
    return (
      <Text span c="dimmed" size="sm" aria-label={t('common:notSet')}>
        —
      </Text>
    );
  }
  switch (field.type) {
    case 'date':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatDay(String(v))}</span>;
    case 'month': {
      const [y, m] = String(v).split('-').map(Number);
      return <span style={{ whiteSpace: 'nowrap' }}>{formatMonth(new Date(y!, (m ?? 1) - 1, 1), i18n.language)}</span>;
    }
    case 'brackets': {
      // how many rows, and the top rate
      const rows = Array.isArray(v) ? (v as { rate?: unknown }[]) : [];
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {t('resources:brackets.cell', { count: rows.length, rate: String(rows.at(-1)?.rate ?? '0') })}
        </span>
      );
    }
    case 'time':
      // HH:MM as stored: a shift's 22:00 reads the same in every language
      return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{String(v).slice(0, 5)}</span>;
    case 'color':
      return (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={String(v)} size={16} withShadow aria-hidden />
          <Text span size="sm" ff="monospace">
            {String(v).toLowerCase()}
          </Text>
        </Group>
      );
    case 'select':
      return <>{optionLabel(t, field, String(v))}</>;
    case 'decimal':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatDecimal(v, i18n.language)}
        </span>
      );
    case 'int':
      return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{String(v)}</span>;
    case 'duration':
      return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDuration(Number(v))}</span>;
    case 'weekdays':
      return <>{(Array.isArray(v) ? v : []).map((d) => weekdayName(Number(d), i18n.language)).join(' ')}</>;
    case 'options': {
      const list = Array.isArray(v) ? v.map(String) : [String(v)];
      return (
        <Group gap={4}>
          {list.slice(0, MAX_TAGS).map((o) => (
            <Badge key={o} variant="outline" size="sm" tt="none">
              {o}
            </Badge>
          ))}
          {list.length > MAX_TAGS && (
            <Text span size="xs" c="dimmed">
              +{list.length - MAX_TAGS}
            </Text>
          )}
        </Group>
      );
    }
    case 'locations': {
      const names = (Array.isArray(v) ? v : []).map((l: { name?: unknown }) => String(l.name ?? ''));
      return (
        <Text size="sm" lineClamp={2} maw={360} title={names.join(', ')}>
          {names.join(', ')}
        </Text>
      );
    }
    case 'entitlements':
      return <EntitlementsValue lines={Array.isArray(v) ? v : []} />;
    case 'richtext': {
      // a list shows the words only: tags stripped, never the HTML itself
      const text = htmlToText(String(v));
      return (
        <Text size="sm" lineClamp={2} maw={360} title={text}>
          {text}
        </Text>
      );
    }
    case 'textarea':
      return (
        <Text size="sm" lineClamp={2} maw={360} title={String(v)}>
          {String(v)}
        </Text>
      );
    default:
      return (
        <Text span size="sm" fw={strong ? 600 : undefined}>
          {String(v)}
        </Text>
      );
  }
}
