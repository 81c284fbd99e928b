import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '../../shell/error-text.ts';
import { PageHeader } from '../../shell/page-header.component.tsx';
import { sessionHome } from '../../shell/route-guards.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { usePageTitle } from '../../shell/use-page-title.hook.ts';
import { accountQuery } from './account.api.ts';
import { MailKindsSection } from './mail-kinds.section.tsx';
import { PasswordSection } from './password.section.tsx';
import { ProfileSection } from './profile.section.tsx';
import { SessionsSection } from './sessions.section.tsx';
import { TwoFactorSection } from './two-factor.section.tsx';

/** `/myprofile/Add` and `/{account}/myprofile/Add`: every user's own account (spec 2, Profile fields). */
export function AccountPage() {
  const { t } = useTranslation(['account', 'shell', 'errors']);
  const session = useShellSession();
  const account = useQuery(accountQuery);
  usePageTitle(t('account:title'));

  return (
    <Stack gap="lg" maw={960} data-testid="account-page">
      <PageHeader
        crumbs={[{ label: t('account:home'), to: sessionHome(session) }, { label: t('account:title') }]}
        title={t('account:title')}
      />
      {account.isPending ? (
        <Skeleton h={260} />
      ) : account.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {loadErrorText(t, account.error)}
        </Alert>
      ) : (
        // the top bar's language menu sets the same preference: the form follows the session's language
        <ProfileSection
          key={`${account.data.firstName}|${account.data.lastName}|${session.language}`}
          account={{ ...account.data, language: session.language }}
        />
      )}
      <MailKindsSection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </Stack>
  );
}
