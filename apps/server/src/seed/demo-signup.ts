import path from 'node:path';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { renderMail } from '../platform/mail/templates.ts';
import { insertMail, insertRequest } from '../modules/signup/signup.repo.ts';

/** A one-page PDF with a line of text: the demo requests' "personal ID document". */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 24 64 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 360 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type TDemoRequest = {
  name: string;
  organization: string;
  mobileNo: string;
  email: string;
  position: string;
  website: string;
  reference: string;
  city: string;
  country: string;
  accountName: string;
  language: 'en' | 'km' | 'zh';
  daysAgo: number;
  decision?: { status: 'approved'; tenantId: string } | { status: 'rejected'; reason: string };
  message?: { subject: string; body: string };
};

/**
 * Sign-up requests of the demo platform: three pending (one with a console message in its thread), the approved
 * request that became tenant acme, and a rejected one. Documents go to the file store when a data folder is given.
 */
export async function seedDemoSignup(
  db: TDb,
  opts: { dataDir?: string; acmeId: string; superAdmin: { id: string; name: string } },
) {
  const files = opts.dataDir ? new FileStore(path.join(opts.dataDir, 'files')) : undefined;
  const requests: TDemoRequest[] = [
    {
      name: 'Chea Vannak',
      organization: 'Kampot Pepper Farms',
      mobileNo: '+855 12 345 678',
      email: 'chea.vannak@kampot-pepper.test',
      position: 'Managing Director',
      website: 'https://kampot-pepper.test',
      reference: 'Cambodia Chamber of Commerce',
      city: 'Kampot',
      country: 'Cambodia',
      accountName: 'kampot',
      language: 'km',
      daysAgo: 1,
    },
    {
      name: '王丽',
      organization: 'Lotus Garment Factory',
      mobileNo: '+855 17 888 020',
      email: 'wang.li@lotus-garment.test',
      position: '人事经理 (HR Manager)',
      website: 'https://lotus-garment.test',
      reference: 'Garment Manufacturers Association',
      city: 'Phnom Penh',
      country: 'Cambodia',
      accountName: 'lotus',
      language: 'zh',
      daysAgo: 3,
      message: {
        subject: 'Business registration certificate',
        body: 'Thank you for your request. Could you reply with a copy of your business registration certificate, so that we can complete the review?',
      },
    },
    {
      name: 'Sarah Johnson',
      organization: 'Angkor Hospitality Group',
      mobileNo: '+855 63 760 100',
      email: 'sarah.johnson@angkor-hospitality.test',
      position: 'People & Culture Director',
      website: 'https://angkor-hospitality.test',
      reference: 'Website search',
      city: 'Siem Reap',
      country: 'Cambodia',
      accountName: 'angkorhg',
      language: 'en',
      daysAgo: 5,
    },
    {
      name: 'Alice Tan',
      organization: 'Acme Manufacturing',
      mobileNo: '+60 12 555 0101',
      email: 'hr@acme.test',
      position: 'HR Director',
      website: 'https://acme.test',
      reference: 'Partner referral',
      city: 'Kuala Lumpur',
      country: 'Malaysia',
      accountName: 'acme',
      language: 'en',
      daysAgo: 30,
      decision: { status: 'approved', tenantId: opts.acmeId },
    },
    {
      name: 'Tom Lee',
      organization: 'Quick Loans 24',
      mobileNo: '+855 99 000 111',
      email: 'tom@quickloans24.test',
      position: 'Owner',
      website: 'https://quickloans24.test',
      reference: 'Facebook advertisement',
      city: 'Phnom Penh',
      country: 'Cambodia',
      accountName: 'quickloan',
      language: 'en',
      daysAgo: 12,
      decision: {
        status: 'rejected',
        reason: 'The personal ID document could not be verified against the company registration.',
      },
    },
  ];
  for (const r of requests) {
    const { decision, message, daysAgo, ...fields } = r;
    const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
    const pdf = demoPdf(`Demo ID document: ${r.name.replace(/[^\x20-\x7e]/g, '')} ${r.accountName}`);
    const documentKey = files ? await files.save(pdf) : null;
    const row = await insertRequest(db, {
      ...fields,
      documentKey,
      documentName: documentKey ? `id-${r.accountName}.pdf` : null,
      documentType: documentKey ? 'application/pdf' : null,
      documentSize: documentKey ? pdf.length : null,
      createdAt,
      ...(decision
        ? {
            status: decision.status,
            decidedAt: new Date(createdAt.getTime() + 86_400_000),
            decidedBy: opts.superAdmin.id,
            decidedByName: opts.superAdmin.name,
            ...(decision.status === 'approved'
              ? { approvedTenantId: decision.tenantId }
              : { rejectReason: decision.reason }),
          }
        : {}),
    });
    const received = renderMail('signupReceived', r.language, {
      name: r.name,
      organization: r.organization,
      account: r.accountName,
    });
    await insertMail(db, {
      requestId: row.id,
      kind: 'received',
      subject: received.subject,
      body: received.text,
      status: 'sent',
      createdAt,
    });
    const by = {
      sentBy: opts.superAdmin.id,
      sentByName: opts.superAdmin.name,
      status: 'sent' as const,
      createdAt: new Date(createdAt.getTime() + 86_400_000),
    };
    if (message) {
      await insertMail(db, { requestId: row.id, kind: 'message', subject: message.subject, body: message.body, ...by });
    }
    if (decision?.status === 'rejected') {
      const m = renderMail('signupRejected', r.language, {
        name: r.name,
        organization: r.organization,
        reason: decision.reason,
      });
      await insertMail(db, { requestId: row.id, kind: 'rejected', subject: m.subject, body: m.text, ...by });
    }
    if (decision?.status === 'approved') {
      const origin = 'http://localhost:3000';
      const m = renderMail('signupApproved', r.language, {
        name: r.name,
        organization: r.organization,
        account: r.accountName,
        hours: 72,
        link: `${origin}/${r.accountName}/reset-password?token=********`,
        loginUrl: `${origin}/${r.accountName}/login`,
      });
      await insertMail(db, { requestId: row.id, kind: 'approved', subject: m.subject, body: m.text, ...by });
    }
  }
}
