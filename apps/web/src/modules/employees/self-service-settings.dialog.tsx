import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconUserCog } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SELF_EDIT_FIELDS, type TSelfEditField } from '@staffdesk/core/employees';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { saveSelfServiceSettings, selfServiceSettingsQuery } from './employees.api.ts';

/** The HR admin's choice of what employees may change on their own record (My Profile's Update Profile). */
export function SelfServiceSettings() {
  const { t } = useTranslation(['employees', 'common']);
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const current = useQuery({ ...selfServiceSettingsQuery, enabled: opened });
  const [chosen, setChosen] = useState<TSelfEditField[] | null>(null);
  const value = chosen ?? current.data?.fields ?? [];
  const save = useMutation({
    mutationFn: () => saveSelfServiceSettings(value),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordUpdated'));
      await client.invalidateQueries({ queryKey: ['employees'] });
      setOpened(false);
    },
    onError: (error) => notifyError(errorText(t, error)),
  });
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconUserCog size={16} aria-hidden />}
        onClick={() => {
          setChosen(null);
          setOpened(true);
        }}
        data-testid="self-service-settings"
      >
        {t('employees:selfService.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('employees:selfService.title')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('employees:selfService.about')}
          </Text>
          <Checkbox.Group value={value} onChange={(v) => setChosen(v as TSelfEditField[])}>
            <Stack gap="xs">
              {SELF_EDIT_FIELDS.map((f) => (
                <Checkbox
                  key={f}
                  value={f}
                  label={f === 'hrFields' ? t('employees:sections.custom') : t(`employees:fields.${f}`)}
                  data-testid={`self-service-${f}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={current.isPending}
              data-testid="self-service-save"
            >
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
