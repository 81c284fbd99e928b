import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import { CONSOLE_MESSAGES, SET_PASSWORD_TTL_MS } from '@staffdesk/core/platform';
import {
  accountNameProblem,
  SIGNUP_DOCUMENT_FIELD,
  SIGNUP_DOCUMENT_TYPES,
  SIGNUP_FIELD_KEYS,
  SIGNUP_FIELD_MAX,
  SIGNUP_FIELDS,
  SIGNUP_MESSAGES,
  type TApproveSignup,
  type TSignupField,
  type TSignupRequestDetail,
  type TSignupRequestRow,
} from '@staffdesk/core/signup';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import { sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { checkType, type TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import { loginUrl, passwordUrl, publicOrigin } from '../../platform/mail/links.ts';
import type { TMail } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { checkCategoryPair } from '../platform-settings/platform-settings.service.ts';
import type { TServices } from '../../platform/services.ts';
import { provisionTenant } from './signup.provision.ts';
import * as repo from './signup.repo.ts';
import { camelRow, iso } from '../../platform/db/rows.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';

/** Unique-index races: the same email or account name submitted twice at once. */
function uniqueCode(e: unknown): 2 | 10 | undefined {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err.code ? err : err.cause;
  if (pg?.code !== '23505') return undefined;
  if (pg.constraint === 'signup_requests_open_email') return 2;
  if (pg.constraint === 'signup_requests_pending_account' || pg.constraint === 'tenants_account_unique') return 10;
  return undefined;
}
const signupError = (status: number, code: 2 | 3 | 9 | 10, field: string, fieldCode: string) =>
  new AppError(status, code, SIGNUP_MESSAGES[code], { [field]: fieldCode });

const MOBILE = /^\+?[0-9 ()-]{5,20}$/;

/**
 * Checks the form's text fields. Fields carry the usual validation codes; the answer's message is the spec's
 * 'Enter X!' of the first field in form order that is wrong.
 */
function parseFields(raw: Record<string, string>): Record<TSignupField, string> {
  const values = {} as Record<TSignupField, string>;
  const fields: Record<string, string> = {};
  let message: string | undefined;
  const fail = (k: TSignupField, code: string) => {
    fields[k] = code;
    message ??= SIGNUP_FIELDS[k];
  };
  for (const k of SIGNUP_FIELD_KEYS) {
    const v = (raw[k] ?? '').trim();
    if (!v) fail(k, 'required');
    // the account name's length has its own code (9), checked below
    else if (k !== 'accountName' && [...v].length > SIGNUP_FIELD_MAX[k]) fail(k, 'tooLong');
    else values[k] = v;
  }
  if (values.email !== undefined && !z.email().safeParse(values.email).success) fail('email', 'invalidEmail');
  if (values.mobileNo !== undefined && !MOBILE.test(values.mobileNo)) fail('mobileNo', 'invalidNumber');
  if (Object.keys(fields).length > 0) throw new AppError(400, 'validation', message ?? ERRORS.validation, fields);
  return { ...values, email: values.email.toLowerCase(), accountName: values.accountName.toLowerCase() };
}

export const SIGNUP_MAIL_JOB = 'signup.mail';
export type TSignupMailJob = { mailId: string; mail: TMail };

/**
 * Queues a thread mail when the transport can take mail now; the job records 'sent', or 'failed' once its retries
 * are spent. False (the mail marked failed, nothing queued) when the transport is down: the console says so and the
 * admin can send again.
 */
async function deliver(s: TServices, mailId: string, mail: TMail): Promise<boolean> {
  if (!(await s.mailer.healthy())) {
    await s.database.platform((db) => repo.setMailStatus(db, mailId, 'failed'));
    return false;
  }
  await s.jobs.send(SIGNUP_MAIL_JOB, { mailId, mail } satisfies TSignupMailJob, {
    tenantId: null,
    label: { to: mail.to, subject: mail.subject },
  });
  return true;
}

/** The job behind deliver(): sends, then records how it went. */
export async function sendSignupMail(s: TServices, job: { data: TSignupMailJob; final: boolean }) {
  try {
    await s.mailer.send(job.data.mail);
  } catch (e) {
    if (job.final) await s.database.platform((db) => repo.setMailStatus(db, job.data.mailId, 'failed'));
    throw e;
  }
  await s.database.platform((db) => repo.setMailStatus(db, job.data.mailId, 'sent'));
}

/**
 * Public sign-up request: the spec's codes (1 added, 2 email exists, 3 no document, 9 account name too long,
 * 10 account name taken or reserved). The requester is mailed that it arrived, after the answer.
 */
export async function createRequest(s: TServices, form: TMultipart, req: FastifyRequest) {
  const v = parseFields(form.fields);
  const account = v.accountName;
  const problem = accountNameProblem(account);
  if (problem === 9) throw signupError(400, 9, 'accountName', 'tooLong');
  if (problem === 'format') throw appError(400, 'accountNameFormat', { accountName: 'accountNameFormat' });
  if (problem === 10) throw signupError(409, 10, 'accountName', 'duplicate');
  const file = form.files.find((f) => f.field === SIGNUP_DOCUMENT_FIELD);
  if (!file) throw signupError(400, 3, SIGNUP_DOCUMENT_FIELD, 'required');
  const type = checkType(file, SIGNUP_DOCUMENT_TYPES);
  const language: TLanguage = (LANGUAGES as readonly string[]).includes(form.fields.language ?? '')
    ? (form.fields.language as TLanguage)
    : 'en';

  const categoryId = form.fields.categoryId?.trim() || null;
  const subcategoryId = form.fields.subcategoryId?.trim() || null;

  // checked before the file is stored; the unique indexes catch a race with a twin request
  await s.database.anonymous(async (db) => {
    await checkCategoryPair(db, categoryId, subcategoryId);
    if (await repo.openRequestWithEmail(db, v.email)) throw signupError(409, 2, 'email', 'duplicate');
    if (await repo.accountNameTaken(db, account)) throw signupError(409, 10, 'accountName', 'duplicate');
  });
  const key = await s.files.save(file.content);
  const mail = renderMail('signupReceived', language, { name: v.name, organization: v.organization, account });
  let created: { id: string; mailId: string };
  try {
    created = await s.database.platform(async (db) => {
      const row = await repo.insertRequest(db, {
        ...v,
        language,
        categoryId,
        subcategoryId,
        documentKey: key,
        documentName: file.name.slice(0, 200),
        documentType: type,
        documentSize: file.size,
        ip: req.ip,
      });
      const m = await repo.insertMail(db, {
        requestId: row.id,
        kind: 'received',
        subject: mail.subject,
        body: mail.text,
      });
      const { email, name, organization } = v;
      await notifyUsers(db, null, await repo.signupWatchers(db), {
        kind: 'signupRequest',
        params: { name, organization, account },
        link: `/signup/view/${row.id}`,
      });
      await auditIn(
        db,
        {
          tenantId: null,
          action: 'signup.request',
          entity: 'signupRequest',
          entityId: row.id,
          after: { name, organization, email, accountName: account },
        },
        req,
      );
      return { id: row.id, mailId: m.id };
    });
  } catch (e) {
    await s.files.remove(key);
    const code = uniqueCode(e);
    if (code === 2) throw signupError(409, 2, 'email', 'duplicate');
    if (code === 10) throw signupError(409, 10, 'accountName', 'duplicate');
    throw e;
  }
  await deliver(s, created.mailId, { to: v.email, ...mail });
  return { code: 1 as const, message: SIGNUP_MESSAGES[1], id: created.id };
}

const presentRow = (r: repo.TSignupRow): TSignupRequestRow => ({
  id: r.id,
  name: r.name,
  organization: r.organization,
  email: r.email,
  mobileNo: r.mobileNo,
  accountName: r.accountName,
  city: r.city,
  country: r.country,
  categoryId: r.categoryId,
  subcategoryId: r.subcategoryId,
  language: r.language,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: iso(r.decidedAt),
});

export type TSignupListQuery = TListQuery & { status?: repo.TSignupRow['status'] };

function requestsQueryOf(q: TSignupListQuery): repo.TSignupListQuery {
  const sort = parseSort<repo.TSignupSort>(q.sort, repo.SIGNUP_SORTS, 'createdAt');
  return {
    status: q.status,
    search: q.search?.trim() || undefined,
    sort: sort.field,
    // newest first unless a sort is asked for
    dir: q.sort ? sort.dir : 'desc',
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function listRequests(s: TServices, q: TSignupListQuery) {
  const r = await s.database.platform((db) => repo.listRequests(db, requestsQueryOf(q)));
  return { rows: r.rows.map(presentRow), total: r.total, page: q.page, pageSize: q.pageSize };
}

/** Every matching request in batches from a cursor (the export: memory stays at a batch). */
export async function* requestBatches(s: TServices, q: TSignupListQuery) {
  const query = repo.requestsQuery(requestsQueryOf(q));
  for await (const rows of s.database.cursor<Record<string, unknown>>('platform', query, { objects: true }))
    yield rows.map((row) => camelRow<repo.TSignupRow>(row));
}

export async function getRequest(s: TServices, id: string): Promise<TSignupRequestDetail> {
  return s.database.platform(async (db) => {
    const r = await repo.getRequest(db, id);
    if (!r) throw notFound();
    const mails = await repo.listMails(db, id);
    const tenant = r.approvedTenantId ? ((await repo.approvedTenant(db, r.approvedTenantId)) ?? null) : null;
    return {
      ...presentRow(r),
      position: r.position,
      website: r.website,
      reference: r.reference,
      document: r.documentKey
        ? { name: r.documentName ?? 'document', type: r.documentType ?? '', size: r.documentSize ?? 0 }
        : null,
      rejectReason: r.rejectReason,
      decidedByName: r.decidedByName,
      tenant,
      thread: mails.map((m) => ({
        id: m.id,
        kind: m.kind,
        subject: m.subject,
        body: m.body,
        status: m.status,
        sentByName: m.sentByName,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}

/** The request's document as a download; who downloaded it is audited (it holds a person's identity papers). */
export async function sendDocument(s: TServices, auth: TAuth, id: string, reply: FastifyReply, req?: FastifyRequest) {
  const r = await s.database.platform(async (db) => {
    const row = await repo.getRequest(db, id);
    if (!row?.documentKey) return undefined;
    await auditIn(
      db,
      {
        tenantId: null,
        actor: actorOf(auth),
        action: 'signup.document',
        entity: 'signupRequest',
        entityId: id,
        after: { name: row.documentName },
      },
      req,
    );
    return row;
  });
  if (!r?.documentKey) throw notFound();
  return sendStoredFile(reply, s.files, {
    key: r.documentKey,
    name: r.documentName ?? 'document',
    type: r.documentType as TFileType,
  });
}

/**
 * Approval, in one transaction: the request is locked and must be pending, the tenant is provisioned, the request
 * marked approved, the thread and audit written. Only after the commit does the HR admin get the set-password
 * mail, so a failure anywhere leaves no tenant and sends nothing. The thread keeps the mail with the link masked:
 * the link is a credential.
 */
export async function approve(s: TServices, auth: TAuth, id: string, input: TApproveSignup, req: FastifyRequest) {
  const actor = actorOf(auth)!;
  const origin = publicOrigin(s.config);
  const done = await s.database.platform(async (db) => {
    const r = await repo.getRequest(db, id, { lock: true });
    if (!r) throw notFound();
    if (r.status !== 'pending') throw appError(409, 'alreadyDecided');
    const p = await provisionTenant(db, r, input, actor);
    const vars = {
      name: r.name,
      organization: r.organization,
      account: r.accountName,
      hours: SET_PASSWORD_TTL_MS / 3_600_000,
      loginUrl: loginUrl(origin, r.accountName),
    };
    const mail = renderMail('signupApproved', r.language, {
      ...vars,
      link: passwordUrl(origin, r.accountName, p.token),
    });
    const kept = renderMail('signupApproved', r.language, {
      ...vars,
      link: passwordUrl(origin, r.accountName, '********'),
    });
    await repo.updateRequest(db, id, {
      status: 'approved',
      decidedAt: new Date(),
      decidedBy: actor.id,
      decidedByName: actor.name,
      approvedTenantId: p.tenant.id,
    });
    const m = await repo.insertMail(db, {
      requestId: id,
      kind: 'approved',
      subject: kept.subject,
      body: kept.text,
      sentBy: actor.id,
      sentByName: actor.name,
    });
    await auditIn(
      db,
      {
        tenantId: null,
        actor,
        action: 'signup.approve',
        entity: 'signupRequest',
        entityId: id,
        before: { status: 'pending' },
        after: {
          status: 'approved',
          tenantId: p.tenant.id,
          account: p.tenant.account,
          package: p.tenant.package,
          features: p.tenant.features,
        },
      },
      req,
    );
    return { p, mailId: m.id, mail, to: p.hrAdmin.email };
  });
  const mailSent = await deliver(s, done.mailId, { to: done.to, ...done.mail });
  return {
    code: 'recordUpdated' as const,
    message: CONSOLE_MESSAGES.recordUpdated,
    tenant: { id: done.p.tenant.id, account: done.p.tenant.account, name: done.p.tenant.name },
    hrAdmin: { id: done.p.hrAdmin.id, email: done.p.hrAdmin.email },
    mailSent,
  };
}

export async function reject(s: TServices, auth: TAuth, id: string, reason: string, req: FastifyRequest) {
  const actor = actorOf(auth)!;
  const done = await s.database.platform(async (db) => {
    const r = await repo.getRequest(db, id, { lock: true });
    if (!r) throw notFound();
    if (r.status !== 'pending') throw appError(409, 'alreadyDecided');
    const mail = renderMail('signupRejected', r.language, { name: r.name, organization: r.organization, reason });
    await repo.updateRequest(db, id, {
      status: 'rejected',
      rejectReason: reason,
      decidedAt: new Date(),
      decidedBy: actor.id,
      decidedByName: actor.name,
    });
    const m = await repo.insertMail(db, {
      requestId: id,
      kind: 'rejected',
      subject: mail.subject,
      body: mail.text,
      sentBy: actor.id,
      sentByName: actor.name,
    });
    await auditIn(
      db,
      {
        tenantId: null,
        actor,
        action: 'signup.reject',
        entity: 'signupRequest',
        entityId: id,
        before: { status: 'pending' },
        after: { status: 'rejected' },
        reason,
      },
      req,
    );
    return { mailId: m.id, mail, to: r.email };
  });
  const mailSent = await deliver(s, done.mailId, { to: done.to, ...done.mail });
  return { code: 'recordUpdated' as const, message: CONSOLE_MESSAGES.recordUpdated, mailSent };
}

/** `/signup/message`: a mail from the console to the requester, kept in the thread whether or not it went. */
export async function message(
  s: TServices,
  auth: TAuth,
  id: string,
  input: { subject: string; body: string },
  req: FastifyRequest,
) {
  const actor = actorOf(auth)!;
  const done = await s.database.platform(async (db) => {
    const r = await repo.getRequest(db, id);
    if (!r) throw notFound();
    const mail = renderMail('consoleMessage', r.language, { name: r.name, subject: input.subject, body: input.body });
    const m = await repo.insertMail(db, {
      requestId: id,
      kind: 'message',
      subject: mail.subject,
      body: input.body,
      sentBy: actor.id,
      sentByName: actor.name,
    });
    await auditIn(
      db,
      {
        tenantId: null,
        actor,
        action: 'signup.message',
        entity: 'signupRequest',
        entityId: id,
        after: { subject: input.subject },
      },
      req,
    );
    return { mailId: m.id, mail, to: r.email };
  });
  const sent = await deliver(s, done.mailId, { to: done.to, ...done.mail });
  if (!sent) throw appError(502, 'msgNotSent');
  return { code: 'msgSent' as const, message: CONSOLE_MESSAGES.msgSent, mailId: done.mailId };
}
