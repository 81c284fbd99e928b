import { Button, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiguresTable, NUM } from '../../platform/figures-table.component.tsx';
import { RowRemoveButton } from '../../platform/resources/row-remove.component.tsx';
import { intlLocale } from '../../shell/i18n.ts';
import {
  getIn,
  setIn,
  type TFigure,
  type TFigureBlock,
  type TFigureGroup,
  type TFigureTable,
} from './statutory-views.ts';

const ROUNDING = ['halfUp', 'halfEven', 'down', 'up'] as const;

type TProps = {
  blocks: TFigureBlock[];
  data: Record<string, unknown>;
  /** the inputs instead of the figures */
  editing: boolean;
  onChange: (data: Record<string, unknown>) => void;
  /** error codes by their path in the data (`rows.3.upTo`) */
  errors: Record<string, string>;
};

/** A figure as the user's language writes it, with the decimals it was given; empty: "—". */
function useFormat() {
  const { i18n } = useTranslation();
  return (v: unknown) => {
    if (v === null || v === undefined || v === '') return '—';
    const s = String(v);
    if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
    const decimals = s.split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(intlLocale(i18n.language), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(Number(s));
  };
}

/** What an input's text is stored as: an open bound left empty is null, a whole number a number. */
function storedValue(figure: TFigure, text: string): unknown {
  if (figure.kind === 'open' && text.trim() === '') return null;
  if (figure.kind === 'int' && /^\d+$/.test(text.trim())) return Number(text.trim());
  return text;
}

/**
 * A statutory version's figures (issue 14): groups of single figures and tables of rows, shown as figures or, while
 * editing, as inputs with each one's error from the server under it.
 */
export function StatutoryFigures({ blocks, data, editing, onChange, errors }: TProps) {
  const { t } = useTranslation(['payroll', 'common']);
  const format = useFormat();
  const label = (key: string) => t(`payroll:statutory.fields.${key}`);
  const error = (path: (string | number)[]) => {
    const code = errors[path.join('.')];
    return code ? t(`common:validation.${code}`, { min: 0, max: '' }) : undefined;
  };
  const set = (path: (string | number)[], value: unknown) =>
    onChange(setIn(data, path, value) as Record<string, unknown>);

  const input = (figure: TFigure, path: (string | number)[], aria: string, testId: string, withLabel: boolean) => {
    const value = getIn(data, path);
    if (figure.kind === 'rounding')
      return (
        <Select
          label={withLabel ? label(figure.key) : undefined}
          aria-label={withLabel ? undefined : aria}
          data={ROUNDING.map((r) => ({ value: r, label: t(`payroll:statutory.rounding.${r}`) }))}
          value={String(value ?? 'halfUp')}
          onChange={(v) => v && set(path, v)}
          allowDeselect={false}
          error={error(path)}
          data-testid={testId}
        />
      );
    return (
      <TextInput
        label={withLabel ? label(figure.key) : undefined}
        aria-label={withLabel ? undefined : aria}
        description={withLabel && figure.kind === 'open' ? t('payroll:statutory.open') : undefined}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => set(path, storedValue(figure, e.currentTarget.value))}
        inputMode="decimal"
        maxLength={20}
        size={withLabel ? 'sm' : 'xs'}
        error={error(path)}
        styles={{ input: { ...NUM, textAlign: 'end' } }}
        data-testid={testId}
      />
    );
  };

  const group = (b: TFigureGroup) => (
    <Paper key={b.title} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t(`payroll:statutory.groups.${b.title}`)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {b.figures.map((f) =>
            editing ? (
              <div key={f.key}>{input(f, [...b.path, f.key], label(f.key), `figure-${b.title}-${f.key}`, true)}</div>
            ) : (
              <div key={f.key} data-testid={`figure-${b.title}-${f.key}`}>
                <Text size="xs" c="dimmed">
                  {label(f.key)}
                </Text>
                <Text fw={500} style={NUM}>
                  {f.kind === 'rounding'
                    ? t(`payroll:statutory.rounding.${String(getIn(data, [...b.path, f.key]))}`)
                    : format(getIn(data, [...b.path, f.key]))}
                </Text>
              </div>
            ),
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );

  const table = (b: TFigureTable) => {
    const rows = (getIn(data, b.path) as Record<string, unknown>[] | undefined) ?? [];
    const listError = error(b.path);
    const blank = Object.fromEntries(b.columns.map((c) => [c.key, c.kind === 'open' ? null : '']));
    return (
      <Stack key={b.title} gap="xs">
        <Title order={3} size="h5">
          {t(`payroll:statutory.groups.${b.title}`)}
        </Title>
        <FiguresTable
          columns={[
            '#',
            ...b.columns.map((c) => ({ label: label(c.key), end: true as const })),
            ...(editing ? [''] : []),
          ]}
          minWidth={editing ? 160 * b.columns.length + 110 : 120 * b.columns.length + 50}
          testId={`figures-${b.title}`}
          striped={!editing}
        >
          {rows.map((row, i) => (
            // rows have no id of their own; the index is their identity while the page is open
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={i} data-testid="figures-row">
              <Table.Td c="dimmed" style={NUM}>
                {i + 1}
              </Table.Td>
              {b.columns.map((c) => (
                <Table.Td key={c.key} ta="end" style={NUM}>
                  {editing
                    ? input(
                        c,
                        [...b.path, i, c.key],
                        `${label(c.key)} ${i + 1}`,
                        `figure-${b.title}-${i}-${c.key}`,
                        false,
                      )
                    : format(row[c.key])}
                </Table.Td>
              ))}
              {editing && (
                <Table.Td>
                  <RowRemoveButton
                    label={t('payroll:statutory.removeRow', { n: i + 1 })}
                    onClick={() =>
                      set(
                        b.path,
                        rows.filter((_, j) => j !== i),
                      )
                    }
                    disabled={rows.length <= 1}
                    testId={`figure-${b.title}-${i}-remove`}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </FiguresTable>
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        {editing && rows.length < b.max && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => set(b.path, [...rows, blank])}
            style={{ alignSelf: 'flex-start' }}
            data-testid={`figure-${b.title}-add`}
          >
            {t('payroll:statutory.addRow')}
          </Button>
        )}
      </Stack>
    );
  };

  return <Stack gap="lg">{blocks.map((b) => (b.kind === 'group' ? group(b) : table(b)))}</Stack>;
}
