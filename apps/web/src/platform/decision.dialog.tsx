import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/error-text.ts';

/**
 * A decision on one request (approve, reject, cancel): what it is about, an optional comment the requester reads,
 * the refusal when the server says no, and the confirming button. Leave and overtime use it.
 */
export function DecisionDialog({
  open,
  title,
  summary,
  note,
  commentLabel,
  confirmLabel,
  danger,
  decide,
  onDone,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  summary: ReactNode;
  /** a line under the summary (what the decision does) */
  note?: ReactNode;
  /** no label: no comment asked */
  commentLabel?: string;
  confirmLabel: string;
  danger: boolean;
  decide: (comment: string) => Promise<unknown>;
  onDone: () => Promise<unknown>;
  onClose: () => void;
  /** `<testId>`, `<testId>-comment`, `<testId>-error`, `<testId>-confirm` */
  testId: string;
}) {
  const { t } = useTranslation(['errors', 'common']);
  const [comment, setComment] = useState('');
  const mutation = useMutation({
    mutationFn: () => decide(comment),
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    if (!open) return;
    setComment('');
    reset();
  }, [open, reset]);

  return (
    <Modal opened={open} onClose={onClose} title={title} data-testid={testId}>
      {open && (
        <Stack gap="md">
          {summary}
          {note}
          {commentLabel && (
            <Textarea
              label={commentLabel}
              autosize
              minRows={2}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              data-testid={`${testId}-comment`}
            />
          )}
          {mutation.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid={`${testId}-error`}>
              {errorText(t, mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button
              color={danger ? 'red' : 'green'}
              loading={mutation.isPending}
              onClick={() => mutation.mutate()}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
