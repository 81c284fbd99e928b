import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, PasswordInput, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSession } from '@staffdesk/core/auth';
import { queryKeys } from '../../platform/query-keys.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { sessionQuery } from '../auth/auth.api.ts';
import { RecoveryCodes } from '../auth/recovery-codes.component.tsx';
import { TwoFactorEnrol } from '../auth/two-factor-enrol.component.tsx';
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  saveTwoFactorPolicy,
  twoFactorPolicyQuery,
  twoFactorQuery,
} from '../auth/two-factor.api.ts';

type TPasswordAction = 'disable' | 'regenerate';

/**
 * The account page's two-factor section: status, set-up (QR, key, code), recovery codes shown once, new codes
 * and turning off (both with the password). HR admins and the super admin also get their "require" switch.
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  const session = useQuery(sessionQuery).data;
  const [enrolling, setEnrolling] = useState(false);
  const [action, setAction] = useState<TPasswordAction | null>(null);
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
  const confirm = useMutation({
    mutationFn: async (a: TPasswordAction) => {
      if (a !== 'disable') return regenerateRecoveryCodes(password);
      await disableTwoFactor(password);
      return null;
    },
    onSuccess: async (result, a) => {
      setAction(null);
      setPassword('');
      if (a === 'disable') notifySuccess(t('auth:twoFactor.disabled'));
      else setCodes(result);
      await refresh();
    },
  });

  const s = status.data;
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (action && password && !confirm.isPending) confirm.mutate(action);
  };

  let body: ReactNode;
  if (status.isPending) body = <Loader size="sm" />;
  else if (status.isError) body = <Alert color="red">{errorText(t, status.error)}</Alert>;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (enrolling)
    body = (
      <TwoFactorEnrol
        onCancel={() => setEnrolling(false)}
        onDone={() => {
          setEnrolling(false);
          notifySuccess(t('auth:twoFactor.enabled'));
        }}
      />
    );
  else if (action)
    body = (
      <form onSubmit={onConfirm} noValidate data-testid="two-factor-password-form">
        <Stack gap="sm">
          <Text size="sm">
            {action === 'disable' ? t('auth:twoFactor.disableText') : t('auth:twoFactor.regenerateText')}
          </Text>
          <PasswordInput
            label={t('auth:password')}
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={confirm.isError ? errorText(t, confirm.error) : undefined}
            data-testid="two-factor-password"
          />
          <Group>
            <Button
              type="submit"
              color={action === 'disable' ? 'red' : undefined}
              loading={confirm.isPending}
              disabled={!password}
              data-testid="two-factor-password-submit"
            >
              {action === 'disable' ? t('auth:twoFactor.disable') : t('auth:twoFactor.regenerate')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setAction(null);
                setPassword('');
                confirm.reset();
              }}
            >
              {t('auth:twoFactor.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  else
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('auth:twoFactor.intro')}</Text>
        {s?.enabled ? (
          <>
            <Text size="sm" c="dimmed" data-testid="two-factor-codes-left">
              {t('auth:twoFactor.codesLeft', { count: s.recoveryCodesLeft })}
            </Text>
            <Group>
              <Button variant="light" onClick={() => setAction('regenerate')} data-testid="two-factor-regenerate">
                {t('auth:twoFactor.regenerate')}
              </Button>
              {!s.required && (
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setAction('disable')}
                  data-testid="two-factor-disable"
                >
                  {t('auth:twoFactor.disable')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <Group>
            <Button
              leftSection={<IconShieldLock size={16} />}
              onClick={() => setEnrolling(true)}
              data-testid="two-factor-setup"
            >
              {t('auth:twoFactor.setUp')}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Card withBorder padding="lg" data-testid="two-factor-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {t('auth:twoFactor.title')}
          </Title>
          {s && (
            <Group gap="xs">
              {s.required && (
                <Badge variant="light" color="orange">
                  {t('auth:twoFactor.required')}
                </Badge>
              )}
              <Badge color={s.enabled ? 'teal' : 'gray'} data-testid="two-factor-status">
                {s.enabled ? t('auth:twoFactor.statusOn') : t('auth:twoFactor.statusOff')}
              </Badge>
            </Group>
          )}
        </Group>
        {body}
        {session && <PolicySwitch session={session} />}
      </Stack>
    </Card>
  );
}

/** The tenant's switch (HR admins) or the platform's (the super admin with the settings flag). */
function PolicySwitch({ session }: { session: TSession }) {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const platform = session.loginType === 'super_admin';
  const allowed = platform ? session.manageApp : session.loginType === 'hr_admin';
  const policy = useQuery({ ...twoFactorPolicyQuery(platform), enabled: allowed });
  const save = useMutation({
    mutationFn: (required: boolean) => saveTwoFactorPolicy(platform, required),
    onSuccess: async () => {
      notifySuccess(t('auth:twoFactor.policySaved'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.twoFactorPolicy });
      await queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
    },
  });
  if (!allowed || !policy.data) return null;
  return (
    <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Switch
        label={t('auth:twoFactor.policyTitle')}
        description={platform ? t('auth:twoFactor.policyPlatform') : t('auth:twoFactor.policyTenant')}
        checked={save.isPending ? Boolean(save.variables) : policy.data.required}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.currentTarget.checked)}
        data-testid="two-factor-policy"
      />
      {save.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {errorText(t, save.error)}
        </Alert>
      )}
    </Stack>
  );
}
