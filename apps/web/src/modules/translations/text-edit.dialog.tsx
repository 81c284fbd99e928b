import { useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Code, Group, Mark, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@staffdesk/core/constants';
import {
  placeholderProblem,
  placeholdersOf,
  TRANSLATION_MAX,
  type TTranslationRow,
} from '@staffdesk/core/translations-api';
import { FormActions, FormProblem } from '../../platform/form-layout.component.tsx';
import { errorText } from '../../shell/error-text.ts';
import { refreshTexts } from '../../shell/i18n.ts';
import { notifySuccess } from '../../shell/toast.ts';
import { resetText, saveText, TRANSLATIONS_KEY, type TTextScope } from './translations.api.ts';

/** The text with each `{{placeholder}}` marked, as the preview shows it. */
function preview(text: string): ReactNode[] {
  return text.split(/(\{\{\s*[\w.-]+\s*(?:,[^}]*)?\}\})/g).map((part, i) =>
    part.startsWith('{{') ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
      <Mark key={i} color="blue">
        {part.replace(/[{}\s]/g, '').split(',')[0]}
      </Mark>
    ) : (
      part
    ),
  );
}

type TProps = {
  scope: TTextScope;
  lang: TLanguage;
  row: TTranslationRow;
  onClose: () => void;
};

/**
 * One text in one language (issue 20): the English and the default beside it, the placeholders it must keep, a live
 * preview, Save and Back to default. A saved text shows everywhere at once (the catalogues in use are read again).
 */
export function TextEditDialog({ scope, lang, row, onClose }: TProps) {
  const { t } = useTranslation(['translations', 'common', 'errors']);
  const client = useQueryClient();
  const [value, setValue] = useState(row.texts[lang] ?? '');
  const original = row.defaults[lang] ?? '';
  const wanted = placeholdersOf(original);
  const have = placeholdersOf(value);
  const problem = placeholderProblem(original, value);
  const done = async (message: string) => {
    await client.invalidateQueries({ queryKey: [TRANSLATIONS_KEY] });
    await refreshTexts();
    notifySuccess(message);
    onClose();
  };
  const save = useMutation({
    mutationFn: () => saveText(scope, lang, row.namespace, row.key, value),
    onSuccess: () => done(t('saved')),
  });
  const reset = useMutation({
    mutationFn: () => resetText(scope, lang, row.namespace, row.key),
    onSuccess: () => done(t('resetDone')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem && value.trim()) save.mutate();
  };
  const problemText = problem
    ? t(`errors:${problem.code}`, { names: problem.names.map((n) => `{{${n}}}`).join(', ') })
    : null;
  const failure = save.error ?? reset.error;
  return (
    <Modal opened onClose={onClose} title={t('editTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate data-testid="text-edit">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{t(`languages.${lang}`)}</Badge>
            <Code data-testid="text-edit-key">
              {row.namespace}:{row.key}
            </Code>
          </Group>
          {lang !== 'en' && row.texts.en && (
            <div>
              <Text size="xs" c="dimmed" fw={600}>
                {t('languages.en')}
              </Text>
              <Text size="sm" lang="en">
                {row.texts.en}
              </Text>
            </div>
          )}
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('default')}
            </Text>
            <Text size="sm" lang={lang} data-testid="text-edit-default">
              {original}
            </Text>
          </div>
          <Textarea
            label={t('text')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={10}
            maxLength={TRANSLATION_MAX}
            lang={lang}
            required
            error={problemText ?? (!value.trim() ? t('common:validation.required') : undefined)}
            data-autofocus
            data-testid="text-edit-value"
          />
          {wanted.length > 0 && (
            <Group gap={6} aria-label={t('placeholders')}>
              <Text size="xs" c="dimmed">
                {t('placeholders')}
              </Text>
              {wanted.map((p) => (
                <Badge key={p} size="sm" variant="light" color={have.includes(p) ? 'teal' : 'red'} tt="none">
                  {`{{${p}}}`}
                </Badge>
              ))}
            </Group>
          )}
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('preview')}
            </Text>
            <Paper withBorder p="sm" lang={lang} data-testid="text-edit-preview">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {preview(value)}
              </Text>
            </Paper>
          </div>
          <FormProblem text={failure ? errorText(t, failure) : null} />
          <Group justify="space-between" mt="xs">
            {row.changed.includes(lang) ? (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                onClick={() => reset.mutate()}
                loading={reset.isPending}
                data-testid="text-edit-reset"
              >
                {t('reset')}
              </Button>
            ) : (
              <span />
            )}
            <FormActions
              onCancel={onClose}
              submitLabel={t('common:actions.save')}
              submitTestId="text-edit-save"
              pending={save.isPending}
              locked={!!problem || !value.trim() || value === row.texts[lang]}
            />
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
