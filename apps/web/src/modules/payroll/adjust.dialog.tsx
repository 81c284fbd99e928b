import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@staffdesk/core/money';
import { isStatutoryCode, type TEntry } from '@staffdesk/core/payroll-api';
import { isApiError } from '../../platform/api-client.ts';
import { REASON_MAX } from '../../platform/reason.dialog.tsx';
import { resourceOptionsQuery } from '../../platform/resources/resource.api.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { intlLocale } from '../../shell/i18n.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { removeEntry, saveEntry } from './payroll.api.ts';

/** The cell being adjusted: an employee of the run and a code (none: chosen in the dialog, a one-off line). */
export type TAdjustCell = {
  employeeId: string;
  employeeLabel: string;
  currency: string;
  code: string | null;
  /** the amount the run computed, when the code has a line */
  computed: string | null;
  entry: TEntry | null;
};

/**
 * An adjustment of a run's line: the amount the next processing gives the code for this employee, and why (audited).
 * An adjusted line may be put back to what the run computes.
 */
export function AdjustDialog({
  runId,
  cell,
  onClose,
}: {
  runId: string;
  cell: TAdjustCell | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['payroll', 'common', 'errors']);
  const qc = useQueryClient();
  const codes = useQuery({ ...resourceOptionsQuery('payCode'), enabled: !!cell && !cell.code });
  const [code, setCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const locale = intlLocale(i18n.language);

  // a new cell starts from its adjustment, if any
  useEffect(() => {
    setCode(cell?.code ?? null);
    setAmount(cell?.entry?.amount ?? '');
    setReason(cell?.entry?.reason ?? '');
    setErrors({});
    setProblem(null);
  }, [cell]);

  const done = async (message: string) => {
    notifySuccess(message);
    await qc.invalidateQueries({ queryKey: ['payroll', 'runs'] });
    onClose();
  };
  // an answer that says what to fix frees the button at once
  const failed = (e: unknown) => {
    unlock();
    if (isApiError(e) && e.code === 'validation' && e.fields)
      setErrors(Object.fromEntries(Object.entries(e.fields).map(([k, c]) => [k, t(`common:validation.${c}`)])));
    else setProblem(errorText(t, e));
  };
  const save = useMutation({
    mutationFn: () =>
      saveEntry(runId, { employeeId: cell!.employeeId, code: code ?? '', amount: amount.replace(/,/g, ''), reason }),
    onSuccess: () => done(t('grid.saved')),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeEntry(runId, cell!.employeeId, cell!.code!),
    onSuccess: () => done(t('grid.removed')),
    onError: failed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    lock();
    setErrors({});
    setProblem(null);
    save.mutate();
  };

  return (
    <Modal
      opened={!!cell}
      onClose={onClose}
      title={cell?.code ? t('grid.adjustCode', { code: cell.code }) : t('grid.addLine')}
      data-testid="adjust-dialog"
    >
      {cell && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" fw={600}>
              {cell.employeeLabel}
            </Text>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            {cell.code ? (
              cell.computed !== null && (
                <Text size="sm" c="dimmed">
                  {t('grid.computed', { amount: formatMoney(cell.computed, cell.currency, locale) })}
                </Text>
              )
            ) : (
              <Select
                label={t('grid.code')}
                withAsterisk
                searchable
                data={(codes.data ?? [])
                  .filter((o) => !isStatutoryCode(o.label))
                  .map((o) => ({ value: o.label, label: o.label }))}
                value={code}
                onChange={setCode}
                allowDeselect={false}
                error={errors.code}
                data-testid="adjust-code"
              />
            )}
            {cell.code && errors.code && (
              <Text size="sm" c="red">
                {errors.code}
              </Text>
            )}
            <TextInput
              label={t('grid.amount', { currency: cell.currency })}
              withAsterisk
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={errors.amount}
              data-testid="adjust-amount"
            />
            <Textarea
              label={t('grid.reason')}
              withAsterisk
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={errors.reason}
              data-testid="adjust-reason"
            />
            <Text size="xs" c="dimmed">
              {t('grid.appliedNext')}
            </Text>
            <Group justify="space-between">
              {cell.entry && cell.code ? (
                <Button
                  variant="subtle"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                  data-testid="adjust-remove"
                >
                  {t('grid.remove')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" onClick={onClose}>
                  {t('common:actions.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending} data-testid="adjust-save">
                  {t('grid.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
