import { Alert, Button, Grid, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPunchView } from '@staffdesk/core/attendance-api';
import { localDayTime } from '@staffdesk/core/time-zones';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput, TimeOfDayInput } from '../../platform/day-input.component.tsx';
import { REASON_MAX } from '../../platform/reason.dialog.tsx';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { editPunch } from './attendance.api.ts';

type TValues = { inDay: string; inTime: string; outDay: string; outTime: string; reason: string };
type TErrors = Partial<Record<'inAt' | 'outAt' | 'reason', string>>;

/**
 * Corrects one punch of a day: its check-in and check-out as day and time in the organization's zone (a night's
 * check-out is the next day), and why — kept on the punch and in the audit log.
 */
export function PunchEditDialog({
  attendanceId,
  punch,
  timezone,
  onClose,
  onSaved,
}: {
  attendanceId: string;
  punch: TPunchView | null;
  timezone: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['attendance', 'common', 'errors']);
  const [v, setV] = useState<TValues>({ inDay: '', inTime: '', outDay: '', outTime: '', reason: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const set = (k: keyof TValues, value: string) => setV((x) => ({ ...x, [k]: value }));
  const mutation = useMutation({
    mutationFn: () =>
      editPunch(attendanceId, punch!.id, {
        inAt: `${v.inDay}T${v.inTime}`,
        outAt: v.outDay && v.outTime ? `${v.outDay}T${v.outTime}` : null,
        reason: v.reason.trim(),
      }),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      onClose();
      await onSaved();
    },
    onError: (err) => {
      if (isApiError(err) && err.fields) setErrors(fieldErrors(t, err.fields) as TErrors);
    },
  });
  const { reset } = mutation;

  useEffect(() => {
    if (!punch) return;
    const a = localDayTime(timezone, new Date(punch.inAt));
    const b = punch.outAt ? localDayTime(timezone, new Date(punch.outAt)) : { day: '', time: '' };
    setV({ inDay: a.day, inTime: a.time, outDay: b.day, outTime: b.time, reason: '' });
    setErrors({});
    reset();
  }, [punch, timezone, reset]);

  const submit = () => {
    const missing: TErrors = {};
    if (!v.inDay || !v.inTime) missing.inAt = t('attendance:manual.inTimeRequired');
    if (punch?.outAt && (!v.outDay || !v.outTime)) missing.outAt = t('attendance:manual.outTimeRequired');
    if (!v.reason.trim()) missing.reason = t('attendance:edit.reasonRequired');
    setErrors(missing);
    if (Object.keys(missing).length === 0) mutation.mutate();
  };
  const failed = mutation.error && !(isApiError(mutation.error) && mutation.error.fields);

  return (
    <Modal
      opened={punch !== null}
      onClose={onClose}
      title={t('attendance:edit.title')}
      size="lg"
      data-testid="punch-edit"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 7, sm: 7 }}>
              <DayInput
                label={t('attendance:edit.inDay')}
                value={v.inDay}
                onChange={(d) => set('inDay', d)}
                withAsterisk
                error={errors.inAt}
                data-testid="edit-in-day"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 5 }}>
              <TimeOfDayInput
                label={t('attendance:fields.firstIn')}
                value={v.inTime}
                onChange={(x) => set('inTime', x)}
                withAsterisk
                data-testid="edit-in-time"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 7 }}>
              <DayInput
                label={t('attendance:edit.outDay')}
                value={v.outDay}
                onChange={(d) => set('outDay', d)}
                withAsterisk={punch?.outAt !== null}
                error={errors.outAt}
                clearable={punch?.outAt === null}
                data-testid="edit-out-day"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 5 }}>
              <TimeOfDayInput
                label={t('attendance:fields.lastOut')}
                value={v.outTime}
                onChange={(x) => set('outTime', x)}
                withAsterisk={punch?.outAt !== null}
                data-testid="edit-out-time"
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('attendance:edit.reason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={v.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
            error={errors.reason}
            data-testid="edit-reason"
          />
          {failed && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="edit-error">
              {errorText(t, mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="edit-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
