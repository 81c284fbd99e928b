import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Text, Title, type GroupProps } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why a form could not be saved (in the user's language), above its fields; nothing while there is no problem. */
export function FormProblem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
      {text}
    </Alert>
  );
}

/** A bordered part of a form page, with a heading and a line of help under it when given. */
export function FormSection({ title, hint, children }: { title?: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      {title && (
        <Title order={2} size="h4" mb={hint ? undefined : 'md'}>
          {title}
        </Title>
      )}
      {hint && (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}

type TFormActionsProps = Omit<GroupProps, 'children'> & {
  /** Cancel goes back here (the list); in a dialog, `onCancel` closes it instead */
  cancelTo?: string;
  onCancel?: () => void;
  cancelTestId?: string;
  submitLabel: string;
  submitTestId: string;
  /** the save is under way */
  pending: boolean;
  /** useSubmitLock's lock: Save stays off for a moment after a submit (spec 9) */
  locked: boolean;
};

/** Cancel and Save at the foot of a form page or dialog. */
export function FormActions({
  cancelTo,
  onCancel,
  cancelTestId,
  submitLabel,
  submitTestId,
  pending,
  locked,
  ...group
}: TFormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <Group gap="sm" {...group}>
      {cancelTo === undefined ? (
        <Button variant="default" onClick={onCancel} data-testid={cancelTestId}>
          {t('common:actions.cancel')}
        </Button>
      ) : (
        <Button component={Link} to={cancelTo} variant="default" data-testid={cancelTestId}>
          {t('common:actions.cancel')}
        </Button>
      )}
      <Button
        type="submit"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        loading={pending}
        disabled={locked && !pending}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
