import zlib from 'node:zlib';

/** Small images the demo draws (no binary files in the repository): PNG writing, colours, post images, logos. */

export type TRgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid RGB PNG drawn by a function of (x, y) → [r, g, b]: the demo's post images (a colour band with a simple
 * motif) and logos, a few KB each.
 */
export function demoPng(width: number, height: number, pixel: (x: number, y: number) => TRgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const hex = (c: string): TRgb => [
  parseInt(c.slice(1, 3), 16),
  parseInt(c.slice(3, 5), 16),
  parseInt(c.slice(5, 7), 16),
];
export const mix = (a: TRgb, b: TRgb, t: number): TRgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** A card image: a diagonal gradient with circles, in one of a few palettes. */
export function demoPostImage(palette: number): Buffer {
  const palettes: [string, string][] = [
    ['#1c7ed6', '#63e6be'],
    ['#e8590c', '#ffd43b'],
    ['#5f3dc4', '#f783ac'],
    ['#2b8a3e', '#c0eb75'],
  ];
  const [a, b] = palettes[palette % palettes.length]!.map(hex) as [TRgb, TRgb];
  const w = 320;
  const h = 180;
  return demoPng(w, h, (x, y) => {
    const base = mix(a, b, (x / w + y / h) / 2);
    const inCircle = [
      [80, 90, 46],
      [220, 60, 30],
      [250, 140, 22],
    ].some(([cx, cy, r]) => (x - cx!) ** 2 + (y - cy!) ** 2 < r! ** 2);
    return inCircle ? mix(base, [255, 255, 255], 0.35) : base;
  });
}

/** A logo: a rounded square with a white diamond. */
export function demoLogo(color: string): Buffer {
  const c = hex(color);
  const s = 96;
  return demoPng(s, s, (x, y) => {
    const d = Math.abs(x - s / 2) + Math.abs(y - s / 2);
    const corner =
      Math.min(x, s - 1 - x) < 12 &&
      Math.min(y, s - 1 - y) < 12 &&
      (Math.min(x, s - 1 - x) - 12) ** 2 + (Math.min(y, s - 1 - y) - 12) ** 2 > 144;
    if (corner) return [255, 255, 255];
    return d < 26 ? [255, 255, 255] : c;
  });
}
