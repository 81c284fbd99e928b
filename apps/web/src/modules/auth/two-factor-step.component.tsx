import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';
import type { TLoginResult } from './auth.api.ts';
import { loginTwoFactor } from './two-factor.api.ts';

type TProps = {
  challenge: string;
  onSuccess: (r: TLoginResult) => Promise<void>;
  onRestart: (error?: unknown) => void;
};

/** The login's second step: the authenticator's 6-digit code, or a one-time recovery code. */
export function TwoFactorStep({ challenge, onSuccess, onRestart }: TProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  // a new key after a wrong code: the cleared boxes start again at the first one
  const [attempt, setAttempt] = useState(0);

  const mutation = useMutation({
    mutationFn: (value: string) =>
      loginTwoFactor(recovery ? { challenge, recoveryCode: value } : { challenge, code: value }),
    meta: { authRedirect: false },
    onSuccess,
    onError: (e) => {
      // an expired challenge or a locked account: start again from the password
      if (isApiError(e) && (e.code === 'twoFactorChallengeInvalid' || e.status === 429)) onRestart(e);
      else {
        setError(e);
        setCode('');
        setAttempt((n) => n + 1);
      }
    },
  });

  const submit = (value: string) => {
    if (mutation.isPending || !value.trim()) return;
    setError(null);
    mutation.mutate(value.trim());
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-step">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('auth:twoFactor.stepTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {recovery ? t('auth:twoFactor.recoveryText') : t('auth:twoFactor.stepText')}
          </Text>
        </div>
        {error !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="two-factor-error">
            {errorText(t, error)}
          </Alert>
        )}
        {recovery ? (
          <TextInput
            label={t('auth:twoFactor.recoveryCode')}
            autoComplete="off"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            leftSection={<IconKey size={16} aria-hidden />}
            data-testid="two-factor-recovery"
          />
        ) : (
          <Stack gap={6} align="center">
            <Text size="sm" fw={500} id="two-factor-code-label">
              {t('auth:twoFactor.code')}
            </Text>
            <PinInput
              key={attempt}
              length={6}
              type="number"
              oneTimeCode
              autoFocus
              size="md"
              value={code}
              onChange={setCode}
              // the last digit sends the form: no extra click for the common case
              onComplete={submit}
              aria-labelledby="two-factor-code-label"
              data-testid="two-factor-code"
            />
          </Stack>
        )}
        <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="two-factor-submit">
          {t('auth:twoFactor.verify')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery((r) => !r);
              setCode('');
              setError(null);
            }}
            data-testid="two-factor-switch"
          >
            {recovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={() => onRestart()}
            data-testid="two-factor-back"
          >
            {t('auth:twoFactor.back')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
