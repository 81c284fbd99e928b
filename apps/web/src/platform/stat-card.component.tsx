import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a report's head: a small caption over a large number. */
export function StatCard({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}
