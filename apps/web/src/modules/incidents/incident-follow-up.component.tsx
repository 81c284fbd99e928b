import { Button, Group, Paper, Select, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { IconCheck, IconMessage, IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TIncidentDetail, TIncidentStatus } from '@staffdesk/core/incidents-api';
import { ReasonDialog } from '../../platform/reason.dialog.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { useVisitTime } from '../visitors/visitor-parts.component.tsx';
import { assignIncident, commentIncident, INCIDENTS_KEY, incidentOptionsQuery, moveIncident } from './incidents.api.ts';

/**
 * An incident's follow-up: the timeline of comments, assignments and status changes; a comment box while open; for
 * HR (`follow`), the assignee and the status moves, each with a note (closing is final).
 */
export function IncidentFollowUp({ v, follow }: { v: TIncidentDetail; follow: boolean }) {
  const { t } = useTranslation(['incidents', 'common', 'errors']);
  const client = useQueryClient();
  const time = useVisitTime();
  const options = useQuery({ ...incidentOptionsQuery(), enabled: follow });
  const [text, setText] = useState('');
  const [moving, setMoving] = useState<TIncidentStatus | null>(null);
  const [locked, lock, unlock] = useSubmitLock();
  const open = v.status !== 'closed';
  const done = async () => client.invalidateQueries({ queryKey: [INCIDENTS_KEY] });
  const send = async () => {
    if (!text.trim()) return;
    lock();
    try {
      await commentIncident(v.id, text.trim());
      setText('');
      await done();
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      unlock();
    }
  };
  const assign = async (userId: string | null) => {
    try {
      await assignIncident(v.id, userId);
      notifySuccess(t('common:messages.recordUpdated'));
      await done();
    } catch (e) {
      notifyError(errorText(t, e));
    }
  };
  const what = (c: TIncidentDetail['comments'][number]) =>
    c.event === 'assigned'
      ? c.value
        ? t('events.assigned', { name: c.value })
        : t('events.unassigned')
      : c.event === 'status'
        ? t('events.status', { status: t(`statuses.${c.value}`) })
        : null;
  const moves: TIncidentStatus[] =
    v.status === 'open' ? ['investigating', 'closed'] : v.status === 'investigating' ? ['open', 'closed'] : [];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Text fw={600}>{t('followUp')}</Text>
        {follow && open && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('fields.assignee')}
              placeholder={t('unassigned')}
              data={(options.data?.assignees ?? []).map((u) => ({ value: u.id, label: u.name }))}
              value={v.assigneeId}
              onChange={(id) => void assign(id)}
              clearable
              searchable
              w={240}
              data-testid="incident-assignee"
            />
            {moves.map((s) => (
              <Button
                key={s}
                variant={s === 'closed' ? 'filled' : 'default'}
                color={s === 'closed' ? 'green' : undefined}
                leftSection={
                  s === 'closed' ? <IconCheck size={16} aria-hidden /> : <IconSearch size={16} aria-hidden />
                }
                onClick={() => setMoving(s)}
                data-testid={`incident-move-${s}`}
              >
                {t(`moves.${s}`)}
              </Button>
            ))}
          </Group>
        )}
        {v.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noFollowUp')}
          </Text>
        ) : (
          <Timeline bulletSize={22} lineWidth={2} data-testid="incident-timeline">
            {v.comments.map((c) => (
              <Timeline.Item
                key={c.id}
                bullet={
                  c.event === 'comment' ? (
                    <IconMessage size={12} />
                  ) : c.event === 'assigned' ? (
                    <IconUserCheck size={12} />
                  ) : (
                    <IconCheck size={12} />
                  )
                }
                title={
                  <Text size="xs" c="dimmed">
                    {time(c.createdAt)} · {c.authorName}
                    {what(c) ? ` · ${what(c)}` : ''}
                  </Text>
                }
              >
                {c.text && (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {c.text}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
        {open && (
          <Stack gap="xs">
            <Textarea
              label={t('comment')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
              data-testid="incident-comment"
            />
            <Group justify="flex-end">
              <Button
                onClick={() => void send()}
                loading={locked}
                disabled={!text.trim()}
                leftSection={<IconMessage size={16} aria-hidden />}
                data-testid="incident-comment-send"
              >
                {t('send')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <ReasonDialog
        opened={moving !== null}
        onClose={() => setMoving(null)}
        title={moving ? t(`moves.${moving}`) : ''}
        text={moving === 'closed' ? t('closeHint') : undefined}
        label={t('note')}
        maxLength={2000}
        confirmLabel={moving ? t(`moves.${moving}`) : ''}
        confirmColor={moving === 'closed' ? 'green' : 'blue'}
        onConfirm={(note) => moveIncident(v.id, moving!, note)}
        onDone={async () => {
          notifySuccess(t('moved', { status: t(`statuses.${moving}`) }));
          setMoving(null);
          await done();
        }}
        subjectKey={moving}
        testIds={{
          dialog: 'move-dialog',
          reason: 'move-note',
          confirm: 'move-confirm',
          cancel: 'move-cancel',
          error: 'move-error',
        }}
      />
    </Paper>
  );
}
