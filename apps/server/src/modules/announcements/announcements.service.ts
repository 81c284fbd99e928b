import { sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_AUDIENCES,
  type TAnnouncement,
  type TAnnouncementAudience,
  type TAnnouncementInput,
  ZAnnouncementBody,
} from '@staffdesk/core/announcements-api';
import { UUID } from '@staffdesk/core/form-fields';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import { notifyUsers } from '../../platform/notifications/notify.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TServices } from '../../platform/services.ts';
import { activeEmployeeOfUser } from '../employees/active-self.ts';
import {
  audienceKinds as sharedKinds,
  audienceWithin,
  checkAudience as checkAudienceOf,
} from '../employees/audience.ts';
import { accountOf } from '../leave/leave-requests.repo.ts';
import * as repo from './announcements.repo.ts';

const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
/** A scoped sub admin's announcements: those whose audience lies within their scope. */
const within = (auth: TAuth) => audienceWithin(auth, 'a');

/** The kinds of audience the caller may address: a scoped sub admin only their organizations or departments. */
export const audienceKinds = (auth: TAuth): TAnnouncementAudience[] => sharedKinds(auth, ANNOUNCEMENT_AUDIENCES);

/** The audience must name live records the caller may address. */
const checkAudience = async (db: TDb, auth: TAuth, b: TAnnouncementInput) => ({
  ...b,
  audienceIds: await checkAudienceOf(db, auth, ANNOUNCEMENT_AUDIENCES, b.audience, b.audienceIds),
});

async function checkType(db: TDb, tenantId: string, typeId: string | null) {
  if (!typeId) return;
  const r = await db.execute(sql`
    select 1 from announcement_types where tenant_id = ${tenantId} and id = ${typeId} and deleted_at is null`);
  if (r.rows.length === 0) throw appError(400, 'validation', { typeId: 'invalidReference' });
}

const auditShape = (a: TAnnouncement) => ({
  title: a.title,
  type: a.typeName,
  audience: a.audience,
  audienceNames: a.audienceNames,
  status: a.status,
  showFrom: a.showFrom,
  showUntil: a.showUntil,
});
/** Audits a change of an announcement; a single organization's one is visible to that organization's sub admins. */
const audit = (
  db: TDb,
  auth: TAuth,
  action: 'create' | 'update' | 'delete',
  a: TAnnouncement,
  change: { before: object | null; after: object },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `announcement.${action}`,
      entity: 'announcement',
      entityId: a.id,
      organizationId: a.audience === 'organizations' && a.audienceIds.length === 1 ? a.audienceIds[0]! : null,
      ...change,
    },
    req,
  );

/** The bell of an announcement (its id kept, so that no one is told of it twice). */
export const announcementNotice = (account: string, a: { id: string; title: string }) => ({
  kind: 'announcement' as const,
  params: { title: a.title, id: a.id },
  link: `/${account}/myannouncements`,
});

/**
 * Tells the audience's employees who see it today, when it is first published; those whose first day comes later
 * are told that day by the hourly job (`announceDue`).
 */
async function announce(db: TDb, tenantId: string, a: TAnnouncement) {
  const users = await repo.audienceUsers(db, tenantId, a.id);
  await notifyUsers(db, tenantId, users, announcementNotice(await accountOf(db, tenantId), a));
}

export async function listAnnouncements(s: TServices, auth: TAuth, q: TListQuery & { status?: string }) {
  const r = await s.database.tenant(auth, (db) =>
    repo.announcementPage(
      db,
      {
        tenantId: auth.tenantId!,
        status: q.status || undefined,
        search: q.search?.trim() || undefined,
        within: within(auth),
      },
      page(q),
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

const found = async (db: TDb, auth: TAuth, id: string) => {
  const a = UUID.test(id) ? await repo.announcementById(db, auth.tenantId!, id, within(auth)) : null;
  if (!a) throw notFound();
  return a;
};

export const getAnnouncement = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, (db) => found(db, auth, id));

export async function createAnnouncement(s: TServices, auth: TAuth, body: TAnnouncementInput, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const b = await checkAudience(db, auth, { ...body, body: sanitizeRichText(body.body) });
    await checkType(db, tenantId, b.typeId);
    const id = await repo.insertAnnouncement(db, tenantId, b, { id: auth.userId, name: auth.userName });
    const a = await found(db, auth, id);
    await audit(db, auth, 'create', a, { before: null, after: auditShape(a) }, req);
    if (a.status === 'published') await announce(db, tenantId, a);
    return a;
  });
}

/** Rewrites one in the caller's reach; the body is read once it is known to exist (a stranger's id is 404). */
export async function updateAnnouncement(s: TServices, auth: TAuth, id: string, raw: unknown, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await found(db, auth, id);
    const body = parseBody(ZAnnouncementBody, raw);
    const b = await checkAudience(db, auth, { ...body, body: sanitizeRichText(body.body) });
    await checkType(db, tenantId, b.typeId);
    await repo.updateAnnouncement(db, tenantId, id, b, auth.userName);
    const a = await found(db, auth, id);
    await audit(db, auth, 'update', a, { before: auditShape(before), after: auditShape(a) }, req);
    if (a.status === 'published' && !before.publishedAt) await announce(db, tenantId, a);
    return a;
  });
}

export async function deleteAnnouncement(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await found(db, auth, id);
    await repo.deleteAnnouncement(db, tenantId, id, auth.userName, reason);
    await audit(db, auth, 'delete', before, { before: auditShape(before), after: { reason } }, req);
  });
}

export async function listReaders(s: TServices, auth: TAuth, id: string, q: TListQuery & { read?: 'yes' | 'no' | '' }) {
  const r = await s.database.tenant(auth, async (db) => {
    await found(db, auth, id);
    return repo.readerPage(db, auth.tenantId!, id, {
      read: q.read || undefined,
      search: q.search?.trim() || undefined,
      ...page(q),
    });
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/** The module is the tenant's `announcements` feature: without it, employees have none. */
const requireFeature = (auth: TAuth) => {
  if (!auth.features.announcements) throw notFound();
};

export async function myAnnouncements(s: TServices, auth: TAuth) {
  requireFeature(auth);
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return repo.currentFor(db, auth.tenantId!, me.id);
  });
}

export async function readAnnouncement(s: TServices, auth: TAuth, id: string) {
  requireFeature(auth);
  await s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    if (!UUID.test(id) || !(await repo.markRead(db, auth.tenantId!, me.id, id))) throw notFound();
  });
}
