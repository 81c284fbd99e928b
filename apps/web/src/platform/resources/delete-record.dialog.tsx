import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { notifySuccess } from '../../shell/toast.ts';
import { ReasonDialog } from '../reason.dialog.tsx';
import { deleteRecord, invalidateResources, type TResourceRecord } from './resource.api.ts';

type TDeleteRecordDialogProps = {
  resource: TResource;
  /** the record to delete; null closes the dialog */
  record: TResourceRecord | null;
  /** the record's name as the list shows it */
  recordLabel: string;
  onClose: () => void;
};

export const DELETE_DIALOG_TEST_IDS = {
  dialog: 'delete-dialog',
  reason: 'delete-reason',
  confirm: 'delete-confirm',
  cancel: 'delete-cancel',
  error: 'delete-error',
};

/** Spec 5: deleting needs a typed reason; the record is soft-deleted and can be restored from the deleted list. */
export function DeleteRecordDialog({ resource, record, recordLabel, onClose }: TDeleteRecordDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ReasonDialog
      opened={record !== null}
      onClose={onClose}
      subjectKey={record?.id ?? null}
      title={t('common:delete.title')}
      text={t('common:delete.text', { name: recordLabel })}
      label={t('common:delete.reason')}
      confirmLabel={t('common:actions.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      onConfirm={(reason) => (record ? deleteRecord(resource.key, record.id, reason) : Promise.resolve())}
      onDone={async () => {
        notifySuccess(t('common:messages.recordDeleted'));
        await invalidateResources();
      }}
      testIds={DELETE_DIALOG_TEST_IDS}
    />
  );
}
