import { Alert, Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OT_TYPES, otHours, otSpanMinutes } from '@staffdesk/core/overtime';
import { durationMinutes, formatDuration } from '@staffdesk/core/resources/resource-schema';
import { DayInput, TimeOfDayInput } from '../../platform/day-input.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import { EmployeePicker } from '../employees/employee-picker.component.tsx';
import { filePublicOt } from '../public-requests/public-apply.api.ts';
import { fileOt, type TOtDraft } from './ot.api.ts';

const EMPTY: TOtDraft = { employeeId: '', otDate: '', fromTime: '', toTime: '', otType: '', totalOt: '', remark: '' };
type TErrors = Partial<Record<keyof TOtDraft, string>>;

/** The spec's message of each required field. */
const REQUIRED: Record<keyof TOtDraft, string> = {
  employeeId: 'form.enterEmployee',
  otDate: 'form.enterDate',
  fromTime: 'form.enterInTime',
  toTime: 'form.enterToTime',
  otType: 'form.enterType',
  totalOt: 'form.enterTotal',
  remark: 'form.enterRemark',
};

/**
 * An overtime request (spec "Employee Overtime Request"): for someone (HR, `forEmployee`) or for oneself. The day,
 * from and to in 24-hour time (past midnight ends the next day), the OT type, the total — filled from the times and
 * may be lowered — and the employee's remark. The server refuses a day without attendance or a closed one.
 */
export function OtForm({
  forEmployee,
  publicPage = false,
  onDone,
}: {
  forEmployee: boolean;
  /** filed by the public page's signed-in employee */
  publicPage?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['overtime', 'errors', 'common']);
  const [d, setD] = useState<TOtDraft>(EMPTY);
  const [errors, setErrors] = useState<TErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();

  /** a change clears what was said about the fields it touches; new times refill a total that followed them */
  const set = (patch: Partial<TOtDraft>) => {
    const next = { ...d, ...patch };
    if ('fromTime' in patch || 'toTime' in patch) {
      const before = otSpanMinutes(d.fromTime, d.toTime);
      const span = otSpanMinutes(next.fromTime, next.toTime);
      const followed = !d.totalOt || (before !== null && durationMinutes(d.totalOt) === before);
      if (span !== null && followed) next.totalOt = formatDuration(span);
    }
    setD(next);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch) && k !== 'totalOt')));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: TErrors = {};
    for (const k of Object.keys(REQUIRED) as (keyof TOtDraft)[])
      if (!d[k].trim() && (k !== 'employeeId' || forEmployee)) missing[k] = t(REQUIRED[k]);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      await (publicPage ? filePublicOt(d) : fileOt(d, !forEmployee));
      setD(EMPTY);
      onDone();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.code === 'validation' && err.fields)
        setErrors(
          Object.fromEntries(
            Object.entries(err.fields).map(([k, code]) => [
              k,
              code === 'required' && k in REQUIRED ? t(REQUIRED[k as keyof TOtDraft]) : t(`common:validation.${code}`),
            ]),
          ),
        );
      else setProblem(errorText(t, err));
    }
  };

  const span = otSpanMinutes(d.fromTime, d.toTime);
  const total = durationMinutes(d.totalOt);

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {forEmployee && (
            <EmployeePicker
              label={t('fields.employee')}
              value={d.employeeId}
              onChange={(id) => set({ employeeId: id })}
              withAsterisk
              error={errors.employeeId}
              data-testid="ot-employee"
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('fields.otDate')}
                value={d.otDate}
                onChange={(v) => set({ otDate: v })}
                withAsterisk
                error={errors.otDate}
                data-testid="ot-date"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.otType')}
                withAsterisk
                data={OT_TYPES.map((x) => ({ value: String(x), label: `${x}%` }))}
                value={d.otType || null}
                onChange={(v) => set({ otType: v ?? '' })}
                placeholder={t('common:form.choose')}
                error={errors.otType}
                data-testid="ot-type"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TimeOfDayInput
                label={t('fields.fromTime')}
                value={d.fromTime}
                onChange={(v) => set({ fromTime: v })}
                withAsterisk
                error={errors.fromTime}
                data-testid="ot-from"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TimeOfDayInput
                label={t('fields.toTime')}
                value={d.toTime}
                onChange={(v) => set({ toTime: v })}
                withAsterisk
                error={errors.toTime}
                data-testid="ot-to"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('fields.totalOt')}
                description={
                  span !== null ? t('form.spanHint', { span: formatDuration(span), hours: otHours(span) }) : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                placeholder="h:mm"
                withAsterisk
                value={d.totalOt}
                onChange={(e) => set({ totalOt: e.currentTarget.value })}
                error={errors.totalOt}
                rightSection={
                  Number.isInteger(total) && total > 0 ? (
                    <Text size="xs" c="dimmed" pr={6}>
                      {t('form.hoursShort', { n: otHours(total) })}
                    </Text>
                  ) : null
                }
                rightSectionWidth={64}
                data-testid="ot-total"
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('fields.remark')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
            value={d.remark}
            onChange={(e) => set({ remark: e.currentTarget.value })}
            error={errors.remark}
            data-testid="ot-remark"
          />
          {problem && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="ot-error">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={locked} data-testid="ot-submit">
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
