import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './embedded.ts';

const GiB = 1024 ** 3;

describe('the embedded server’s shared_buffers', () => {
  it('is an eighth of the RAM, within 128 MB and 4 GB', () => {
    expect(sharedBuffersMb(24 * GiB)).toBe(3072);
    expect(sharedBuffersMb(512 * 1024 ** 2)).toBe(128);
    expect(sharedBuffersMb(256 * GiB)).toBe(4096);
  });
});
