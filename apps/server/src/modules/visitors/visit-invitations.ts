import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { addDays, showDay } from '@staffdesk/core/dates';
import { UUID } from '@staffdesk/core/form-fields';
import { todayIn } from '@staffdesk/core/time-zones';
import { type TVisit, VISIT_INVITE_MAX_DAYS, ZInviteBody, ZVisitorSettings } from '@staffdesk/core/visitors-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { queueMail } from '../../platform/mail/mail-job.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { qrPng } from '../../platform/qr.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import { visitorPass } from './visitor-pass.ts';
import * as repo from './visitors.repo.ts';
import { audit, auditShape, found, replyPass } from './visitors.service.ts';

/**
 * Invitations (issue 17): an employee invites a visitor for a day. The visit waits as expected; the visitor is
 * mailed the QR code (inline) and the pass (a PDF) in the language the host chose; the guard scans it on the day
 * and the visit is checked in with its details filled. The host may cancel it while it is expected.
 */

const QR_PX = 240;

async function hostSelf(db: TDb, auth: TAuth) {
  if (!auth.features.guests) throw notFound();
  const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
  if (!me) throw appError(404, 'noEmployeeRecord');
  const o = await db.execute<{ title: string; timezone: string }>(
    sql`select title, timezone from organizations where tenant_id = ${auth.tenantId} and id = ${me.organizationId}`,
  );
  return { ...me, organization: o.rows[0]!.title, timezone: o.rows[0]!.timezone };
}

/** The host's invitation: checked, its files made and stored, the visit written and audited, then the mail queued. */
export async function inviteVisitor(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  if (!auth.features.guests) throw notFound();
  const body = parseBody(ZInviteBody, input);
  const host = await s.database.tenant(auth, (db) => hostSelf(db, auth));
  const today = todayIn(host.timezone);
  if (body.expectedOn < today) throw appError(400, 'validation', { expectedOn: 'pastDate' });
  if (body.expectedOn > addDays(today, VISIT_INVITE_MAX_DAYS))
    throw appError(400, 'validation', { expectedOn: 'tooFarAhead' });
  const passToken = crypto.randomBytes(18).toString('base64url');
  const day = showDay(body.expectedOn);
  const pdf = await visitorPass(
    {
      visitorName: body.visitorName,
      company: body.company,
      hostName: host.name,
      organization: host.organization,
      visitType: body.visitType,
      day,
      token: passToken,
      photo: null,
    },
    body.language,
  );
  const saved: string[] = [];
  let v: TVisit;
  try {
    saved.push(await s.files.save(await qrPng(passToken, QR_PX)));
    saved.push(await s.files.save(pdf));
    v = await s.database.tenant(auth, async (db) => {
      const id = await repo.insertInvitation(
        db,
        auth.tenantId!,
        { ...body, hostId: host.id, organizationId: host.organizationId, passToken, invitationKeys: saved },
        { id: auth.userId, name: auth.userName },
      );
      const v = await found(db, auth, id);
      await audit(db, auth, 'invite', v, { after: { ...auditShape(v), expectedOn: v.expectedOn } }, req);
      return v;
    });
  } catch (e) {
    // nothing half-written: no visit, no files
    for (const k of saved) await s.files.remove(k);
    throw e;
  }
  const mail = renderMail(
    'visitInvitation',
    body.language,
    { name: body.visitorName, host: host.name, organization: host.organization, day },
    { image: { cid: 'visit-qr', size: QR_PX }, tenantId: auth.tenantId },
  );
  await queueMail(
    s,
    {
      to: body.email,
      ...mail,
      attachments: [
        { key: saved[0]!, name: 'qr-code.png', type: 'image/png', cid: 'visit-qr' },
        { key: saved[1]!, name: 'visitor-pass.pdf', type: 'application/pdf' },
      ],
    },
    { tenantId: auth.tenantId!, userId: auth.userId },
  );
  return v;
}

/** A host's own visit, its row locked; 404 for anyone else's. */
async function lockedOwn(db: TDb, auth: TAuth, id: string) {
  const me = await hostSelf(db, auth);
  const locked = UUID.test(id) ? await repo.lockVisit(db, auth.tenantId!, { id }) : null;
  if (!locked || locked.employeeId !== me.id) throw notFound();
  return locked;
}

/** The host calls an invitation off while the visitor is expected: its QR no longer lets anyone in. */
export async function cancelInvitation(s: TServices, auth: TAuth, id: string, req: TRequestInfo) {
  const { v, tell, host } = await s.database.tenant(auth, async (db) => {
    const locked = await lockedOwn(db, auth, id);
    if (locked.status !== 'expected') throw appError(409, 'visitState', { status: 'visitState' });
    const tell = await repo.cancelVisit(db, auth.tenantId!, locked.id);
    const v = await found(db, auth, locked.id);
    await audit(db, auth, 'cancel', v, { before: { status: 'expected' }, after: { status: 'cancelled' } }, req);
    return { v, tell, host: await hostSelf(db, auth) };
  });
  // an invited visitor is told, in the language of their invitation
  if (tell?.email && tell.day)
    await queueMail(
      s,
      {
        to: tell.email,
        ...renderMail(
          'visitCancelled',
          tell.language,
          {
            name: v.visitorName,
            host: host.name,
            organization: host.organization,
            day: showDay(tell.day),
          },
          { tenantId: auth.tenantId },
        ),
      },
      { tenantId: auth.tenantId!, userId: auth.userId },
    );
  return v;
}

/** The pass of one of the host's own visits (to forward or print for the visitor). */
export async function sendMyPass(s: TServices, auth: TAuth, id: string, lang: string, reply: FastifyReply) {
  const p = await s.database.tenant(auth, async (db) => {
    await lockedOwn(db, auth, id);
    return repo.passOf(db, auth.tenantId!, id);
  });
  return replyPass(s, reply, p, lang);
}

/** The HR admin's visitor settings: the retention period of visitors' personal data. */
export async function visitorSettings(s: TServices, auth: TAuth) {
  if (!auth.features.guests) throw notFound();
  return s.database.tenant(auth, async (db) => ({ retentionDays: await repo.retentionDays(db, auth.tenantId!) }));
}

export async function setVisitorSettings(s: TServices, auth: TAuth, input: unknown, req: TRequestInfo) {
  if (!auth.features.guests) throw notFound();
  const body = parseBody(ZVisitorSettings, input);
  return s.database.tenant(auth, async (db) => {
    const before = await repo.retentionDays(db, auth.tenantId!);
    await repo.setRetentionDays(db, auth.tenantId!, body.retentionDays);
    await auditIn(
      db,
      {
        tenantId: auth.tenantId!,
        actor: actorOf(auth),
        action: 'visitor.settings',
        entity: 'tenant',
        entityId: auth.tenantId!,
        before: { retentionDays: before },
        after: { retentionDays: body.retentionDays },
      },
      req,
    );
    return body;
  });
}
