import sharp from 'sharp';
import { showDay } from '@staffdesk/core/dates';
import type { TIncidentDetail } from '@staffdesk/core/incidents-api';
import { localDayTime } from '@staffdesk/core/time-zones';
import { translate } from '../../platform/i18n.ts';
import { createPdf, pdfBuffer, type TPdf, writeText } from '../../platform/pdf/pdf.ts';

const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - MARGIN;

/** A stored WebP picture as a JPEG PDFKit embeds (sharp made it: it decodes). */
export const pdfPicture = (webp: Buffer) =>
  sharp(webp).resize({ width: 1000, height: 1000, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();

/**
 * One incident as an A4 PDF in the asker's language (issue 17, the Incident Report): its facts, the description, the
 * people involved, the follow-up, then its pictures two by two.
 */
export async function incidentReport(
  v: TIncidentDetail,
  timezone: string,
  pictures: Buffer[],
  lang: string,
): Promise<Buffer> {
  const t = (k: string, f: string) => translate(lang, 'incidents', k, f);
  const when = (at: string) => {
    const x = localDayTime(timezone, new Date(at));
    return `${showDay(x.day)} ${x.time}`;
  };
  const doc = createPdf({ title: `${t('title', 'Incident Report')} ${v.number}`, language: lang });
  const room = (h: number) => {
    if (doc.y + h > BOTTOM) doc.addPage();
  };
  doc.rect(0, 0, 595.28, 72).fill('#7a1f1f');
  writeText(doc, v.organizationName, { x: MARGIN, y: 16, width: WIDTH, size: 10, color: '#ffffff' });
  writeText(doc, `${t('title', 'Incident Report')} · ${v.number}`, {
    x: MARGIN,
    y: 34,
    width: WIDTH,
    size: 18,
    bold: true,
    color: '#ffffff',
  });
  doc.y = 92;
  /** a label and its value, or its values one under another */
  const fact = (label: string, value: string | string[]) => {
    room(20);
    const y = doc.y;
    writeText(doc, label, { x: MARGIN, y, width: 150, size: 9, color: '#555555' });
    const after = doc.y;
    doc.y = y;
    for (const line of typeof value === 'string' ? [value || '—'] : value)
      writeText(doc, line, { x: MARGIN + 160, y: doc.y, width: WIDTH - 160, size: 10 });
    doc.y = Math.max(after, doc.y) + 4;
  };
  fact(t('fields.type', 'Type'), t(`types.${v.type}`, v.type));
  fact(t('fields.occurredAt', 'Date and time'), when(v.occurredAt));
  fact(t('fields.place', 'Place'), v.place);
  fact(t('fields.priority', 'Priority'), t(`priorities.${v.priority}`, v.priority));
  fact(t('fields.status', 'Status'), t(`statuses.${v.status}`, v.status));
  fact(t('fields.reportedBy', 'Reported by'), `${v.reportedByName} · ${when(v.createdAt)}`);
  fact(t('fields.assignee', 'Assigned to'), v.assigneeName ?? t('unassigned', 'Not assigned'));
  if (v.closedAt) fact(t('fields.closedAt', 'Closed'), `${v.closedByName ?? ''} · ${when(v.closedAt)}`);
  if (v.people.length)
    fact(
      t('fields.people', 'People involved'),
      v.people.map((p) => `${p.name}${p.detail ? ` (${p.detail})` : ''} — ${t(`people.${p.kind}`, p.kind)}`),
    );

  const heading = (text: string) => {
    room(40);
    doc.y += 10;
    writeText(doc, text, { x: MARGIN, width: WIDTH, size: 12, bold: true, color: '#7a1f1f' });
    doc.y += 4;
  };
  heading(t('fields.description', 'Description'));
  writeText(doc, v.description, { x: MARGIN, width: WIDTH, size: 10, lineGap: 2 });

  if (v.comments.length) {
    heading(t('followUp', 'Follow-up'));
    for (const c of v.comments) {
      const what =
        c.event === 'assigned'
          ? c.value
            ? t('events.assigned', 'Assigned to {{name}}').replace('{{name}}', c.value)
            : t('events.unassigned', 'Assignment removed')
          : c.event === 'status'
            ? t('events.status', 'Status: {{status}}').replace('{{status}}', t(`statuses.${c.value}`, c.value ?? ''))
            : '';
      room(34);
      writeText(doc, `${when(c.createdAt)} · ${c.authorName}${what ? ` · ${what}` : ''}`, {
        x: MARGIN,
        width: WIDTH,
        size: 8,
        color: '#555555',
      });
      if (c.text) writeText(doc, c.text, { x: MARGIN, width: WIDTH, size: 10, lineGap: 1 });
      doc.y += 6;
    }
  }

  if (pictures.length) {
    heading(t('images', 'Pictures'));
    drawPictures(doc, pictures);
  }
  return pdfBuffer(doc);
}

/** Pictures two to a row, each in a 240 × 180 box, a new page when a row no longer fits. */
function drawPictures(doc: TPdf, pictures: Buffer[]) {
  const box = { w: (WIDTH - 12) / 2, h: 180 };
  for (let i = 0; i < pictures.length; i += 2) {
    if (doc.y + box.h > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
    }
    const y = doc.y;
    for (const [j, p] of pictures.slice(i, i + 2).entries())
      doc.image(p, MARGIN + j * (box.w + 12), y, { fit: [box.w, box.h], align: 'center', valign: 'center' });
    doc.y = y + box.h + 12;
  }
}
