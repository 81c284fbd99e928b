import { useEffect, useState } from 'react';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { CATEGORY_NAME_MAX, type TBusinessCategory } from '@staffdesk/core/platform-settings-api';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { useSubmitLock } from '../../platform/use-submit-lock.hook.ts';
import { errorText } from '../../shell/error-text.ts';
import { addCategory, renameCategory } from './platform-settings.api.ts';

/** What the dialog edits: a new category (parent null), a new sub category (a parent), or one to rename. */
export type TCategoryEdit =
  | { mode: 'add'; parent: TBusinessCategory | null }
  | { mode: 'rename'; category: TBusinessCategory };

const EMPTY = { en: '', km: '', zh: '' };

/** Adds or renames a category or sub category: its name in the three languages, all required. */
export function CategoryDialog({
  edit,
  onClose,
  onDone,
}: {
  edit: TCategoryEdit | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation(['platformSettings', 'common', 'errors']);
  const [name, setName] = useState<Record<TLanguage, string>>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [locked, lock, unlock] = useSubmitLock();
  const save = useMutation({
    mutationFn: () => {
      if (edit?.mode === 'rename') return renameCategory(edit.category.id, { name });
      return addCategory({ parentId: edit?.parent?.id ?? null, name });
    },
    onSuccess: async () => {
      await onDone();
      onClose();
    },
  });
  const { reset } = save;
  useEffect(() => {
    setName(edit?.mode === 'rename' ? edit.category.name : EMPTY);
    setTouched(false);
    reset();
    unlock();
  }, [edit, reset, unlock]);
  const title = !edit
    ? ''
    : edit.mode === 'rename'
      ? t('platformSettings:categories.rename')
      : edit.parent
        ? t('platformSettings:categories.addSub', { parent: edit.parent.name.en })
        : t('platformSettings:categories.add');
  const missing = (l: TLanguage) => touched && !name[l].trim();
  return (
    <Modal opened={edit !== null} onClose={onClose} title={title} data-testid="category-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (LANGUAGES.some((l) => !name[l].trim()) || locked) return;
          lock();
          save.mutate();
        }}
      >
        <Stack gap="md">
          {LANGUAGES.map((l) => (
            <TextInput
              key={l}
              label={t(`platformSettings:categories.name.${l}`)}
              lang={l}
              value={name[l]}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setName((n) => ({ ...n, [l]: v }));
              }}
              maxLength={CATEGORY_NAME_MAX}
              withAsterisk
              error={missing(l) ? t('platformSettings:categories.nameRequired') : null}
              data-testid={`category-name-${l}`}
            />
          ))}
          <FormProblem text={save.error ? errorText(t, save.error) : null} />
          <FormActions
            justify="flex-end"
            onCancel={onClose}
            submitLabel={t('common:actions.save')}
            submitTestId="category-save"
            pending={save.isPending}
            locked={locked}
          />
        </Stack>
      </form>
    </Modal>
  );
}
