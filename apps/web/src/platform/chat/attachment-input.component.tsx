import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

/** The types an attachment may have (the server checks each by its content). */
export const ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg';

/** One optional file (a PDF or an image) for a form: a leave's document, a message's or an issue's attachment. */
export function AttachmentInput(props: Omit<FileInputProps<false>, 'accept' | 'multiple'>) {
  return (
    <FileInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      accept={ATTACHMENT_ACCEPT}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      clearable
      {...props}
    />
  );
}
