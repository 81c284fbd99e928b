import { useState, type FormEvent } from 'react';
import { Alert, Button, Code, Group, Image, PinInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTwoFactorSetup } from '@staffdesk/core/two-factor';
import { queryKeys } from '../../platform/query-keys.ts';
import { errorText } from '../../shell/error-text.ts';
import { RecoveryCodes } from './recovery-codes.component.tsx';
import { enableTwoFactor, startTwoFactorSetup } from './two-factor.api.ts';

/**
 * Setting up two-factor sign-in: a QR code (and the key for manual entry) from the server, a code from the app to
 * confirm, then the recovery codes, shown once. Used by the enrolment page and the account page's section.
 */
export function TwoFactorEnrol({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = useMutation({ mutationFn: startTwoFactorSetup, onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async (c) => {
      setCodes(c);
      await queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
    },
    onError: () => setCode(''),
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  if (!setup) {
    return (
      <Stack gap="sm">
        {start.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorText(t, start.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="two-factor-start">
            {t('auth:twoFactor.setUp')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('auth:twoFactor.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (code.length === 6 && !confirm.isPending) confirm.mutate(code);
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-enrol">
      <Stack gap="md">
        <Text size="sm">{t('auth:twoFactor.scan')}</Text>
        <Image
          src={setup.qrDataUrl}
          alt="QR"
          w={200}
          h={200}
          mx="auto"
          radius="sm"
          bg="white"
          p={4}
          data-testid="two-factor-qr"
        />
        <Stack gap={4} align="center">
          <Text size="xs" c="dimmed">
            {t('auth:twoFactor.manualKey')}
          </Text>
          <Code fz="sm" ta="center" data-testid="two-factor-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
        </Stack>
        <Text size="sm" id="two-factor-confirm-label">
          {t('auth:twoFactor.confirmText')}
        </Text>
        <Group justify="center">
          <PinInput
            length={6}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            aria-labelledby="two-factor-confirm-label"
            data-testid="two-factor-confirm-code"
          />
        </Group>
        {confirm.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="two-factor-enrol-error">
            {errorText(t, confirm.error)}
          </Alert>
        )}
        <Group grow>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('auth:twoFactor.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            loading={confirm.isPending}
            disabled={code.length !== 6}
            data-testid="two-factor-confirm"
          >
            {t('auth:twoFactor.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
