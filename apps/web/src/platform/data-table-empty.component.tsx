import type { ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What an empty list says: the spec's 'No Record Found', then why and what to do. */
export type TEmptyState = {
  /** one short line: what goes in this list, or what to set up first */
  hint?: string;
  /** the first action, e.g. the Add button (only when the user may take it) */
  action?: ReactNode;
};

/**
 * An empty list. With a search or filter on, it offers to clear them (the records may exist); otherwise the list's
 * own hint and first action.
 */
export function EmptyList({
  empty,
  narrowed,
  onClear,
}: {
  empty?: TEmptyState;
  narrowed: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" px="md">
      <Stack gap="xs" align="center" maw={440} ta="center" data-testid="table-empty-state">
        <Text fw={600} data-testid="table-empty">
          {t('table.empty')}
        </Text>
        {narrowed ? (
          <>
            <Text size="sm" c="dimmed">
              {t('table.emptyNarrowed')}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconFilterOff size={14} aria-hidden />}
              onClick={onClear}
              data-testid="table-clear"
            >
              {t('table.clearFilters')}
            </Button>
          </>
        ) : (
          <>
            {empty?.hint && (
              <Text size="sm" c="dimmed" data-testid="table-empty-hint">
                {empty.hint}
              </Text>
            )}
            {empty?.action}
          </>
        )}
      </Stack>
    </Center>
  );
}
