import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { saveVisitorSettings, VISITORS_KEY, visitorSettingsQuery } from './visitors.api.ts';

const MAX_DAYS = 3650;

/** The HR admin's visitor settings: how many days a visitor's photo, document and contact are kept after a visit. */
export function VisitorSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common', 'errors']);
  const client = useQueryClient();
  const current = useQuery({ ...visitorSettingsQuery(), enabled: opened });
  const [days, setDays] = useState<number | string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = days ?? current.data?.retentionDays ?? '';
  const close = () => {
    setDays(null);
    setError(undefined);
    onClose();
  };
  const save = useMutation({
    mutationFn: () => saveVisitorSettings(Number(value)),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await client.invalidateQueries({ queryKey: [VISITORS_KEY, 'settings'] });
      close();
    },
    onError: (e) => {
      if (isApiError(e) && e.fields?.retentionDays)
        setError(fieldErrors(t, e.fields, { min: 1, max: MAX_DAYS }).retentionDays);
      else notifyError(errorText(t, e));
    },
  });
  return (
    <Modal opened={opened} onClose={close} title={t('settings.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.about')}
        </Text>
        <NumberInput
          label={t('settings.retentionDays')}
          value={value}
          onChange={(v) => {
            setDays(v);
            setError(undefined);
          }}
          min={1}
          max={MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          error={error}
          disabled={current.isPending}
          data-testid="visitor-retention"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => (value === '' ? setError(t('common:validation.required')) : save.mutate())}
            loading={save.isPending}
            disabled={current.isPending}
            data-testid="visitor-settings-save"
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
