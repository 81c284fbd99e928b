import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStore } from './files.ts';
import { MEDIA_TYPES, type TMediaType } from './media-types.ts';

/** The one byte range asked (`bytes=a-b`, `bytes=a-`, `bytes=-n`), within `size`; null: the whole file; 'bad': 416. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // several ranges or another unit: the whole file, as a server may answer
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return 'bad';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'bad';
  return { start, end };
}

/**
 * Sends a stored video, sound or PDF to play or show in the page, streamed from the store, with byte ranges (a
 * video seeks): its checked type, never sniffed into another, never run as a page.
 */
export async function sendMedia(
  req: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  f: { key: string; type: TMediaType; size: number; name: string },
) {
  const base =
    f.name
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 80) || 'file';
  reply
    .header('content-type', f.type)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', `inline; filename="${base}.${MEDIA_TYPES[f.type]}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site');
  const range = byteRange(req.headers.range, f.size);
  if (range === 'bad') return reply.code(416).header('content-range', `bytes */${f.size}`).send();
  if (!range) return reply.header('content-length', f.size).send(await store.readStream(f.key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await store.readStream(f.key, range));
}
