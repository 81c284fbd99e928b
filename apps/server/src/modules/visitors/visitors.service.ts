import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { showDay } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { ERRORS } from '@staffdesk/core/messages';
import type { TPrivilegeAction } from '@staffdesk/core/privileges';
import { todayIn } from '@staffdesk/core/time-zones';
import { type TVisit, VISIT_DOCUMENT_FIELD, VISIT_PHOTO_FIELD, ZVisitBody } from '@staffdesk/core/visitors-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendImage, sendPdf, sendStoredFile, type TFileType } from '../../platform/files/files.ts';
import { checkType, type TFormOrJson } from '../../platform/files/uploads.ts';
import { jpegPhoto } from '../../platform/files/web-image.ts';
import { authorize, type TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { accountOf, usersOfEmployees } from '../employees/approvers.ts';
import { visitorPass } from './visitor-pass.ts';
import * as repo from './visitors.repo.ts';

/**
 * Visits (issue 17, decision 0040). Guards (the security role) register walk-ins at the gate with a photo and check
 * visitors in and out by the pass's QR; HR and sub admins with the `guests` page read them (a scoped sub admin:
 * the visits of their people, by the host's scope rule). The host is told when their visitor arrives. Every step is
 * audited. The tenant's `guests` feature gates it all.
 */

/** Guards always (their own work), staff by the `guests` page; anyone else is refused; no feature, no module. */
export function visitorAccess(auth: TAuth, action: Exclude<TPrivilegeAction, 'approve'> = 'view') {
  if (!auth.features.guests) throw notFound();
  if (auth.loginType === 'security') return;
  authorize(`page:guests:${action}`, auth);
}

type TVisitQuery = TListQuery & { status?: string; type?: string; hostId?: string; from?: string; to?: string };

const filterOf = (auth: TAuth, q: TVisitQuery): repo.TVisitFilter => ({
  tenantId: auth.tenantId!,
  search: q.search?.trim() || undefined,
  status: q.status || undefined,
  type: q.type || undefined,
  hostId: q.hostId && UUID.test(q.hostId) ? q.hostId : undefined,
  from: q.from,
  to: q.to,
});

export async function listVisits(s: TServices, auth: TAuth, q: TVisitQuery) {
  visitorAccess(auth);
  if (q.from && q.to && q.to < q.from) throw appError(400, 'validation', { to: 'dateOrder' });
  const r = await s.database.tenant(auth, (db) =>
    repo.visitPage(db, filterOf(auth, q), { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function exportVisits(s: TServices, auth: TAuth, q: TVisitQuery) {
  visitorAccess(auth);
  return s.database.tenant(auth, (db) => repo.visitsFor(db, filterOf(auth, q), 50_000));
}

export async function found(db: TDb, auth: TAuth, id: string) {
  const v = UUID.test(id) ? await repo.visitById(db, auth.tenantId!, id) : null;
  if (!v) throw notFound();
  return v;
}

export async function getVisit(s: TServices, auth: TAuth, id: string) {
  visitorAccess(auth);
  return s.database.tenant(auth, (db) => found(db, auth, id));
}

const DOCUMENT_TYPES: readonly TFileType[] = ['application/pdf', 'image/png', 'image/jpeg'];

/** Spec: 'Please add the image' when the guard has not taken the visitor's photo. */
const noPhoto = () => new AppError(400, 'validation', 'Please add the image', { [VISIT_PHOTO_FIELD]: 'imageRequired' });

/** What the audit log keeps of a visit: no contact number, photo or document (they are erased later). */
export const auditShape = (v: TVisit) => ({
  visitorName: v.visitorName,
  company: v.company,
  hostId: v.hostId,
  visitType: v.visitType,
  status: v.status,
});

/** Tells the host their visitor has arrived (the bell; mail if they chose it). */
async function tellHost(db: TDb, tenantId: string, v: TVisit) {
  const [user] = await usersOfEmployees(db, tenantId, [v.hostId]);
  if (user)
    await notifyUsers(db, tenantId, [user], {
      kind: 'visitorArrived',
      params: { name: v.visitorName, company: v.company ?? '' },
      link: `/${await accountOf(db, tenantId)}/guests/myvisitors`,
    });
}

/** A walk-in registered at the gate: checked in now, with the guard's photo (and an ID document if given). */
export async function registerVisit(s: TServices, auth: TAuth, form: TFormOrJson, req: TRequestInfo) {
  visitorAccess(auth, 'add');
  const body = parseBody(ZVisitBody, form.fields);
  const photoFile = form.files.find((f) => f.field === VISIT_PHOTO_FIELD);
  if (!photoFile) throw noPhoto();
  const photo = await jpegPhoto(photoFile);
  const docFile = form.files.find((f) => f.field === VISIT_DOCUMENT_FIELD);
  const docType = docFile ? checkType(docFile, DOCUMENT_TYPES) : null;
  const saved: string[] = [];
  try {
    const photoKey = await s.files.save(photo);
    saved.push(photoKey);
    const docKey = docFile ? await s.files.save(docFile.content) : null;
    if (docKey) saved.push(docKey);
    return await s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const host = await repo.hostOf(db, tenantId, body.hostId);
      if (!host) throw appError(400, 'validation', { hostId: 'invalidReference' });
      const id = await repo.insertVisit(
        db,
        tenantId,
        {
          ...body,
          organizationId: host.organizationId,
          passToken: crypto.randomBytes(18).toString('base64url'),
          photo: { key: photoKey, type: 'image/jpeg' },
          document:
            docKey && docType && docFile ? { key: docKey, type: docType, name: docFile.name.slice(0, 200) } : null,
        },
        { id: auth.userId, name: auth.userName },
      );
      const v = await found(db, auth, id);
      await audit(db, auth, 'create', v, { after: auditShape(v) }, req);
      await tellHost(db, tenantId, v);
      return v;
    });
  } catch (e) {
    for (const k of saved) await s.files.remove(k);
    throw e;
  }
}

export const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  v: TVisit,
  change: { before?: unknown; after?: unknown },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `visit.${action}`,
      entity: 'visit',
      entityId: v.id,
      organizationId: v.organizationId,
      ...change,
    },
    req,
  );

const visitState = (from: string, to: string) =>
  new AppError(409, 'visitState', ERRORS.visitState, { status: 'visitState' }, undefined, {
    from,
    to,
  });

/** Checks an inside visitor out (the guard's button, or the pass scanned). */
export async function checkOut(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  visitorAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const locked = UUID.test(id) ? await repo.lockVisit(db, auth.tenantId!, { id }) : null;
    if (!locked) throw notFound();
    return move(db, auth, locked, 'left', req);
  });
}

async function move(
  db: TDb,
  auth: TAuth,
  locked: NonNullable<Awaited<ReturnType<typeof repo.lockVisit>>>,
  to: 'inside' | 'left',
  req: TRequestInfo,
) {
  const tenantId = auth.tenantId!;
  const from = to === 'inside' ? 'expected' : 'inside';
  if (locked.status !== from) throw visitState(locked.status, to);
  if (to === 'inside') await repo.checkIn(db, tenantId, locked.id, auth.userName);
  else await repo.checkOut(db, tenantId, locked.id, auth.userName);
  const v = await found(db, auth, locked.id);
  await audit(
    db,
    auth,
    to === 'inside' ? 'checkIn' : 'checkOut',
    v,
    { before: { status: from }, after: { status: to } },
    req,
  );
  if (to === 'inside') await tellHost(db, tenantId, v);
  return v;
}

/** The pass's or the invitation's QR scanned at the gate: an expected visitor comes in, an inside one goes out. */
export async function scan(s: TServices, auth: TAuth, token: string, req: TRequestInfo) {
  visitorAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const locked = await repo.lockVisit(db, auth.tenantId!, { token });
    if (!locked) throw appError(404, 'notFound');
    if (locked.status === 'expected') {
      // an invitation is for its day: the guard may still let the visitor in by hand (checkIn)
      if (locked.expectedOn && locked.expectedOn !== todayIn(locked.timezone))
        throw new AppError(
          409,
          'visitDay',
          ERRORS.visitDay.replace('{{day}}', showDay(locked.expectedOn)),
          undefined,
          undefined,
          { day: showDay(locked.expectedOn) },
        );
      return move(db, auth, locked, 'inside', req);
    }
    return move(db, auth, locked, 'left', req);
  });
}

/** The guard lets an expected visitor in without the QR (a phone left at home, an invitation for another day). */
export async function checkIn(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  visitorAccess(auth, 'edit');
  return s.database.tenant(auth, async (db) => {
    const locked = UUID.test(id) ? await repo.lockVisit(db, auth.tenantId!, { id }) : null;
    if (!locked) throw notFound();
    return move(db, auth, locked, 'inside', req);
  });
}

/** The visitor's photo or ID document, to whoever may read the visit; gone once erased. */
export async function sendVisitFile(
  s: TServices,
  auth: TAuth,
  id: string,
  which: 'photo' | 'document',
  reply: FastifyReply,
) {
  visitorAccess(auth);
  const f = await s.database.tenant(auth, async (db) => {
    await found(db, auth, id);
    return repo.filesOf(db, auth.tenantId!, id);
  });
  if (which === 'photo') {
    if (!f?.photoKey || !f.photoType) throw notFound();
    return sendImage(reply, await s.files.read(f.photoKey), f.photoType, 'private, no-store');
  }
  if (!f?.documentKey || !f.documentType) throw notFound();
  return sendStoredFile(reply, s.files, {
    key: f.documentKey,
    name: f.documentName ?? 'document',
    type: f.documentType as TFileType,
  });
}

/** The visits an employee hosts (`/guests/myvisitors`): expected and inside first, then the latest. */
export async function myVisits(s: TServices, auth: TAuth, q: TListQuery) {
  if (!auth.features.guests) throw notFound();
  const r = await s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return repo.visitPage(
      db,
      { tenantId: auth.tenantId!, hostId: me.id, search: q.search?.trim() || undefined },
      { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    );
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** Whom a visitor may come to see (the guard's form, the list's host filter): active employees by name or ID. */
export async function hosts(s: TServices, auth: TAuth, search: string) {
  visitorAccess(auth);
  return s.database.tenant(auth, (db) => repo.hostOptions(db, auth.tenantId!, search.trim()));
}

/** The visitor pass as a PDF (the guard prints it at registration; its QR checks the visitor out). */
export async function sendPass(s: TServices, auth: TAuth, id: string, lang: string, reply: FastifyReply) {
  visitorAccess(auth);
  const p = UUID.test(id) ? await s.database.tenant(auth, (db) => repo.passOf(db, auth.tenantId!, id)) : null;
  return replyPass(s, reply, p, lang);
}

/** A visit's pass in `lang`, its photo on it while it is kept. */
export async function replyPass(
  s: TServices,
  reply: FastifyReply,
  p: Awaited<ReturnType<typeof repo.passOf>>,
  lang: string,
) {
  if (!p) throw notFound();
  const photo = p.photoKey ? await s.files.read(p.photoKey) : null;
  const pdf = await visitorPass({ ...p, day: showDay(p.day), photo }, lang);
  return sendPdf(reply, { fileName: 'visitor-pass.pdf', pdf });
}
