/**
 * A payslip as one A4 page (issue 14): the organization's logo, name and payslip header, the employee and period,
 * earnings, deductions and employer contributions by section, the net pay, this year so far, days and leave
 * balances, and the payslip footer — in the reader's language, Khmer and Chinese shaped by the platform's PDF text.
 */
import { htmlToText } from '@staffdesk/core/careers';
import { formatMoney } from '@staffdesk/core/money';
import type { TPayslip } from '@staffdesk/core/payroll-api';
import { translate } from '../../platform/i18n.ts';
import { createPdf, pdfBuffer, type TPdf, writeText } from '../../platform/pdf/pdf.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = '#1a1f36';
const MUTED = '#4a5068';
const BRAND = '#1f3a5f';
const RULE = '#c7cbd6';
const LOCALES: Record<string, string> = { en: 'en-GB', km: 'km-KH', zh: 'zh-CN' };

export type TLogo = { bytes: Buffer; type: string } | null;

export function payslipPdf(p: TPayslip, logo: TLogo, lang: string): Promise<Buffer> {
  const t = (key: string, fallback: string, values: Record<string, string> = {}) =>
    translate(lang, 'payroll', `payslip.${key}`, fallback).replace(
      /\{\{(\w+)\}\}/g,
      (_m, k: string) => values[k] ?? '',
    );
  const money = (v: string) => formatMoney(v, p.currency, LOCALES[lang] ?? 'en-GB');
  const month = new Date(`${p.periodFrom}T00:00:00Z`).toLocaleDateString(LOCALES[lang] ?? 'en-GB', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const doc = createPdf({
    title: `${t('title', 'Payslip')} ${p.employee.code} ${p.periodFrom.slice(0, 7)}`,
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    language: lang,
  });
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;

  // the band: logo, organization, title and month
  const band = 86;
  doc.rect(0, 0, PAGE.width, band).fill(BRAND);
  let textX = left;
  if (logo) {
    doc.roundedRect(left, 18, 50, 50, 4).fill('#ffffff');
    doc.image(logo.bytes, left + 3, 21, { fit: [44, 44], align: 'center', valign: 'center' });
    textX = left + 64;
  }
  writeText(doc, p.organization.title, { x: textX, y: 22, size: 12, color: '#dbe4f0', width: width - (textX - left) });
  writeText(doc, `${t('title', 'Payslip')} · ${month}`, {
    x: textX,
    y: 42,
    size: 20,
    bold: true,
    color: '#ffffff',
    width: width - (textX - left),
  });
  doc.y = band + 14;
  const header = p.organization.header ? htmlToText(p.organization.header) : '';
  if (header) writeText(doc, header, { x: left, size: 9, color: MUTED, width, lineGap: 1 });

  // the employee and the period, two columns of label and value
  doc.y += 8;
  const facts: [string, string | null][] = [
    [t('employeeCode', 'Employee ID'), p.employee.code],
    [t('employee', 'Employee'), p.employee.name],
    [t('position', 'Position'), p.employee.position],
    [t('department', 'Department'), p.employee.department],
    [t('period', 'Period'), `${dmy(p.periodFrom)} – ${dmy(p.periodTo)}`],
    [t('currency', 'Pay currency'), p.currency],
    [t('bankAccount', 'Bank account'), p.employee.bankAccount],
    [t('exchangeRate', 'Exchange rate'), p.exchangeRate ? `1 ${p.currency} = ${Number(p.exchangeRate)} KHR` : null],
    [t('paidOn', 'Paid on'), p.paidOn ? dmy(p.paidOn) : null],
  ];
  const shown = facts.filter(([, v]) => v);
  const half = Math.ceil(shown.length / 2);
  const top = doc.y;
  let bottom = top;
  shown.forEach(([label, value], i) => {
    const col = i < half ? 0 : 1;
    const x = left + col * (width / 2);
    const y = top + (i % half) * 16;
    writeText(doc, label, { x, y, size: 9, color: MUTED, width: 100 });
    writeText(doc, value!, { x: x + 104, y, size: 9, bold: true, color: INK, width: width / 2 - 110 });
    bottom = Math.max(bottom, y + 16);
  });
  doc.y = bottom + 10;

  // earnings, deductions, employer contributions
  const sections: [TPayslip['lines'][number]['kind'], string, string][] = [
    ['earning', t('earnings', 'Earnings'), p.gross],
    ['deduction', t('deductions', 'Deductions'), p.deductions],
    ['employerContribution', t('employer', 'Employer contributions'), p.employer],
  ];
  for (const [kind, title, total] of sections) {
    const lines = p.lines.filter((l) => l.kind === kind);
    if (lines.length === 0) continue;
    tableHead(doc, title, t('units', 'Units'), t('amount', 'Amount'));
    for (const l of lines) {
      const y = doc.y;
      const name = l.name ? `${l.name} (${l.code})` : translate(lang, 'payroll', `statutoryLines.${l.code}`, l.code);
      writeText(doc, name, { x: left + 4, y, size: 9, color: INK, width: width - 190 });
      const after = doc.y;
      if (l.units)
        writeText(doc, l.units, { x: left + width - 180, y, size: 9, color: MUTED, width: 70, align: 'right' });
      writeText(doc, money(l.amount), { x: left + width - 104, y, size: 9, color: INK, width: 100, align: 'right' });
      doc.y = Math.max(after, y + 13);
    }
    rule(doc);
    const y = doc.y + 2;
    writeText(doc, t('total', 'Total'), { x: left + 4, y, size: 9, bold: true, color: INK, width: 200 });
    writeText(doc, money(total), {
      x: left + width - 154,
      y,
      size: 9,
      bold: true,
      color: INK,
      width: 150,
      align: 'right',
    });
    doc.y = y + 20;
  }

  // net pay
  const netTop = doc.y + 2;
  doc.roundedRect(left, netTop, width, 34, 4).fill('#eef2f8');
  writeText(doc, t('net', 'Net pay'), { x: left + 12, y: netTop + 10, size: 13, bold: true, color: BRAND, width: 200 });
  writeText(doc, money(p.net), {
    x: left + width - 212,
    y: netTop + 9,
    size: 14,
    bold: true,
    color: BRAND,
    width: 200,
    align: 'right',
  });
  doc.y = netTop + 48;

  // this year so far, days, leave
  const blocks: [string, [string, string][]][] = [
    [
      t('ytd', 'This year to date'),
      [
        [t('gross', 'Gross pay'), money(p.ytd.gross)],
        [t('deductions', 'Deductions'), money(p.ytd.deductions)],
        [t('net', 'Net pay'), money(p.ytd.net)],
      ],
    ],
    [
      t('days', 'Days'),
      [
        [t('present', 'Days present'), p.days.present],
        [t('paidLeave', 'Paid leave'), p.days.paidLeave],
        [t('unpaidLeave', 'Unpaid leave'), p.days.unpaidLeave],
        [t('hours', 'Hours worked'), p.days.hours],
      ],
    ],
    [t('leave', 'Leave balances'), p.leave.slice(0, 6).map((l) => [l.name, l.balance])],
  ];
  const blockTop = doc.y;
  const blockWidth = (width - 24) / 3;
  let blockBottom = blockTop;
  blocks.forEach(([title, rows], i) => {
    const x = left + i * (blockWidth + 12);
    writeText(doc, title, { x, y: blockTop, size: 10, bold: true, color: INK, width: blockWidth });
    let y = blockTop + 18;
    for (const [label, value] of rows) {
      writeText(doc, label, { x, y, size: 8, color: MUTED, width: blockWidth - 64 });
      writeText(doc, value, { x: x + blockWidth - 90, y, size: 8, color: INK, width: 90, align: 'right' });
      y += 13;
    }
    blockBottom = Math.max(blockBottom, y);
  });
  doc.y = blockBottom + 12;

  const footer = p.organization.footer ? htmlToText(p.organization.footer) : '';
  if (footer) {
    rule(doc);
    writeText(doc, footer, { x: left, y: doc.y + 6, size: 8, color: MUTED, width, lineGap: 1 });
  }
  writeText(doc, t('generated', 'Computed by Staffdesk; no signature needed.'), {
    x: left,
    y: PAGE.height - PAGE.margin - 10,
    size: 7,
    color: MUTED,
    width,
  });
  return pdfBuffer(doc);
}

const dmy = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

function rule(doc: TPdf) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .lineWidth(0.5)
    .stroke(RULE);
}

/** A section's heading row: its title, units and amount. */
function tableHead(doc: TPdf, title: string, units: string, amount: string) {
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;
  const y = doc.y;
  doc.rect(left, y - 2, width, 16).fill('#f3f5f9');
  writeText(doc, title, { x: left + 4, y, size: 9, bold: true, color: INK, width: width - 190 });
  writeText(doc, units, { x: left + width - 180, y, size: 8, color: MUTED, width: 70, align: 'right' });
  writeText(doc, amount, { x: left + width - 104, y, size: 8, color: MUTED, width: 100, align: 'right' });
  doc.y = y + 18;
}
