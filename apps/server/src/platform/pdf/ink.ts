/**
 * Test support: compares two renderings of the same line of text by their ink (dark pixels), independent of
 * where each renderer put the line. Used to hold the PDF's shaping to Chromium's.
 */
import { PNG } from 'pngjs';

export type TInk = { width: number; height: number; on: Uint8Array };

/** The dark pixels of a PNG, cropped to their bounding box. */
export function inkOf(png: Buffer): TInk {
  const image = PNG.sync.read(png);
  const dark = (x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    const luminance =
      0.299 * (image.data[at] ?? 0) + 0.587 * (image.data[at + 1] ?? 0) + 0.114 * (image.data[at + 2] ?? 0);
    return luminance < 128;
  };
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!dark(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return { width: 0, height: 0, on: new Uint8Array() };
  const width = right - left + 1;
  const height = bottom - top + 1;
  const on = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) on[y * width + x] = dark(left + x, top + y) ? 1 : 0;
  return { width, height, on };
}

/**
 * How alike two inks are, 0–1: both are laid on a common grid (the larger box) and each dark pixel of one
 * counts as matched when the other has ink within `slack` pixels (anti-aliasing differs between renderers).
 */
export function inkSimilarity(a: TInk, b: TInk, slack = 1): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const sample = (ink: TInk, x: number, y: number) => {
    const sx = Math.floor((x * ink.width) / width);
    const sy = Math.floor((y * ink.height) / height);
    return ink.on[sy * ink.width + sx] === 1;
  };
  const near = (ink: TInk, x: number, y: number) => {
    for (let dy = -slack; dy <= slack; dy++) {
      for (let dx = -slack; dx <= slack; dx++) {
        const [nx, ny] = [x + dx, y + dy];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && sample(ink, nx, ny)) return true;
      }
    }
    return false;
  };
  let inked = 0;
  let matched = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [inA, inB] = [sample(a, x, y), sample(b, x, y)];
      if (inA) {
        inked++;
        if (near(b, x, y)) matched++;
      }
      if (inB) {
        inked++;
        if (near(a, x, y)) matched++;
      }
    }
  }
  return inked === 0 ? 1 : matched / inked;
}
