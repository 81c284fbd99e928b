import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { fieldErrors } from '../../modules/account/field-errors.ts';
import { errorText } from '../../shell/error-text.ts';
import { isApiError } from '../api-client.ts';
import { useSubmitLock } from '../use-submit-lock.hook.ts';

type TChatComposerProps = {
  label: string;
  placeholder: string;
  maxLength: number;
  /** sends the text and file; its failure is shown after `failure` (the spec's 'Msg Not Send Successfully') */
  onSend: (body: string, file: File | null) => Promise<void>;
  failure: string;
  testId?: string;
};

/** The box under a conversation or an issue: text, one PDF or image (under 1 MB), Send. */
export function ChatComposer({
  label,
  placeholder,
  maxLength,
  onSend,
  failure,
  testId = 'message',
}: TChatComposerProps) {
  const { t } = useTranslation(['common', 'errors']);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim() && !file) {
      setError(t('common:chat.bodyRequired'));
      return;
    }
    if (file && file.size > UPLOAD_MAX_BYTES) {
      setError(t('errors:fileTooLarge'));
      return;
    }
    lock();
    setProblem(null);
    try {
      await onSend(body, file);
      setBody('');
      setFile(null);
    } catch (err) {
      const fields = isApiError(err) && err.code === 'validation' && err.fields ? fieldErrors(t, err.fields) : null;
      setProblem(`${failure} ${fields ? Object.values(fields).join(' ') : errorText(t, err)}`);
    } finally {
      unlock();
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid={`${testId}-composer`}
    >
      <Stack gap="xs">
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid={`${testId}-problem`}>
            {problem}
          </Alert>
        )}
        <Textarea
          aria-label={label}
          placeholder={placeholder}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={maxLength}
          value={body}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid={`${testId}-input`}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileButton onChange={setFile} accept="application/pdf,image/png,image/jpeg">
              {(props) => (
                <Tooltip label={t('common:chat.attach')} withinPortal>
                  <ActionIcon
                    {...props}
                    variant="default"
                    size={36}
                    aria-label={t('common:chat.attach')}
                    data-testid={`${testId}-attach`}
                  >
                    <IconPaperclip size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
            {file && (
              <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" truncate data-testid={`${testId}-file`}>
                  {file.name}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('common:chat.removeFile', { name: file.name })}
                  onClick={() => setFile(null)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            )}
          </Group>
          <Button
            type="submit"
            loading={locked}
            leftSection={<IconSend size={16} aria-hidden />}
            data-testid={`${testId}-send`}
          >
            {t('common:chat.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
