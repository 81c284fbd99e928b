import { Button, Fieldset, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalculator, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { expectedBases, type TBracketRow } from '@staffdesk/core/payroll-brackets';
import { BRACKET_ROWS_MAX } from '@staffdesk/core/payroll-tables';
import type { TBracketDraft } from './resource-form-values.ts';
import { formatDecimal } from './resource-value.component.tsx';
import { RowRemoveButton } from './row-remove.component.tsx';

type TPart = keyof TBracketDraft;

type TProps = {
  label: string;
  value: TBracketDraft[];
  onChange: (v: TBracketDraft[]) => void;
  /** error codes by `<row>.<part>` (`2.base`), and '' for the list itself */
  errors: Record<string, string>;
  errorText: (code: string, part: TPart | '', row: number) => string;
  disabled?: boolean;
  testId: string;
};

const asRows = (value: TBracketDraft[]): TBracketRow[] =>
  value.map((r) => ({
    min: r.min.trim(),
    max: r.max.trim() === '' ? null : r.max.trim(),
    rate: r.rate.trim(),
    base: r.base.trim(),
  }));

/** Where a new row starts: one above the last row's max in whole units, else at it. */
function nextMin(value: TBracketDraft[]): string {
  const max = value.at(-1)?.max.trim() ?? '';
  if (max === '') return value.length === 0 ? '0' : '';
  return /^\d+$/.test(max) ? String(BigInt(max) + 1n) : max;
}

/**
 * A tax table's rows (`/tax_brackets`): min, max (empty on the last, open-ended row), rate % and base amount. "Fill
 * in the base amounts" sets each base to the tax of the rows below it, the figure the server checks; a wrong one
 * is named on its row with the amount expected.
 */
export function BracketsInput({ label, value, onChange, errors, errorText, disabled, testId }: TProps) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const text = (key: string) => t(`resources:brackets.${key}`);
  const set = (i: number, patch: Partial<TBracketDraft>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const bases = expectedBases(asRows(value));
  const err = (i: number, part: TPart) => {
    const code = errors[`${i}.${part}`];
    if (!code) return undefined;
    if (code === 'bracketBase' && bases[i])
      return t('resources:brackets.baseExpected', { amount: formatDecimal(bases[i]!, i18n.language) });
    return errorText(code, part, i);
  };
  const figure = (i: number, part: TPart, withAsterisk = true) => (
    <TextInput
      label={text(part)}
      withAsterisk={withAsterisk}
      value={value[i]![part]}
      onChange={(e) => set(i, { [part]: e.currentTarget.value })}
      inputMode="decimal"
      maxLength={20}
      error={err(i, part)}
      disabled={disabled}
      styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'end' } }}
      data-testid={`${testId}-${i}-${part}`}
    />
  );

  return (
    // its form section already bears the title: the rows are named for assistive technology only
    <Fieldset aria-label={label} data-testid={testId} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text('hint')}
        </Text>
        {value.map((_, i) => (
          // rows have no id of their own; the index is their identity while the form is open
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`${testId}-row`}>
            <Text size="sm" fw={600} mt={30} w={24} ta="end" aria-hidden>
              {i + 1}
            </Text>
            <Grid gap="xs" style={{ flex: 1 }}>
              <Grid.Col span={{ base: 6, sm: 3 }}>{figure(i, 'min')}</Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>{figure(i, 'max', false)}</Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>{figure(i, 'rate')}</Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>{figure(i, 'base')}</Grid.Col>
            </Grid>
            <RowRemoveButton
              label={`${text('remove')} ${i + 1}`}
              mt={26}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              disabled={disabled}
              testId={`${testId}-${i}-remove`}
            />
          </Group>
        ))}
        {errors[''] && (
          <Text size="sm" c="red" role="alert">
            {errorText(errors['']!, '', -1)}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange([...value, { min: nextMin(value), max: '', rate: '', base: '' }])}
            disabled={disabled || value.length >= BRACKET_ROWS_MAX}
            data-testid={`${testId}-add`}
          >
            {text('add')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCalculator size={16} aria-hidden />}
            onClick={() => onChange(value.map((r, i) => ({ ...r, base: bases[i] ?? r.base })))}
            disabled={disabled || value.length === 0}
            data-testid={`${testId}-fill`}
          >
            {text('fillBases')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
