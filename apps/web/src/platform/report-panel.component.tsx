import { Group, Paper, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One block of a report page: a bordered panel with its heading and, on the right, its actions (exports). */
export function ReportPanel({
  title,
  actions,
  testId,
  children,
}: {
  title: string;
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** A report's table: scrolls sideways below `minWidth` (the scroll area takes the keyboard focus). */
export function ReportTable({
  minWidth,
  testId,
  striped,
  children,
}: {
  minWidth: number;
  testId: string;
  striped?: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table verticalSpacing="xs" striped={striped} data-testid={testId}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
