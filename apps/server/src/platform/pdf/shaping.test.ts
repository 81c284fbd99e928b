/**
 * Khmer in PDFs is shaped as Chromium shapes it: each line is drawn by the PDF module, rendered to PNG by
 * pdftoppm, and compared with Chromium's screenshot of the same line in the same Noto fonts. A control drawn
 * without shaping (each character's own glyph, in order) must fail the same comparison, so the test can tell.
 * KEEP_SHAPING=1 keeps the PDFs and PNGs (the folder is printed) to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import * as fontkit from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facesFor, fontRuns } from './fonts.ts';
import { inkOf, inkSimilarity } from './ink.ts';
import { createPdf, pdfBuffer, writeText } from './pdf.ts';
import { sfntOf } from './shaper.ts';

const LINES = [
  'ព្រះរាជាណាចក្រកម្ពុជា', // subscript consonants (coeng) and a vowel sign split around its consonant
  'ស្ត្រី ក្រុមហ៊ុន', // coeng ro written before the cluster, stacked vowels, a diacritic
  'ប្រាក់ខែ សុំច្បាប់ ម៉ោងបន្ថែម', // payslip, leave request, overtime
  'Payslip 工资单 ប្រាក់ខែ 2026', // three scripts on one line
];
const SIZE = 40;
const SCALE = 2;
const PAGE: [number, number] = [900, 90];
/** Share of ink that has ink of the other rendering within a pixel (at 2×); an unshaped line scores about 0.36. */
const PASS = 0.97;

let dir: string;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'staffdesk-shaping-'));
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
  if (!process.env.KEEP_SHAPING) rmSync(dir, { recursive: true, force: true });
  else console.log(`shaping: renderings kept in ${dir}`);
});

function rasterize(pdf: Buffer, name: string): Buffer {
  writeFileSync(join(dir, `${name}.pdf`), pdf);
  execFileSync('pdftoppm', [
    '-r',
    String(72 * SCALE),
    '-png',
    '-singlefile',
    join(dir, `${name}.pdf`),
    join(dir, name),
  ]);
  return readFileSync(join(dir, `${name}.png`));
}

async function pdfLine(text: string, name: string): Promise<Buffer> {
  const doc = createPdf({ title: name, size: PAGE, margin: 0 });
  writeText(doc, text, { x: 10, y: 10, size: SIZE });
  return rasterize(await pdfBuffer(doc), name);
}

/** The control: every character drawn with its own glyph at its own advance — what an unshaped PDF shows. */
async function unshapedLine(text: string, name: string): Promise<Buffer> {
  const doc = createPdf({ title: name, size: PAGE, margin: 0 });
  doc.x = 10;
  doc.y = 10;
  const runs = fontRuns(text, 400);
  runs.forEach((run, i) => {
    const font = fontkit.create(sfntOf(run.face)) as fontkit.Font;
    const glyphs = font.glyphsForString(run.text);
    const positions = glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    Object.defineProperty(font, 'layout', {
      value: () => ({ glyphs, positions, advanceWidth: glyphs.reduce((s, g) => s + g.advanceWidth, 0) }),
    });
    doc.registerFont(`plain-${i}`, font as unknown as string);
    doc
      .font(`plain-${i}`)
      .fontSize(SIZE)
      .text(run.text, { continued: i < runs.length - 1 });
  });
  return rasterize(await pdfBuffer(doc), name);
}

const require = createRequire(import.meta.url);
const css = (pkg: string) => pathToFileURL(join(dirname(require.resolve(`${pkg}/package.json`)), '400.css')).href;

async function chromiumLine(text: string, name: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: PAGE[0], height: PAGE[1] }, deviceScaleFactor: SCALE });
  const html = `<!doctype html><html><head><meta charset="utf-8">
    ${['@fontsource/noto-sans', '@fontsource/noto-sans-khmer', '@fontsource/noto-sans-sc'].map((p) => `<link rel="stylesheet" href="${css(p)}">`).join('')}
    </head><body style="margin:0;background:#fff"><div id="line" style="position:absolute;left:10px;top:10px;white-space:nowrap;
    font:400 ${SIZE}px 'Noto Sans','Noto Sans Khmer','Noto Sans SC';color:#111">${text}</div></body></html>`;
  writeFileSync(join(dir, 'line.html'), html);
  await page.goto(pathToFileURL(join(dir, 'line.html')).href);
  await page.evaluate('document.fonts.ready');
  const shot = await page.screenshot({ type: 'png' });
  await page.close();
  writeFileSync(join(dir, `${name}-chromium.png`), shot);
  return shot;
}

describe('Khmer, Chinese and English in a PDF', () => {
  it('uses the web fonts: Noto Sans, then Noto Sans Khmer, then Noto Sans SC', () => {
    const runs = fontRuns('Pay ប្រាក់ខែ 工资', 400).map((r) => [r.face.name.replace(/-\d+-normal$/, ''), r.text]);
    expect(runs[0]).toEqual(['noto-sans-latin', 'Pay ']);
    expect(runs[1]).toEqual(['noto-sans-khmer-khmer', 'ប្រាក់ខែ']);
    expect(runs.at(-1)?.[0]).toMatch(/^noto-sans-sc-\d+$/);
    expect(facesFor(700).every((f) => f.file.endsWith('-700-normal.woff'))).toBe(true);
  });

  it.each(LINES.map((line, i) => [i, line] as const))('line %i is drawn as Chromium draws it', async (i, line) => {
    const browserInk = inkOf(await chromiumLine(line, `shaped-${i}`));
    const pdfInk = inkOf(await pdfLine(line, `shaped-${i}`));
    expect(browserInk.width).toBeGreaterThan(0);
    expect(Math.abs(pdfInk.width - browserInk.width) / browserInk.width).toBeLessThan(0.03);
    expect(Math.abs(pdfInk.height - browserInk.height) / browserInk.height).toBeLessThan(0.06);
    expect(inkSimilarity(pdfInk, browserInk)).toBeGreaterThan(PASS);
  });

  it('tells an unshaped Khmer line apart', async () => {
    const line = 'ស្ត្រី ក្រុមហ៊ុន';
    const browserInk = inkOf(await chromiumLine(line, 'unshaped'));
    const plainInk = inkOf(await unshapedLine(line, 'unshaped'));
    const sizeOff = Math.abs(plainInk.width - browserInk.width) / browserInk.width > 0.03;
    expect(sizeOff || inkSimilarity(plainInk, browserInk) < PASS).toBe(true);
  });
});
