import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { UUID } from '@staffdesk/core/form-fields';
import { BANNER_IMAGE_FIELD, type TBanner, type TBannerBody, ZBannerBody } from '@staffdesk/core/shop-api';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TFormOrJson } from '../../platform/files/uploads.ts';
import { WEB_IMAGE_TYPE, webImage } from '../../platform/files/web-image.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './banners.repo.ts';

/**
 * Shop banners (issue 16, `/shopsbanner/…`, page `banner`): a picture (resized for the web) that opens a product or
 * a category, for one organization's employees or everyone's, in its order, between its dates.
 */

export async function listBanners(s: TServices, auth: TAuth, q: TListQuery) {
  const r = await s.database.tenant(auth, (db) =>
    repo.bannerPage(db, auth.tenantId!, {
      search: q.search?.trim() || undefined,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

async function found(db: TDb, auth: TAuth, id: string) {
  const b = UUID.test(id) ? await repo.bannerById(db, auth.tenantId!, id) : null;
  if (!b) throw notFound();
  return b;
}

export const getBanner = async (s: TServices, auth: TAuth, id: string) =>
  (await s.database.tenant(auth, (db) => found(db, auth, id))).banner;

/** The organization, product and category it names: live and in the caller's reach, the product of that organization. */
async function checkRefs(db: TDb, tenantId: string, b: TBannerBody) {
  const r = await db.execute<{ org: boolean; product: boolean; category: boolean }>(sql`
    select ${b.organizationId ? sql`exists (select 1 from organizations where tenant_id = ${tenantId} and id = ${b.organizationId} and deleted_at is null)` : sql`true`} as org,
           ${b.linkType === 'product' ? sql`exists (select 1 from shop_products where tenant_id = ${tenantId} and id = ${b.productId} and deleted_at is null ${b.organizationId ? sql`and organization_id = ${b.organizationId}` : sql``})` : sql`true`} as product,
           ${b.linkType === 'category' ? sql`exists (select 1 from shop_categories where tenant_id = ${tenantId} and id = ${b.categoryId} and deleted_at is null)` : sql`true`} as category`);
  const x = r.rows[0]!;
  const fields: Record<string, string> = {};
  if (!x.org) fields.organizationId = 'invalidReference';
  if (!x.product) fields.productId = 'invalidReference';
  if (!x.category) fields.categoryId = 'invalidReference';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);
}

async function readBanner(form: TFormOrJson) {
  const body = parseBody(ZBannerBody, form.fields);
  const file = form.files.find((f) => f.field === BANNER_IMAGE_FIELD);
  return { body, picture: file ? await webImage(file, 1920) : null };
}

const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  b: TBanner,
  change: { before?: unknown; after?: unknown; reason?: string },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `shopBanner.${action}`,
      entity: 'shopBanner',
      entityId: b.id,
      organizationId: b.organizationId,
      ...change,
    },
    req,
  );

const shape = ({
  imageUrl: _i,
  updatedAt: _u,
  organizationName: _o,
  productName: _p,
  categoryName: _c,
  ...b
}: TBanner) => b;

/** Saves the picture first, removes it again when the write fails and the replaced one once it succeeded. */
async function withPicture<T>(
  s: TServices,
  picture: { full: Buffer } | null,
  fn: (key: string | undefined) => Promise<{ result: T; dropped: string | null }>,
) {
  const key = picture ? await s.files.save(picture.full) : undefined;
  try {
    const { result, dropped } = await fn(key);
    if (dropped) await s.files.remove(dropped);
    return result;
  } catch (e) {
    if (key) await s.files.remove(key);
    throw e;
  }
}

export async function createBanner(s: TServices, auth: TAuth, form: TFormOrJson, req: TRequestInfo) {
  const { body, picture } = await readBanner(form);
  if (!picture) throw appError(400, 'validation', { [BANNER_IMAGE_FIELD]: 'required' });
  return withPicture(s, picture, (key) =>
    s.database.tenant(auth, async (db) => {
      await checkRefs(db, auth.tenantId!, body);
      const id = await repo.insertBanner(db, auth.tenantId!, body, key!, auth.userName);
      const b = (await found(db, auth, id)).banner;
      await audit(db, auth, 'create', b, { after: shape(b) }, req);
      return { result: b, dropped: null };
    }),
  );
}

export async function updateBanner(s: TServices, auth: TAuth, id: string, form: TFormOrJson, req: TRequestInfo) {
  await s.database.tenant(auth, (db) => found(db, auth, id));
  const { body, picture } = await readBanner(form);
  return withPicture(s, picture, (key) =>
    s.database.tenant(auth, async (db) => {
      const before = await found(db, auth, id);
      await checkRefs(db, auth.tenantId!, body);
      await repo.updateBanner(db, auth.tenantId!, id, body, key, auth.userName);
      const b = (await found(db, auth, id)).banner;
      await audit(db, auth, 'update', b, { before: shape(before.banner), after: shape(b) }, req);
      return { result: b, dropped: key ? before.imageKey : null };
    }),
  );
}

export async function deleteBanner(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const b = (await found(db, auth, id)).banner;
    await repo.deleteBanner(db, auth.tenantId!, id, auth.userName, reason);
    await audit(db, auth, 'delete', b, { before: shape(b), reason }, req);
    return { ok: true };
  });
}

/** A banner's picture: HR reads any in reach; an employee only one they see today (`mine` gives their organization). */
export async function sendBannerImage(
  s: TServices,
  auth: TAuth,
  id: string,
  reply: FastifyReply,
  mine: ((db: TDb) => Promise<{ organizationId: string; today: string }>) | null = null,
) {
  if (!UUID.test(id)) throw notFound();
  const key = await s.database.tenant(auth, async (db) => {
    if (!mine) return (await found(db, auth, id)).imageKey;
    const m = await mine(db);
    return repo.currentBannerImage(db, auth.tenantId!, m.organizationId, m.today, id);
  });
  if (!key) throw notFound();
  return sendImage(reply, await s.files.read(key), WEB_IMAGE_TYPE, 'private, max-age=86400');
}
