import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { UUID } from '@staffdesk/core/form-fields';
import { PRODUCT_IMAGE_FIELD, PRODUCT_IMAGES_MAX, type TProduct, ZProductBody } from '@staffdesk/core/shop-api';
import { z } from 'zod';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TFormOrJson } from '../../platform/files/uploads.ts';
import { WEB_IMAGE_TYPE, webImage } from '../../platform/files/web-image.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { parseSort, type TListQuery } from '../../platform/http/list.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TServices } from '../../platform/services.ts';
import { ERRORS } from '@staffdesk/core/messages';
import * as repo from './products.repo.ts';

/**
 * Products (issue 16, `/shopsproduct/…`, page `products`): an organization's, with up to six pictures resized for the
 * web, a price (and a discounted one), a price in points, stock and publication. Every change is audited.
 */

type TProductQuery = TListQuery & {
  categoryId?: string;
  organizationId?: string;
  publication?: string;
  featured?: string;
  stock?: string;
};

const idOrUndefined = (v: string | undefined) => (v && UUID.test(v) ? v : undefined);
const flagOf = (v: string | undefined) => (v === 'true' ? true : v === 'false' ? false : undefined);

export async function listProducts(s: TServices, auth: TAuth, q: TProductQuery) {
  const r = await s.database.tenant(auth, (db) =>
    repo.productPage(
      db,
      {
        tenantId: auth.tenantId!,
        search: q.search?.trim() || undefined,
        categoryId: idOrUndefined(q.categoryId),
        organizationId: idOrUndefined(q.organizationId),
        publication: q.publication || undefined,
        featured: flagOf(q.featured),
        stock: (q.stock || undefined) as 'inStock' | 'outOfStock' | undefined,
      },
      {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
        sort: parseSort(q.sort, repo.PRODUCT_SORTS, 'updatedAt'),
      },
    ),
  );
  return { ...r, page: q.page, pageSize: q.pageSize };
}

export async function productFor(db: TDb, auth: TAuth, id: string) {
  const p = UUID.test(id) ? await repo.productById(db, auth.tenantId!, id) : null;
  if (!p) throw notFound();
  return p;
}

export const getProduct = (s: TServices, auth: TAuth, id: string) =>
  s.database.tenant(auth, (db) => productFor(db, auth, id));

/** The pictures to drop: ids, as a list (JSON) or comma-separated (a form). */
const ZRemove = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : (v ?? [])),
  z.array(z.string().regex(UUID, { error: 'invalidReference' })).max(PRODUCT_IMAGES_MAX, { error: 'tooMany' }),
);

/** The form's fields checked and its description made safe; its pictures resized (before any transaction). */
async function readProduct(form: TFormOrJson) {
  const body = parseBody(ZProductBody, form.fields);
  const remove = parseBody(z.object({ removeImages: ZRemove }), {
    removeImages: form.fields.removeImages,
  }).removeImages;
  const files = form.files.filter((f) => f.field === PRODUCT_IMAGE_FIELD);
  if (files.length > PRODUCT_IMAGES_MAX) throw appError(400, 'validation', { images: 'tooMany' });
  const pictures = [];
  for (const f of files) pictures.push(await webImage(f));
  return {
    body: { ...body, description: body.description ? sanitizeRichText(body.description) || null : null },
    remove,
    pictures,
  };
}

/** The organization, category and sub category must be live records in the caller's reach; the SKU the tenant's only. */
async function checkRefs(db: TDb, tenantId: string, b: ReturnType<typeof ZProductBody.parse>, except: string | null) {
  const fields: Record<string, string> = {};
  const r = await db.execute<{ org: boolean; cat: boolean; sub: boolean }>(sql`
    select exists (select 1 from organizations where tenant_id = ${tenantId} and id = ${b.organizationId}
                     and deleted_at is null) as org,
           exists (select 1 from shop_categories where tenant_id = ${tenantId} and id = ${b.categoryId}
                     and deleted_at is null) as cat,
           ${b.subcategoryId ? sql`exists (select 1 from shop_subcategories where tenant_id = ${tenantId} and id = ${b.subcategoryId} and category_id = ${b.categoryId} and deleted_at is null)` : sql`true`} as sub`);
  const x = r.rows[0]!;
  if (!x.org) fields.organizationId = 'invalidReference';
  if (!x.cat) fields.categoryId = 'invalidReference';
  if (!x.sub) fields.subcategoryId = 'invalidReference';
  if (Object.keys(fields).length) throw appError(400, 'validation', fields);
  if (await repo.skuTaken(db, tenantId, b.sku, except))
    throw new AppError(409, 'duplicate', ERRORS.duplicate, { sku: 'duplicate' });
}

/** Saves the resized pictures; removes them again when `fn` fails, and the dropped ones once it succeeded. */
async function withPictures<T>(
  s: TServices,
  pictures: Awaited<ReturnType<typeof readProduct>>['pictures'],
  fn: (saved: { fileKey: string; thumbKey: string; width: number; height: number }[]) => Promise<{
    result: T;
    dropped: repo.TStoredImage[];
  }>,
): Promise<T> {
  const saved: { fileKey: string; thumbKey: string; width: number; height: number }[] = [];
  try {
    for (const p of pictures)
      saved.push({
        fileKey: await s.files.save(p.full),
        thumbKey: await s.files.save(p.thumb),
        width: p.width,
        height: p.height,
      });
    const { result, dropped } = await fn(saved);
    for (const d of dropped) {
      await s.files.remove(d.fileKey);
      await s.files.remove(d.thumbKey);
    }
    return result;
  } catch (e) {
    for (const k of saved) {
      await s.files.remove(k.fileKey);
      await s.files.remove(k.thumbKey);
    }
    throw e;
  }
}

/** What the audit log keeps of a product. */
const auditShape = (p: TProduct) => ({
  organizationId: p.organizationId,
  sku: p.sku,
  name: p.name,
  brand: p.brand,
  categoryId: p.categoryId,
  subcategoryId: p.subcategoryId,
  price: p.price,
  discountedPrice: p.discountedPrice,
  pointsPrice: p.pointsPrice,
  stock: p.stock,
  featured: p.featured,
  publication: p.publication,
  images: p.images.length,
});

const audit = (
  db: TDb,
  auth: TAuth,
  action: string,
  p: TProduct,
  change: { before?: unknown; after?: unknown; reason?: string },
  req: TRequestInfo,
) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: `product.${action}`,
      entity: 'product',
      entityId: p.id,
      organizationId: p.organizationId,
      ...change,
    },
    req,
  );

export async function createProduct(s: TServices, auth: TAuth, form: TFormOrJson, req: TRequestInfo) {
  const { body, pictures } = await readProduct(form);
  return withPictures(s, pictures, (saved) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      await checkRefs(db, tenantId, body, null);
      const id = await repo.insertProduct(db, tenantId, body, { id: auth.userId, name: auth.userName });
      await repo.addImages(db, tenantId, id, saved);
      const p = await productFor(db, auth, id);
      await audit(db, auth, 'create', p, { after: auditShape(p) }, req);
      return { result: p, dropped: [] };
    }),
  );
}

/** Rewrites one in the caller's reach; the form is read once it is known to exist (a stranger's id is 404). */
export async function updateProduct(s: TServices, auth: TAuth, id: string, form: TFormOrJson, req: TRequestInfo) {
  await s.database.tenant(auth, (db) => productFor(db, auth, id));
  const { body, remove, pictures } = await readProduct(form);
  return withPictures(s, pictures, (saved) =>
    s.database.tenant(auth, async (db) => {
      const tenantId = auth.tenantId!;
      const before = await productFor(db, auth, id);
      await checkRefs(db, tenantId, body, id);
      const kept = before.images.filter((i) => !remove.includes(i.id)).length;
      if (kept + saved.length > PRODUCT_IMAGES_MAX) throw appError(400, 'validation', { images: 'tooMany' });
      await repo.updateProduct(db, tenantId, id, body, auth.userName);
      const dropped = await repo.removeImages(db, tenantId, id, remove);
      await repo.addImages(db, tenantId, id, saved);
      const p = await productFor(db, auth, id);
      await audit(db, auth, 'update', p, { before: auditShape(before), after: auditShape(p) }, req);
      return { result: p, dropped };
    }),
  );
}

/** Deleted with a reason; orders keep what was ordered. Its pictures stay while its orders may show them. */
export async function deleteProduct(s: TServices, auth: TAuth, id: string, reason: string, req: TRequestInfo) {
  return s.database.tenant(auth, async (db) => {
    const p = await productFor(db, auth, id);
    await repo.deleteProduct(db, auth.tenantId!, id, auth.userName, reason);
    await audit(db, auth, 'delete', p, { before: auditShape(p), reason }, req);
    return { ok: true };
  });
}

/** A product's picture (or its thumbnail): HR reads any product in reach, an employee a published one of theirs. */
export async function sendProductImage(
  s: TServices,
  auth: TAuth,
  ids: { id: string; imageId: string },
  thumb: boolean,
  reply: FastifyReply,
  shop: ((db: TDb) => Promise<{ organizationId: string }>) | null = null,
) {
  if (!UUID.test(ids.id) || !UUID.test(ids.imageId)) throw notFound();
  const image = await s.database.tenant(auth, async (db) =>
    repo.imageOf(db, auth.tenantId!, ids.id, ids.imageId, shop ? await shop(db) : null),
  );
  if (!image) throw notFound();
  // an image id is never reused for other content: the browser may keep it
  return sendImage(
    reply,
    await s.files.read(thumb ? image.thumbKey : image.fileKey),
    WEB_IMAGE_TYPE,
    'private, max-age=86400',
  );
}
