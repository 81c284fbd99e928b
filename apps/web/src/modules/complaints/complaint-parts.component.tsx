import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TComplaint, TComplaintStatus } from '@staffdesk/core/complaints-api';
import { formatDateTime } from '../../shell/date-format.ts';

const COLORS: Record<TComplaintStatus, string> = { open: 'blue', answered: 'green', closed: 'gray' };

export function ComplaintStatusBadge({ status }: { status: TComplaintStatus }) {
  const { t } = useTranslation('complaints');
  return (
    <Badge color={COLORS[status]} variant="dot" data-testid={`status-${status}`}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** Who wrote it: a name, or "Anonymous" with a mask, never more. */
export function ComplaintAuthor({ c }: { c: TComplaint }) {
  const { t } = useTranslation('complaints');
  if (c.anonymous)
    return (
      <Group gap={4} wrap="nowrap" data-testid="complaint-anonymous">
        <IconMask size={16} aria-hidden />
        <Text size="sm" fs="italic">
          {t('anonymous')}
        </Text>
      </Group>
    );
  return (
    <div>
      <Text size="sm" fw={600}>
        {c.employeeName}
      </Text>
      <Text size="xs" c="dimmed">
        {[c.employeeCode, c.departmentName].filter(Boolean).join(' · ')}
      </Text>
    </div>
  );
}

/** One comment as written and HR's answer under it. */
export function ComplaintCard({ c, author }: { c: TComplaint; author: boolean }) {
  const { t } = useTranslation('complaints');
  return (
    <Paper withBorder radius="md" p="md" data-testid="complaint-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.subject}
            </Text>
            <Text size="xs" c="dimmed">
              {[c.typeName, formatDateTime(c.createdAt)].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <ComplaintStatusBadge status={c.status} />
        </Group>
        {author && <ComplaintAuthor c={c} />}
        {!author && c.anonymous && (
          <Badge variant="light" color="gray" leftSection={<IconMask size={12} aria-hidden />} w="fit-content">
            {t('sentAnonymously')}
          </Badge>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="complaint-text">
          {c.text}
        </Text>
        {c.response && (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="sm" data-testid="complaint-response">
            <Text size="xs" fw={600}>
              {t('answerBy', { name: c.respondedByName ?? '', at: c.respondedAt ? formatDateTime(c.respondedAt) : '' })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.response}
            </Text>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
