import { Button, Fieldset, Grid, Group, NumberInput, type NumberInputProps, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTITLEMENTS_MAX, LEAVE_EARNINGS } from '@staffdesk/core/leave';
import { resourceOptionsQuery } from './resource.api.ts';
import type { TEntitlementDraft } from './resource-form-values.ts';
import { RowRemoveButton } from './row-remove.component.tsx';

type TPart = keyof TEntitlementDraft;

/** Days with up to two decimals, 0–366, kept as the typed string. */
function DaysInput({
  onChange,
  ...props
}: Omit<NumberInputProps, 'onChange'> & { onChange: (v: string) => void; 'data-testid': string }) {
  return (
    <NumberInput
      {...props}
      onChange={(v) => onChange(String(v))}
      min={0}
      max={366}
      decimalScale={2}
      clampBehavior="none"
      allowNegative={false}
      hideControls
      inputMode="decimal"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

type TProps = {
  label: string;
  value: TEntitlementDraft[];
  onChange: (v: TEntitlementDraft[]) => void;
  /** error codes by `<row>.<part>` (`1.days`), and '' for the list itself */
  errors: Record<string, string>;
  errorText: (code: string, part: TPart | '') => string;
  disabled?: boolean;
  testId: string;
};

/**
 * A leave template's lines: per leave type, the days a year, how they are earned (all at the year's start, a twelfth
 * a month, or pro rata in the year of joining), and what is carried into the next year and for how long.
 */
export function EntitlementsInput({ label, value, onChange, errors, errorText, disabled, testId }: TProps) {
  const { t } = useTranslation(['resources', 'common']);
  const types = useQuery(resourceOptionsQuery('leaveType')).data ?? [];
  const set = (i: number, patch: Partial<TEntitlementDraft>) =>
    onChange(value.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const used = new Set(value.map((l) => l.leaveTypeId));
  const add = () => {
    const free = types.find((o) => !used.has(o.id));
    onChange([
      ...value,
      { leaveTypeId: free?.id ?? '', days: '', earning: 'monthly', carryCap: '', carryExpiryMonths: 0 },
    ]);
  };
  const err = (i: number, part: TPart) => {
    const code = errors[`${i}.${part}`];
    return code ? errorText(code, part) : undefined;
  };
  const text = (key: string) => t(`resources:entitlements.${key}`);

  return (
    <Fieldset legend={label} data-testid={testId} variant="unstyled">
      <Stack gap="sm">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {text('none')}
          </Text>
        )}
        {value.map((l, i) => (
          // rows have no id of their own; the index is their identity while the form is open
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`${testId}-row`}>
            <Grid gap="xs" style={{ flex: 1 }}>
              <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
                <Select
                  label={text('leaveType')}
                  withAsterisk
                  data={types.map((o) => ({
                    value: o.id,
                    label: o.label,
                    disabled: o.id !== l.leaveTypeId && used.has(o.id),
                  }))}
                  value={l.leaveTypeId || null}
                  onChange={(v) => set(i, { leaveTypeId: v ?? '' })}
                  placeholder={t('common:form.choose')}
                  allowDeselect={false}
                  error={err(i, 'leaveTypeId')}
                  disabled={disabled}
                  data-testid={`${testId}-${i}-leaveTypeId`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
                <DaysInput
                  label={text('days')}
                  withAsterisk
                  value={l.days}
                  onChange={(v) => set(i, { days: v })}
                  error={err(i, 'days')}
                  disabled={disabled}
                  data-testid={`${testId}-${i}-days`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3, lg: 3 }}>
                <Select
                  label={text('earning')}
                  withAsterisk
                  data={LEAVE_EARNINGS.map((e) => ({ value: e, label: text(`earnings.${e}`) }))}
                  value={l.earning}
                  onChange={(v) => set(i, { earning: v ?? 'monthly' })}
                  allowDeselect={false}
                  error={err(i, 'earning')}
                  disabled={disabled}
                  data-testid={`${testId}-${i}-earning`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 2 }}>
                <DaysInput
                  label={text('carryCap')}
                  description={text('carryCapHint')}
                  value={l.carryCap}
                  onChange={(v) => set(i, { carryCap: v })}
                  error={err(i, 'carryCap')}
                  disabled={disabled}
                  data-testid={`${testId}-${i}-carryCap`}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 6, lg: 2 }}>
                <NumberInput
                  label={text('carryExpiryMonths')}
                  description={text('carryExpiryHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  value={l.carryExpiryMonths}
                  onChange={(v) => set(i, { carryExpiryMonths: v })}
                  min={0}
                  max={12}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  error={err(i, 'carryExpiryMonths')}
                  disabled={disabled}
                  data-testid={`${testId}-${i}-carryExpiryMonths`}
                />
              </Grid.Col>
            </Grid>
            <RowRemoveButton
              label={text('remove')}
              mt={26}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              disabled={disabled}
              testId={`${testId}-${i}-remove`}
            />
          </Group>
        ))}
        {errors[''] && (
          <Text size="sm" c="red" role="alert">
            {errorText(errors['']!, '')}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={disabled || value.length >= Math.min(ENTITLEMENTS_MAX, types.length || ENTITLEMENTS_MAX)}
            data-testid={`${testId}-add`}
          >
            {text('add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
