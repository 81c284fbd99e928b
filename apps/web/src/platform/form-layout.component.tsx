import type { ReactNode } from 'react';
import { Button, Group, Paper, Text, Title, type GroupProps } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
  /** Cancel goes back here (the list) */
  cancelTo: string;
  cancelTestId?: string;
  submitLabel: string;
  submitTestId: string;
  /** the save is under way */
  pending: boolean;
  /** useSubmitLock's lock: Save stays off for a moment after a submit (spec 9) */
  locked: boolean;
};

/** Cancel and Save at the foot of a form page. */
export function FormActions({
  cancelTo,
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
      <Button component={Link} to={cancelTo} variant="default" data-testid={cancelTestId}>
        {t('common:actions.cancel')}
      </Button>
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
