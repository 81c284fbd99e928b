import { Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shell/date-format.ts';
import classes from './chat.module.css';

export type TChatBubble = {
  /** the viewer's own: on the right, tinted */
  mine: boolean;
  who: string;
  createdAt: string;
  body: string;
  attachment: { name: string; href: string } | null;
};

/** One message of a conversation or comment of an issue: who and when, the text, its file, and a footer (a receipt). */
export function ChatBubble({ b, footer, testId = 'message' }: { b: TChatBubble; footer?: ReactNode; testId?: string }) {
  return (
    <Box className={classes.row} data-mine={b.mine} data-testid={testId}>
      <Paper className={classes.bubble} data-mine={b.mine} radius="md" px="md" py="xs" withBorder>
        <Group justify="space-between" gap="md" wrap="nowrap" mb={4}>
          <Text size="xs" fw={600} truncate data-testid={`${testId}-sender`}>
            {b.who}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(b.createdAt)}
          </Text>
        </Group>
        {b.body && (
          <Text size="sm" className={classes.body} data-testid={`${testId}-body`}>
            {b.body}
          </Text>
        )}
        {b.attachment && (
          <Anchor
            href={b.attachment.href}
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
            data-testid={`${testId}-attachment`}
          >
            <IconPaperclip size={14} aria-hidden />
            {b.attachment.name}
          </Anchor>
        )}
        {footer}
      </Paper>
    </Box>
  );
}
