import { ColorSwatch, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBalance } from '@staffdesk/core/leave-api';
import { formatDays } from './days-text.component.tsx';

/** One card per leave type: the balance in days (and hours), pending days, and what a new request may still take. */
export function BalanceCards({ balances }: { balances: readonly TBalance[] }) {
  const { t, i18n } = useTranslation('leave');
  const days = (v: string) => t('units.days', { count: Number(v), n: formatDays(v, i18n.language) });
  if (!balances.length)
    return (
      <Text size="sm" c="dimmed" data-testid="balance-none">
        {t('bank.none')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} data-testid="balance-cards">
      {balances.map((b) => (
        <Paper key={b.leaveTypeId} withBorder radius="md" p="md" data-testid="balance-card" data-type={b.leaveTypeName}>
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              {b.colorCode && <ColorSwatch color={b.colorCode} size={12} />}
              <Text size="sm" fw={500}>
                {b.leaveTypeName}
              </Text>
            </Group>
            <Text
              fz={28}
              fw={700}
              c={Number(b.balance) < 0 ? 'red' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="balance-days"
            >
              {formatDays(b.balance, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('bank.daysAndHours', { days: days(b.balance), hours: formatDays(b.balanceHours, i18n.language) })}
            </Text>
            {Number(b.pending) !== 0 && (
              <Text size="xs" c="dimmed" fw={600}>
                {t('bank.pendingDays', { days: days(b.pending) })}
              </Text>
            )}
            {b.available !== null && b.available !== b.balance && (
              <Text size="xs" c="dimmed">
                {t('bank.available', { days: days(b.available) })}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
