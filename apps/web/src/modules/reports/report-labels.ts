import { useTranslation } from 'react-i18next';
import { columnOf, type TResultColumn } from '@staffdesk/core/custom-reports-api';
import { formatDay, formatMonthShort } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';

/** The names of a source's columns, a result's headers and its cells, in the UI language. */
export function useReportLabels(source: string) {
  const { t, i18n } = useTranslation('reports');
  const locale = intlLocale(i18n.language);
  const columnName = (key: string) => t(`columns.${source}.${key}`, { defaultValue: key });
  const header = (c: TResultColumn) => {
    if (c.measure === 'count') return t('custom.measures.count');
    const name = c.column ? columnName(c.column) : t('custom.rows');
    if (c.measure) return `${t(`custom.measures.${c.measure}`)}: ${name}`;
    return c.by && c.by !== 'day' ? `${name} (${t(`custom.by.${c.by}`)})` : name;
  };
  const valueName = (column: string, v: string) => {
    const names = columnOf(source, column)?.names;
    return names ? t(`${names.ns}:${names.prefix}.${v}`, { defaultValue: v }) : v;
  };
  const cell = (c: TResultColumn, v: string | number | null): string => {
    if (v === null || v === '') return '—';
    if (typeof v === 'number') return v.toLocaleString(locale, { maximumFractionDigits: 2 });
    if (c.by === 'month') return formatMonthShort(v, i18n.language);
    if (c.type === 'date' && !c.by) return formatDay(v);
    if (c.type === 'enum' && c.column && !c.measure) return valueName(c.column, v);
    return v;
  };
  return { columnName, header, valueName, cell };
}
