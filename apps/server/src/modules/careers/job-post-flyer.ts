/**
 * A job post's flyer: one A4 page to print or share — the organization, the post's title and facts, the start
 * of its description, and a QR code to the public job page where people apply. Labels in the asker's language.
 */
import { experienceLabel, jobSharePath, shortText } from '@staffdesk/core/careers';
import { showDay } from '@staffdesk/core/dates';
import type { TAuth } from '../../platform/http/access.ts';
import { translate } from '../../platform/i18n.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { createPdf, drawQr, pdfBuffer, writeText } from '../../platform/pdf/pdf.ts';
import type { TServices } from '../../platform/services.ts';
import type { TPostRecord } from './careers.repo.ts';
import { postFor } from './job-posts.service.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const BAND = 150;
const QR_SIZE = 150;
const DESCRIPTION_CHARS = 900;
const INK = '#1a1f36';
const MUTED = '#4a5068';
const BRAND = '#1f3a5f';

export type TFlyer = { fileName: string; pdf: Buffer };

export async function jobPostFlyer(s: TServices, auth: TAuth, id: string, lang: string): Promise<TFlyer> {
  const post = await s.database.tenant(auth, (db) => postFor(db, auth, id));
  const url = `${publicOrigin(s.config)}${jobSharePath(auth.account ?? '', post.organizationCode, post.id)}`;
  const pdf = await drawFlyer(post, url, lang);
  return { fileName: `flyer-${post.code}.pdf`.replace(/[^\w.-]+/g, '_'), pdf };
}

function drawFlyer(post: TPostRecord, url: string, lang: string): Promise<Buffer> {
  const t = (key: string, fallback: string) => translate(lang, 'careers', key, fallback);
  const doc = createPdf({ title: post.title, size: [PAGE.width, PAGE.height], margin: PAGE.margin, language: lang });
  const width = PAGE.width - PAGE.margin * 2;

  doc.rect(0, 0, PAGE.width, BAND).fill(BRAND);
  writeText(doc, post.organizationTitle, { x: PAGE.margin, y: 40, size: 14, color: '#dbe4f0', width });
  writeText(doc, t('flyer.hiring', 'We are hiring'), {
    x: PAGE.margin,
    y: 66,
    size: 30,
    bold: true,
    color: '#ffffff',
    width,
  });

  writeText(doc, post.title, { x: PAGE.margin, y: BAND + 36, size: 24, bold: true, color: INK, width });
  writeText(doc, t('flyer.jobId', 'Job ID: {{code}}').replace('{{code}}', post.code), {
    size: 10,
    color: MUTED,
    width,
  });

  const facts: Array<[string, string | null]> = [
    [t('rows.jobType', 'Job Type'), post.jobTypeName],
    [t('rows.positions', 'Position'), String(post.positions)],
    [t('rows.minimumExperience', 'Minimum Experience'), experience(lang, post.minimumExperience)],
    [t('rows.salary', 'Salary'), post.salary],
    [t('rows.closingDate', 'Date Of Closing'), post.closingDate ? showDay(post.closingDate) : null],
  ];
  doc.moveDown(1.2);
  for (const [label, value] of facts) {
    if (!value) continue;
    const y = doc.y;
    writeText(doc, label, { x: PAGE.margin, y, size: 11, color: MUTED, width: 170 });
    const labelBottom = doc.y;
    writeText(doc, value, { x: PAGE.margin + 180, y, size: 11, bold: true, color: INK, width: width - 180 });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }

  const description = shortText(
    post.shortDescription?.trim() ? post.shortDescription : post.description,
    DESCRIPTION_CHARS,
  );
  if (description.text) {
    doc.moveDown(0.8);
    writeText(doc, description.text, { x: PAGE.margin, size: 11, color: INK, width, lineGap: 3 });
  }

  const qrTop = PAGE.height - PAGE.margin - QR_SIZE;
  doc
    .moveTo(PAGE.margin, qrTop - 24)
    .lineTo(PAGE.width - PAGE.margin, qrTop - 24)
    .lineWidth(0.5)
    .stroke('#c7cbd6');
  drawQr(doc, url, { x: PAGE.margin, y: qrTop, size: QR_SIZE });
  const textX = PAGE.margin + QR_SIZE + 24;
  writeText(doc, t('flyer.scan', 'Scan the code to read the job and apply'), {
    x: textX,
    y: qrTop + 40,
    size: 14,
    bold: true,
    color: INK,
    width: PAGE.width - PAGE.margin - textX,
  });
  writeText(doc, url, { size: 9, color: MUTED, width: PAGE.width - PAGE.margin - textX });
  return pdfBuffer(doc);
}

function experience(lang: string, value: TPostRecord['minimumExperience']): string | null {
  if (value === null || value === undefined) return null;
  return translate(lang, 'careers', `experience.${value}`, experienceLabel(value));
}
