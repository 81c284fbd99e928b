import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChecks, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX, type TChatMessage, type TThread } from '@staffdesk/core/messages-api';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { isApiError } from '../../platform/api-client.ts';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { formatDateTime } from '../../shell/date-format.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { fieldErrors } from '../account/field-errors.ts';
import { attachmentUrl, MESSAGES_KEY, sendMessage } from './messages.api.ts';
import classes from './messages.module.css';

/** What a message's sender sees of its reading: HR how many members read theirs, a member whether HR saw theirs. */
function Receipt({ m, members }: { m: TChatMessage; members: number }) {
  const { t } = useTranslation('messages');
  if (!m.mine) return null;
  const read = m.readCount !== null ? m.readCount > 0 : m.seen === true;
  const label =
    m.readCount !== null && members > 1
      ? t('receipt.readBy', { read: m.readCount, total: members })
      : t(read ? 'receipt.read' : 'receipt.sent');
  const Icon = read ? IconChecks : IconCheck;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end" data-testid="message-receipt" data-read={read}>
      <Icon size={14} aria-hidden />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

function Bubble({ m, thread, self }: { m: TChatMessage; thread: TThread; self: boolean }) {
  const { t } = useTranslation('messages');
  const who = m.mine ? t('you') : m.senderCode ? `${m.senderName} · ${m.senderCode}` : m.senderName;
  return (
    <Box className={classes.row} data-mine={m.mine} data-testid="message">
      <Paper className={classes.bubble} data-mine={m.mine} radius="md" px="md" py="xs" withBorder>
        <Group justify="space-between" gap="md" wrap="nowrap" mb={4}>
          <Text size="xs" fw={600} truncate data-testid="message-sender">
            {who}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(m.createdAt)}
          </Text>
        </Group>
        {m.body && (
          <Text size="sm" className={classes.body} data-testid="message-body">
            {m.body}
          </Text>
        )}
        {m.attachment && (
          <Anchor
            href={attachmentUrl(thread.id, m.id, self)}
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
            data-testid="message-attachment"
          >
            <IconPaperclip size={14} aria-hidden />
            {m.attachment.name}
          </Anchor>
        )}
        <Receipt m={m} members={thread.memberCount} />
      </Paper>
    </Box>
  );
}

/** The messages of a conversation, oldest first, scrolled to the newest, and the box to write the next. */
export function MessageThread({
  thread,
  self,
  readOnly = false,
}: {
  thread: TThread;
  self: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('messages');
  const end = useRef<HTMLDivElement>(null);
  const count = thread.messages.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <Stack gap="md">
      <Stack gap="xs" role="log" aria-label={thread.subject} data-testid="message-thread">
        {thread.more && (
          <Text size="xs" c="dimmed" ta="center">
            {t('older')}
          </Text>
        )}
        {thread.messages.map((m) => (
          <Bubble key={m.id} m={m} thread={thread} self={self} />
        ))}
        <div ref={end} />
      </Stack>
      {!readOnly && <Composer id={thread.id} self={self} />}
    </Stack>
  );
}

/** Writes to the conversation (HR to every member; a member to HR): 'Msg Send Successfully' or why not. */
function Composer({ id, self }: { id: string; self: boolean }) {
  const { t } = useTranslation(['messages', 'common', 'errors']);
  const client = useQueryClient();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim() && !file) {
      setError(t('form.bodyRequired'));
      return;
    }
    if (file && file.size > UPLOAD_MAX_BYTES) {
      setError(t('errors:fileTooLarge'));
      return;
    }
    lock();
    setProblem(null);
    try {
      await sendMessage(id, self, body, file);
      setBody('');
      setFile(null);
      notifySuccess(t('sent'));
      await client.invalidateQueries({ queryKey: MESSAGES_KEY });
    } catch (err) {
      const fields = isApiError(err) && err.code === 'validation' && err.fields ? fieldErrors(t, err.fields) : null;
      setProblem(`${t('notSent')} ${fields ? Object.values(fields).join(' ') : errorText(t, err)}`);
    } finally {
      unlock();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="form" onSubmit={submit} noValidate data-testid="message-composer">
      <Stack gap="xs">
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="message-problem">
            {problem}
          </Alert>
        )}
        <Textarea
          aria-label={t(self ? 'form.reply' : 'form.message')}
          placeholder={t(self ? 'form.replyPlaceholder' : 'form.messagePlaceholder')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid="message-input"
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileButton onChange={setFile} accept="application/pdf,image/png,image/jpeg">
              {(props) => (
                <Tooltip label={t('form.attach')} withinPortal>
                  <ActionIcon
                    {...props}
                    variant="default"
                    size={36}
                    aria-label={t('form.attach')}
                    data-testid="message-attach"
                  >
                    <IconPaperclip size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
            {file && (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" truncate data-testid="message-file">
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('form.removeFile', { name: file.name })}
                  onClick={() => setFile(null)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Group>
          <Button
            type="submit"
            loading={locked}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid="message-send"
          >
            {t('form.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
