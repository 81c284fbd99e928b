import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconEyeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, type TCommentStatus, type TPostComment } from '@staffdesk/core/announcements-api';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { canDo } from '../../shell/privileges.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { addComment, COMMENTS_KEY, moderateComment, postCommentsQuery } from './post-comments.api.ts';

const STATUS_COLORS: Record<TCommentStatus, string> = { pending: 'yellow', approved: 'green', hidden: 'gray' };

export function CommentStatusBadge({ status }: { status: TCommentStatus }) {
  const { t } = useTranslation('blogs');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="sm" data-testid={`comment-status-${status}`}>
      {t(`comments.statuses.${status}`)}
    </Badge>
  );
}

/** Approve and hide buttons of a comment (HR with edit on the blog). */
export function ModerateButtons({ c }: { c: TPostComment }) {
  const { t } = useTranslation(['blogs', 'errors']);
  const client = useQueryClient();
  const moderate = useMutation({
    mutationFn: (status: 'approved' | 'hidden') => moderateComment(c.postId, c.id, status),
    onSuccess: async (_r, status) => {
      notifySuccess(t(status === 'approved' ? 'comments.approved' : 'comments.hiddenDone'));
      await client.invalidateQueries({ queryKey: COMMENTS_KEY });
    },
    onError: (e) => notifyError(errorText(t, e)),
  });
  return (
    <Group gap="xs">
      {c.status !== 'approved' && (
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={moderate.isPending && moderate.variables === 'approved'}
          onClick={() => moderate.mutate('approved')}
          data-testid="comment-approve"
        >
          {t('comments.approve')}
        </Button>
      )}
      {c.status !== 'hidden' && (
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          leftSection={<IconEyeOff size={14} aria-hidden />}
          loading={moderate.isPending && moderate.variables === 'hidden'}
          onClick={() => moderate.mutate('hidden')}
          data-testid="comment-hide"
        >
          {t('comments.hide')}
        </Button>
      )}
    </Group>
  );
}

function CommentItem({ c, staff }: { c: TPostComment; staff: boolean }) {
  const { t } = useTranslation('blogs');
  const session = useShellSession();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="post-comment">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {c.authorName}
            {c.authorCode ? ` · ${c.authorCode}` : ''}
          </Text>
          <Group gap="xs">
            {(staff || c.status !== 'approved') && <CommentStatusBadge status={c.status} />}
            <Text size="xs" c="dimmed">
              {formatDateTime(c.createdAt)}
            </Text>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-walk-data>
          {c.body}
        </Text>
        {!staff && c.mine && c.status === 'pending' && (
          <Text size="xs" c="dimmed">
            {t('comments.waiting')}
          </Text>
        )}
        {staff && canDo(session, 'blogs', 'edit') && <ModerateButtons c={c} />}
      </Stack>
    </Paper>
  );
}

/**
 * A blog post's comments and the box to add one: HR (`staff`) sees them all and moderates them, and their own
 * comment shows at once; an employee sees those approved and their own, theirs waiting for approval.
 */
export function PostComments({ postId, staff }: { postId: string; staff: boolean }) {
  const { t } = useTranslation(['blogs', 'common', 'errors']);
  const session = useShellSession();
  const client = useQueryClient();
  const comments = useQuery(postCommentsQuery(postId, !staff));
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => addComment(postId, body, !staff),
    onSuccess: async () => {
      setBody('');
      notifySuccess(t(staff ? 'comments.added' : 'comments.sent'));
      await client.invalidateQueries({ queryKey: COMMENTS_KEY });
    },
    onError: (e) => setProblem(errorText(t, e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!body.trim()) return setProblem(t('common:validation.required'));
    send.mutate();
  };
  const writer = !staff || canDo(session, 'blogs', 'add');
  return (
    <Stack gap="sm" data-testid="post-comments">
      <Title order={3} size="h5">
        {t('comments.title', { count: comments.data?.length ?? 0 })}
      </Title>
      {comments.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {errorText(t, comments.error)}
        </Alert>
      )}
      {comments.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('comments.none')}
        </Text>
      )}
      {comments.data?.map((c) => (
        <CommentItem key={c.id} c={c} staff={staff} />
      ))}
      {writer && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={t('comments.add')}
              description={staff ? undefined : t('comments.moderated')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              maxLength={COMMENT_MAX}
              autosize
              minRows={2}
              error={problem}
              data-testid="comment-body"
            />
            <Group justify="flex-end">
              <Button type="submit" size="sm" loading={send.isPending} data-testid="comment-send">
                {t('comments.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
