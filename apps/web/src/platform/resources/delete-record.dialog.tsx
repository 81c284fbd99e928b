import type { TResource } from '@staffdesk/core/resources/resource-types';
import { DeleteReasonDialog } from '../delete-reason.dialog.tsx';
import { deleteRecord, invalidateResources, type TResourceRecord } from './resource.api.ts';

type TDeleteRecordDialogProps = {
  resource: TResource;
  /** the record to delete; null closes the dialog */
  record: TResourceRecord | null;
  /** the record's name as the list shows it */
  recordLabel: string;
  onClose: () => void;
};

/** A settings record is soft-deleted with a reason and can be restored from the deleted list. */
export function DeleteRecordDialog({ resource, record, recordLabel, onClose }: TDeleteRecordDialogProps) {
  return (
    <DeleteReasonDialog
      target={record ? { id: record.id, label: recordLabel } : null}
      onDelete={(id, reason) => deleteRecord(resource.key, id, reason)}
      onDeleted={invalidateResources}
      onClose={onClose}
    />
  );
}
