import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isApiError } from '../platform/api-client.ts';
import { errorText } from './error-text.ts';
import type { TDenied } from './route-guards.ts';
import { sessionHome } from './route-guards.ts';
import { useShellSession } from './shell-session.context.ts';

const deniedOf = (error: unknown): TDenied['denied'] | null =>
  isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'denied' in error.data
    ? (error.data as TDenied).denied
    : null;

/**
 * The error boundary of the pages inside the shell: a page the user may not open says so where the page would be
 * ('Do not have Privilege', 'Do not have Add Privilege', …) with the sidebar still there; a failed load or a crash
 * shows what went wrong the same way.
 */
export function DeniedPage() {
  const error = useRouteError();
  const session = useShellSession();
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const denied = deniedOf(error);
  let title: string;
  let detail: string;
  if (denied && denied !== 'notFound') {
    title = t(`errors:privilege.${denied}`);
    detail = t('shell:denied.hint');
  } else if (denied === 'notFound' || (isRouteErrorResponse(error) && error.status === 404)) {
    title = t('errors:notFound');
    detail = t('shell:denied.hint');
  } else {
    title = t('shell:errorPage.title');
    detail = isApiError(error) ? errorText(t, error) : t('errors:internal');
  }
  const Icon = denied && denied !== 'notFound' ? IconLock : IconAlertTriangle;
  return (
    <Paper withBorder p="xl" radius="md" data-testid={denied && denied !== 'notFound' ? 'denied-page' : 'page-error'}>
      <Stack align="center" gap="md" ta="center" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color={denied ? 'orange' : 'red'}>
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3" data-testid="denied-title">
          {title}
        </Title>
        <Text c="dimmed">{detail}</Text>
        <Button component={Link} to={sessionHome(session)} variant="light">
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
