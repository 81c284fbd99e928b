import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachmentHeader, FileStore, sniff } from './files.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staffdesk-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sniff', () => {
  it('knows pdf, png and jpeg by their first bytes, and nothing else', () => {
    expect(sniff(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniff(Buffer.from('GIF89a'))).toBeNull();
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.from('%PDF'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
    expect(sniff(Buffer.from('%PDF-1.7'), ['image/png'])).toBeNull();
  });
});

describe('FileStore', () => {
  const store = new FileStore(path.join(dir, 'files'));

  it('stores under random keys and reads back', async () => {
    const a = await store.save(Buffer.from('one'));
    const b = await store.save(Buffer.from('one'));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    expect((await store.read(a)).toString()).toBe('one');
    await store.remove(a);
    await expect(store.read(a)).rejects.toThrow();
  });

  it('refuses keys that are not its own', () => {
    expect(() => store.read('../../etc/passwd')).toThrow('invalid file key');
    expect(() => store.read('0123456789abcdef0123456789ABCDEF')).toThrow('invalid file key');
  });
});

describe('attachmentHeader', () => {
  it('names the download with the extension of its real type, safely', () => {
    expect(attachmentHeader('scan.pdf', 'image/png')).toBe(
      `attachment; filename="scan.png"; filename*=UTF-8''scan.png`,
    );
    expect(attachmentHeader('a"b;\r\nc.exe', 'application/pdf')).toMatch(/^attachment; filename="a_b_c\.pdf"/);
    expect(attachmentHeader('អត្តសញ្ញាណ.jpg', 'image/jpeg')).toContain(
      `filename*=UTF-8''${encodeURIComponent('អត្តសញ្ញាណ.jpg')}`,
    );
    expect(attachmentHeader('', 'application/pdf')).toContain('filename="file.pdf"');
  });
});
