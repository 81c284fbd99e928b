import { useTranslation } from 'react-i18next';
import { columnOf, REPORT_SOURCES, type TReportColumn, type TResultColumn } from '@staffdesk/core/custom-reports-api';
import { formatDay, formatMonthShort } from '../../shell/date-format.ts';
import { intlLocale } from '../../shell/i18n.ts';

const VALUE_CATALOGUES = [
  ...new Set(REPORT_SOURCES.flatMap((s) => s.columns.flatMap((c: TReportColumn) => (c.names ? [c.names.ns] : [])))),
].filter((ns) => ns !== 'reports');

/** The names of a source's columns, a result's headers and its cells, in the UI language. */
export function useReportLabels(source: string) {
  // the catalogues that name the sources' values (gender, statuses, payments…) load with the reports'
  const { t, i18n } = useTranslation(['reports', ...VALUE_CATALOGUES]);
  const locale = intlLocale(i18n.language);
  const columnName = (key: string) => t(`reports:columns.${source}.${key}`, { defaultValue: key });
  const header = (c: TResultColumn) => {
    if (c.measure === 'count') return t('reports:custom.measures.count');
    const name = c.column ? columnName(c.column) : t('reports:custom.rows');
    if (c.measure) return `${t(`reports:custom.measures.${c.measure}`)}: ${name}`;
    return c.by && c.by !== 'day' ? `${name} (${t(`reports:custom.by.${c.by}`)})` : name;
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
