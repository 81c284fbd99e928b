import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGES, type TPipelineStage } from '@staffdesk/core/careers';
import { errorText } from '../../shell/error-text.ts';
import { MoveFields } from './move-fields.component.tsx';
import { notifySuccess } from '../../shell/toast.ts';
import { invalidateCareers, moveStages } from './careers.api.ts';

/** Moves the applicants selected in the list to one stage, with the same note and "notify by email" as one move. */
export function BulkMoveDialog({
  ids,
  opened,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['careers', 'common']);
  const [stage, setStage] = useState<TPipelineStage>('shortList');
  const [notify, setNotify] = useState(false);
  const [note, setNote] = useState('');
  const mutation = useMutation({
    mutationFn: () => moveStages(ids, { stage, notify, note: note.trim() || null }),
    onSuccess: async (r) => {
      notifySuccess(t('careers:move.bulkDone', { count: r.count, stage: t(`careers:stages.${stage}`) }));
      onDone();
      onClose();
      await invalidateCareers();
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    if (!opened) return;
    setNotify(false);
    setNote('');
    reset();
  }, [opened, reset]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('careers:move.bulkTitle', { count: ids.length })} size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!mutation.isPending) mutation.mutate();
        }}
      >
        <Stack gap="md" data-testid="bulk-move-dialog">
          <Text size="sm">{t('careers:move.bulkText')}</Text>
          <NativeSelect
            label={t('careers:move.stage')}
            value={stage}
            onChange={(e) => setStage(e.currentTarget.value as TPipelineStage)}
            data={PIPELINE_STAGES.map((s) => ({ value: s, label: t(`careers:stages.${s}`) }))}
            data-testid="bulk-move-stage"
          />
          <MoveFields note={note} onNote={setNote} notify={notify} onNotify={setNotify} />
          {mutation.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorText(t, mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="bulk-move-confirm">
              {t('careers:move.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
