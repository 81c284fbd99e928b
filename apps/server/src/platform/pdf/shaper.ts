/**
 * Text shaping for PDFs with HarfBuzz, the engine Chromium uses: Khmer subscript consonants (coeng), vowels
 * written before their consonant and stacked marks come out as the browser draws them. (fontkit, which PDFKit
 * shapes with, fails on Noto Sans Khmer's mark positioning.) The font handed to PDFKit is fontkit's — it
 * subsets and embeds it — with its `layout` replaced by HarfBuzz's.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import type { TFace } from './fonts.ts';
import { woffToSfnt } from './woff.ts';

type TGlyph = fontkit.Glyph;
type TPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/** What PDFKit reads of a fontkit glyph run; its advance is read after PDFKit has scaled the positions. */
type TRun = { glyphs: TGlyph[]; positions: TPosition[]; readonly advanceWidth: number };

const loaded = new Map<string, fontkit.Font>();
const sfnts = new Map<string, Buffer>();

/** The face as a TrueType font. */
export function sfntOf(face: TFace): Buffer {
  let sfnt = sfnts.get(face.file);
  if (!sfnt) {
    sfnt = woffToSfnt(readFileSync(face.file));
    sfnts.set(face.file, sfnt);
  }
  return sfnt;
}

/** A fontkit font for the face whose layout is HarfBuzz's (one per face and process: fonts are read-only). */
export function shapedFont(face: TFace): fontkit.Font {
  const cached = loaded.get(face.file);
  if (cached) return cached;
  const sfnt = sfntOf(face);
  const font = fontkit.create(sfnt) as fontkit.Font;
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt))));
  const layout = (text: string): TRun => shape(font, hbFont, text);
  Object.defineProperty(font, 'layout', { value: layout });
  loaded.set(face.file, font);
  return font;
}

function shape(font: fontkit.Font, hbFont: hb.Font, text: string): TRun {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(hbFont, buffer);
  const infos = buffer.getGlyphInfos();
  const shaped = buffer.getGlyphPositions();
  // Clusters are UTF-16 offsets; the first glyph of a cluster carries the cluster's characters (for copy and
  // search in the PDF), the others none.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const clusterText = (cluster: number) => text.slice(cluster, starts[starts.indexOf(cluster) + 1] ?? text.length);
  const seen = new Set<number>();
  const glyphs = infos.map((info) => {
    const codePoints = seen.has(info.cluster) ? [] : [...clusterText(info.cluster)].map((c) => c.codePointAt(0) ?? 0);
    seen.add(info.cluster);
    return font.getGlyph(info.codepoint, codePoints);
  });
  const positions = shaped.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
  }));
  return {
    glyphs,
    positions,
    get advanceWidth() {
      return positions.reduce((sum, p) => sum + p.xAdvance, 0);
    },
  };
}
