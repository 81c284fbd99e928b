import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { appError } from '../errors.ts';
import { sniff, type TFileType } from './files.ts';

export type TUpload = { field: string; name: string; content: Buffer; size: number };
export type TMultipart = { fields: Record<string, string>; files: TUpload[] };

/**
 * Reads a multipart form (text fields and files) into memory; files are at most `maxBytes` (1 MB by default,
 * the app-wide multipart limit) and answer 413 'File size less than 1 MB' beyond. A request that is not
 * multipart yields its JSON body's string fields and no file, so the same validation answers either way.
 */
export async function readForm(req: FastifyRequest, opts: { maxBytes?: number; maxFiles?: number } = {}): Promise<TMultipart> {
  const maxBytes = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  const fields: Record<string, string> = {};
  const files: TUpload[] = [];
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
    return { fields, files };
  }
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: opts.maxFiles ?? 1 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // an empty file input arrives as a part with no name and no bytes: no file
        if (content.length === 0) continue;
        files.push({ field: part.fieldname, name: part.filename, content, size: content.length });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError(413, 'fileTooLarge', { file: 'fileTooLarge' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw appError(400, 'validation');
    throw e;
  }
  return { fields, files };
}

/** The upload's type by content, or 400 'fileType' naming the field. */
export function checkType(file: TUpload, allowed: readonly TFileType[]): TFileType {
  const type = sniff(file.content, allowed);
  if (!type) throw appError(400, 'fileType', { [file.field]: 'fileType' });
  return type;
}
