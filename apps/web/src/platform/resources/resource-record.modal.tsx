import { useRef, useState } from 'react';
import { Alert, Button, FileInput, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { notifySuccess } from '../../shell/toast.ts';
import { createRecord, updateRecord, uploadRecordFile, type TResourceRecord } from './resource.api.ts';
import { ResourceFieldCols } from './resource-field.component.tsx';
import { useResourceForm } from './use-resource-form.hook.ts';
import { resourceTitle } from './resource-text.ts';

/** What a record's file may be (the server checks the content). */
const FILE_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

type TResourceRecordModalProps = {
  r: TResource;
  /** null: closed; 'new': add; a record: edit it */
  target: TResourceRecord | 'new' | null;
  /** sent with a new record (the employee it belongs to) */
  extra?: Record<string, unknown>;
  onClose: () => void;
  /** after a save (and the file's upload): refresh the list */
  onSaved: () => Promise<unknown>;
};

/**
 * Add or edit one record of a declared resource in a dialog (the employee profile's tabs): the same fields,
 * validation and messages as the full-page form, and the record's file where the resource has one.
 */
export function ResourceRecordModal({ r, target, extra, onClose, onSaved }: TResourceRecordModalProps) {
  const { t } = useTranslation(['resources', 'common']);
  const title = resourceTitle(t, r);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(target === 'new' ? 'common:crud.addTitle' : 'common:crud.editTitle', { title })}
      size="lg"
      data-testid="record-modal"
    >
      {target !== null && (
        <RecordForm
          key={target === 'new' ? 'new' : target.id}
          r={r}
          record={target === 'new' ? null : target}
          extra={extra}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function RecordForm({
  r,
  record,
  extra,
  onClose,
  onSaved,
}: Omit<TResourceRecordModalProps, 'target'> & { record: TResourceRecord | null }) {
  const { t } = useTranslation(['resources', 'common', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useResourceForm(r, record, formRef);
  const { values, errors, formError } = form;
  const [file, setFile] = useState<File | null>(null);

  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const saved = record
        ? await updateRecord(r.key, record.id, body)
        : await createRecord(r.key, { ...extra, ...body });
      if (file) await uploadRecordFile(r.key, saved.id, file);
      return saved;
    },
    onSuccess: async () => {
      notifySuccess(t(record ? 'common:messages.recordUpdated' : 'common:messages.recordAdded'));
      await onSaved();
      onClose();
    },
    onError: async (error) => {
      form.fail(error);
      // a new record saved before its file was refused is in the list already
      await onSaved();
    },
  });

  const submit = () => {
    if (form.locked || save.isPending) return;
    const body = form.check(file && file.size > UPLOAD_MAX_BYTES ? { file: 'tooLarge' } : {});
    if (body) save.mutate(body);
  };

  const fileError = errors.file
    ? errors.file === 'fileType'
      ? t('errors:fileType')
      : t('common:validation.tooLarge', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` })
    : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="record-form"
      data-resource={r.key}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <Grid gap="md">
          <ResourceFieldCols
            resource={r}
            keys={r.sections.flatMap((x) => x.fields)}
            values={values}
            errors={errors}
            onChange={form.setValue}
            record={record}
            wideFrom="sm"
          />
          {r.attachment && (
            <Grid.Col span={12}>
              <FileInput
                label={t('common:form.file')}
                description={record?.fileName ? t('common:form.fileReplaces', { name: record.fileName }) : undefined}
                placeholder={t('common:form.chooseFile')}
                accept={FILE_ACCEPT}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  form.setErrors(({ file: _, ...rest }) => rest);
                }}
                clearable
                leftSection={<IconPaperclip size={16} aria-hidden />}
                error={fileError}
                data-testid="field-file"
              />
            </Grid.Col>
          )}
        </Grid>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {r.fields.some((f) => f.required) && t('common:form.requiredNote')}
          </Text>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onClose} data-testid="form-cancel">
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending}
              disabled={form.locked}
              data-testid="form-submit"
            >
              {t(record ? 'common:actions.save' : 'common:actions.add')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
