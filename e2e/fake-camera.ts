import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const W = 640;
const H = 480;

/** A PDF page as 8-bit grey pixels, `width` wide (pdftoppm's PGM). */
export function pdfToGrey(pdf: string, width: number): { width: number; height: number; pixels: Uint8Array } {
  execFileSync('pdftoppm', ['-gray', '-singlefile', '-scale-to-x', String(width), '-scale-to-y', '-1', pdf, pdf]);
  const pgm = readFileSync(`${pdf}.pgm`);
  // "P5", width, height, max, each followed by one whitespace byte; the pixels after
  let at = 0;
  const fields: number[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    const start = at;
    while (!/\s/.test(String.fromCharCode(pgm[at]!))) at++;
    fields.push(fields.length === 0 ? 0 : Number(pgm.subarray(start, at).toString()));
  }
  const [, w, h] = fields as [number, number, number, number];
  return { width: w, height: h, pixels: pgm.subarray(at + 1, at + 1 + w * h) };
}

/** Grey pixels as the RGBA a canvas (and jsQR) reads. */
export const rgba = (grey: Uint8Array) =>
  Uint8ClampedArray.from({ length: grey.length * 4 }, (_, i) => (i % 4 === 3 ? 255 : grey[i >> 2]!));

/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays, in a loop) of a grey picture held still
 * in the middle of a 640 × 480 frame: a card held up to the gate's camera.
 */
export function stillVideo(picture: { width: number; height: number; pixels: Uint8Array }, file: string) {
  const y = Buffer.alloc(W * H, 200);
  const left = Math.max(0, (W - picture.width) >> 1);
  const top = Math.max(0, (H - picture.height) >> 1);
  for (let row = 0; row < Math.min(picture.height, H); row++) {
    for (let col = 0; col < Math.min(picture.width, W); col++) {
      y[(top + row) * W + left + col] = picture.pixels[row * picture.width + col]!;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
