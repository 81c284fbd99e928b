import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeaveRow } from '@staffdesk/core/leave-api';
import { errorText } from '../../shell/error-text.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { cancelLeave, decideLeave } from './leave.api.ts';
import { LeaveSummary } from './leave-summary.component.tsx';

export type TLeaveAction = 'approve' | 'reject' | 'cancel';

/**
 * Approve, reject or cancel one request, with an optional comment the employee reads in their mail. Cancelling an
 * approved request gives its days back to the bank.
 */
export function LeaveActionDialog({
  row,
  action,
  mine = false,
  onClose,
}: {
  row: TLeaveRow | null;
  action: TLeaveAction;
  mine?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['leave', 'errors', 'common']);
  const client = useQueryClient();
  const [comment, setComment] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      action === 'cancel' ? cancelLeave(row!.id, comment, mine) : decideLeave(row!.id, action, comment),
    onSuccess: async () => {
      notifySuccess(t(`actions.done.${action}`));
      await client.invalidateQueries({ queryKey: ['leave'] });
      onClose();
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    if (!row) return;
    setComment('');
    reset();
  }, [row, reset]);

  return (
    <Modal opened={row !== null} onClose={onClose} title={t(`actions.title.${action}`)} data-testid="leave-action">
      {row && (
        <Stack gap="md">
          <LeaveSummary row={row} />
          {action === 'cancel' && row.status === 2 && <Text size="sm">{t('actions.creditBack')}</Text>}
          <Textarea
            label={t('actions.comment')}
            autosize
            minRows={2}
            maxLength={1000}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            data-testid="leave-action-comment"
          />
          {mutation.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="leave-action-error">
              {errorText(t, mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button
              color={action === 'approve' ? 'green' : 'red'}
              loading={mutation.isPending}
              onClick={() => mutation.mutate()}
              data-testid="leave-action-confirm"
            >
              {t(`actions.${action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
