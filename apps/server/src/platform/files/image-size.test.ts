import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-size.ts';

const png = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }));

/** A baseline JPEG header: SOI, an APP0 segment, then SOF0 with the size (no scan: the size is all we read). */
function jpeg(width: number, height: number) {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.set([0xff, 0xc0, 0x00, 0x11, 0x08]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

function webpVp8x(width: number, height: number) {
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'latin1');
  b.write('WEBP', 8, 'latin1');
  b.write('VP8X', 12, 'latin1');
  b.writeUIntLE(width - 1, 24, 3);
  b.writeUIntLE(height - 1, 27, 3);
  return b;
}

describe('imageSize', () => {
  it('reads PNG, JPEG and WebP headers', () => {
    expect(imageSize(png(64, 2048), 'image/png')).toEqual({ width: 64, height: 2048 });
    expect(imageSize(jpeg(640, 480), 'image/jpeg')).toEqual({ width: 640, height: 480 });
    expect(imageSize(webpVp8x(300, 200), 'image/webp')).toEqual({ width: 300, height: 200 });
  });

  it('answers null for truncated or garbled headers instead of guessing', () => {
    expect(imageSize(png(10, 10).subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSize(jpeg(10, 10).subarray(0, 12), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0x00, 0x00]), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.alloc(40), 'image/webp')).toBeNull();
  });
});
