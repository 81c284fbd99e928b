import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../shell/i18n.ts';

type TConfirmOptions = {
  title: string;
  text: string;
  /** the confirm button: its label, colour and test id */
  confirmLabel: string;
  color: string;
  testId: string;
  /** the cancel button's test id, where a test needs it */
  cancelTestId?: string;
  onConfirm: () => void;
};

/** Asks before a step that needs no reason (disable a user, reactivate a tenant): Cancel or the step itself. */
export function openConfirm({
  title,
  text,
  confirmLabel,
  color,
  testId,
  cancelTestId,
  onConfirm,
}: TConfirmOptions): void {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirmLabel, cancel: i18n.t('common:actions.cancel') },
    confirmProps: { color, 'data-testid': testId } as Record<string, unknown>,
    cancelProps: cancelTestId ? ({ 'data-testid': cancelTestId } as Record<string, unknown>) : undefined,
    onConfirm,
  });
}
