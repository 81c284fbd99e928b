/**
 * Video and audio recognised by their first bytes (never by name or declared type), for uploads that are played
 * back in the browser: MP4 and QuickTime (an ISO `ftyp` box and its brand), WebM (EBML), MP3, Ogg, WAV and M4A; and
 * PDF, a document beside them.
 */
export const MEDIA_TYPES = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mp4': 'm4a',
  'application/pdf': 'pdf',
} as const;
export type TMediaType = keyof typeof MEDIA_TYPES;

export const VIDEO_TYPES: readonly TMediaType[] = ['video/mp4', 'video/quicktime', 'video/webm'];
export const AUDIO_TYPES: readonly TMediaType[] = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'];

/** How many first bytes `sniffMedia` needs. */
export const MEDIA_SNIFF_BYTES = 12;

const at = (buf: Buffer, offset: number, text: string) =>
  buf.length >= offset + text.length && buf.toString('latin1', offset, offset + text.length) === text;

function ftypType(buf: Buffer): TMediaType | null {
  if (!at(buf, 4, 'ftyp')) return null;
  const brand = buf.toString('latin1', 8, 12);
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  return 'video/mp4';
}

/** The media type of a file by its first bytes, if it is one of the allowed ones. */
export function sniffMedia(head: Buffer, allowed: readonly TMediaType[]): TMediaType | null {
  let type: TMediaType | null = ftypType(head);
  if (!type && head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) type = 'video/webm';
  if (!type && (at(head, 0, 'ID3') || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)))
    type = 'audio/mpeg';
  if (!type && at(head, 0, 'OggS')) type = 'audio/ogg';
  if (!type && at(head, 0, 'RIFF') && at(head, 8, 'WAVE')) type = 'audio/wav';
  if (!type && at(head, 0, '%PDF-')) type = 'application/pdf';
  return type && allowed.includes(type) ? type : null;
}
