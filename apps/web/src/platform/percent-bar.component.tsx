import { Group, Progress, Text } from '@mantine/core';

/** How a percent is coloured: `goal` turns teal once 100 is reached; `score` grades it (80 teal, 50 blue, else orange). */
export type TPercentTone = 'goal' | 'score';

const colorOf = (value: number, tone: TPercentTone) =>
  tone === 'score' ? (value >= 80 ? 'teal' : value >= 50 ? 'blue' : 'orange') : value >= 100 ? 'teal' : 'blue';

/**
 * A percent as a bar to 100 and its number: a project's completion, a course's progress, a target's achievement, a
 * score. The bar stops at 100; the number shows the whole value (a target can be beaten).
 */
export function PercentBar({
  value,
  label,
  testId,
  tone = 'goal',
  w = 160,
}: {
  value: number;
  /** The bar's accessible name: what the percent is of. */
  label: string;
  testId: string;
  tone?: TPercentTone;
  w?: number | string;
}) {
  return (
    <Group gap={8} wrap="nowrap" w={w}>
      <Progress
        value={Math.min(100, Math.max(0, value))}
        color={colorOf(value, tone)}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
      />
      <Text size="xs" fw={600} miw={44} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value} %
      </Text>
    </Group>
  );
}
