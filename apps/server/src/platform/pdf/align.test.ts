/**
 * Text aligned right or centred keeps its glyphs' own advances, in every script: Chinese set right-aligned once had
 * its characters drawn over one another (PDFKit lays out each character of CJK as a word of its own). Checked on
 * the PDF's own word boxes (pdftotext -bbox).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdf, pdfBuffer, writeText } from './pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'staffdesk-align-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The word boxes pdftotext finds: text and its left and right edge, in points. */
function boxes(pdf: Buffer) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map(
    (m) => ({ text: m[3]!, xMin: Number(m[1]), xMax: Number(m[2]) }),
  );
}

describe('aligned text', () => {
  it.each([
    ['right', 300],
    ['center', 200],
  ] as const)('sets Chinese %s-aligned at its full width', async (align, edge) => {
    const doc = createPdf({ title: 'align', size: [400, 100], margin: 0 });
    writeText(doc, '数量金额', { x: 100, y: 30, width: 200, size: 20, align });
    const words = boxes(await pdfBuffer(doc));
    const all = { xMin: Math.min(...words.map((w) => w.xMin)), xMax: Math.max(...words.map((w) => w.xMax)) };
    // four characters of 20 points each
    expect(all.xMax - all.xMin).toBeGreaterThan(76);
    if (align === 'right') expect(all.xMax).toBeCloseTo(edge, 0);
    else expect((all.xMin + all.xMax) / 2).toBeCloseTo(edge, 0);
  });

  it('still wraps a right-aligned text longer than its width', async () => {
    const doc = createPdf({ title: 'align', size: [400, 200], margin: 0 });
    writeText(doc, 'Gross pay and net pay of the month', { x: 100, y: 30, width: 80, size: 12, align: 'right' });
    const words = boxes(await pdfBuffer(doc));
    expect(Math.max(...words.map((w) => w.xMax))).toBeLessThanOrEqual(181);
    expect(Math.min(...words.map((w) => w.xMin))).toBeGreaterThanOrEqual(99);
  });
});
