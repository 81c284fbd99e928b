import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { errorText } from '../../shell/error-text.ts';
import { isApiError } from '../api-client.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { deleteRecord, invalidateResources, type TResourceRecord } from './resource.api.ts';

/** The server keeps at most this many characters of a reason. */
const REASON_MAX = 500;

type TDeleteRecordDialogProps = {
  resource: TResource;
  /** the record to delete; null closes the dialog */
  record: TResourceRecord | null;
  /** the record's name as the list shows it */
  recordLabel: string;
  onClose: () => void;
};

/** Spec 5: deleting needs a typed reason; the record is soft-deleted and can be restored from the deleted list. */
export function DeleteRecordDialog({ resource, record, recordLabel, onClose }: TDeleteRecordDialogProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (vars: { id: string; reason: string }) => deleteRecord(resource.key, vars.id, vars.reason),
    onSuccess: async () => {
      notifySuccess(t('common:messages.recordDeleted'));
      onClose();
      await invalidateResources();
    },
  });
  const { reset } = mutation;

  // a new record starts with an empty form
  useEffect(() => {
    setReason('');
    setReasonError(null);
    reset();
  }, [record?.id, reset]);

  const submit = () => {
    if (!record) return;
    const why = reason.trim();
    if (!why) {
      setReasonError(t('errors:reasonRequired'));
      return;
    }
    mutation.mutate({ id: record.id, reason: why });
  };

  const serverError = mutation.error;
  const reasonFromServer = isApiError(serverError) && serverError.code === 'reasonRequired';

  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={t('common:delete.title')}
      size="md"
      data-testid="delete-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('common:delete.text', { name: recordLabel })}</Text>
          <Textarea
            label={t('common:delete.reason')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            error={reasonError ?? (reasonFromServer ? t('errors:reasonRequired') : undefined)}
            data-testid="delete-reason"
            data-autofocus
          />
          {serverError && !reasonFromServer && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="delete-error">
              {errorText(t, serverError)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid="delete-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={mutation.isPending}
              data-testid="delete-confirm"
            >
              {t('common:actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
