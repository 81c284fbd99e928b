import {
  fillLetter,
  type TLetterPlaceholder,
  type TLetterPreview,
  ZLetterBody,
  ZLetterRequestBody,
} from '@staffdesk/core/letters-api';
import { UUID } from '@staffdesk/core/form-fields';
import { formatMoney } from '@staffdesk/core/money';
import { EMPLOYEE_DOCUMENT } from '@staffdesk/core/resources/employee-records';
import { todayIn } from '@staffdesk/core/time-zones';
import type { FastifyReply } from 'fastify';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { nextInSeries } from '../../platform/db/series.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { type FileStore, sendStoredFile } from '../../platform/files/files.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accountOf, approvers } from '../employees/approvers.ts';
import { insertRecord, setRecordFile } from '../resources/resources.repo.ts';
import { letterPdf } from './letter-pdf.ts';
import * as repo from './letters.repo.ts';

const LOCALES: Record<string, string> = { en: 'en-GB', km: 'km-KH', zh: 'zh-CN' };
const dmy = (day: string | null) => (day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '');
const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** What the placeholders of a letter to this employee become (the number once it has one). */
function valuesOf(
  f: repo.TFacts,
  language: string,
  letter: { number: string; date: string; by: string },
): Record<TLetterPlaceholder, string> {
  const currency = f.salaryCurrency ?? f.organizationCurrency;
  return {
    employeeName: `${f.firstName} ${f.lastName}`.trim(),
    firstName: f.firstName,
    lastName: f.lastName,
    employeeCode: f.code,
    position: f.position ?? '',
    department: f.departmentName ?? '',
    joinDate: dmy(f.joinDate),
    confirmationDate: dmy(f.confirmationDate),
    exitDate: dmy(f.exitDate),
    employmentType: f.employmentType ?? '',
    basicSalary: f.basicSalary ? formatMoney(f.basicSalary, currency, LOCALES[language] ?? 'en-GB') : '',
    nationality: f.nationality ?? '',
    dateOfBirth: dmy(f.dateOfBirth),
    organization: f.organization,
    organizationAddress: f.organizationAddress ?? '',
    organizationPhone: f.organizationPhone ?? '',
    organizationEmail: f.organizationEmail ?? '',
    letterDate: letter.date,
    letterNumber: letter.number,
    issuedBy: letter.by,
  };
}

/** The template and the employee, each in the caller's reach (400 naming the field otherwise). */
async function sources(db: TDb, tenantId: string, body: { employeeId: string; templateId: string }) {
  const template = await repo.templateById(db, tenantId, body.templateId);
  const facts = await repo.employeeFacts(db, tenantId, body.employeeId);
  if (!template || !facts)
    throw appError(400, 'validation', {
      ...(template ? {} : { templateId: 'invalidReference' }),
      ...(facts ? {} : { employeeId: 'invalidReference' }),
    });
  return { template, facts };
}

/** The template filled for the employee, as the letter will read (its number is given when it is issued). */
export async function previewLetter(s: TServices, auth: TAuth, raw: unknown): Promise<TLetterPreview> {
  const body = parseBody(ZLetterBody, raw);
  return s.database.tenant(auth, async (db) => {
    const { template, facts } = await sources(db, auth.tenantId!, body);
    const values = valuesOf(facts, template.language, {
      number: 'HRL-…',
      date: dmy(todayIn(facts.timezone)),
      by: auth.userName,
    });
    return {
      language: template.language as TLetterPreview['language'],
      title: fillLetter(template.title, values),
      body: fillLetter(template.body, values),
      mailable: !!facts.email,
    };
  });
}

/**
 * Writes a letter inside the caller's transaction: numbered, filled, drawn as a PDF, stored, filed on the employee's
 * documents tab under the template's document type, answering the request it names (409 when that was answered
 * meanwhile), audited, the employee told. `stored` receives the PDF's file key as soon as it is saved, so the caller
 * can remove it if the transaction fails. The demo's letters are written the same way.
 */
export async function writeLetter(
  db: TDb,
  files: Pick<FileStore, 'read' | 'save'>,
  tenantId: string,
  actor: { id: string; type: string; name: string },
  body: { employeeId: string; templateId: string; requestId?: string | null; mail?: boolean },
  stored: (key: string) => void,
  req?: TRequestInfo,
): Promise<string> {
  const { template, facts } = await sources(db, tenantId, body);
  if (body.mail && !facts.email) throw appError(409, 'noEmail');
  const request = body.requestId ? await repo.requestById(db, tenantId, body.requestId) : null;
  if (body.requestId && (!request || request.request.employeeId !== facts.id))
    throw appError(400, 'validation', { requestId: 'invalidReference' });
  const today = todayIn(facts.timezone);
  const number = await nextInSeries(db, tenantId, 'letter', Number(today.slice(0, 4)));
  const values = valuesOf(facts, template.language, { number, date: dmy(today), by: actor.name });
  const title = fillLetter(template.title, values);
  const text = fillLetter(template.body, values);
  const logo =
    facts.logoKey && (facts.logoType === 'image/png' || facts.logoType === 'image/jpeg')
      ? await files
          .read(facts.logoKey)
          .then((bytes) => ({ bytes, type: facts.logoType! }))
          .catch(() => null)
      : null;
  const pdf = await letterPdf({
    language: template.language,
    number,
    date: dmy(today),
    title,
    body: text,
    issuedBy: actor.name,
    organization: {
      title: facts.organization,
      address: facts.organizationAddress,
      phone: facts.organizationPhone,
      email: facts.organizationEmail,
    },
    logo,
  });
  const key = await files.save(pdf);
  stored(key);
  const fileName = `${number}.pdf`;
  const documentId = await insertRecord(
    db,
    EMPLOYEE_DOCUMENT,
    tenantId,
    { employeeId: facts.id, documentTypeId: template.documentTypeId, number, issueDate: today, note: title },
    actor,
  );
  const file = { key, name: fileName, type: 'application/pdf', size: pdf.length };
  await setRecordFile(db, EMPLOYEE_DOCUMENT, tenantId, documentId, file, actor.id);
  const id = await repo.insertLetter(db, tenantId, {
    number,
    employeeId: facts.id,
    template,
    title,
    body: text,
    fileKey: key,
    fileSize: pdf.length,
    documentId,
    requestId: request?.request.id ?? null,
    by: { id: actor.id, name: actor.name },
  });
  if (request) {
    const decided = { status: 'issued' as const, letterId: id, by: actor.name };
    if (!(await repo.decideRequest(db, tenantId, request.request.id, decided)))
      throw appError(409, 'letterRequestDecided');
  }
  const organizationId = facts.organizationId;
  const after = { number, title, template: template.name, language: template.language };
  await auditIn(
    db,
    { tenantId, actor, action: 'letter.issue', entity: 'letter', entityId: id, organizationId, after },
    req,
  );
  await auditIn(
    db,
    {
      tenantId,
      actor,
      action: 'create',
      entity: EMPLOYEE_DOCUMENT.key,
      entityId: documentId,
      organizationId,
      after: { employeeId: facts.id, number, issueDate: today, file: fileName },
    },
    req,
  );
  if (facts.userId)
    await notifyUsers(db, tenantId, [facts.userId], {
      kind: 'letterIssued',
      params: { title, number },
      link: `/${await accountOf(db, tenantId)}/myletters`,
    });
  return id;
}

/** Issues a letter (`writeLetter` in one transaction); with `mail`, mails it once committed. */
export async function issueLetter(s: TServices, auth: TAuth, raw: unknown, req: TRequestInfo) {
  const body = parseBody(ZLetterBody, raw);
  const tenantId = auth.tenantId!;
  let saved: string | null = null;
  try {
    const id = await s.database.tenant(auth, (db) =>
      writeLetter(db, s.files, tenantId, actorOf(auth)!, body, (key) => (saved = key), req),
    );
    // committed: the file is the letter's now
    saved = null;
    if (body.mail) return await mailLetter(s, auth, id, req);
    return await s.database.tenant(auth, async (db) => (await repo.letterById(db, tenantId, id))!.letter);
  } catch (e) {
    if (saved) await s.files.remove(saved);
    throw e;
  }
}

const foundLetter = async (db: TDb, auth: TAuth, id: string, employeeId?: string) => {
  const l = UUID.test(id) ? await repo.letterById(db, auth.tenantId!, id, employeeId) : null;
  if (!l) throw notFound();
  return l;
};

/** Mails a letter to its employee, the PDF attached, in the letter's language; 409 `noEmail` when they have none. */
export async function mailLetter(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  const { letter, account, l } = await s.database.tenant(auth, async (db) => {
    const l = await foundLetter(db, auth, id);
    if (!l.email) throw appError(409, 'noEmail');
    await repo.markMailed(db, tenantId, id);
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'letter.mail',
        entity: 'letter',
        entityId: id,
        after: { number: l.letter.number, to: l.email },
      },
      req,
    );
    return { letter: (await repo.letterById(db, tenantId, id))!.letter, account: await accountOf(db, tenantId), l };
  });
  const mail = renderMail(
    'letter',
    letter.language,
    {
      name: l.name,
      title: letter.title,
      number: letter.number,
      organization: l.organization,
      link: `${publicOrigin(s.config)}/${account}/myletters`,
    },
    { tenantId: tenantId },
  );
  await queueMail(
    s,
    { to: l.email!, ...mail, attachments: [{ key: l.fileKey, name: `${letter.number}.pdf`, type: 'application/pdf' }] },
    { tenantId, userId: auth.userId },
  );
  return letter;
}

export async function listLetters(s: TServices, auth: TAuth, q: TListQuery & { employeeId?: string }) {
  const r = await s.database.tenant(auth, (db) =>
    repo.letterPage(db, auth.tenantId!, {
      search: q.search?.trim() || undefined,
      employeeId: q.employeeId && UUID.test(q.employeeId) ? q.employeeId : undefined,
      ...page(q),
    }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function sendLetterFile(s: TServices, auth: TAuth, id: string, reply: FastifyReply, mine = false) {
  const l = await s.database.tenant(auth, async (db) => {
    if (!mine) return foundLetter(db, auth, id);
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return foundLetter(db, auth, id, me.id);
  });
  return sendStoredFile(reply, s.files, { key: l.fileKey, name: `${l.letter.number}.pdf`, type: 'application/pdf' });
}

// --- requests -----------------------------------------------------------------------------------------------------

export async function listRequests(s: TServices, auth: TAuth, q: TListQuery & { status?: string }) {
  const r = await s.database.tenant(auth, (db) =>
    repo.requestPage(db, auth.tenantId!, {
      status: q.status || undefined,
      search: q.search?.trim() || undefined,
      ...page(q),
    }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** Declines a pending request with a reason; the employee is told. 409 when it was decided already. */
export async function declineRequest(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  const tenantId = auth.tenantId!;
  return s.database.tenant(auth, async (db) => {
    const found = UUID.test(id) ? await repo.requestById(db, tenantId, id) : null;
    if (!found) throw notFound();
    if (!(await repo.decideRequest(db, tenantId, id, { status: 'declined', reason, by: auth.userName })))
      throw appError(409, 'letterRequestDecided');
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'letterRequest.decline',
        entity: 'letterRequest',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'declined', reason },
      },
      req,
    );
    if (found.userId)
      await notifyUsers(db, tenantId, [found.userId], {
        kind: 'letterDeclined',
        params: { kind: found.request.kind },
        link: `/${await accountOf(db, tenantId)}/myletters`,
      });
    return (await repo.requestById(db, tenantId, id))!.request;
  });
}

/** The module is the tenant's `letter` feature: without it, employees have none. */
function asEmployee<T>(
  s: TServices,
  auth: TAuth,
  fn: (db: TDb, me: { id: string; organizationId: string; departmentId: string | null }) => Promise<T>,
) {
  if (!auth.features.letter) throw notFound();
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return fn(db, me);
  });
}

export const myLetters = (s: TServices, auth: TAuth) =>
  asEmployee(s, auth, async (db, me) => ({
    letters: await repo.lettersOf(db, auth.tenantId!, me.id),
    requests: await repo.requestsOf(db, auth.tenantId!, me.id),
  }));

/** An employee asks for a letter; those who may issue letters for them are told (the top bar's documents counter). */
export async function requestLetter(s: TServices, auth: TAuth, raw: unknown, req: TRequestInfo) {
  const body = parseBody(ZLetterRequestBody, raw);
  const tenantId = auth.tenantId!;
  return asEmployee(s, auth, async (db, me) => {
    const id = await repo.insertRequest(db, tenantId, me.id, {
      kind: body.kind,
      language: body.language,
      purpose: body.purpose ?? null,
    });
    const found = (await repo.requestById(db, tenantId, id))!;
    await auditIn(
      db,
      {
        tenantId,
        actor: actorOf(auth),
        action: 'letterRequest.create',
        entity: 'letterRequest',
        entityId: id,
        organizationId: me.organizationId,
        after: { kind: body.kind, language: body.language, purpose: body.purpose ?? null },
      },
      req,
    );
    const hr = await approvers(db, tenantId, me.organizationId, me.departmentId, 'letters', 'add');
    await notifyUsers(db, tenantId, hr, {
      kind: 'letterRequested',
      params: { name: found.request.employeeName, kind: body.kind },
      link: `/${await accountOf(db, tenantId)}/hrLetterListing?tab=requests`,
    });
    return found.request;
  });
}
