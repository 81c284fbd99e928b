import { pipeline, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { TErrorCode } from '@staffdesk/core/messages';
import { ERRORS } from '@staffdesk/core/messages';
import { AppError, appError } from '../errors.ts';
import { invalidInput, isBadText } from '../http/input.ts';
import type { FileStore } from './files.ts';
import { MEDIA_SNIFF_BYTES, sniffMedia, type TMediaType } from './media-types.ts';
import { FORM_TEXT_BYTES } from './uploads.ts';

export type TStreamedFile = { key: string; type: TMediaType; size: number; name: string };

/** 413 naming the limit in MB; the connection closes after it, so the rest of the body is never read. */
const tooLarge = (maxBytes: number, field: string) => {
  const size = Math.floor(maxBytes / 1024 / 1024);
  return new AppError(
    413,
    'mediaTooLarge',
    ERRORS.mediaTooLarge.replace('{{size}}', String(size)),
    { [field]: 'mediaTooLarge' },
    { connection: 'close' },
    { size },
  );
};

/**
 * One large file of a multipart request (a video, a recording) streamed to the file store as it arrives, never
 * whole in memory: its first bytes decide its type (one of `allowed`, else 400 with `typeError`), and past
 * `maxBytes` it is refused with 413 'File size less than N MB' (a Content-Length beyond it before a byte is read).
 * Whatever was written of a refused or broken upload is removed: nothing half-written stays.
 */
export async function receiveStreamedFile(
  req: FastifyRequest,
  store: FileStore,
  opts: { field: string; maxBytes: number; allowed: readonly TMediaType[]; typeError: TErrorCode },
): Promise<TStreamedFile> {
  const { field, maxBytes } = opts;
  const missing = () => appError(400, 'validation', { [field]: 'required' });
  if (!req.isMultipart()) throw missing();
  if (Number(req.headers['content-length']) > maxBytes + FORM_TEXT_BYTES) throw tooLarge(maxBytes, field);
  const halt = () => {
    req.raw.unpipe();
    req.raw.pause();
  };
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw invalidInput();
  }
  if (!part) throw missing();
  if (part.fieldname !== field) {
    part.file.resume();
    throw missing();
  }
  if (isBadText(part.filename)) {
    part.file.resume();
    throw invalidInput();
  }

  let head = Buffer.alloc(0);
  let type: TMediaType | null = null;
  let size = 0;
  const wrongType = () =>
    new AppError(400, opts.typeError, ERRORS[opts.typeError], { [field]: opts.typeError }, { connection: 'close' });
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (type) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < MEDIA_SNIFF_BYTES) return done();
      type = sniffMedia(head, opts.allowed);
      if (!type) return done(wrongType());
      const first = head;
      head = Buffer.alloc(0);
      return done(null, first);
    },
    flush(done) {
      // the limit may have been passed before the stream was handed over: busboy marks it cut short
      if ((part.file as { truncated?: boolean }).truncated) {
        halt();
        return done(tooLarge(maxBytes, field));
      }
      if (type) return done();
      if (size === 0) return done(missing());
      type = sniffMedia(head, opts.allowed);
      return type ? done(null, head) : done(wrongType());
    },
  });
  part.file.on('limit', () => {
    halt();
    check.destroy(tooLarge(maxBytes, field));
  });
  pipeline(part.file, check, () => undefined);
  try {
    const key = await store.saveStream(check);
    return { key, type: type!, size, name: part.filename.slice(0, 200) };
  } catch (e) {
    if (e instanceof AppError) {
      if (e.status !== 413) halt();
      throw e;
    }
    halt();
    throw invalidInput();
  }
}
