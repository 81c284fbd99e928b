import sharp from 'sharp';
import { appError } from '../errors.ts';
import { sniff } from './files.ts';
import type { TUpload } from './uploads.ts';

/**
 * A picture made fit for the web (issue 16: product and banner images): checked by content (PNG or JPEG), decoded
 * with a bound on its pixels (a small file that decodes into a huge one is refused), turned upright, stripped of its
 * metadata (a phone photo's GPS position stays behind) and written as WebP at most `maxSide` wide and high, with a
 * thumbnail. A file that is not a well-formed picture answers 400 `fileType` naming its field.
 */
export type TWebImage = { full: Buffer; thumb: Buffer; width: number; height: number };

const MAX_PIXELS = 40_000_000;

export async function webImage(file: TUpload, maxSide = 1600, thumbSide = 480): Promise<TWebImage> {
  if (!sniff(file.content, ['image/png', 'image/jpeg'])) throw appError(400, 'fileType', { [file.field]: 'fileType' });
  try {
    const input = () => sharp(file.content, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { data, info } = await input()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input()
      .resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { full: data, thumb, width: info.width, height: info.height };
  } catch {
    throw appError(400, 'fileType', { [file.field]: 'fileType' });
  }
}

/** The WebP type the resized pictures are served as. */
export const WEB_IMAGE_TYPE = 'image/webp';

/**
 * A photo of a person (a visitor's) made a JPEG at most `maxSide` wide and high, upright, without its metadata (a
 * phone photo's position stays behind): what a PDF can embed. Refused as `fileType` when it does not decode.
 */
export async function jpegPhoto(file: TUpload, maxSide = 800): Promise<Buffer> {
  if (!sniff(file.content, ['image/png', 'image/jpeg'])) throw appError(400, 'fileType', { [file.field]: 'fileType' });
  try {
    return await sharp(file.content, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw appError(400, 'fileType', { [file.field]: 'fileType' });
  }
}
