/**
 * The PDF fonts: the same Noto files the web app ships (@fontsource packages), so a PDF looks like the page.
 * Each family comes in slices by Unicode range (Noto Sans SC in about a hundred); a code point is drawn with
 * the first face, in the web's order (Noto Sans, Noto Sans Khmer, Noto Sans SC), whose range holds it —
 * the browser's own fallback rule. The WOFF (1.0) files are used: zlib is all it takes to turn them back into
 * the TrueType that HarfBuzz shapes with and the PDF embeds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type TWeight = 400 | 700;

export type TFace = {
  /** The name the face is registered under in a PDF document. */
  name: string;
  file: string;
  ranges: Array<[number, number]>;
};

const FAMILIES = ['@fontsource/noto-sans', '@fontsource/noto-sans-khmer', '@fontsource/noto-sans-sc'];
const require = createRequire(import.meta.url);

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]]. */
export function parseUnicodeRange(text: string): Array<[number, number]> {
  return text.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to ? Number.parseInt(to, 16) : start];
  });
}

function familyFaces(pkg: string, weight: TWeight): TFace[] {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const css = readFileSync(join(root, `${weight}.css`), 'utf8');
  const faces: TFace[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (file && range)
      faces.push({
        name: file.replace(/\.woff$/, ''),
        file: join(root, 'files', file),
        ranges: parseUnicodeRange(range),
      });
  }
  return faces;
}

const cache = new Map<TWeight, TFace[]>();

/** Every face of a weight, in fallback order. */
export function facesFor(weight: TWeight): TFace[] {
  let faces = cache.get(weight);
  if (!faces) {
    faces = FAMILIES.flatMap((pkg) => familyFaces(pkg, weight));
    cache.set(weight, faces);
  }
  return faces;
}

function covers(face: TFace, codePoint: number): boolean {
  return face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Zero-width spaces and joiners, word joiners and variation selectors stay with the run they are in. */
const isJoining = (codePoint: number) =>
  (codePoint >= 0x200b && codePoint <= 0x200d) || codePoint === 0x2060 || (codePoint >= 0xfe00 && codePoint <= 0xfe0f);

export type TRun = { face: TFace; text: string };

/** Splits a text into runs each drawn with one face (characters no face has go to the first face). */
export function fontRuns(text: string, weight: TWeight): TRun[] {
  const faces = facesFor(weight);
  const runs: TRun[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const codePoint = char.codePointAt(0) ?? 0;
    if (last && isJoining(codePoint)) {
      last.text += char;
      continue;
    }
    const face = faces.find((f) => covers(f, codePoint)) ?? (faces[0] as TFace);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
