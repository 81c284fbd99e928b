import { Checkbox, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A pipeline move's note and "notify the applicant by email", shared by one move and a move of many. */
export function MoveFields({
  note,
  onNote,
  notify,
  onNotify,
}: {
  note: string;
  onNote: (v: string) => void;
  notify: boolean;
  onNotify: (v: boolean) => void;
}) {
  const { t } = useTranslation('careers');
  return (
    <>
      <Textarea
        label={t('move.note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        value={note}
        onChange={(e) => onNote(e.currentTarget.value)}
        data-testid="move-note"
      />
      <Checkbox
        label={t('move.notify')}
        description={t('move.notifyHint')}
        checked={notify}
        onChange={(e) => onNotify(e.currentTarget.checked)}
        data-testid="move-notify"
      />
    </>
  );
}
