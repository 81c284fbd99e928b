import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isApiError } from '../platform/api-client.ts';
import { errorText } from './error-text.ts';

/** The error boundary of the route tree: a failed load or a crash shows this instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'errors', 'common']);
  let detail: string;
  if (isRouteErrorResponse(error) && error.status === 404) detail = t('errors:notFound');
  else if (isApiError(error)) detail = errorText(t, error);
  else detail = t('errors:internal');

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center" data-testid="route-error">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={2}>{t('shell:errorPage.title')}</Title>
        <Text c="dimmed">{detail}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
          <Button variant="default" component={Link} to="/">
            {t('common:actions.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
