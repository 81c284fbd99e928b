/**
 * PDFs: a PDFKit document whose text goes through `writeText` — each run of a line in the Noto face that holds
 * it (Latin, Khmer, Chinese), shaped by HarfBuzz — and whose QR codes are vector squares (`drawQr`). Modules
 * draw their layouts with PDFKit's own API (rectangles, images, colours) and these two.
 */
import PDFDocument from 'pdfkit';
import { qrModules } from '../qr.ts';
import { withKhmerBreaks } from './breaks.ts';
import { fontRuns, type TWeight } from './fonts.ts';
import { shapedFont } from './shaper.ts';

export type TPdf = PDFKit.PDFDocument;

export type TPdfOptions = {
  title: string;
  size?: [number, number] | string;
  margin?: number;
  language?: string;
  /** keep every page open until the end, so a footer can be drawn on each (`switchToPage`) */
  bufferPages?: boolean;
};

export function createPdf(options: TPdfOptions): TPdf {
  return new PDFDocument({
    size: options.size ?? 'A4',
    margin: options.margin ?? 48,
    lang: options.language,
    bufferPages: options.bufferPages ?? false,
    displayTitle: true,
    info: { Title: options.title, Creator: 'Staffdesk', Producer: 'Staffdesk' },
  });
}

export type TTextOptions = {
  size?: number;
  bold?: boolean;
  color?: string;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'center' | 'right';
  lineGap?: number;
};

const KHMER = /[\u1780-\u17ff]/u;
const registered = new WeakMap<TPdf, Set<string>>();

function useFace(doc: TPdf, run: ReturnType<typeof fontRuns>[number]): string {
  const names = registered.get(doc) ?? new Set<string>();
  registered.set(doc, names);
  if (!names.has(run.face.name)) {
    doc.registerFont(run.face.name, shapedFont(run.face) as unknown as string);
    names.add(run.face.name);
  }
  return run.face.name;
}

/**
 * Writes a text (one paragraph, wrapped to `width`) at x, y or where the last one ended. Runs in different
 * faces continue on the same line.
 */
export function writeText(doc: TPdf, text: string, options: TTextOptions = {}): TPdf {
  const weight: TWeight = options.bold ? 700 : 400;
  const runs = fontRuns(text.length > 0 ? withKhmerBreaks(text) : ' ', weight);
  const size = options.size ?? 11;
  // One baseline for the whole line, under the tallest face in it (as a browser lays out a line); PDFKit
  // would otherwise hang each run from its own face's ascent.
  const ascent = Math.max(...runs.map(({ face }) => shapedFont(face).ascent / shapedFont(face).unitsPerEm)) * size;
  doc.fillColor(options.color ?? '#111111');
  // A line that fits is placed by its measured width and set left-aligned: PDFKit's own right and centre alignment
  // lays each CJK character out as a word and draws them over one another. A longer text wraps as PDFKit does.
  let { x, align, width } = options;
  if ((align === 'right' || align === 'center') && width !== undefined) {
    const measured = runs.reduce(
      (sum, run) => sum + doc.font(useFace(doc, run)).fontSize(size).widthOfString(run.text),
      0,
    );
    if (measured <= width) {
      const start = x ?? doc.x;
      x = start + (align === 'right' ? width - measured : (width - measured) / 2);
      align = 'left';
      // half a point of slack: a line measured exactly to its width must not wrap on rounding
      width = width - (x - start) + 0.5;
    }
  }
  runs.forEach((run, i) => {
    doc.font(useFace(doc, run)).fontSize(size);
    const textOptions = {
      continued: i < runs.length - 1,
      width,
      align,
      lineGap: options.lineGap,
      baseline: -ascent,
    };
    // Copying text out of a PDF reads its glyphs; a Khmer syllable's are reordered and merged, so a Khmer run
    // also carries its characters as they were written (ActualText). Other runs map glyph to character.
    const reordered = KHMER.test(run.text);
    if (reordered) doc.markContent('Span', { actual: run.text.replaceAll('\u200b', '') });
    if (i === 0 && x !== undefined) doc.text(run.text, x, options.y ?? doc.y, textOptions);
    else doc.text(run.text, textOptions);
    if (reordered) doc.endMarkedContent();
  });
  return doc;
}

/** A QR code in vector, `size` points wide with its quiet zone: each row's dark modules as joined bars (no seams). */
export function drawQr(doc: TPdf, value: string, at: { x: number; y: number; size: number; color?: string }): TPdf {
  const modules = qrModules(value);
  const quiet = 2;
  const cell = at.size / (modules.size + quiet * 2);
  doc.save().rect(at.x, at.y, at.size, at.size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.dark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(at.x + (start + quiet) * cell, at.y + (row + quiet) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill(at.color ?? '#000000').restore();
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function pdfBuffer(doc: TPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
