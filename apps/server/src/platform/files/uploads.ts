import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError, appError } from '../errors.ts';
import { invalidInput, isBadText } from '../http/input.ts';
import { sniff, type TFileType } from './files.ts';

export type TUpload = { field: string; name: string; content: Buffer; size: number };
export type TMultipart = { fields: Record<string, string>; files: TUpload[] };

/** Room in a multipart body for its text fields, part headers and boundaries, on top of the files. */
export const FORM_TEXT_BYTES = 512 * 1024;

/** The most a form of `maxFiles` files of `maxBytes` each may send, all told. */
export const formLimit = (maxBytes: number, maxFiles: number) => maxBytes * maxFiles + FORM_TEXT_BYTES;

/** A form's fields as they came: a multipart form's text, or a JSON body's values (its lists kept). */
export type TFormOrJson = { fields: Record<string, unknown>; files: TUpload[] };

/**
 * A form that may come as multipart or as JSON (an API client's): as `readForm`, but a JSON body keeps its lists and
 * objects (a form sends a list as one comma-separated field), for the schema to check.
 */
export async function readFormOrJson(
  req: FastifyRequest,
  opts: { maxBytes?: number; maxFiles?: number } = {},
): Promise<TFormOrJson> {
  const form = await readForm(req, opts);
  if (req.isMultipart() || !req.body || typeof req.body !== 'object' || Array.isArray(req.body)) return form;
  return { ...form, fields: { ...form.fields, ...(req.body as Record<string, unknown>) } };
}

/** 413 'File size less than 1 MB'; the connection closes after it, so the rest of the body is never read. */
const tooLarge = () =>
  new AppError(413, 'fileTooLarge', ERRORS.fileTooLarge, { file: 'fileTooLarge' }, { connection: 'close' });

/**
 * Reads a multipart form (text fields and files) into memory; files are at most `maxBytes` (1 MB by default,
 * the app-wide multipart limit) and answer 413 'File size less than 1 MB' beyond. A request that is not
 * multipart yields its JSON body's string, number and boolean fields (as text) and no file, so the same validation
 * answers either way.
 *
 * A body larger than the form may be is refused by its Content-Length before a byte is read, and a body without
 * one (chunked) as soon as it passes that size or a file passes `maxBytes`: nothing is drained. A body that is
 * no well-formed multipart (no or a wrong boundary, cut short) or that holds a NUL or lone surrogate in a field
 * or file name answers 400 `invalidInput`.
 */
export async function readForm(
  req: FastifyRequest,
  opts: { maxBytes?: number; maxFiles?: number } = {},
): Promise<TMultipart> {
  const maxBytes = opts.maxBytes ?? UPLOAD_MAX_BYTES;
  const maxFiles = opts.maxFiles ?? 1;
  const fields: Record<string, string> = {};
  const files: TUpload[] = [];
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    // numbers and booleans as a form would send them; objects and lists are no form field
    for (const [k, v] of Object.entries(body))
      if (typeof v === 'string') fields[k] = v;
      else if (typeof v === 'number' || typeof v === 'boolean') fields[k] = String(v);
    return { fields, files };
  }
  const limit = formLimit(maxBytes, maxFiles);
  if (Number(req.headers['content-length']) > limit) throw tooLarge();

  // every wait below races this one: past the limit, reading stops where it is
  let stop!: (e: Error) => void;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => undefined);
  const race = <T>(p: Promise<T>) => Promise.race([p, stopped]);
  const halt = (e: Error) => {
    req.raw.unpipe();
    req.raw.pause();
    stop(e);
  };
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) halt(tooLarge());
  };

  const parts = req.parts({ limits: { fileSize: maxBytes, files: maxFiles } })[Symbol.asyncIterator]();
  try {
    // the first next() starts piping the request into the parser; counting starts with it
    const first = parts.next();
    req.raw.on('data', count);
    for (let r = await race(first); !r.done; r = await race(parts.next())) {
      const part = r.value;
      if (isBadText(part.fieldname)) throw invalidInput();
      if (part.type === 'file') {
        if (isBadText(part.filename)) throw invalidInput();
        part.file.on('limit', () => halt(tooLarge()));
        const content = await race(part.toBuffer());
        // an empty file input arrives as a part with no name and no bytes: no file
        if (content.length === 0) continue;
        files.push({ field: part.fieldname, name: part.filename, content, size: content.length });
      } else if (typeof part.value === 'string') {
        if (isBadText(part.value)) throw invalidInput();
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw appError(400, 'validation');
    // anything else the parser throws is a malformed body: no boundary, a wrong one, cut short, bad part headers
    throw invalidInput();
  } finally {
    req.raw.off('data', count);
  }
  return { fields, files };
}

/** The upload's type by content, or 400 'fileType' naming the field. */
export function checkType(file: TUpload, allowed: readonly TFileType[]): TFileType {
  const type = sniff(file.content, allowed);
  if (!type) throw appError(400, 'fileType', { [file.field]: 'fileType' });
  return type;
}
