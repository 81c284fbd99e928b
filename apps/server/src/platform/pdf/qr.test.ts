import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrModules, qrPng } from '../qr.ts';
import { createPdf, drawQr, pdfBuffer } from './pdf.ts';

const VALUE = 'https://hr.example.com/demo/career/MTPP/job/0c437626-b394-4b3d-9baa-fe39c6ffca9f';

/** Reads a rendered code back module by module: the centre of each cell is dark exactly where the grid says. */
function modulesOf(png: Buffer, origin: number, cell: number, size: number): boolean[] {
  const image = PNG.sync.read(png);
  const out: boolean[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const x = Math.floor(origin + (col + 0.5) * cell);
      const y = Math.floor(origin + (row + 0.5) * cell);
      out.push((image.data[(y * image.width + x) * 4] ?? 255) < 128);
    }
  }
  return out;
}

const expected = () => {
  const grid = qrModules(VALUE);
  return {
    size: grid.size,
    cells: Array.from({ length: grid.size ** 2 }, (_, i) => grid.dark(Math.floor(i / grid.size), i % grid.size)),
  };
};

describe('QR codes', () => {
  it('in a PDF, drawn in vector, read back module for module', async () => {
    const { size, cells } = expected();
    const side = (size + 4) * 6; // 6 pt a module, two modules of quiet zone each side
    const doc = createPdf({ title: 'qr', size: [side, side], margin: 0 });
    drawQr(doc, VALUE, { x: 0, y: 0, size: side });
    const dir = mkdtempSync(join(tmpdir(), 'staffdesk-qr-'));
    try {
      writeFileSync(join(dir, 'qr.pdf'), await pdfBuffer(doc));
      execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', join(dir, 'qr.pdf'), join(dir, 'qr')]);
      expect(modulesOf(readFileSync(join(dir, 'qr.png')), 2 * 6, 6, size)).toEqual(cells);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('as a PNG with a one-module margin', async () => {
    const { size, cells } = expected();
    const cell = 8;
    const png = await qrPng(VALUE, (size + 2) * cell);
    expect(PNG.sync.read(png).width).toBe((size + 2) * cell);
    expect(modulesOf(png, cell, cell, size)).toEqual(cells);
  });
});
