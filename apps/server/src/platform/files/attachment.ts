import type { TServices } from '../services.ts';
import type { TFileType } from './files.ts';
import { checkType, type TUpload } from './uploads.ts';

/** What a message or comment may carry: a PDF or an image, recognised by its content. */
export const ATTACHMENT_TYPES: readonly TFileType[] = ['application/pdf', 'image/png', 'image/jpeg'];

export type TAttachmentUpload = { file: TUpload; type: TFileType } | null;
export type TSavedAttachment = { key: string; name: string; type: TFileType; size: number } | null;

/** The form's file in `field`, checked by its content (400 when it is none of the allowed types), or null. */
export function readAttachment(files: readonly TUpload[], field: string): TAttachmentUpload {
  const file = files.find((f) => f.field === field) ?? null;
  return file ? { file, type: checkType(file, ATTACHMENT_TYPES) } : null;
}

/**
 * Runs `fn` (a transaction writing the record that holds the file) with the file saved first; the file is removed
 * again when `fn` fails, so no stored file outlives a record that was never written.
 */
export async function withSavedFile<T>(
  s: TServices,
  upload: TAttachmentUpload,
  fn: (file: TSavedAttachment) => Promise<T>,
): Promise<T> {
  const key = upload ? await s.files.save(upload.file.content) : null;
  try {
    return await fn(
      upload && key
        ? { key, name: upload.file.name.slice(0, 200) || 'file', type: upload.type, size: upload.file.size }
        : null,
    );
  } catch (e) {
    if (key) await s.files.remove(key);
    throw e;
  }
}
