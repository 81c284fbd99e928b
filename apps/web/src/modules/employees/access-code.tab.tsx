import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TEmployee } from '@staffdesk/core/employees';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { invalidateEmployees, removeAccessCode, resetAccessCode } from './employees.api.ts';

/**
 * The access code tab (spec `Acesscode`): whether the employee has a PIN for the public leave and overtime pages
 * and the security gate; HR makes a new one (shown once, here) or removes it.
 */
export function AccessCodeTab({ e }: { e: TEmployee }) {
  const { t } = useTranslation(['employees', 'common', 'errors']);
  const session = useShellSession();
  const canEdit = canDo(session, 'employees', 'edit');
  const [shown, setShown] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: () => resetAccessCode(e.id),
    onSuccess: async (r) => {
      setShown(r.code);
      await invalidateEmployees();
    },
    onError: (error) => notifyError(errorText(t, error)),
  });
  const remove = useMutation({
    mutationFn: () => removeAccessCode(e.id),
    onSuccess: async () => {
      notifySuccess(t('employees:accessCode.removed'));
      await invalidateEmployees();
    },
    onError: (error) => notifyError(errorText(t, error)),
  });

  return (
    <Paper withBorder p="lg" data-testid="access-code">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('employees:tabs.accessCode')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('employees:accessCode.about')}
        </Text>
        <Text fw={600} data-testid="access-code-state" data-set={e.accessCodeSetAt ? 'yes' : 'no'}>
          {e.accessCodeSetAt
            ? t('employees:accessCode.setAt', { at: formatDateTime(e.accessCodeSetAt) })
            : t('employees:accessCode.none')}
        </Text>
        {canEdit && (
          <Group gap="sm">
            <Button
              leftSection={<IconKey size={16} aria-hidden />}
              loading={reset.isPending}
              onClick={() => reset.mutate()}
              data-testid="access-code-reset"
            >
              {t(e.accessCodeSetAt ? 'employees:accessCode.reset' : 'employees:accessCode.create')}
            </Button>
            {e.accessCodeSetAt && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
                data-testid="access-code-remove"
              >
                {t('employees:accessCode.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={t('employees:accessCode.newTitle')}
        data-testid="access-code-dialog"
      >
        <Stack gap="md">
          <Alert color="yellow">{t('employees:accessCode.onceOnly')}</Alert>
          <Group justify="center" gap="sm">
            <Code fz={32} fw={700} px="md" py="xs" style={{ letterSpacing: '0.2em' }} data-testid="access-code-value">
              {shown}
            </Code>
            <CopyButton value={shown ?? ''}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {t(copied ? 'employees:accessCode.copied' : 'employees:accessCode.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setShown(null)} data-testid="access-code-done">
              {t('common:actions.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
