import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homePath } from '@staffdesk/core/menu';
import { queryKeys } from '../../platform/query-keys.ts';
import { PublicPage } from '../../shell/public-page.layout.tsx';
import { useLogout } from '../../shell/use-auth-actions.hook.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { fetchSession } from './auth.api.ts';
import { TwoFactorEnrol } from './two-factor-enrol.component.tsx';

/** `/two-factor-setup`: a user whose organization requires two-factor sign-in sets it up before anything else. */
export function TwoFactorSetupPage() {
  const { t } = useTranslation(['auth']);
  const queryClient = useQueryClient();
  const logout = useLogout();
  usePageTitle(t('auth:twoFactor.enrolTitle'));

  // the server lifted the limit when the code was confirmed: load the full session and go home (a full load,
  // so every cache starts with the full session)
  const done = async () => {
    const session = await fetchSession();
    queryClient.setQueryData(queryKeys.session, session);
    window.location.assign(session ? homePath(session.loginType, session.account) : '/');
  };

  return (
    <PublicPage homeTo={null} maxWidth={480}>
      <Stack gap="lg" data-testid="two-factor-setup-page">
        <div>
          <Title order={1} size="h2">
            {t('auth:twoFactor.enrolTitle')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('auth:twoFactor.enrolText')}
          </Text>
        </div>
        <Text size="sm">{t('auth:twoFactor.intro')}</Text>
        <TwoFactorEnrol onDone={() => void done()} />
        <Group justify="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={() => logout.mutate()}
            data-testid="two-factor-logout"
          >
            {t('auth:twoFactor.logout')}
          </Anchor>
        </Group>
      </Stack>
    </PublicPage>
  );
}
