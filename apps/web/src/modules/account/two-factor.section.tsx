import { Alert, Badge, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, isApiError } from '../../platform/api-client.ts';
import { FormSection } from '../../platform/form-layout.component.tsx';
import { errorText } from '../../shell/error-text.ts';

type TTwoFactor = { enabled: boolean; required: boolean; recoveryCodesLeft: number };

/**
 * Two-factor sign-in: shows whether it is on. A stand-in: the two-factor work brings the real component (set-up,
 * recovery codes) under this name; until its API exists here, a 404 reads as "not available yet".
 */
export function TwoFactorSection() {
  const { t } = useTranslation(['account', 'errors']);
  const state = useQuery({
    queryKey: ['account', 'twoFactor'],
    queryFn: async () => {
      try {
        return await apiGet<TTwoFactor>('/auth/two-factor');
      } catch (e) {
        if (isApiError(e) && e.status === 404) return null;
        throw e;
      }
    },
    retry: false,
  });

  return (
    <FormSection title={t('account:twoFactor.title')}>
      {state.isPending ? (
        <Skeleton h={24} w={200} />
      ) : state.isError ? (
        <Alert color="red">{errorText(t, state.error)}</Alert>
      ) : state.data === null ? (
        <Text size="sm" c="dimmed" data-testid="two-factor-state" data-state="unavailable">
          {t('account:twoFactor.unavailable')}
        </Text>
      ) : (
        <Group gap="sm" data-testid="two-factor-state" data-state={state.data.enabled ? 'on' : 'off'}>
          <Badge color={state.data.enabled ? 'teal' : 'gray'} variant="light">
            {t(state.data.enabled ? 'account:twoFactor.enabled' : 'account:twoFactor.disabled')}
          </Badge>
        </Group>
      )}
    </FormSection>
  );
}
