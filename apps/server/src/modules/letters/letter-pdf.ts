/**
 * An HR letter as an A4 PDF (issue 15): the organization's letterhead (logo, name, address and contacts), the
 * letter's number and date, its title and text as written in the template's language (Khmer and Chinese shaped by
 * the platform's PDF text), and the signature block of the HR admin who issued it.
 */
import { translate } from '../../platform/i18n.ts';
import { createPdf, pdfBuffer, type TPdf, writeText } from '../../platform/pdf/pdf.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = '#1a1f36';
const MUTED = '#4a5068';
const BRAND = '#1f3a5f';
const RULE = '#c7cbd6';

export type TLetterPdf = {
  language: string;
  number: string;
  /** the letter's date, as shown (DD-MM-YYYY) */
  date: string;
  title: string;
  body: string;
  issuedBy: string | null;
  organization: { title: string; address: string | null; phone: string | null; email: string | null };
  logo: { bytes: Buffer; type: string } | null;
};

export function letterPdf(l: TLetterPdf): Promise<Buffer> {
  const t = (key: string, fallback: string) => translate(l.language, 'letters', `pdf.${key}`, fallback);
  const doc = createPdf({
    title: `${l.title} ${l.number}`,
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    language: l.language,
    bufferPages: true,
  });
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  // the letterhead: logo, the organization's name, its address and contacts
  let textX = left;
  const top = 40;
  if (l.logo) {
    doc.image(l.logo.bytes, left, top, { fit: [56, 56], align: 'center', valign: 'center' });
    textX = left + 68;
  }
  writeText(doc, l.organization.title, { x: textX, y: top + 2, size: 16, bold: true, color: BRAND, width: width - 68 });
  const contacts = [l.organization.phone, l.organization.email].filter(Boolean).join(' · ');
  for (const line of [l.organization.address?.replace(/\s*\n\s*/g, ', '), contacts])
    if (line) writeText(doc, line, { x: textX, size: 9, color: MUTED, width: width - (textX - left), lineGap: 1 });
  const ruleY = Math.max(doc.y + 10, top + 66);
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .stroke(BRAND);

  // number and date, on the right
  writeText(doc, `${t('number', 'No.')} ${l.number}`, {
    x: left,
    y: ruleY + 14,
    size: 9,
    color: MUTED,
    width,
    align: 'right',
  });
  writeText(doc, `${t('date', 'Date:')} ${l.date}`, { x: left, size: 9, color: MUTED, width, align: 'right' });

  // the title, centred, then the text: a blank line starts a paragraph, a single line break a new line
  writeText(doc, l.title, { x: left, y: doc.y + 24, size: 15, bold: true, color: INK, width, align: 'center' });
  doc.y += 18;
  for (const paragraph of l.body.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    for (const line of paragraph.split('\n')) {
      ensureRoom(doc, 16);
      writeText(doc, line.trim(), { x: left, size: 11, color: INK, width, lineGap: 4 });
    }
    doc.y += 10;
  }

  // the signature block
  ensureRoom(doc, 110);
  doc.y += 24;
  writeText(doc, t('regards', 'Yours sincerely,'), { x: left, size: 11, color: INK, width });
  const lineY = doc.y + 52;
  doc
    .moveTo(left, lineY)
    .lineTo(left + 200, lineY)
    .lineWidth(0.5)
    .stroke(RULE);
  if (l.issuedBy) writeText(doc, l.issuedBy, { x: left, y: lineY + 6, size: 11, bold: true, color: INK, width: 300 });
  writeText(doc, t('signatory', 'Human Resources'), { x: left, size: 10, color: MUTED, width: 300 });
  writeText(doc, l.organization.title, { x: left, size: 10, color: MUTED, width: 300 });

  // every page's foot: the number, so a page alone is still traceable
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    writeText(doc, `${l.organization.title} · ${l.number}`, {
      x: left,
      y: PAGE.height - 34,
      size: 7,
      color: MUTED,
      width,
      align: 'center',
    });
    doc.page.margins.bottom = bottom;
  }
  return pdfBuffer(doc);
}

/** A new page when less than `points` of the page is left. */
function ensureRoom(doc: TPdf, points: number) {
  if (doc.y + points > PAGE.height - PAGE.margin) doc.addPage();
}
