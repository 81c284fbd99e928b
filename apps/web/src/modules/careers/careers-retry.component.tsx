import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api-client.ts';

/**
 * A careers call that failed: a friendly message and a Retry button instead of a blank page (the spec's app only
 * logged these failures). A 404 says the board or post does not exist, without a retry.
 */
export function CareersRetry({
  error,
  onRetry,
  testId = 'careers-error',
}: {
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('careers');
  const missing = isApiError(error) && error.status === 404;
  return (
    <Paper withBorder p="xl" radius="md" data-testid={testId} role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={missing ? 'gray' : 'orange'}>
          <IconCloudOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t(missing ? 'errors.notFoundTitle' : 'errors.loadTitle')}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          {t(missing ? 'errors.notFoundText' : 'errors.loadText')}
        </Text>
        {!missing && (
          <Button onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />} data-testid="careers-retry">
            {t('errors.retry')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
