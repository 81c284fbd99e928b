import { sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_AUDIENCES,
  POST_IMAGE_FIELD,
  type TAnnouncement,
  type TAnnouncementAudience,
  type TAnnouncementInput,
  type TPostKind,
  ZAnnouncementBody,
} from '@staffdesk/core/announcements-api';
import type { TFeatureFlag } from '@staffdesk/core/tenant-names';
import type { FastifyReply } from 'fastify';
import { UUID } from '@staffdesk/core/form-fields';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendImage, type TFileType } from '../../platform/files/files.ts';
import { checkType as checkFileType, type TFormOrJson } from '../../platform/files/uploads.ts';
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
import { accountOf } from '../employees/approvers.ts';
import * as repo from './announcements.repo.ts';

/**
 * What tells announcements and promotions apart: the kind stored on the row, the privilege page and the tenant
 * feature, the employee's page the bell links to, and the audit entity.
 */
export type TPostConfig = {
  kind: TPostKind;
  page: 'announcements' | 'promotions' | 'blogs';
  feature: TFeatureFlag;
  mine: string;
  /** the settings table of its types, if it has one */
  types: 'announcement_types' | 'blog_types' | null;
};
export const POSTS: Record<TPostKind, TPostConfig> = {
  announcement: {
    kind: 'announcement',
    page: 'announcements',
    feature: 'announcements',
    mine: 'myannouncements',
    types: 'announcement_types',
  },
  promotion: { kind: 'promotion', page: 'promotions', feature: 'promotions', mine: 'mypromotions', types: null },
  blog: { kind: 'blog', page: 'blogs', feature: 'blogs', mine: 'myblog', types: 'blog_types' },
};

/** An image may be a photo or a drawing: PNG or JPEG, checked by its content. */
const IMAGE_TYPES: readonly TFileType[] = ['image/png', 'image/jpeg'];

const page = (q: TListQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
/** A scoped sub admin's announcements: those whose audience lies within their scope. */
export const within = (auth: TAuth) => audienceWithin(auth, 'a');

/** The kinds of audience the caller may address: a scoped sub admin only their organizations or departments. */
export const audienceKinds = (auth: TAuth): TAnnouncementAudience[] => sharedKinds(auth, ANNOUNCEMENT_AUDIENCES);

/** The audience must name live records the caller may address. */
const checkAudience = async (db: TDb, auth: TAuth, b: TAnnouncementInput) => ({
  ...b,
  audienceIds: await checkAudienceOf(db, auth, ANNOUNCEMENT_AUDIENCES, b.audience, b.audienceIds),
});

async function checkType(db: TDb, k: TPostConfig, tenantId: string, typeId: string | null) {
  if (!typeId || !k.types) return;
  const r = await db.execute(sql`
    select 1 from ${sql.identifier(k.types)} where tenant_id = ${tenantId} and id = ${typeId} and deleted_at is null`);
  if (r.rows.length === 0) throw appError(400, 'validation', { typeId: 'invalidReference' });
}

const auditShape = (a: TAnnouncement) => ({
  title: a.title,
  type: a.typeName,
  image: a.imageVersion,
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
      action: `${a.kind}.${action}`,
      entity: a.kind,
      entityId: a.id,
      organizationId: a.audience === 'organizations' && a.audienceIds.length === 1 ? a.audienceIds[0]! : null,
      ...change,
    },
    req,
  );

/** The bell of an announcement or promotion (its id kept, so that no one is told of it twice). */
export const announcementNotice = (account: string, a: { id: string; kind: TPostKind; title: string }) => ({
  kind: a.kind,
  params: { title: a.title, id: a.id },
  link: `/${account}/${POSTS[a.kind].mine}?open=${a.id}`,
});

/**
 * Tells the audience's employees who see it today, when it is first published; those whose first day comes later
 * are told that day by the hourly job (`announceDue`).
 */
async function announce(db: TDb, tenantId: string, a: TAnnouncement) {
  const users = await repo.audienceUsers(db, tenantId, a.id);
  await notifyUsers(db, tenantId, users, announcementNotice(await accountOf(db, tenantId), a));
}

export async function listAnnouncements(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  q: TListQuery & { status?: string },
) {
  const r = await s.database.tenant(auth, (db) =>
    repo.announcementPage(
      db,
      {
        tenantId: auth.tenantId!,
        kind: k.kind,
        status: q.status || undefined,
        search: q.search?.trim() || undefined,
        within: within(auth),
      },
      page(q),
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export const found = async (db: TDb, auth: TAuth, k: TPostConfig, id: string) => {
  const a = UUID.test(id) ? await repo.announcementById(db, auth.tenantId!, k.kind, id, within(auth)) : null;
  if (!a) throw notFound();
  return a;
};

export const getAnnouncement = (s: TServices, auth: TAuth, k: TPostConfig, id: string) =>
  s.database.tenant(auth, (db) => found(db, auth, k, id));

/** The form's fields checked (a promotion has no type), its rich text made safe, and its image checked by content. */
function readPost(k: TPostConfig, form: TFormOrJson) {
  const body = parseBody(ZAnnouncementBody, form.fields);
  const file = form.files.find((f) => f.field === POST_IMAGE_FIELD);
  const image = file ? { file, type: checkFileType(file, IMAGE_TYPES) } : null;
  return { body: { ...body, typeId: k.types ? body.typeId : null, body: sanitizeRichText(body.body) }, image };
}

/**
 * Runs `fn` with the new image (if any) saved first; the file is removed again when `fn` fails, and the replaced
 * one once `fn` has succeeded, so no stored file outlives its row and no row points to a missing file.
 */
async function withImage<T>(
  s: TServices,
  image: ReturnType<typeof readPost>['image'],
  fn: (img: repo.TPostImage | null) => Promise<{ result: T; dropped: string | null }>,
): Promise<T> {
  const key = image ? await s.files.save(image.file.content) : null;
  try {
    const { result, dropped } = await fn(key && image ? { key, type: image.type } : null);
    if (dropped) await s.files.remove(dropped);
    return result;
  } catch (e) {
    if (key) await s.files.remove(key);
    throw e;
  }
}

export async function createAnnouncement(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  form: TFormOrJson,
  req: TRequestInfo,
) {
  const { body, image } = readPost(k, form);
  return withImage(s, image, (img) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const b = await checkAudience(db, auth, body);
      await checkType(db, k, tenantId, b.typeId);
      const id = await repo.insertAnnouncement(db, tenantId, k.kind, b, img, { id: auth.userId, name: auth.userName });
      const a = await found(db, auth, k, id);
      await audit(db, auth, 'create', a, { before: null, after: auditShape(a) }, req);
      if (a.status === 'published') await announce(db, tenantId, a);
      return { result: a, dropped: null };
    }),
  );
}

/** Rewrites one in the caller's reach; the form is read once it is known to exist (a stranger's id is 404). */
export async function updateAnnouncement(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  id: string,
  form: TFormOrJson,
  req: TRequestInfo,
) {
  await s.database.tenant(auth, (db) => found(db, auth, k, id));
  const { body, image } = readPost(k, form);
  return withImage(s, image, (img) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const before = await found(db, auth, k, id);
      const old = await repo.imageOf(db, tenantId, k.kind, id, within(auth));
      const b = await checkAudience(db, auth, body);
      await checkType(db, k, tenantId, b.typeId);
      const next = img ?? (body.removeImage ? null : undefined);
      await repo.updateAnnouncement(db, tenantId, id, b, next, auth.userName);
      const a = await found(db, auth, k, id);
      await audit(db, auth, 'update', a, { before: auditShape(before), after: auditShape(a) }, req);
      if (a.status === 'published' && !before.publishedAt) await announce(db, tenantId, a);
      return { result: a, dropped: next !== undefined && old ? old.key : null };
    }),
  );
}

/** An image for HR's pages: of one in the caller's reach. */
export async function sendAnnouncementImage(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  id: string,
  reply: FastifyReply,
) {
  const img = await s.database.tenant(auth, async (db) =>
    UUID.test(id) ? repo.imageOf(db, auth.tenantId!, k.kind, id, within(auth)) : null,
  );
  if (!img) throw notFound();
  return sendImage(reply, await s.files.read(img.key), img.type, 'private, max-age=31536000, immutable');
}

export async function deleteAnnouncement(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  id: string,
  reason: string,
  req: TRequestInfo,
) {
  await s.database.tenant(auth, async (db) => {
    const tenantId = auth.tenantId!;
    const before = await found(db, auth, k, id);
    await repo.deleteAnnouncement(db, tenantId, id, auth.userName, reason);
    await audit(db, auth, 'delete', before, { before: auditShape(before), after: { reason } }, req);
  });
}

export async function listReaders(
  s: TServices,
  auth: TAuth,
  k: TPostConfig,
  id: string,
  q: TListQuery & { read?: 'yes' | 'no' | '' },
) {
  const r = await s.database.tenant(auth, async (db) => {
    await found(db, auth, k, id);
    return repo.readerPage(db, auth.tenantId!, id, {
      read: q.read || undefined,
      search: q.search?.trim() || undefined,
      ...page(q),
    });
  });
  return { ...r, page: q.page, pageSize: q.pageSize };
}

/**
 * Runs `fn` for the calling employee, in the tenant: the module is the tenant's feature (`announcements` or
 * `promotions`), without which employees have none.
 */
function asEmployee<T>(s: TServices, auth: TAuth, k: TPostConfig, fn: (db: TDb, employeeId: string) => Promise<T>) {
  if (!auth.features[k.feature]) throw notFound();
  return s.database.tenant(auth, async (db) => {
    const me = await activeEmployeeOfUser(db, auth.tenantId!, auth.userId);
    if (!me) throw appError(404, 'noEmployeeRecord');
    return fn(db, me.id);
  });
}

export const myAnnouncements = (s: TServices, auth: TAuth, k: TPostConfig) =>
  asEmployee(s, auth, k, (db, me) => repo.currentFor(db, auth.tenantId!, k.kind, me));

export async function readAnnouncement(s: TServices, auth: TAuth, k: TPostConfig, id: string) {
  await asEmployee(s, auth, k, async (db, me) => {
    if (!UUID.test(id) || !(await repo.markRead(db, auth.tenantId!, k.kind, me, id))) throw notFound();
  });
}

/** An image for the employee: of one of theirs shown today. */
export async function sendMyImage(s: TServices, auth: TAuth, k: TPostConfig, id: string, reply: FastifyReply) {
  const img = await asEmployee(s, auth, k, (db, me) =>
    UUID.test(id) ? repo.myImageOf(db, auth.tenantId!, k.kind, me, id) : Promise.resolve(null),
  );
  if (!img) throw notFound();
  return sendImage(reply, await s.files.read(img.key), img.type, 'private, max-age=31536000, immutable');
}
