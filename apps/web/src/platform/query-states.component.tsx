import { Alert, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/error-text.ts';

/**
 * What a list of cards shows before and instead of its cards: why it failed (in the user's language), a skeleton
 * while it loads, a hint when it is empty.
 */
export function QueryStates({
  query,
  empty,
  testId,
  height = 200,
}: {
  query: Pick<UseQueryResult<readonly unknown[]>, 'isError' | 'error' | 'isPending' | 'data'>;
  empty: string;
  testId: string;
  height?: number;
}) {
  const { t } = useTranslation('errors');
  if (query.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {errorText(t, query.error)}
      </Alert>
    );
  if (query.isPending) return <Skeleton h={height} />;
  if (query.data?.length === 0)
    return (
      <Text c="dimmed" data-testid={testId}>
        {empty}
      </Text>
    );
  return null;
}
