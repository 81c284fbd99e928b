import crypto from 'node:crypto';
import { demoPng } from '../seed/demo-images.ts';

/** Files for the careers upload tests: built in code, no binary fixtures. */
/** A minimal zip (stored entries) with the given file names: enough for the docx check. */
export function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from(`<x>${name}</x>`);
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    const entry = Buffer.concat([local, n, data]);
    locals.push(entry);
    centrals.push(Buffer.concat([central, n]));
    offset += entry.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const DOCX = zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
export const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  crypto.randomBytes(512),
]);
export const PNG_IMAGE = demoPng(8, 8, () => [10, 20, 30]);
/** The smallest logo an organization takes (64 × 64 pixels). */
export const LOGO_IMAGE = demoPng(64, 64, () => [10, 20, 30]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  crypto.randomBytes(32),
]);
/** A minimal PDF (its signature and an end-of-file marker). */
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
