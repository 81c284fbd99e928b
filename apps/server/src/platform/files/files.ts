import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';

/** The types uploads may have, recognised by their first bytes (never by name or declared type). */
export const FILE_SIGNATURES = {
  'application/pdf': { ext: 'pdf', magic: [Buffer.from('%PDF-')] },
  'image/png': { ext: 'png', magic: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])] },
  'image/jpeg': { ext: 'jpg', magic: [Buffer.from([0xff, 0xd8, 0xff])] },
} as const;
export type TFileType = keyof typeof FILE_SIGNATURES;

/** The type of a file by its content, if it is one of the allowed ones. */
export function sniff(
  buf: Buffer,
  allowed: readonly TFileType[] = Object.keys(FILE_SIGNATURES) as TFileType[],
): TFileType | null {
  for (const type of allowed) {
    if (FILE_SIGNATURES[type].magic.some((m) => buf.length >= m.length && buf.subarray(0, m.length).equals(m)))
      return type;
  }
  return null;
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * Uploaded files on local disk under `DATA_DIR/files/<random key>`. The key is all the store knows: names, types
 * and owners live with the record that holds the key, so a file is reached only through that record's route.
 * (S3-compatible storage can take this shape later: save / read / remove by key.)
 */
export class FileStore {
  constructor(readonly root: string) {}

  async save(content: Buffer): Promise<string> {
    const key = crypto.randomBytes(16).toString('hex');
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
    await fs.writeFile(this.pathOf(key), content, { mode: 0o600, flag: 'wx' });
    return key;
  }

  /** Saves what a stream gives (a large file built on the fly: a zip), never all of it in memory. */
  async saveStream(content: NodeJS.ReadableStream): Promise<string> {
    const key = crypto.randomBytes(16).toString('hex');
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
    const file = await fs.open(this.pathOf(key), 'wx', 0o600);
    try {
      await pipeline(content, file.createWriteStream());
    } catch (e) {
      await this.remove(key);
      throw e;
    }
    return key;
  }

  /** The file as a stream (a download of a large file), or the bytes `start` to `end` of it (inclusive). */
  async readStream(key: string, range?: { start: number; end: number }) {
    return (await fs.open(this.pathOf(key), 'r')).createReadStream(range ?? {});
  }

  read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  /** Best effort: a file left behind by a failed transaction costs disk, never correctness. */
  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true }).catch(() => undefined);
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid file key');
    return path.join(this.root, key);
  }
}

/** A name safe for Content-Disposition: the original's letters where harmless, plus the RFC 5987 UTF-8 form. */
export function attachmentHeader(name: string, type: TFileType): string {
  const ext = FILE_SIGNATURES[type].ext;
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[\u0000-\u001f\u007f"\\/:*?<>|;]+/g, '_')
      .slice(0, 100) || 'file';
  const full = `${base}.${ext}`;
  const ascii = full.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/** Sends a stored file as a download: never rendered inline, never sniffed into another type. */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  f: { key: string; name: string; type: TFileType },
) {
  const content = await store.read(f.key);
  return reply
    .header('content-type', f.type)
    .header('content-disposition', attachmentHeader(f.name, f.type))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(content);
}

/** Sends a stored image for an <img>: its checked type, never sniffed into another, never run as a page. */
export function sendImage(reply: FastifyReply, content: Buffer, type: string, cacheControl: string) {
  return reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site')
    .send(content);
}

/**
 * Sends a PDF made for this request as a download (not cached: it shows the data as it is now). The file name may
 * be in any language (a Khmer name is sent as UTF-8 beside an ASCII stand-in).
 */
export function sendPdf(reply: FastifyReply, f: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(f.fileName, 'application/pdf'))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.pdf);
}
