import { Button, Grid, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserToday } from '../../shell/date-format.ts';
import { FormProblem } from '../../platform/form-layout.component.tsx';
import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { addDays } from '@staffdesk/core/dates';
import { type TVisitType, VISIT_INVITE_MAX_DAYS, VISIT_TYPES } from '@staffdesk/core/visitors-api';
import { isApiError } from '../../platform/api-client.ts';
import { DayInput } from '../../platform/day-input.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { useVisitDraft } from './use-visit-draft.hook.tsx';
import { inviteVisitor, VISITORS_KEY } from './visitors.api.ts';

type TDraft = {
  visitorName: string;
  email: string;
  contactNumber: string;
  company: string;
  visitType: TVisitType | '';
  expectedOn: string;
  reason: string;
  vehicle: string;
  licensePlate: string;
  language: TLanguage;
};

/**
 * The host invites a visitor for a day (`/guests/myvisitors`): the visitor is mailed a QR code and the pass, in the
 * language chosen here, and the guard scans it at the gate on that day.
 */
export function InviteVisitorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['visitors', 'common', 'errors']);
  const client = useQueryClient();
  const blank = (): TDraft => ({
    visitorName: '',
    email: '',
    contactNumber: '',
    company: '',
    visitType: '',
    expectedOn: addDays(browserToday(), 1),
    reason: '',
    vehicle: '',
    licensePlate: '',
    language: (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : 'en',
  });
  const { d, set, errors, setErrors, reset, text } = useVisitDraft<TDraft>(blank, 'invite');
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const close = () => {
    reset();
    setProblem(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const k of ['visitorName', 'email', 'visitType', 'expectedOn'] as const)
      if (!d[k].trim()) missing[k] = t('common:validation.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    lock();
    setProblem(null);
    try {
      const v = await inviteVisitor(d);
      notifySuccess(t('invite.done', { name: v.visitorName, email: d.email }));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY] });
      unlock();
      close();
    } catch (err) {
      unlock();
      if (isApiError(err) && err.fields && err.code === 'validation')
        setErrors(fieldErrors(t, err.fields, { max: VISIT_INVITE_MAX_DAYS }));
      else setProblem(errorText(t, err));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('invite.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('invite.hint')}
          </Text>
          <FormProblem text={problem} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('visitorName', t('fields.visitorName'), { withAsterisk: true, maxLength: 150 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('email', t('fields.email'), { withAsterisk: true, type: 'email', maxLength: 200 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {text('contactNumber', t('fields.contactNumber'), { inputMode: 'tel', maxLength: 30 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>{text('company', t('fields.company'), { maxLength: 150 })}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('fields.visitType')}
                withAsterisk
                data={VISIT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                value={d.visitType || null}
                onChange={(v) => set({ visitType: (v ?? '') as TVisitType | '' })}
                error={errors.visitType}
                data-testid="invite-visitType"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DayInput
                label={t('fields.expectedOn')}
                withAsterisk
                value={d.expectedOn}
                onChange={(day) => set({ expectedOn: day })}
                minDate={browserToday()}
                maxDate={addDays(browserToday(), VISIT_INVITE_MAX_DAYS)}
                error={errors.expectedOn}
                data-testid="invite-expectedOn"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>{text('vehicle', t('fields.vehicle'), { maxLength: 100 })}</Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              {text('licensePlate', t('fields.licensePlate'), { maxLength: 30 })}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t('invite.language')}
                data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                value={d.language}
                onChange={(v) => v && set({ language: v as TLanguage })}
                allowDeselect={false}
                data-testid="invite-language"
              />
            </Grid.Col>
          </Grid>
          <Textarea
            label={t('fields.reason')}
            value={d.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={errors.reason}
            maxLength={500}
            autosize
            minRows={2}
            data-testid="invite-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={locked}
              leftSection={<IconSend size={16} aria-hidden />}
              data-testid="invite-submit"
            >
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
