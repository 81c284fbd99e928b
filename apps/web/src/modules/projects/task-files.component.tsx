import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_FILE_FIELD, TASK_FILES_MAX, type TTaskDetail } from '@staffdesk/core/projects-api';
import { apiDelete, apiPostForm } from '../../platform/api-client.ts';
import { openConfirm } from '../../platform/confirm.dialog.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { useShellSession } from '../../shell/shell-session.context.ts';
import { notifyError, notifySuccess } from '../../shell/toast.ts';
import { PROJECTS_KEY } from './projects.api.ts';

/** A task's attachments in its drawer: each to download; attach a PDF or picture; remove (HR, or whoever added it). */
export function TaskFiles({ task }: { task: TTaskDetail }) {
  const { t } = useTranslation(['projects', 'common', 'errors']);
  const client = useQueryClient();
  const session = useShellSession();
  const [locked, lock, unlock] = useSubmitLock();
  const refresh = () => client.invalidateQueries({ queryKey: [PROJECTS_KEY] });
  const upload = async (file: File | null) => {
    if (!file) return;
    lock();
    try {
      const form = new FormData();
      form.append(TASK_FILE_FIELD, file);
      await apiPostForm(`/tasks/${task.id}/files`, form);
      notifySuccess(t('files.added'));
      await refresh();
    } catch (e) {
      notifyError(errorText(t, e));
    } finally {
      unlock();
    }
  };
  const remove = (f: TTaskDetail['files'][number]) =>
    openConfirm({
      title: t('files.remove'),
      text: t('files.removeConfirm', { name: f.name }),
      confirmLabel: t('common:actions.delete'),
      color: 'red',
      testId: 'confirm-remove-file',
      onConfirm: async () => {
        try {
          await apiDelete(`/tasks/${task.id}/files/${f.id}`);
          notifySuccess(t('files.removed'));
          await refresh();
        } catch (e) {
          notifyError(errorText(t, e));
        }
      },
    });
  return (
    <Stack gap={6} data-testid="task-files">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('files.title')}
        </Text>
        {task.can.attach && task.files.length < TASK_FILES_MAX && (
          <FileButton onChange={upload} accept="application/pdf,image/png,image/jpeg">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={locked}
                leftSection={<IconUpload size={14} aria-hidden />}
                data-testid="task-attach"
              >
                {t('files.add')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {task.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {task.can.attach ? t('files.hint') : t('files.empty')}
        </Text>
      ) : (
        task.files.map((f) => (
          <Group key={f.id} justify="space-between" wrap="nowrap" data-testid="task-file">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={14} aria-hidden style={{ flex: 'none' }} />
              <Anchor href={`/api/v1/tasks/${task.id}/files/${f.id}`} size="sm" truncate="end" download>
                {f.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                {Math.max(1, Math.round(f.size / 1024))} KB · {f.createdByName}
              </Text>
            </Group>
            {(task.can.edit || (task.can.attach && f.createdBy === session.loginId)) && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('files.remove')}: ${f.name}`}
                onClick={() => remove(f)}
                data-testid="task-file-remove"
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))
      )}
    </Stack>
  );
}
