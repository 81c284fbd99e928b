import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { notifySuccess } from '../../shell/toast.ts';
import { ReasonDialog } from '../reason.dialog.tsx';
import { DELETE_DIALOG_TEST_IDS } from '../delete-reason.dialog.tsx';
import { deleteRecords, invalidateResources } from './resource.api.ts';

/** Deletes the selected records with one reason (all or none), like one record's delete. */
export function BulkDeleteDialog({
  resource,
  ids,
  opened,
  onClose,
  onDone,
}: {
  resource: TResource;
  ids: readonly string[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      subjectKey={opened ? ids.join(',') : null}
      title={t('common:table.deleteSelectedTitle', { count: ids.length })}
      text={t('common:table.deleteSelectedText')}
      label={t('common:delete.reason')}
      confirmLabel={t('common:actions.delete')}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      onConfirm={(reason) => deleteRecords(resource.key, ids, reason)}
      onDone={async (result) => {
        notifySuccess(t('common:table.deletedCount', { count: result.count }));
        onDone();
        await invalidateResources();
      }}
      testIds={DELETE_DIALOG_TEST_IDS}
    />
  );
}
