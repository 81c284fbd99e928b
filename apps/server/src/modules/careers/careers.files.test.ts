import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoPdf } from '../../seed/demo-signup.ts';
import { DOC, DOCX, PNG_IMAGE, WEBP, zipWith } from '../../test/career-files.ts';
import { attachmentName, sniffImage, sniffResume } from './careers.files.ts';

describe('sniffResume', () => {
  it('recognises the allowed types by content', () => {
    expect(sniffResume(demoPdf('Resume'))).toBe('application/pdf');
    expect(sniffResume(PNG_IMAGE)).toBe('image/png');
    expect(sniffResume(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]))).toBe('image/jpeg');
    expect(sniffResume(DOC)).toBe('application/msword');
    expect(sniffResume(DOCX)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffResume(Buffer.from('Sok Dara\nSales executive, 5 years\nសួស្តី 你好\n'))).toBe('text/plain');
  });
  it('refuses a zip without a word/ part, and other files', () => {
    expect(sniffResume(zipWith(['a.txt', 'b/c.xml']))).toBeNull();
    expect(sniffResume(Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00]))).toBeNull(); // GIF
    expect(sniffResume(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeNull(); // UTF-16 / NUL
    expect(sniffResume(Buffer.from([0xc3, 0x28]))).toBeNull(); // invalid UTF-8
    expect(sniffResume(Buffer.alloc(0))).toBeNull();
  });
  it('refuses HTML and SVG whatever their name or first bytes (polyglots)', () => {
    for (const bad of [
      '<!DOCTYPE html><html><body>hi</body></html>',
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      'Dear HR,\n<img src=x onerror=alert(1)>',
      '%PDF-1.4\n<html><script>alert(document.cookie)</script></html>',
    ]) {
      expect(sniffResume(Buffer.from(bad)), bad).toBeNull();
    }
    expect(sniffResume(Buffer.concat([PNG_IMAGE, Buffer.from('<script>alert(1)</script>')]))).toBeNull();
    expect(sniffResume(Buffer.concat([DOCX, Buffer.from('<html><body>x</body></html>')]))).toBeNull();
  });
});

describe('sniffImage', () => {
  it('takes png, jpeg and webp only', () => {
    expect(sniffImage(PNG_IMAGE)).toBe('image/png');
    expect(sniffImage(WEBP)).toBe('image/webp');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2]))).toBe('image/jpeg');
    expect(sniffImage(demoPdf('x'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.concat([PNG_IMAGE, Buffer.from('<html>')]))).toBeNull();
  });
});

describe('attachmentName', () => {
  it('keeps harmless letters and uses the real extension', () => {
    expect(attachmentName('my résumé.exe', 'pdf')).toBe(
      `attachment; filename="my r_sum_.pdf"; filename*=UTF-8''my%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(attachmentName('"evil";\r\n.html', 'txt')).toContain('filename="_evil_.txt"');
  });
});

describe('sniffResume and zip bombs', () => {
  /** A one-entry docx whose word/document.xml deflates `inflated` zero bytes; the directory may lie about it. */
  async function bomb(inflated: number, declare = inflated): Promise<Buffer> {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflate.on('data', (c: Buffer) => out.push(c));
    const done = new Promise((resolve) => deflate.on('end', resolve));
    const chunk = Buffer.alloc(1024 * 1024);
    for (let left = inflated; left > 0; left -= chunk.length) {
      if (!deflate.write(chunk.subarray(0, Math.min(chunk.length, left))))
        await new Promise((r) => deflate.once('drain', r));
    }
    deflate.end();
    await done;
    return zipOf('word/document.xml', Buffer.concat(out), declare);
  }
  function zipOf(name: string, data: Buffer, size: number): Buffer {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(n.length, 28);
    const cd = Buffer.concat([central, n]);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(cd.length, 12);
    end.writeUInt32LE(30 + n.length + data.length, 16);
    return Buffer.concat([local, n, data, cd, end]);
  }
  const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('keeps a deflated docx of sane size', async () => {
    expect(sniffResume(await bomb(200_000))).toBe(DOCX_TYPE);
  });
  it('refuses a docx that inflates to 300 MB (declared honestly)', async () => {
    const b = await bomb(300 * 1024 * 1024);
    expect(b.length).toBeLessThan(1024 * 1024); // it fits the upload limit
    expect(sniffResume(b)).toBeNull();
  });
  it('refuses a docx whose directory understates what it inflates to', async () => {
    expect(sniffResume(await bomb(50 * 1024 * 1024, 1000))).toBeNull();
  });
  it('refuses a docx with too many entries', () => {
    expect(
      sniffResume(zipWith(['word/document.xml', ...Array.from({ length: 1200 }, (_, i) => `x/${i}.xml`)])),
    ).toBeNull();
  });
});
