import zlib from 'node:zlib';

export type TZipLimits = {
  /** most entries a file may hold */
  maxEntries: number;
  /** most bytes all entries may inflate to, together */
  maxInflated: number;
  /** most an entry above 1 MiB may inflate per compressed byte */
  maxRatio: number;
};

/** A Word document's sane bounds: real ones hold tens of entries and inflate to a few MiB. */
export const DOCX_LIMITS: TZipLimits = { maxEntries: 1000, maxInflated: 32 * 1024 * 1024, maxRatio: 200 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The end-of-central-directory record's offset: within the last 22 + 65535 (comment) bytes. */
function findEnd(buf: Buffer): number {
  for (let at = buf.length - 22; at >= 0 && at >= buf.length - 22 - 0xffff; at--)
    if (buf.readUInt32LE(at) === EOCD) return at;
  return -1;
}

/**
 * Whether a zip stays within the limits when unpacked (a zip bomb does not): the central directory's declared
 * sizes, entry count and compression ratios are checked first, then every entry is inflated with a hard cap of
 * its declared size, so that a directory that lies is caught too without inflating more than the limit. Zip64,
 * encrypted entries and methods other than stored and deflate are refused: Word writes none of them.
 */
export function zipWithinLimits(buf: Buffer, limits: TZipLimits): boolean {
  const end = findEnd(buf);
  if (end < 0) return false;
  const count = buf.readUInt16LE(end + 10);
  const cdSize = buf.readUInt32LE(end + 12);
  const cdAt = buf.readUInt32LE(end + 16);
  if (count > limits.maxEntries || cdAt + cdSize > end) return false;
  let total = 0;
  for (let at = cdAt, n = 0; n < count; n++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) return false;
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const localAt = buf.readUInt32LE(at + 42);
    if (flags & 0x01 || (method !== 0 && method !== 8)) return false;
    if (compressed === 0xffffffff || size === 0xffffffff || localAt === 0xffffffff) return false; // zip64
    total += size;
    if (total > limits.maxInflated) return false;
    if (size > 1024 * 1024 && size > compressed * limits.maxRatio) return false;
    if (method === 0 && size !== compressed) return false;
    if (localAt + 30 > buf.length || buf.readUInt32LE(localAt) !== LOCAL) return false;
    const dataAt = localAt + 30 + buf.readUInt16LE(localAt + 26) + buf.readUInt16LE(localAt + 28);
    if (dataAt + compressed > buf.length) return false;
    if (method === 8) {
      try {
        // past the declared size inflateRawSync throws: a lying directory costs at most that much
        const out = zlib.inflateRawSync(buf.subarray(dataAt, dataAt + compressed), {
          maxOutputLength: Math.max(size, 1),
        });
        if (out.length !== size) return false;
      } catch {
        return false;
      }
    }
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return true;
}
