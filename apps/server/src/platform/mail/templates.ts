import { withTexts } from '@staffdesk/core/text-layers';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { changedMailTexts } from '../changed-texts.ts';
import type { TMail } from './mailer.ts';

/**
 * Mail templates, one JSON file per language under ./templates (en, km, zh): a subject, paragraphs, and for
 * mails with a link an action (the button) and a line after it. `{{name}}` is the recipient; other variables per
 * template. Every mail goes out as plain text and HTML.
 */
export const MAIL_TEMPLATES = [
  'signupReceived',
  'signupApproved',
  'signupRejected',
  'consoleMessage',
  'setPassword',
  'resetPassword',
  'careerStage',
  /** the closing stages (No Selection, Vacancy Cancelled, Filled): a kind end, no promise of next steps */
  'careerClosed',
  'careerApplied',
  'leaveDecided',
  'otDecided',
  /** a notification the user chose to have mailed too */
  'notice',
  'letter',
  /** an invited visitor's QR code (shown inline) and pass */
  'visitInvitation',
  /** the host called the invited visit off */
  'visitCancelled',
  /** a custom report's scheduled Excel file (issue 19) */
  'scheduledReport',
] as const;
export type TMailTemplate = (typeof MAIL_TEMPLATES)[number];

/** `imageAlt`: the description of the inline image of a mail that shows one */
type TTemplate = { subject: string; paragraphs: string[]; action?: string; after?: string; imageAlt?: string };
export type TCatalogue = {
  common: { greeting: string; linkHint: string; footer: string };
  /** recruitment stage names (careerStage's {{stage}}) */
  careerStages: Record<string, string>;
  /** careerClosed's {{reason}} per closing stage */
  careerClosedReasons: Record<'noSelection' | 'vacancyCancelled' | 'filled', string>;
  /** a leave or overtime decision's word ({{decision}}) and the comment line of leaveDecided and otDecided */
  leaveDecisions: Record<'approved' | 'rejected' | 'cancelled' | 'noComment' | 'commentIs', string>;
} & Record<TMailTemplate, TTemplate>;

const DIR = path.resolve(import.meta.dirname, 'templates');
export const MAIL_CATALOGUES: Record<TLanguage, TCatalogue> = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(DIR, `${l}.json`), 'utf8')) as TCatalogue]),
) as Record<TLanguage, TCatalogue>;

const languageOf = (language: string | null | undefined): TLanguage =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as TLanguage) : 'en';

/** The mail texts of a language as a tenant's mail uses them: the shipped ones with the platform's and its changes. */
export const mailCatalogue = (language: string | null | undefined, tenantId?: string | null): TCatalogue => {
  const lang = languageOf(language);
  return withTexts(MAIL_CATALOGUES[lang], changedMailTexts(tenantId, lang));
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, k: string) => {
    if (!(k in vars)) throw new Error(`mail template variable ${k} missing`);
    return String(vars[k]);
  });
}

const FONTS = `-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Khmer', 'Khmer OS', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', Arial, sans-serif`;

/**
 * One mail in the recipient's language (English when unknown). `link` is the action's address (http or https
 * only); variable values are escaped in the HTML part. `image` is an attachment's cid the HTML shows after the
 * paragraphs (a QR code), described by the template's `imageAlt`. The texts are the platform's and the tenant's
 * changes over the shipped ones (decision 0047).
 */
export function renderMail(
  template: TMailTemplate,
  language: string | null | undefined,
  vars: { name: string; link?: string } & Record<string, string | number>,
  /** `tenantId`: whose changed texts apply (the platform's always do) */
  { image, tenantId }: { image?: { cid: string; size: number }; tenantId?: string | null } = {},
): Omit<TMail, 'to'> {
  const lang = languageOf(language);
  const cat = mailCatalogue(lang, tenantId);
  const t = cat[template];
  if (vars.link !== undefined && !/^https?:\/\//.test(vars.link)) throw new Error('mail link must be http(s)');
  const subject = fill(t.subject, vars)
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 250);
  const greeting = fill(cat.common.greeting, vars);
  const paragraphs = t.paragraphs.flatMap((p) => fill(p, vars).split(/\n{2,}/));
  const after = t.after ? fill(t.after, vars) : undefined;
  const link = t.action ? vars.link : undefined;

  const text = [
    greeting,
    ...paragraphs,
    ...(link ? [`${t.action}: ${link}`] : []),
    ...(after ? [after] : []),
    `-- \n${cat.common.footer}`,
  ].join('\n\n');

  const para = (s: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(t.action!)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(cat.common.linkHint)}<br><a href="${escapeHtml(link)}" style="color:#1c7ed6;word-break:break-all">${escapeHtml(link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:${FONTS};font-size:15px;line-height:1.6;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1c7ed6">Staffdesk</p>
${para(greeting)}
${paragraphs.map((p) => para(p)).join('\n')}
${image ? `<p style="margin:8px 0 24px;text-align:center"><img src="cid:${escapeHtml(image.cid)}" width="${image.size}" height="${image.size}" alt="${escapeHtml(t.imageAlt ?? '')}" style="display:inline-block;border:0"></p>` : ''}
${button}
${after ? para(after) : ''}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#868e96;max-width:560px">${escapeHtml(cat.common.footer)}</p>
</td></tr></table>
</body></html>
`;
  return { subject, text, html };
}
