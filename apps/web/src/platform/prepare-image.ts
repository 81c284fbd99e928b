import { UPLOAD_MAX_BYTES } from '@staffdesk/core/constants';

/** The longest side a person's photo is kept at: sharp on an ID card and a profile, a few hundred KB as JPEG. */
export const PHOTO_MAX_SIDE = 1024;
const JPEG_QUALITY = 0.9;

/**
 * What a picked picture becomes before it is uploaded:
 * - `photo`: a WebP (which a PDF, so an ID card, cannot hold), a file over the upload limit (a phone's camera) or a
 *   picture longer than PHOTO_MAX_SIDE is redrawn as a JPEG at most PHOTO_MAX_SIDE on its longest side, the right
 *   way up; any other PNG or JPEG goes as it is.
 * - `logo`: a WebP is redrawn as a PNG of the same size (a logo may be transparent; its size is the server's check).
 * Null when a picture that must be redrawn cannot be read here: the caller says the type is not accepted.
 */
export async function prepareImage(file: File, kind: 'photo' | 'logo'): Promise<File | null> {
  const webp = file.type === 'image/webp';
  if (kind === 'logo' && !webp) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // a browser that cannot read it here: a small PNG or JPEG still goes as it is (the server checks it)
    return !webp && file.size <= UPLOAD_MAX_BYTES ? file : null;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (kind === 'photo' && !webp && file.size <= UPLOAD_MAX_BYTES && longest <= PHOTO_MAX_SIDE) return file;
    const scale = kind === 'photo' ? Math.min(1, PHOTO_MAX_SIDE / longest) : 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const type = kind === 'photo' ? 'image/jpeg' : 'image/png';
    if (type === 'image/jpeg') {
      // a JPEG has no transparency: what was transparent becomes white, not black
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
    }
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
    if (!blob) return null;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
    return new File([blob], name, { type });
  } finally {
    bitmap.close();
  }
}
