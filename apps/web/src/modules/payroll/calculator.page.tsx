import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@staffdesk/core/money';
import type { TCalculatorResult } from '@staffdesk/core/payroll-api';
import { isApiError } from '../../platform/api-client.ts';
import { MonthInput } from '../../platform/day-input.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { calculatePay, type TCalculatorDraft, thisMonth } from './payroll.api.ts';

// the month of the browser's today: a starting value the user changes at will
const START: TCalculatorDraft = {
  pack: 'MY',
  month: thisMonth(),
  wage: '',
  bonus: '',
  currency: 'KHR',
  exchangeRate: '',
  resident: true,
  age: 30,
  category: '1',
  children: 0,
  dependants: 0,
  reliefs: '',
  pensionDeductible: false,
  previous: { gross: '', epf: '', pcb: '', zakat: '', reliefs: '' },
};
type TErrors = Record<string, string>;

/**
 * `/payroll/calculator` (issue 14): HR works out one employee-month by the statutory packs — Malaysia's EPF, SOCSO,
 * EIS and PCB, or Cambodia's tax on salary and NSSF with a USD salary at the month's rate — as a run would, saved
 * nowhere.
 */
export function PayrollCalculatorPage() {
  const { t, i18n } = useTranslation(['payroll', 'common', 'menu']);
  const title = t('calculator.title');
  usePageTitle(title);
  const [d, setD] = useState<TCalculatorDraft>(START);
  const [errors, setErrors] = useState<TErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TCalculatorResult | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<TCalculatorDraft>) => {
    setD((x) => ({ ...x, ...patch }));
    // a field's error goes when it changes (`previous.gross` with `previous`)
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k.split('.')[0]! in patch))));
  };
  const my = d.pack === 'MY';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setResult(await calculatePay(d));
      setErrors({});
    } catch (err) {
      setResult(null);
      if (isApiError(err) && err.code === 'validation' && err.fields)
        setErrors(Object.fromEntries(Object.entries(err.fields).map(([k, c]) => [k, t(`common:validation.${c}`)])));
      else setProblem(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const locale = intlLocale(i18n.language);
  const packCurrency = my ? 'MYR' : 'KHR';
  const money = (v: string, currency = packCurrency) => formatMoney(v, currency, locale);
  const amount = (key: keyof TCalculatorDraft, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={String(d[key] ?? '')}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<TCalculatorDraft>)}
      error={errors[key]}
      data-testid={`calc-${key}`}
      styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
      {...extra}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader crumbs={[{ label: t('menu:payroll') }, { label: title }]} title={title} />
      <Text c="dimmed">{t('calculator.intro')}</Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <SegmentedControl
                  fullWidth
                  aria-label={t('calculator.pack')}
                  data={[
                    { value: 'MY', label: t('calculator.packMY') },
                    { value: 'KH', label: t('calculator.packKH') },
                  ]}
                  value={d.pack}
                  onChange={(v) => {
                    set({ pack: v as TCalculatorDraft['pack'] });
                    setResult(null);
                  }}
                  data-testid="calc-pack"
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <MonthInput
                    label={t('calculator.month')}
                    value={d.month}
                    onChange={(v) => set({ month: v })}
                    error={errors.month}
                    data-testid="calc-month"
                  />
                  {amount('wage', t('calculator.wage'), { withAsterisk: true })}
                  {amount('bonus', t('calculator.bonus'))}
                  {!my && (
                    <Select
                      label={t('calculator.currency')}
                      data={['KHR', 'USD']}
                      value={d.currency}
                      onChange={(v) => set({ currency: v ?? 'KHR' })}
                      allowDeselect={false}
                      data-testid="calc-currency"
                    />
                  )}
                  {!my &&
                    d.currency !== 'KHR' &&
                    amount('exchangeRate', t('calculator.exchangeRate', { currency: d.currency }), {
                      withAsterisk: true,
                    })}
                  {my && (
                    <NumberInput
                      label={t('calculator.age')}
                      min={0}
                      max={120}
                      value={d.age}
                      onChange={(v) => set({ age: Number(v) || 0 })}
                      error={errors.age}
                    />
                  )}
                  {my && (
                    <Select
                      label={t('calculator.category')}
                      data={(['1', '2', '3'] as const).map((c) => ({ value: c, label: t(`calculator.category${c}`) }))}
                      value={d.category}
                      onChange={(v) => set({ category: (v ?? '1') as TCalculatorDraft['category'] })}
                      allowDeselect={false}
                      data-testid="calc-category"
                    />
                  )}
                  {my ? (
                    <NumberInput
                      label={t('calculator.children')}
                      min={0}
                      max={100}
                      value={d.children}
                      onChange={(v) => set({ children: Number(v) || 0 })}
                      error={errors.children}
                      data-testid="calc-children"
                    />
                  ) : (
                    <NumberInput
                      label={t('calculator.dependants')}
                      min={0}
                      max={30}
                      value={d.dependants}
                      onChange={(v) => set({ dependants: Number(v) || 0 })}
                      error={errors.dependants}
                      data-testid="calc-dependants"
                    />
                  )}
                  {my && amount('reliefs', t('calculator.reliefs'))}
                </SimpleGrid>
                <Group gap="lg">
                  <Checkbox
                    label={t('calculator.resident')}
                    checked={d.resident}
                    onChange={(e) => set({ resident: e.currentTarget.checked })}
                  />
                  {!my && (
                    <Checkbox
                      label={t('calculator.pensionDeductible')}
                      checked={d.pensionDeductible}
                      onChange={(e) => set({ pensionDeductible: e.currentTarget.checked })}
                      data-testid="calc-pension-deductible"
                    />
                  )}
                </Group>
                {my && <Previous d={d} set={set} errors={errors} />}
                {problem && (
                  <Alert color="red" role="alert">
                    {problem}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" loading={busy} data-testid="calc-submit">
                    {t('calculator.calculate')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg" data-testid="calc-result">
            {result ? (
              <Result result={result} money={money} payCurrency={my ? 'MYR' : d.currency} />
            ) : (
              <Text c="dimmed">{t('calculator.empty')}</Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Malaysia's PCB needs this year's earlier months (a previous employer's too). */
function Previous({
  d,
  set,
  errors,
}: {
  d: TCalculatorDraft;
  set: (p: Partial<TCalculatorDraft>) => void;
  errors: TErrors;
}) {
  const { t } = useTranslation('payroll');
  const keys = ['gross', 'epf', 'pcb', 'zakat', 'reliefs'] as const;
  const label = { gross: 'prevGross', epf: 'prevEpf', pcb: 'prevPcb', zakat: 'prevZakat', reliefs: 'prevReliefs' };
  return (
    <Stack gap="xs">
      <Divider label={t('calculator.previous')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {keys.map((k) => (
          <TextInput
            key={k}
            label={t(`calculator.${label[k]}`)}
            inputMode="decimal"
            value={d.previous[k]}
            onChange={(e) => set({ previous: { ...d.previous, [k]: e.currentTarget.value } })}
            error={errors[`previous.${k}`]}
            data-testid={`calc-prev-${k}`}
            styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Result({
  result,
  money,
  payCurrency,
}: {
  result: TCalculatorResult;
  money: (v: string, currency?: string) => string;
  payCurrency: string;
}) {
  const { t } = useTranslation('payroll');
  const rows = (part: Record<string, string>) =>
    Object.entries(part).map(([k, v]) => (
      <Table.Tr key={k}>
        <Table.Td>{t(`calculator.${k}`)}</Table.Td>
        <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {money(v)}
        </Table.Td>
      </Table.Tr>
    ));
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {t('calculator.employee')}
      </Title>
      <Table data-testid="calc-employee">
        <Table.Tbody>{rows(result.employee)}</Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('calculator.employer')}
      </Title>
      <Table data-testid="calc-employer">
        <Table.Tbody>{rows(result.employer)}</Table.Tbody>
      </Table>
      {result.taxBase && (
        <Group justify="space-between">
          <Text>{t('calculator.taxBase')}</Text>
          <Text style={{ fontVariantNumeric: 'tabular-nums' }}>{money(result.taxBase)}</Text>
        </Group>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('calculator.net')}</Text>
        <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="calc-net">
          {money(result.net, payCurrency)}
        </Text>
      </Group>
    </Stack>
  );
}
