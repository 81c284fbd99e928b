import { Group, Progress, Stack, Text } from '@mantine/core';

export type TBar = { key: string; label: string; value: number; text: string };

/**
 * A horizontal bar chart for reports: one row per item, the bar's length relative to the largest value, the value's
 * text at the end. Rows keep their order; the bars are drawn for the eye, the texts carry the numbers for everyone.
 */
export function BarList({ bars, color = 'blue', testId }: { bars: readonly TBar[]; color?: string; testId?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Stack gap={8} data-testid={testId}>
      {bars.map((b) => (
        <div key={b.key} data-testid="bar">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={1}>
              {b.label}
            </Text>
            <Text size="sm" fw={600} style={{ flex: 'none' }}>
              {b.text}
            </Text>
          </Group>
          <Progress value={(b.value / max) * 100} color={color} size="md" radius="xl" mt={4} aria-hidden />
        </div>
      ))}
    </Stack>
  );
}
