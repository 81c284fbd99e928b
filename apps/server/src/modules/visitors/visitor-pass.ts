import { translate } from '../../platform/i18n.ts';
import { createPdf, drawQr, pdfBuffer, writeText } from '../../platform/pdf/pdf.ts';

/** What a visitor pass shows. */
export type TPass = {
  visitorName: string;
  company: string | null;
  hostName: string;
  organization: string;
  visitType: string;
  day: string;
  token: string;
  photo: Buffer | null;
};

const W = 252; // a badge of 89 × 127 mm (3.5 × 5 in)
const H = 360;
const PAD = 16;

/**
 * The visitor pass (issue 17): a badge-sized page with the organization, VISITOR, the photo, the visitor's name and
 * company, whom they visit, the day, and the QR code the guard scans at check-out — in the asker's language.
 */
export async function visitorPass(p: TPass, lang: string): Promise<Buffer> {
  const t = (k: string, f: string) => translate(lang, 'visitors', k, f);
  const doc = createPdf({
    title: `${t('pass.title', 'Visitor pass')} — ${p.visitorName}`,
    size: [W, H],
    margin: 0,
    language: lang,
  });
  doc.rect(0, 0, W, 56).fill('#1f3a5f');
  writeText(doc, p.organization, { x: PAD, y: 12, width: W - 2 * PAD, size: 10, color: '#ffffff', align: 'center' });
  writeText(doc, t('pass.title', 'Visitor pass').toUpperCase(), {
    x: PAD,
    y: 28,
    width: W - 2 * PAD,
    size: 14,
    bold: true,
    color: '#ffffff',
    align: 'center',
  });
  const photo = 96;
  if (p.photo) {
    doc
      .save()
      .roundedRect((W - photo) / 2, 68, photo, photo, 8)
      .clip();
    // the photo was made a JPEG by sharp when it was taken: PDFKit reads it
    doc.image(p.photo, (W - photo) / 2, 68, { cover: [photo, photo], align: 'center', valign: 'center' });
    doc.restore();
  }
  writeText(doc, p.visitorName, { x: PAD, y: 172, width: W - 2 * PAD, size: 14, bold: true, align: 'center' });
  if (p.company) writeText(doc, p.company, { x: PAD, width: W - 2 * PAD, size: 9, color: '#555555', align: 'center' });
  writeText(doc, `${t('fields.host', 'Visit to')}: ${p.hostName}`, {
    x: PAD,
    y: 222,
    width: W - 2 * PAD,
    size: 9,
    align: 'center',
  });
  writeText(doc, `${t(`types.${p.visitType}`, p.visitType)} · ${p.day}`, {
    x: PAD,
    width: W - 2 * PAD,
    size: 9,
    color: '#555555',
    align: 'center',
  });
  drawQr(doc, p.token, { x: (W - 84) / 2, y: 262, size: 84 });
  return pdfBuffer(doc);
}
