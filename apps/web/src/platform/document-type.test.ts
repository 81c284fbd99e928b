import { describe, expect, it } from 'vitest';
import { documentTypeOf, sniffDocumentType } from './document-type.ts';

describe('sniffDocumentType()', () => {
  it('knows pdf, png and jpg by their first bytes, whatever the name', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses anything else, and files too short to tell', () => {
    expect(sniffDocumentType(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('%PD'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });

  it('reads a Blob', async () => {
    expect(await documentTypeOf(new Blob(['%PDF-1.4 body']))).toBe('application/pdf');
    expect(await documentTypeOf(new Blob(['GIF89a']))).toBeNull();
  });
});
