import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TApplicantDetail, TPipelineStage } from '@staffdesk/core/careers';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { MoveFields } from './move-fields.component.tsx';
import { notifySuccess } from '../../shell/toast.ts';
import { StageBadge } from './careers-badges.component.tsx';
import { invalidateCareers, moveStage } from './careers.api.ts';

export type TStageMove = { applicantId: string; name: string; from: TPipelineStage; to: TPipelineStage };

type TStageMoveDialogProps = {
  move: TStageMove | null;
  onClose: () => void;
  /** after the server answered (the board updates its cache itself) */
  onMoved?: (detail: TApplicantDetail) => void;
};

/** The confirmation of a pipeline move, with "notify the applicant by email" and an optional note. */
export function StageMoveDialog({ move, onClose, onMoved }: TStageMoveDialogProps) {
  const { t } = useTranslation(['careers', 'common']);
  const [notify, setNotify] = useState(false);
  const [note, setNote] = useState('');
  const [locked, lock, unlock] = useSubmitLock();
  const mutation = useMutation({
    mutationFn: (m: TStageMove) => moveStage(m.applicantId, { stage: m.to, notify, note: note.trim() || null }),
    onSuccess: async (detail) => {
      notifySuccess(
        t(notify ? 'careers:move.doneNotified' : 'careers:move.done', {
          name: detail.name,
          stage: t(`careers:stages.${detail.stage}`),
        }),
      );
      onMoved?.(detail);
      onClose();
      await invalidateCareers();
    },
  });
  const { reset } = mutation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new move (the trigger) starts a fresh form
  useEffect(() => {
    setNotify(false);
    setNote('');
    reset();
    unlock();
  }, [move, reset, unlock]);

  return (
    <Modal opened={move !== null} onClose={onClose} title={t('careers:move.title')} size="md" data-testid="move-dialog">
      {move && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (locked || mutation.isPending) return;
            lock();
            mutation.mutate(move);
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('careers:move.text', { name: move.name })}</Text>
            <Group gap="xs">
              <StageBadge stage={move.from} />
              <IconArrowRight size={16} aria-label={t('careers:move.to')} />
              <StageBadge stage={move.to} />
            </Group>
            <MoveFields note={note} onNote={setNote} notify={notify} onNotify={setNotify} />
            {mutation.error && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="move-error">
                {errorText(t, mutation.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-testid="move-cancel">
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={locked && !mutation.isPending}
                data-testid="move-confirm"
                data-autofocus
              >
                {t('careers:move.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
