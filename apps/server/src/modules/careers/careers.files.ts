import type { TResumeType } from '@staffdesk/core/careers';
import { DOCX_LIMITS, zipWithinLimits } from '../../platform/files/zip.ts';

/**
 * Content checks of the careers uploads (DESIGN §5: by content, never by name). A résumé may be a PDF, PNG, JPEG,
 * Word 97 (.doc, OLE), Word 2007+ (.docx, a zip with a word/ part) or plain UTF-8 text; post images and logos
 * PNG, JPEG or WebP. A file that also carries HTML or SVG markup (a polyglot) is refused whatever it starts with:
 * it is downloaded as an attachment anyway, but nothing that a browser could render as a page is kept.
 */
export type TCareerImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const starts = (buf: Buffer, bytes: number[] | string, at = 0) => {
  const b = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= at + b.length && buf.subarray(at, at + b.length).equals(b);
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Markup a browser would render as a page, anywhere in the bytes. Tokens are long enough that compressed data
 * (PDF streams, JPEG scans, deflated docx parts) does not hit them by chance.
 */
const MARKUP = /<\s*(!doctype\s+html|html|body|head|script|svg|iframe|object|embed|frameset)[\s>/]/i;
/** In plain text, any HTML-ish or XML element counts as well. */
const TEXT_MARKUP =
  /<\s*(\?xml|!doctype|html|head|body|script|svg|iframe|object|embed|frame|frameset|img|a|meta|style|link|form|base|math|template|xml|foreignobject)[\s>/]/i;

/** Whether the bytes hold page markup anywhere (latin1 view: byte for byte, works on binary files too). */
export function hasMarkup(buf: Buffer): boolean {
  return MARKUP.test(buf.toString('latin1'));
}

/** A zip whose local file headers name a `word/` part: a Word 2007+ document. */
function isDocx(buf: Buffer): boolean {
  if (!starts(buf, ZIP)) return false;
  // walk the local file headers: signature, then the name at offset 30 with its length at 26
  let at = 0;
  for (let n = 0; n < 2000 && at + 30 <= buf.length && starts(buf, ZIP, at); n++) {
    const nameLen = buf.readUInt16LE(at + 26);
    const extraLen = buf.readUInt16LE(at + 28);
    const compressed = buf.readUInt32LE(at + 18);
    const flags = buf.readUInt16LE(at + 6);
    const name = buf.subarray(at + 30, at + 30 + nameLen).toString('utf8');
    if (name.startsWith('word/')) return true;
    // sizes after the data (bit 3) are unknown here: look for the name in the central directory instead
    if (flags & 0x08) break;
    at += 30 + nameLen + extraLen + compressed;
  }
  const central = buf.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  if (central < 0) return false;
  for (let at2 = central; at2 + 46 <= buf.length && starts(buf, [0x50, 0x4b, 0x01, 0x02], at2); ) {
    const nameLen = buf.readUInt16LE(at2 + 28);
    const extraLen = buf.readUInt16LE(at2 + 30);
    const commentLen = buf.readUInt16LE(at2 + 32);
    if (
      buf
        .subarray(at2 + 46, at2 + 46 + nameLen)
        .toString('utf8')
        .startsWith('word/')
    )
      return true;
    at2 += 46 + nameLen + extraLen + commentLen;
  }
  return false;
}

/** Valid UTF-8 with no NUL and no control bytes but tab, newline, CR and form feed. */
function isText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text) && !TEXT_MARKUP.test(text);
}

/** The résumé's type by content, or null when it is none of the allowed ones (or carries markup). */
export function sniffResume(buf: Buffer): TResumeType | null {
  if (hasMarkup(buf)) return null;
  if (starts(buf, '%PDF-')) return 'application/pdf';
  if (starts(buf, PNG)) return 'image/png';
  if (starts(buf, JPEG)) return 'image/jpeg';
  if (starts(buf, OLE)) return 'application/msword';
  // a docx that would inflate past sane bounds (a zip bomb) is no résumé: whoever opens it later would pay
  if (isDocx(buf))
    return zipWithinLimits(buf, DOCX_LIMITS)
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : null;
  if (isText(buf)) return 'text/plain';
  return null;
}

/** A post image's or logo's type by content, or null. */
export function sniffImage(buf: Buffer): TCareerImageType | null {
  if (hasMarkup(buf)) return null;
  if (starts(buf, PNG)) return 'image/png';
  if (starts(buf, JPEG)) return 'image/jpeg';
  if (starts(buf, 'RIFF') && starts(buf, 'WEBP', 8)) return 'image/webp';
  return null;
}

export const RESUME_EXT: Record<TResumeType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

/** Content-Disposition for a stored file: the original name's harmless letters, the extension of its real type. */
export function attachmentName(name: string, ext: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .replace(/[\u0000-\u001f\u007f"\\/:*?<>|;]+/g, '_')
      .slice(0, 100) || 'file';
  const full = `${base}.${ext}`;
  const ascii = full.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}
