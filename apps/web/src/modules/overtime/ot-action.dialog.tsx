import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOtRow } from '@staffdesk/core/overtime-api';
import { DecisionDialog } from '../../platform/decision.dialog.tsx';
import { notifySuccess } from '../../shell/toast.ts';
import { cancelOwnOt, decideOt } from './ot.api.ts';
import { OtSummary } from './ot-parts.component.tsx';

export type TOtAction = 'approve' | 'reject' | 'cancel';

/**
 * Approve or reject one request with an optional comment the employee reads in their mail; or, for the employee,
 * cancel their own while it is pending.
 */
export function OtActionDialog({
  row,
  action,
  onClose,
}: {
  row: TOtRow | null;
  action: TOtAction;
  onClose: () => void;
}) {
  const { t } = useTranslation(['overtime', 'leave']);
  const client = useQueryClient();
  return (
    <DecisionDialog
      open={row !== null}
      title={t(`actions.title.${action}`)}
      summary={row && <OtSummary row={row} />}
      commentLabel={action === 'cancel' ? undefined : t('leave:actions.comment')}
      confirmLabel={t(`actions.${action}`)}
      danger={action !== 'approve'}
      decide={(comment) => (action === 'cancel' ? cancelOwnOt(row!.id) : decideOt(row!.id, action, comment))}
      onDone={async () => {
        notifySuccess(t(`actions.done.${action}`));
        await client.invalidateQueries({ queryKey: ['overtime'] });
      }}
      onClose={onClose}
      testId="ot-action"
    />
  );
}
