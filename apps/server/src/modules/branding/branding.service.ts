import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  ALL_PUBLIC_PAGES,
  BRAND_IMAGE_MAX_BYTES,
  signInPublic,
  type TBrandImage,
  type TBranding,
  type TSignInSettings,
  ZBrandingInput,
} from '@staffdesk/core/branding-api';
import { JOB_POST_MESSAGES } from '@staffdesk/core/careers';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound, parseBody } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { sniffImage } from '../careers/careers.files.ts';
import { tenants } from '../tenants/tenants.tables.ts';

/**
 * A tenant's public pages and sign-in page (issue 20): which public pages it offers, its own sign-in page (colour,
 * welcome text per language, logo, background) and whether that page is its default. The HR admin's.
 */
const KEYS: Record<TBrandImage, 'logoKey' | 'backgroundKey'> = { logo: 'logoKey', background: 'backgroundKey' };

/** The settings now; `lock` for a change (the row stays locked until the transaction ends). */
async function current(db: TDb, tenantId: string, lock = true) {
  const q = db
    .select({ publicPages: tenants.publicPages, signIn: tenants.signIn })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const rows = await (lock ? q.for('update') : q).limit(1);
  const r = rows[0]!;
  return { publicPages: { ...ALL_PUBLIC_PAGES, ...r.publicPages }, signIn: r.signIn ?? {} };
}

const view = (r: Awaited<ReturnType<typeof current>>): TBranding => ({
  publicPages: r.publicPages,
  signIn: signInPublic(r.signIn),
});

const audit = (db: TDb, auth: TAuth, before: unknown, after: unknown, req: TRequestInfo) =>
  auditIn(
    db,
    {
      tenantId: auth.tenantId!,
      actor: actorOf(auth),
      action: 'branding.update',
      entity: 'branding',
      entityId: auth.tenantId!,
      before,
      after,
    },
    req,
  );

export const getBranding = (s: TServices, auth: TAuth) =>
  s.database.tenant(auth, async (db) => view(await current(db, auth.tenantId!, false)));

export async function saveBranding(s: TServices, auth: TAuth, body: unknown, req: TRequestInfo) {
  const input = parseBody(ZBrandingInput, body);
  return s.database.tenant(auth, async (db) => {
    const before = await current(db, auth.tenantId!);
    const signIn: TSignInSettings = {
      ...before.signIn,
      page: input.signInPage,
      color: input.color || null,
      welcome: input.welcome,
    };
    await db.update(tenants).set({ publicPages: input.publicPages, signIn }).where(eq(tenants.id, auth.tenantId!));
    const after = { publicPages: input.publicPages, signIn: signInPublic(signIn) };
    await audit(db, auth, view(before), after, req);
    return after;
  });
}

/** Sets or removes (`form` null) the logo or the background: PNG, JPEG or WebP of at most 1 MB. */
export async function setBrandImage(
  s: TServices,
  auth: TAuth,
  image: TBrandImage,
  form: TMultipart | null,
  req: TRequestInfo,
) {
  const file = form?.files.find((f) => f.field === 'file');
  if (form && !file) throw appError(400, 'validation', { file: 'required' });
  if (file && file.size > BRAND_IMAGE_MAX_BYTES) throw appError(400, 'validation', { file: 'fileTooLarge' });
  const type = file ? sniffImage(file.content) : null;
  if (file && !type) throw new AppError(400, 'imageType', JOB_POST_MESSAGES.imageType, { file: 'imageType' });
  const key = file ? await s.files.save(file.content) : null;
  let old: string | null | undefined = null;
  try {
    const out = await s.database.tenant(auth, async (db) => {
      const before = await current(db, auth.tenantId!);
      old = before.signIn[KEYS[image]];
      const signIn = { ...before.signIn, [KEYS[image]]: key, [`${image}Type`]: type };
      await db.update(tenants).set({ signIn }).where(eq(tenants.id, auth.tenantId!));
      await audit(db, auth, { [image]: !!old }, { [image]: !!key, size: file?.size ?? null }, req);
      return view({ ...before, signIn });
    });
    if (old) await s.files.remove(old);
    return out;
  } catch (e) {
    if (key) await s.files.remove(key);
    throw e;
  }
}

/** The sign-in page's logo or background, for anyone (the page shows before sign-in). */
export async function sendBrandImage(s: TServices, account: string, image: TBrandImage, reply: FastifyReply) {
  const rows = await s.database.anonymous((db) =>
    db.select({ signIn: tenants.signIn }).from(tenants).where(eq(tenants.account, account.toLowerCase())).limit(1),
  );
  const signIn = (rows[0]?.signIn ?? {}) as TSignInSettings & Record<string, string | null>;
  const key = signIn[KEYS[image]];
  const type = signIn[`${image}Type`];
  if (!key || !type) throw notFound();
  return sendImage(reply, await s.files.read(key), type, 'public, max-age=300');
}
