import { ActionIcon, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FILTER_OPS,
  RELATIVE_PERIODS,
  REPORT_LIMITS,
  sourceOf,
  type TReportFilter,
  VALUELESS_OPS,
} from '@staffdesk/core/custom-reports-api';
import { DayInput } from '../../platform/day-input.component.tsx';
import { useReportLabels } from './report-labels.ts';

type TProps = {
  source: string;
  filters: TReportFilter[];
  onChange: (filters: TReportFilter[]) => void;
  /** problems by filter index */
  errors: Record<number, string>;
};

/** A new filter on a column: its first condition and an empty or sensible value. */
function fresh(source: string, column: string): TReportFilter {
  const c = sourceOf(source)?.columns.find((x) => x.key === column);
  const op = c ? FILTER_OPS[c.type][0] : 'contains';
  return { column, op, ...(op === 'period' ? { value: 'thisMonth' } : {}), ...(op === 'in' ? { values: [] } : {}) };
}

/** The report's filters: a column, a condition and its value(s), each row on its own. */
export function FilterEditor({ source, filters, onChange, errors }: TProps) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels(source);
  const columns = sourceOf(source)?.columns ?? [];
  const set = (i: number, f: TReportFilter) => onChange(filters.map((x, j) => (j === i ? f : x)));
  return (
    <Stack gap="xs">
      {filters.map((f, i) => {
        const c = columns.find((x) => x.key === f.column);
        const ops = c ? FILTER_OPS[c.type] : [];
        const value = (() => {
          if (!c || VALUELESS_OPS.includes(f.op)) return null;
          if (c.type === 'enum')
            return (
              <MultiSelect
                aria-label={t('custom.values')}
                data={(c.values ?? []).map((v) => ({ value: v, label: labels.valueName(c.key, v) }))}
                value={f.values ?? []}
                onChange={(values) => set(i, { ...f, values })}
                placeholder={t('custom.values')}
                data-testid="filter-values"
              />
            );
          if (c.type === 'date' && f.op === 'period')
            return (
              <Select
                aria-label={t('custom.period')}
                data={RELATIVE_PERIODS.map((p) => ({ value: p, label: t(`custom.periods.${p}`) }))}
                value={f.value ?? null}
                onChange={(v) => set(i, { ...f, value: v ?? '' })}
                allowDeselect={false}
                data-testid="filter-period"
              />
            );
          if (c.type === 'date')
            return (
              <Group gap="xs" grow wrap="nowrap">
                <DayInput
                  aria-label={t('custom.value')}
                  value={f.value ?? ''}
                  onChange={(v) => set(i, { ...f, value: v })}
                />
                {f.op === 'between' && (
                  <DayInput aria-label={t('custom.to')} value={f.to ?? ''} onChange={(v) => set(i, { ...f, to: v })} />
                )}
              </Group>
            );
          return (
            <TextInput
              aria-label={t('custom.value')}
              value={f.value ?? ''}
              inputMode={c.type === 'number' ? 'decimal' : undefined}
              onChange={(e) => set(i, { ...f, value: e.currentTarget.value })}
              data-testid="filter-value"
            />
          );
        })();
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: filters are edited in place; their position is their identity
          <Paper key={i} withBorder p="xs" radius="sm" data-testid="filter-row">
            <Stack gap={6}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Select
                  aria-label={t('custom.column')}
                  data={columns.map((x) => ({ value: x.key, label: labels.columnName(x.key) }))}
                  value={f.column}
                  onChange={(v) => v && set(i, fresh(source, v))}
                  allowDeselect={false}
                  searchable
                  style={{ flex: 1 }}
                  data-testid="filter-column"
                />
                <Select
                  aria-label={t('custom.operator')}
                  data={ops.map((o) => ({ value: o, label: t(`custom.ops.${o}`) }))}
                  value={f.op}
                  onChange={(v) =>
                    v &&
                    set(i, {
                      column: f.column,
                      op: v,
                      ...(v === 'period' ? { value: 'thisMonth' } : {}),
                      ...(v === 'in' || v === 'notIn' ? { values: f.values ?? [] } : {}),
                    })
                  }
                  allowDeselect={false}
                  w={150}
                  data-testid="filter-op"
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onChange(filters.filter((_, j) => j !== i))}
                  aria-label={`${t('custom.remove')}: ${labels.columnName(f.column)}`}
                  mt={4}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {value}
              {errors[i] && (
                <Text size="xs" c="red" role="alert">
                  {errors[i]}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      {filters.length < REPORT_LIMITS.filters && columns[0] && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFilterPlus size={14} aria-hidden />}
          onClick={() => onChange([...filters, fresh(source, columns[0]!.key)])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="filter-add"
        >
          {t('custom.addFilter')}
        </Button>
      )}
    </Stack>
  );
}
