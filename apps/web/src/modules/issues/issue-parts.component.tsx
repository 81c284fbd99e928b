import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ISSUE_TEXT_MAX,
  type TIssue,
  type TIssueDetail,
  type TIssuePriority,
  type TIssueStatus,
} from '@staffdesk/core/issues-api';
import { ChatBubble } from '../../platform/chat/chat-bubble.component.tsx';
import { ChatComposer } from '../../platform/chat/chat-composer.component.tsx';
import { formatDateTime } from '../../shell/date-format.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { commentOnIssue, ISSUES_KEY, issueFileUrl } from './issues.api.ts';

const PRIORITY_COLORS: Record<TIssuePriority, string> = {
  low: 'gray',
  moderate: 'blue',
  high: 'orange',
  veryHigh: 'red',
};
const STATUS_COLORS: Record<TIssueStatus, string> = {
  open: 'blue',
  inProgress: 'yellow',
  resolved: 'green',
  closed: 'gray',
};

export function IssuePriorityBadge({ priority }: { priority: TIssuePriority }) {
  const { t } = useTranslation('issues');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" data-testid={`priority-${priority}`}>
      {t(`priorities.${priority}`)}
    </Badge>
  );
}

export function IssueStatusBadge({ status }: { status: TIssueStatus }) {
  const { t } = useTranslation('issues');
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" data-testid={`status-${status}`}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The issue's number and title, as lists and headings show it. */
export const issueHeading = (i: Pick<TIssue, 'number' | 'title'>) => `#${i.number} ${i.title}`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

/** What an issue is: who filed it, its category, priority, status and handler, and its description with its file. */
export function IssueFacts({ i, self }: { i: TIssueDetail; self: boolean }) {
  const { t } = useTranslation('issues');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label={t('fields.status')}>
            <IssueStatusBadge status={i.status} />
          </Fact>
          <Fact label={t('fields.priority')}>
            <IssuePriorityBadge priority={i.priority} />
          </Fact>
          <Fact label={t('fields.category')}>
            <span data-walk-data>{i.categoryName ?? '—'}</span>
          </Fact>
          <Fact label={t('fields.assignee')}>
            <span data-testid="issue-assignee">{i.assigneeName ?? t('unassigned')}</span>
          </Fact>
          {!self && (
            <Fact label={t('fields.employee')}>
              {i.employeeName} · {i.employeeCode}
            </Fact>
          )}
          <Fact label={t('fields.createdAt')}>{formatDateTime(i.createdAt)}</Fact>
          {i.resolvedAt && <Fact label={t('fields.resolvedAt')}>{formatDateTime(i.resolvedAt)}</Fact>}
          {i.closedAt && <Fact label={t('fields.closedAt')}>{formatDateTime(i.closedAt)}</Fact>}
        </SimpleGrid>
        <ChatBubble
          testId="issue-description"
          b={{
            mine: false,
            who: i.createdByName ?? i.employeeName,
            createdAt: i.createdAt,
            body: i.description,
            attachment: i.attachment ? { name: i.attachment.name, href: issueFileUrl(i.id, i.id, self) } : null,
          }}
        />
      </Stack>
    </Paper>
  );
}

/** The comments on an issue, oldest first, and the box for the next (none for the employee once it is closed). */
export function IssueNotes({ i, self, canWrite }: { i: TIssueDetail; self: boolean; canWrite: boolean }) {
  const { t } = useTranslation(['issues', 'common']);
  const client = useQueryClient();
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('comments.title', { count: i.notes.length })}</Text>
      <Stack gap="xs" role="log" aria-label={t('comments.title', { count: i.notes.length })}>
        {i.notes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('comments.none')}
          </Text>
        )}
        {i.notes.map((n) => (
          <ChatBubble
            key={n.id}
            testId="issue-note"
            b={{
              mine: n.mine,
              who: n.mine ? t('common:chat.you') : n.authorName,
              createdAt: n.createdAt,
              body: n.body,
              attachment: n.attachment ? { name: n.attachment.name, href: issueFileUrl(i.id, n.id, self) } : null,
            }}
          />
        ))}
      </Stack>
      {canWrite && !(self && i.status === 'closed') && (
        <ChatComposer
          testId="issue-comment"
          label={t('comments.label')}
          placeholder={t(self ? 'comments.placeholderMine' : 'comments.placeholder')}
          maxLength={ISSUE_TEXT_MAX}
          failure={t('comments.failed')}
          onSend={async (body, file) => {
            await commentOnIssue(i.id, self, body, file);
            notifySuccess(t('comments.added'));
            await client.invalidateQueries({ queryKey: ISSUES_KEY });
          }}
        />
      )}
      {self && i.status === 'closed' && (
        <Text size="sm" c="dimmed" data-testid="issue-closed-note">
          {t('comments.closed')}
        </Text>
      )}
    </Stack>
  );
}
