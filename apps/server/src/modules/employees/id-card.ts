/**
 * Employee ID cards (issue 11): a printable PDF of one card (CR80, 85.6 × 54 mm) or an A4 sheet to cut, each laid
 * out by its organization's ID template (landscape, ten to a page, or portrait, nine; the template's colours,
 * else the organization's) with the logo and name, the photo, the name (shaped: Khmer, Chinese), position,
 * department, Employee ID and a QR code of the card's opaque token — what the security gate and kiosk scan, never
 * the employee ID. Labels are in the employee's language (their login's), else their organization's default.
 */
import type { FastifyRequest } from 'fastify';
import { employeeName } from '@staffdesk/core/employees';
import { UUID } from '@staffdesk/core/form-fields';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { translate } from '../../platform/i18n.ts';
import { createPdf, drawQr, pdfBuffer, type TPdf, writeText } from '../../platform/pdf/pdf.ts';
import type { TServices } from '../../platform/services.ts';
import { type TCardRow, cardRows, issueCardTokens } from './id-card.repo.ts';
import { employeeBatches, type TEmployeeListParams } from './employees.service.ts';

const MM = 72 / 25.4;
/** CR80 (85.6 × 54 mm), as the organization's ID template lays it: landscape or portrait. */
export const CARD = { width: 85.6 * MM, height: 54 * MM };
const SIZE = {
  landscape: { width: CARD.width, height: CARD.height, cols: 2, rows: 5 },
  portrait: { width: CARD.height, height: CARD.width, cols: 3, rows: 3 },
} as const;
const A4 = { width: 595.28, height: 841.89 };
/** the most cards one sheet download makes (50 A4 pages) */
export const ID_CARDS_MAX = 500;
const PAD = 9;
const QR = 56;
const INK = '#1a1f36';
const MUTED = '#5c6178';
const HEX = /^#[0-9a-f]{6}$/i;

type TImage = { bytes: Buffer; type: 'image/png' | 'image/jpeg' } | null;
type TCard = TCardRow & { photo: TImage; logo: TImage };
type TLayout = keyof typeof SIZE;

const label = (lang: string, key: string, fallback: string) => translate(lang, 'employees', key, fallback);
const clip = (s: string, n: number) => ([...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s);
const layoutOf = (c: TCard): TLayout => (c.idCardLayout === 'portrait' ? 'portrait' : 'landscape');
/** the employee's own language, else their organization's, else the asker's */
const languageOf = (c: TCard, asker: string) => c.language ?? c.defaultLanguage ?? asker;
/** the template's colours: its own, else the organization's colour; white heading text */
const colorsOf = (c: TCard) => ({
  band: HEX.test(c.idCardColor ?? '') ? c.idCardColor! : HEX.test(c.colorCode ?? '') ? c.colorCode! : '#1f3a5f',
  heading: HEX.test(c.idCardTextColor ?? '') ? c.idCardTextColor! : '#ffffff',
});

function drawImage(doc: TPdf, img: NonNullable<TImage>, x: number, y: number, w: number, h: number, fit: boolean) {
  doc.save().roundedRect(x, y, w, h, 4).clip();
  doc.image(
    img.bytes,
    x,
    y,
    fit ? { fit: [w, h], align: 'center', valign: 'center' } : { cover: [w, h], align: 'center', valign: 'center' },
  );
  doc.restore();
}

/** The photo, or the initials on a tint when there is none (or it is a WebP a PDF cannot hold). */
function drawPhoto(doc: TPdf, c: TCard, x: number, y: number, w: number, h: number, color: string) {
  if (c.photo) return drawImage(doc, c.photo, x, y, w, h, false);
  doc.roundedRect(x, y, w, h, 4).fill('#e9ecf5');
  const initials = `${[...c.firstName][0] ?? ''}${[...c.lastName][0] ?? ''}`.toUpperCase();
  writeText(doc, initials, { x, y: y + h / 2 - 11, size: 18, bold: true, color, width: w, align: 'center' });
}

/** The heading band: the logo (when there is one) and the organization's name. */
function drawBand(doc: TPdf, c: TCard, x: number, y: number, width: number, band: number, size: number) {
  const { band: color, heading } = colorsOf(c);
  doc.rect(x, y, width, band).fill(color);
  const logo = band - 8;
  let textX = x + PAD;
  if (c.logo) {
    // on a white tile, so a logo of any colour reads on any band
    doc.roundedRect(x + PAD - 2, y + 2, logo + 4, logo + 4, 3).fill('#ffffff');
    drawImage(doc, c.logo, x + PAD, y + 4, logo, logo, true);
    textX += logo + 6;
  }
  writeText(doc, clip(c.organizationTitle, 42), {
    x: textX,
    y: y + band / 2 - size * 0.65,
    size,
    bold: true,
    color: heading,
    width: x + width - PAD - textX,
  });
}

/** Employee ID under its label, at the bottom left; the QR code at the bottom right. */
function drawCode(
  doc: TPdf,
  c: TCard,
  x: number,
  y: number,
  width: number,
  height: number,
  textX: number,
  lang: string,
) {
  const textWidth = x + width - PAD - QR - 4 - textX;
  writeText(doc, label(lang, 'idCard.employeeId', 'Employee ID'), {
    x: textX,
    y: y + height - PAD - 22,
    size: 6.5,
    color: MUTED,
    width: textWidth,
  });
  writeText(doc, c.employeeCode, { x: textX, size: 10, bold: true, color: INK, width: textWidth });
  drawQr(doc, c.cardToken, { x: x + width - PAD - QR, y: y + height - PAD - QR, size: QR });
}

function drawLandscape(doc: TPdf, c: TCard, x: number, y: number, lang: string) {
  const { width, height } = SIZE.landscape;
  const band = 30;
  const photo = { width: 54, height: 66 };
  drawBand(doc, c, x, y, width, band, 9);
  const photoY = y + band + 8;
  drawPhoto(doc, c, x + PAD, photoY, photo.width, photo.height, colorsOf(c).band);
  const textX = x + PAD + photo.width + 8;
  const textWidth = width - (textX - x) - PAD - QR - 4;
  writeText(doc, clip(employeeName(c), 40), {
    x: textX,
    y: photoY,
    size: 10.5,
    bold: true,
    color: INK,
    width: textWidth,
  });
  if (c.position) writeText(doc, clip(c.position, 40), { x: textX, size: 7.5, color: MUTED, width: textWidth });
  if (c.departmentName)
    writeText(doc, clip(c.departmentName, 40), { x: textX, size: 7.5, color: MUTED, width: textWidth });
  drawCode(doc, c, x, y, width, height, textX, lang);
}

function drawPortrait(doc: TPdf, c: TCard, x: number, y: number, lang: string) {
  const { width, height } = SIZE.portrait;
  const band = 34;
  const photo = { width: 62, height: 76 };
  drawBand(doc, c, x, y, width, band, 8.5);
  const photoY = y + band + 8;
  drawPhoto(doc, c, x + (width - photo.width) / 2, photoY, photo.width, photo.height, colorsOf(c).band);
  const inner = width - PAD * 2;
  writeText(doc, clip(employeeName(c), 34), {
    x: x + PAD,
    y: photoY + photo.height + 6,
    size: 10,
    bold: true,
    color: INK,
    width: inner,
    align: 'center',
  });
  if (c.position)
    writeText(doc, clip(c.position, 34), { x: x + PAD, size: 7, color: MUTED, width: inner, align: 'center' });
  if (c.departmentName)
    writeText(doc, clip(c.departmentName, 34), { x: x + PAD, size: 7, color: MUTED, width: inner, align: 'center' });
  drawCode(doc, c, x, y, width, height, x + PAD, lang);
}

/** One card with its top-left corner at x, y, laid out by its organization's template. */
function drawCard(doc: TPdf, c: TCard, x: number, y: number, lang: string) {
  const layout = layoutOf(c);
  const { width, height } = SIZE[layout];
  doc.save().roundedRect(x, y, width, height, 8).clip();
  doc.rect(x, y, width, height).fill('#ffffff');
  if (layout === 'portrait') drawPortrait(doc, c, x, y, lang);
  else drawLandscape(doc, c, x, y, lang);
  doc.restore();
  // the card's edge (a cut line on a sheet)
  doc.roundedRect(x, y, width, height, 8).lineWidth(0.5).dash(3, { space: 2 }).stroke('#b8bdcc').undash();
}

/** Images a PDF can hold (PNG, JPEG); a WebP photo gives way to initials, a WebP logo to the name alone. */
async function imageOf(s: TServices, key: string | null, type: string | null): Promise<TImage> {
  if (!key || (type !== 'image/png' && type !== 'image/jpeg')) return null;
  try {
    return { bytes: await s.files.read(key), type };
  } catch {
    return null;
  }
}

/** Issues missing tokens, reads the cards, and audits who printed whose cards. */
async function loadCards(s: TServices, auth: TAuth, ids: readonly string[], req: FastifyRequest): Promise<TCard[]> {
  const tenantId = auth.tenantId!;
  const rows = await s.database.tenant(auth, async (db) => {
    const issued = await issueCardTokens(db, tenantId, ids);
    const found = await cardRows(db, tenantId, ids);
    if (found.length > 0)
      await auditIn(
        db,
        {
          tenantId,
          actor: actorOf(auth),
          action: 'employee.idCards',
          entity: 'employee',
          entityId: found.length === 1 ? found[0]!.id : null,
          after: { cards: found.length, tokensIssued: issued },
        },
        req,
      );
    return found;
  });
  // one read per organization's logo, however many cards carry it
  const logos = new Map<string, Promise<TImage>>();
  const logoOf = (r: TCardRow) => {
    if (!r.logoKey) return Promise.resolve(null);
    if (!logos.has(r.logoKey)) logos.set(r.logoKey, imageOf(s, r.logoKey, r.logoType));
    return logos.get(r.logoKey)!;
  };
  return Promise.all(
    rows.map(async (r) => ({ ...r, photo: await imageOf(s, r.photoKey, r.photoType), logo: await logoOf(r) })),
  );
}

/** One employee's card, on a page of its own size. */
export async function idCard(s: TServices, auth: TAuth, id: string, lang: string, req: FastifyRequest) {
  if (!UUID.test(id)) throw notFound();
  const [card] = await loadCards(s, auth, [id], req);
  if (!card) throw notFound();
  const language = languageOf(card, lang);
  const { width, height } = SIZE[layoutOf(card)];
  const doc = createPdf({
    title: `${label(language, 'idCard.title', 'ID card')} ${card.employeeCode}`,
    size: [width, height],
    margin: 0,
    language,
  });
  drawCard(doc, card, 0, 0, language);
  return { fileName: `id-card-${card.employeeCode}.pdf`.replace(/[^\w.-]+/g, '_'), pdf: await pdfBuffer(doc) };
}

/** The cards of every employee the list's filters match (up to ID_CARDS_MAX), ten to an A4 page. */
export async function idCardSheet(
  s: TServices,
  auth: TAuth,
  p: TEmployeeListParams,
  lang: string,
  req: FastifyRequest,
) {
  const ids: string[] = [];
  for await (const batch of employeeBatches(s, auth, { ...p, page: 1, pageSize: ID_CARDS_MAX }))
    for (const e of batch) {
      if (ids.length === ID_CARDS_MAX) throw appError(400, 'tooManyCards', { max: String(ID_CARDS_MAX) });
      ids.push(e.id);
    }
  if (ids.length === 0) throw appError(400, 'noCards');
  const cards = await loadCards(s, auth, ids, req);
  const doc = createPdf({
    title: label(lang, 'idCard.sheetTitle', 'ID cards'),
    size: [A4.width, A4.height],
    margin: 0,
    language: lang,
  });
  // a page holds cards of one layout: landscape ones first, then portrait, each in the list's order
  const ordered = [
    ...cards.filter((c) => layoutOf(c) === 'landscape'),
    ...cards.filter((c) => layoutOf(c) === 'portrait'),
  ];
  const gap = 8;
  let slot = 0;
  let pageLayout: TLayout | null = null;
  for (const c of ordered) {
    const layout = layoutOf(c);
    const size = SIZE[layout];
    const perPage = size.cols * size.rows;
    if (pageLayout !== null && (layout !== pageLayout || slot === perPage)) {
      doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      slot = 0;
    }
    pageLayout = layout;
    const left = (A4.width - size.cols * size.width - (size.cols - 1) * gap) / 2;
    const top = (A4.height - size.rows * size.height - (size.rows - 1) * gap) / 2;
    const col = slot % size.cols;
    const row = Math.floor(slot / size.cols);
    drawCard(doc, c, left + col * (size.width + gap), top + row * (size.height + gap), languageOf(c, lang));
    slot++;
  }
  return { fileName: 'id-cards.pdf', pdf: await pdfBuffer(doc) };
}
