import { translate } from '../../platform/i18n.ts';
import { createPdf, pdfBuffer, writeText } from '../../platform/pdf/pdf.ts';

/** What a certificate shows. */
export type TCertificate = {
  name: string;
  code: string;
  organization: string;
  course: string;
  type: string;
  chapters: number;
  /** DD-MM-YYYY in the organization's time zone */
  day: string;
  /** a reference a person can quote: the assignment's id, shortened */
  reference: string;
};

const W = 842; // A4 landscape
const H = 595;

/**
 * A course's certificate of completion (issue 18): A4 landscape with a double frame, the organization, the
 * employee's name, the course and its type, the day it was completed — in the employee's language.
 */
export async function certificatePdf(c: TCertificate, lang: string): Promise<Buffer> {
  const t = (k: string, f: string, v: Record<string, string | number> = {}) =>
    Object.entries(v).reduce(
      (s, [key, val]) => s.replaceAll(`{{${key}}}`, String(val)),
      translate(lang, 'training', k, f),
    );
  const doc = createPdf({
    title: `${t('certificate.title', 'Certificate of completion')} — ${c.name}`,
    size: [W, H],
    margin: 0,
    language: lang,
  });
  doc
    .rect(24, 24, W - 48, H - 48)
    .lineWidth(3)
    .stroke('#1f3a5f');
  doc
    .rect(34, 34, W - 68, H - 68)
    .lineWidth(1)
    .stroke('#8aa1bd');
  const x = 80;
  const width = W - 160;
  writeText(doc, c.organization, { x, y: 70, width, size: 14, color: '#555555', align: 'center' });
  writeText(doc, t('certificate.title', 'Certificate of completion'), {
    x,
    y: 110,
    width,
    size: 30,
    bold: true,
    color: '#1f3a5f',
    align: 'center',
  });
  writeText(doc, t('certificate.presented', 'This certifies that'), { x, y: 185, width, size: 13, align: 'center' });
  writeText(doc, c.name, { x, y: 215, width, size: 28, bold: true, align: 'center' });
  if (c.code) writeText(doc, c.code, { x, width, size: 11, color: '#555555', align: 'center' });
  writeText(doc, t('certificate.completed', 'has completed the course'), {
    x,
    y: 300,
    width,
    size: 13,
    align: 'center',
  });
  writeText(doc, c.course, { x, y: 328, width, size: 22, bold: true, color: '#1f3a5f', align: 'center' });
  writeText(doc, t('certificate.details', '{{type}} · {{count}} chapters', { type: c.type, count: c.chapters }), {
    x,
    width,
    size: 11,
    color: '#555555',
    align: 'center',
  });
  doc
    .moveTo(W / 2 - 120, 470)
    .lineTo(W / 2 + 120, 470)
    .lineWidth(0.8)
    .stroke('#333333');
  writeText(doc, t('certificate.on', 'Completed on {{day}}', { day: c.day }), {
    x,
    y: 478,
    width,
    size: 11,
    align: 'center',
  });
  writeText(doc, `${t('certificate.reference', 'Reference')}: ${c.reference}`, {
    x,
    y: 520,
    width,
    size: 8,
    color: '#777777',
    align: 'center',
  });
  return pdfBuffer(doc);
}
