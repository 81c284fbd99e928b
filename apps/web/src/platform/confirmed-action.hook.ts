import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../shell/error-text.ts';
import { notifyError, notifySuccess } from '../shell/toast.ts';
import { openConfirm } from './confirm.dialog.tsx';

type TConfirmedAction = {
  /** the question */
  text: string;
  /** the toast once done */
  done: string;
  run: () => Promise<unknown>;
  /** a step other than a delete names itself; a delete is the default */
  title?: string;
  confirmLabel?: string;
  color?: string;
  testId?: string;
};

/**
 * A list's asked-first step (a delete, a close): asks, runs it, says it is done and refreshes the module's queries
 * (`queryKey`), or says in the user's language why it could not be done.
 */
export function useConfirmedAction(queryKey: string) {
  const { t } = useTranslation(['common', 'errors']);
  const client = useQueryClient();
  return (o: TConfirmedAction) =>
    openConfirm({
      title: o.title ?? t('common:actions.delete'),
      text: o.text,
      confirmLabel: o.confirmLabel ?? o.title ?? t('common:actions.delete'),
      color: o.color ?? 'red',
      testId: o.testId ?? 'confirm-delete',
      onConfirm: async () => {
        try {
          await o.run();
          notifySuccess(o.done);
          await client.invalidateQueries({ queryKey: [queryKey] });
        } catch (e) {
          notifyError(errorText(t, e));
        }
      },
    });
}
