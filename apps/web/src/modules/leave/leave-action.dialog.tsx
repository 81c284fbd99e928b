import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLeaveRow } from '@staffdesk/core/leave-api';
import { DecisionDialog } from '../../platform/decision.dialog.tsx';
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
  const { t } = useTranslation('leave');
  const client = useQueryClient();
  return (
    <DecisionDialog
      open={row !== null}
      title={t(`actions.title.${action}`)}
      summary={row && <LeaveSummary row={row} />}
      note={action === 'cancel' && row?.status === 2 && <Text size="sm">{t('actions.creditBack')}</Text>}
      commentLabel={t('actions.comment')}
      confirmLabel={t(`actions.${action}`)}
      danger={action !== 'approve'}
      decide={(comment) =>
        action === 'cancel' ? cancelLeave(row!.id, comment, mine) : decideLeave(row!.id, action, comment)
      }
      onDone={async () => {
        notifySuccess(t(`actions.done.${action}`));
        await client.invalidateQueries({ queryKey: ['leave'] });
      }}
      onClose={onClose}
      testId="leave-action"
    />
  );
}
