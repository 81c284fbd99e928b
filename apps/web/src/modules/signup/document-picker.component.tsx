import { useId, useRef } from 'react';
import { ActionIcon, Group, Input, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileCheck, IconUpload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../shell/i18n.ts';

type TDocumentPickerProps = {
  label: string;
  description: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  accept: string;
  testId: string;
};

/**
 * A file field drawn as a drop target: a real `<input type="file">` (keyboard, screen readers, tests) under a
 * larger, clearer face that shows the chosen file's name and size.
 */
export function DocumentPicker({ label, description, file, onChange, error, accept, testId }: TDocumentPickerProps) {
  const { t, i18n } = useTranslation('signup');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const size = file
    ? new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 }).format(file.size / 1024)
    : '';

  return (
    <Input.Wrapper label={label} description={description} error={error} withAsterisk id={id}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        data-testid={testId}
        aria-invalid={Boolean(error)}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => {
          onChange(e.currentTarget.files?.[0] ?? null);
          // the same file may be picked again after a removal
          e.currentTarget.value = '';
        }}
      />
      <Paper
        withBorder
        mt={6}
        p="sm"
        radius="md"
        style={{
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error ? 'var(--mantine-color-error)' : undefined,
        }}
      >
        {file ? (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" color="teal" size={36} radius="md">
                <IconFileCheck size={20} aria-hidden />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate data-testid={`${testId}-name`}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('form.fileSize', { size })}
                </Text>
              </div>
            </Group>
            <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={t('form.removeFile')}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <UnstyledButton
            onClick={() => inputRef.current?.click()}
            w="100%"
            py="xs"
            aria-label={`${t('form.chooseFile')}: ${label}`}
          >
            <Group gap="sm" justify="center" wrap="nowrap">
              <IconUpload size={20} aria-hidden />
              <Text size="sm" fw={500}>
                {t('form.chooseFile')}
              </Text>
            </Group>
          </UnstyledButton>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
