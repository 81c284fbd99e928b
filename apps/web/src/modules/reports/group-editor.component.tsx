import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DATE_PARTS,
  MEASURES,
  REPORT_LIMITS,
  sourceOf,
  type TReportDefinition,
  type TReportMeasure,
} from '@staffdesk/core/custom-reports-api';
import { useReportLabels } from './report-labels.ts';

type TGroup = TReportDefinition['groups'][number];

/** Group by up to two columns (dates by day, month or year). */
export function GroupEditor({
  source,
  groups,
  onChange,
}: {
  source: string;
  groups: TGroup[];
  onChange: (groups: TGroup[]) => void;
}) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels(source);
  const columns = sourceOf(source)?.columns ?? [];
  const free = columns.filter((c) => !groups.some((g) => g.column === c.key));
  const set = (i: number, g: TGroup) => onChange(groups.map((x, j) => (j === i ? g : x)));
  const of = (c: string): TGroup =>
    columns.find((x) => x.key === c)?.type === 'date' ? { column: c, by: 'month' } : { column: c };
  return (
    <Stack gap="xs">
      {groups.map((g, i) => {
        const isDate = columns.find((x) => x.key === g.column)?.type === 'date';
        return (
          <Group key={g.column} gap="xs" wrap="nowrap" data-testid="group-row">
            <Select
              aria-label={t('custom.groups')}
              data={[g.column, ...free.map((c) => c.key)].map((k) => ({ value: k, label: labels.columnName(k) }))}
              value={g.column}
              onChange={(v) => v && set(i, of(v))}
              allowDeselect={false}
              searchable
              style={{ flex: 1 }}
              data-testid="group-column"
            />
            {isDate && (
              <Select
                aria-label={t('custom.by.month')}
                data={DATE_PARTS.map((p) => ({ value: p, label: t(`custom.by.${p}`) }))}
                value={g.by ?? 'day'}
                onChange={(v) => set(i, { column: g.column, by: (v ?? 'day') as TGroup['by'] })}
                allowDeselect={false}
                w={110}
                data-testid="group-by"
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(groups.filter((_, j) => j !== i))}
              aria-label={`${t('custom.remove')}: ${labels.columnName(g.column)}`}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {groups.length < REPORT_LIMITS.groups && free[0] && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...groups, of(free[0]!.key)])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="group-add"
        >
          {t('custom.addGroup')}
        </Button>
      )}
    </Stack>
  );
}

/** What each group shows: a count of rows, or the sum, average, least or most of a number column. */
export function MeasureEditor({
  source,
  measures,
  onChange,
  errors,
}: {
  source: string;
  measures: TReportMeasure[];
  onChange: (measures: TReportMeasure[]) => void;
  errors: Record<number, string>;
}) {
  const { t } = useTranslation('reports');
  const labels = useReportLabels(source);
  const numbers = (sourceOf(source)?.columns ?? []).filter((c) => c.type === 'number');
  const set = (i: number, m: TReportMeasure) => onChange(measures.map((x, j) => (j === i ? m : x)));
  return (
    <Stack gap="xs">
      {measures.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: measures are edited in place; their position is their identity
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start" data-testid="measure-row">
          <Select
            aria-label={t('custom.measure')}
            data={MEASURES.filter((f) => f === 'count' || numbers.length > 0).map((f) => ({
              value: f,
              label: t(`custom.measures.${f}`),
            }))}
            value={m.fn}
            onChange={(v) =>
              v &&
              set(
                i,
                v === 'count'
                  ? { fn: 'count' }
                  : { fn: v as TReportMeasure['fn'], column: m.column ?? numbers[0]?.key },
              )
            }
            allowDeselect={false}
            w={130}
            data-testid="measure-fn"
          />
          {m.fn !== 'count' && (
            <Select
              aria-label={t('custom.column')}
              data={numbers.map((c) => ({ value: c.key, label: labels.columnName(c.key) }))}
              value={m.column ?? null}
              onChange={(v) => v && set(i, { ...m, column: v })}
              allowDeselect={false}
              style={{ flex: 1 }}
              error={errors[i]}
              data-testid="measure-column"
            />
          )}
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange(measures.filter((_, j) => j !== i))}
            aria-label={`${t('custom.remove')}: ${t(`custom.measures.${m.fn}`)}`}
            mt={4}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {measures.length < REPORT_LIMITS.measures && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...measures, numbers[0] ? { fn: 'sum', column: numbers[0].key } : { fn: 'count' }])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="measure-add"
        >
          {t('custom.addMeasure')}
        </Button>
      )}
    </Stack>
  );
}
