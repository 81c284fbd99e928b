import { Alert, Button, Drawer, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@staffdesk/core/time-zones';
import { DayInput } from '../../platform/day-input.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { adjustBank, employeeBankQuery } from './leave.api.ts';
import { BalanceCards } from './balance-cards.component.tsx';
import { LedgerTable } from './ledger-table.component.tsx';

/** One employee's leave bank (HR): balances today, the ledger, and a manual credit or debit with its reason. */
export function EmployeeBankDrawer({
  employeeId,
  canAdjust,
  onClose,
}: {
  employeeId: string | null;
  canAdjust: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['leave', 'common']);
  const bank = useQuery({ ...employeeBankQuery(employeeId ?? ''), enabled: !!employeeId });
  return (
    <Drawer
      opened={employeeId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={bank.data ? `${bank.data.employeeName} · ${bank.data.employeeCode}` : t('bank.title')}
      data-testid="employee-bank"
    >
      {employeeId && bank.data && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {bank.data.templateName ? t('bank.template', { name: bank.data.templateName }) : t('bank.noTemplate')}
          </Text>
          <BalanceCards balances={bank.data.balances} />
          {canAdjust && <AdjustForm key={employeeId} employeeId={employeeId} types={bank.data.balances} />}
          <Title order={3} size="h5">
            {t('ledger.title')}
          </Title>
          <LedgerTable employeeId={employeeId} types={bank.data.balances} />
        </Stack>
      )}
    </Drawer>
  );
}

function AdjustForm({
  employeeId,
  types,
}: {
  employeeId: string;
  types: readonly { leaveTypeId: string; leaveTypeName: string }[];
}) {
  const { t } = useTranslation(['leave', 'errors', 'common']);
  const client = useQueryClient();
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [v, setV] = useState({ leaveTypeId: '', days: '', day: today, reason: '' });
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: () => adjustBank(employeeId, { ...v, days: v.days.trim() }),
    onSuccess: async () => {
      notifySuccess(t('adjust.done'));
      setV({ leaveTypeId: v.leaveTypeId, days: '', day: today, reason: '' });
      await client.invalidateQueries({ queryKey: ['leave'] });
    },
  });
  const submit = () => {
    const need = !v.leaveTypeId || !v.days.trim() || !v.day || !v.reason.trim();
    setMissing(need);
    if (!need) mutation.mutate();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('adjust.title')}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('fields.leaveType')}
              withAsterisk
              data={types.map((b) => ({ value: b.leaveTypeId, label: b.leaveTypeName }))}
              value={v.leaveTypeId || null}
              onChange={(x) => setV((s) => ({ ...s, leaveTypeId: x ?? '' }))}
              data-testid="adjust-type"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput
              label={t('adjust.days')}
              description={t('adjust.daysHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              inputMode="decimal"
              value={v.days}
              onChange={(e) => setV((s) => ({ ...s, days: e.currentTarget.value }))}
              data-testid="adjust-days"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <DayInput
              label={t('adjust.day')}
              withAsterisk
              value={v.day}
              onChange={(x) => setV((s) => ({ ...s, day: x }))}
              data-testid="adjust-day"
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('adjust.reason')}
          withAsterisk
          maxLength={500}
          value={v.reason}
          onChange={(e) => setV((s) => ({ ...s, reason: e.currentTarget.value }))}
          data-testid="adjust-reason"
        />
        {(missing || mutation.error) && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="adjust-error">
            {missing ? t('errors:validation') : errorText(t, mutation.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={mutation.isPending} data-testid="adjust-save">
            {t('adjust.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
