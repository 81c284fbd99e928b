import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/error-text.ts';
import { useSubmitLock } from './use-submit-lock.hook.ts';

/** The server keeps at most this many characters of a reason. */
export const REASON_MAX = 500;

export type TReasonDialogTestIds = { dialog: string; reason: string; confirm: string; cancel: string; error: string };

type TReasonDialogProps<R> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** what happens, above the reason */
  text?: ReactNode;
  label: string;
  /** a reason must be typed (delete, reject); else it is optional (suspend) */
  required?: boolean;
  /** the message of a missing reason */
  requiredMessage?: string;
  maxLength?: number;
  confirmLabel: string;
  confirmColor?: string;
  confirmIcon?: ReactNode;
  /** the call; the dialog closes when it succeeds */
  onConfirm: (reason: string) => Promise<R>;
  onDone?: (result: R) => void | Promise<void>;
  /** the text of a failed call; the shared error text by default */
  failureText?: (error: unknown) => string;
  /** the heading of a failed call's message (e.g. the spec's 'Can not Delete Privilege') */
  failureTitle?: string;
  /** a new subject (record id) starts with an empty form */
  subjectKey?: string | null;
  testIds: TReasonDialogTestIds;
};

/**
 * A confirmation that asks why: delete with a reason (spec 5), reject a sign-up request, suspend a tenant. The
 * submit button is locked for a few seconds after a submit (spec 9).
 */
export function ReasonDialog<R>({
  opened,
  onClose,
  title,
  text,
  label,
  required = true,
  requiredMessage,
  maxLength = REASON_MAX,
  confirmLabel,
  confirmColor = 'red',
  confirmIcon,
  onConfirm,
  onDone,
  failureText,
  failureTitle,
  subjectKey,
  testIds,
}: TReasonDialogProps<R>) {
  const { t } = useTranslation(['common', 'errors']);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [locked, lock, unlock] = useSubmitLock();

  const mutation = useMutation({
    mutationFn: (why: string) => onConfirm(why),
    onSuccess: async (result) => {
      onClose();
      await onDone?.(result);
    },
  });
  const { reset } = mutation;

  // biome-ignore lint/correctness/useExhaustiveDependencies: another subject or opening (the triggers) starts a fresh form
  useEffect(() => {
    setReason('');
    setReasonError(null);
    reset();
    // the lock guards one subject against a double submit; another subject starts free
    unlock();
  }, [subjectKey, opened, reset, unlock]);

  const submit = () => {
    if (locked || mutation.isPending) return;
    const why = reason.trim();
    if (required && !why) {
      setReasonError(requiredMessage ?? t('errors:reasonRequired'));
      return;
    }
    lock();
    mutation.mutate(why);
  };

  const serverError = mutation.error;
  const reasonFromServer = serverError && (serverError as { code?: unknown }).code === 'reasonRequired';

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="md" data-testid={testIds.dialog}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {typeof text === 'string' ? <Text size="sm">{text}</Text> : text}
          <Textarea
            label={label}
            withAsterisk={required}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={maxLength}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            error={reasonError ?? (reasonFromServer ? (requiredMessage ?? t('errors:reasonRequired')) : undefined)}
            data-testid={testIds.reason}
            data-autofocus
          />
          {serverError && !reasonFromServer && (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} />}
              role="alert"
              title={failureTitle}
              data-testid={testIds.error}
            >
              {failureText ? failureText(serverError) : errorText(t, serverError)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-testid={testIds.cancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              color={confirmColor}
              leftSection={confirmIcon}
              loading={mutation.isPending}
              disabled={locked && !mutation.isPending}
              data-testid={testIds.confirm}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
