/**
 * Width and height of a PNG, JPEG or WebP from its header bytes, without decoding it; null when the header cannot
 * be read (a truncated or hostile file is refused, never guessed).
 */
export type TImageSize = { width: number; height: number };

const ascii = (buf: Buffer, at: number, s: string) =>
  buf.length >= at + s.length && buf.toString('latin1', at, at + s.length) === s;

function png(buf: Buffer): TImageSize | null {
  // signature (8), IHDR length (4), "IHDR" (4), width (4), height (4)
  if (buf.length < 24 || !ascii(buf, 12, 'IHDR')) return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size (C0–CF except DHT C4, JPG C8 and DAC CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(buf: Buffer): TImageSize | null {
  let at = 2;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return null;
    const m = buf[at + 1]!;
    // fill bytes and markers without a length
    if (m === 0xff) {
      at++;
      continue;
    }
    if (m === 0xd8 || m === 0x01 || (m >= 0xd0 && m <= 0xd7)) {
      at += 2;
      continue;
    }
    if (m === 0xd9 || m === 0xda) return null; // end of image / start of scan before any frame header
    const len = buf.readUInt16BE(at + 2);
    if (len < 2) return null;
    if (isSof(m)) {
      if (at + 9 > buf.length) return null;
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + len;
  }
  return null;
}

function webp(buf: Buffer): TImageSize | null {
  if (buf.length < 30) return null;
  if (ascii(buf, 12, 'VP8 ')) {
    // lossy: a key frame's start code, then 14-bit width and height
    if (buf[23] !== 0x9d || buf[24] !== 0x01 || buf[25] !== 0x2a) return null;
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(buf, 12, 'VP8L')) {
    if (buf[20] !== 0x2f) return null;
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (ascii(buf, 12, 'VP8X')) return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  return null;
}

export function imageSize(buf: Buffer, type: 'image/png' | 'image/jpeg' | 'image/webp'): TImageSize | null {
  try {
    return type === 'image/png' ? png(buf) : type === 'image/jpeg' ? jpeg(buf) : webp(buf);
  } catch {
    return null;
  }
}
