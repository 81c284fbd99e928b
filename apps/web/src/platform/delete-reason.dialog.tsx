import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../shell/toast.ts';
import { ReasonDialog } from './reason.dialog.tsx';

export const DELETE_DIALOG_TEST_IDS = {
  dialog: 'delete-dialog',
  reason: 'delete-reason',
  confirm: 'delete-confirm',
  cancel: 'delete-cancel',
  error: 'delete-error',
};

type TDeleteReasonDialogProps = {
  /** what is being deleted (its id and name as the list shows it); null closes the dialog */
  target: { id: string; label: string } | null;
  /** the dialog's text; by default "“name” will be moved to the deleted records…" */
  text?: string;
  onDelete: (id: string, reason: string) => Promise<unknown>;
  /** after the delete: refresh what shows the record */
  onDeleted: () => Promise<unknown>;
  onClose: () => void;
  /** the text of a refused delete (e.g. a record still in use); by default the error's */
  failureText?: (error: unknown) => string;
  /** the heading of a refused delete's message */
  failureTitle?: string;
};

/** Spec 5: deleting needs a typed reason ('Please add the reason of delete'); every list's delete asks it here. */
export function DeleteReasonDialog({
  target,
  text,
  onDelete,
  onDeleted,
  onClose,
  failureText,
  failureTitle,
}: TDeleteReasonDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ReasonDialog
      opened={target !== null}
      onClose={onClose}
      subjectKey={target?.id ?? null}
      title={t('common:delete.title')}
      text={text ?? t('common:delete.text', { name: target?.label ?? '' })}
      label={t('common:delete.reason')}
      confirmLabel={t('common:actions.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      onConfirm={(reason) => (target ? onDelete(target.id, reason) : Promise.resolve())}
      onDone={async () => {
        notifySuccess(t('common:messages.recordDeleted'));
        await onDeleted();
      }}
      failureText={failureText}
      failureTitle={failureTitle}
      testIds={DELETE_DIALOG_TEST_IDS}
    />
  );
}
