/**
 * Employee ID cards (issue 11): a printable PDF of one card (CR80, 85.6 × 54 mm) or an A4 sheet of ten to cut,
 * each with the organization's colour and name, the photo, the name (shaped: Khmer, Chinese), position,
 * department, Employee ID and a QR code of the card's opaque token — what the security gate and kiosk scan, never
 * the employee ID. Labels are in the employee's language (their login's), else the asker's.
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
export const CARD = { width: 85.6 * MM, height: 54 * MM };
const A4 = { width: 595.28, height: 841.89 };
const SHEET = { cols: 2, rows: 5 };
/** the most cards one sheet download makes (50 A4 pages) */
export const ID_CARDS_MAX = 500;
const BAND = 30;
const PAD = 9;
const PHOTO = { width: 54, height: 66 };
const QR = 56;
const INK = '#1a1f36';
const MUTED = '#5c6178';

type TPhoto = { bytes: Buffer; type: 'image/png' | 'image/jpeg' } | null;
type TCard = TCardRow & { photo: TPhoto };

const label = (lang: string, key: string, fallback: string) => translate(lang, 'employees', key, fallback);
const clip = (s: string, n: number) => ([...s].length > n ? `${[...s].slice(0, n - 1).join('')}…` : s);

/** One card with its top-left corner at x, y. */
function drawCard(doc: TPdf, c: TCard, x: number, y: number, lang: string) {
  const color = /^#[0-9a-f]{6}$/i.test(c.colorCode ?? '') ? c.colorCode! : '#1f3a5f';
  const { width, height } = CARD;
  doc.save().roundedRect(x, y, width, height, 8).clip();
  doc.rect(x, y, width, height).fill('#ffffff');
  doc.rect(x, y, width, BAND).fill(color);
  writeText(doc, clip(c.organizationTitle, 42), {
    x: x + PAD,
    y: y + 9,
    size: 9,
    bold: true,
    color: '#ffffff',
    width: width - PAD * 2,
  });

  const photoY = y + BAND + 8;
  if (c.photo) {
    doc
      .save()
      .roundedRect(x + PAD, photoY, PHOTO.width, PHOTO.height, 4)
      .clip();
    doc.image(c.photo.bytes, x + PAD, photoY, {
      cover: [PHOTO.width, PHOTO.height],
      align: 'center',
      valign: 'center',
    });
    doc.restore();
  } else {
    doc.roundedRect(x + PAD, photoY, PHOTO.width, PHOTO.height, 4).fill('#e9ecf5');
    const initials = `${[...c.firstName][0] ?? ''}${[...c.lastName][0] ?? ''}`.toUpperCase();
    writeText(doc, initials, {
      x: x + PAD,
      y: photoY + 22,
      size: 18,
      bold: true,
      color,
      width: PHOTO.width,
      align: 'center',
    });
  }

  const textX = x + PAD + PHOTO.width + 8;
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

  const codeY = y + height - PAD - 22;
  writeText(doc, label(lang, 'idCard.employeeId', 'Employee ID'), {
    x: textX,
    y: codeY,
    size: 6.5,
    color: MUTED,
    width: textWidth,
  });
  writeText(doc, c.employeeCode, { x: textX, size: 10, bold: true, color: INK, width: textWidth });
  drawQr(doc, c.cardToken, { x: x + width - PAD - QR, y: y + height - PAD - QR, size: QR });
  doc.restore();
  // the card's edge (a cut line on a sheet)
  doc.roundedRect(x, y, width, height, 8).lineWidth(0.5).dash(3, { space: 2 }).stroke('#b8bdcc').undash();
}

/** Photos that a PDF can hold (PNG, JPEG); a WebP photo gives way to initials. */
async function photoOf(s: TServices, row: TCardRow): Promise<TPhoto> {
  if (!row.photoKey || (row.photoType !== 'image/png' && row.photoType !== 'image/jpeg')) return null;
  try {
    return { bytes: await s.files.read(row.photoKey), type: row.photoType };
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
  return Promise.all(rows.map(async (r) => ({ ...r, photo: await photoOf(s, r) })));
}

/** One employee's card, on a page of its own size. */
export async function idCard(s: TServices, auth: TAuth, id: string, lang: string, req: FastifyRequest) {
  if (!UUID.test(id)) throw notFound();
  const [card] = await loadCards(s, auth, [id], req);
  if (!card) throw notFound();
  const language = card.language ?? lang;
  const doc = createPdf({
    title: `${label(language, 'idCard.title', 'ID card')} ${card.employeeCode}`,
    size: [CARD.width, CARD.height],
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
  const gap = 8;
  const left = (A4.width - SHEET.cols * CARD.width - (SHEET.cols - 1) * gap) / 2;
  const top = (A4.height - SHEET.rows * CARD.height - (SHEET.rows - 1) * gap) / 2;
  cards.forEach((c, i) => {
    const slot = i % (SHEET.cols * SHEET.rows);
    if (i > 0 && slot === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    const col = slot % SHEET.cols;
    const row = Math.floor(slot / SHEET.cols);
    drawCard(doc, c, left + col * (CARD.width + gap), top + row * (CARD.height + gap), c.language ?? lang);
  });
  return { fileName: 'id-cards.pdf', pdf: await pdfBuffer(doc) };
}
