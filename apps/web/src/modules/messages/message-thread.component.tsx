import { Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BODY_MAX, type TChatMessage, type TThread } from '@staffdesk/core/messages-api';
import { ChatBubble } from '../../platform/chat/chat-bubble.component.tsx';
import { ChatComposer } from '../../platform/chat/chat-composer.component.tsx';
import { notifySuccess } from '../../shell/toast.ts';
import { attachmentUrl, MESSAGES_KEY, sendMessage } from './messages.api.ts';

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
  const { t } = useTranslation(['messages', 'common']);
  const client = useQueryClient();
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
          <ChatBubble
            key={m.id}
            b={{
              mine: m.mine,
              who: m.mine ? t('common:chat.you') : m.senderCode ? `${m.senderName} · ${m.senderCode}` : m.senderName,
              createdAt: m.createdAt,
              body: m.body,
              attachment: m.attachment ? { name: m.attachment.name, href: attachmentUrl(thread.id, m.id, self) } : null,
            }}
            footer={<Receipt m={m} members={thread.memberCount} />}
          />
        ))}
        <div ref={end} />
      </Stack>
      {!readOnly && (
        // HR writes to every member; a member to HR: 'Msg Send Successfully' or why not
        <ChatComposer
          label={t(self ? 'form.reply' : 'form.message')}
          placeholder={t(self ? 'form.replyPlaceholder' : 'form.messagePlaceholder')}
          maxLength={MESSAGE_BODY_MAX}
          failure={t('notSent')}
          onSend={async (body, file) => {
            await sendMessage(thread.id, self, body, file);
            notifySuccess(t('sent'));
            await client.invalidateQueries({ queryKey: MESSAGES_KEY });
          }}
        />
      )}
    </Stack>
  );
}
