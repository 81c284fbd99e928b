import type { FastifyRequest } from 'fastify';
import { LOGO_FIELD, LOGO_SIZE, careerImagePath, type TOrgCareerRow } from '@staffdesk/core/careers';
import { imageSize } from '../../platform/files/image-size.ts';
import { auditIn } from '../../platform/audit/audit.ts';
import { notFoundOf } from '../../platform/audit/denied.ts';
import type { TDb } from '../../platform/db/db.ts';
import { appError, notFound } from '../../platform/errors.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import * as repo from './careers.repo.ts';
import { cacheOf } from './careers.cache.ts';
import { imageOf, type TListParams, UUID, actor, tenantOf, who, listWindow } from './careers.shared.ts';

// --- staff: careers list (organizations) --------------------------------------------------------------------------

export async function listOrganizations(s: TServices, auth: TAuth, p: TListParams & { all?: boolean }) {
  const r = await s.database.tenant(auth, (db) => repo.listOrgs(db, listWindow(auth, p, repo.ORG_SORTS, 'title')));
  const rows: TOrgCareerRow[] = r.rows.map((o) => ({ id: o.id, code: o.code, title: o.title, address: o.address }));
  return { rows, total: r.total, page: p.page, pageSize: p.pageSize };
}

/** Every matching organization in batches from a cursor (the export). */
export async function* organizationBatches(s: TServices, auth: TAuth, p: TListParams) {
  const query = repo.orgsExportQuery(listWindow(auth, { ...p, all: true }, repo.ORG_SORTS, 'title'));
  for await (const rows of s.database.cursor<{ id: string; code: string; title: string; address: string | null }>(
    auth,
    query,
    { objects: true },
  ))
    yield rows;
}

/** An organization the caller may see (scope), or 404. */
async function orgFor(db: TDb, auth: TAuth, id: string) {
  if (!UUID.test(id)) throw notFound();
  const org = await repo.orgById(db, tenantOf(auth), id);
  if (!org || !inScope(auth, org.id)) throw notFoundOf({ entity: 'organization', table: 'organizations', id });
  return org;
}

/** The organization's logo as its form shows it (the careers board and ID cards use the same). */
export async function organizationLogo(s: TServices, auth: TAuth, id: string) {
  const logo = await s.database.tenant(auth, async (db) => {
    await orgFor(db, auth, id);
    return repo.logoOf(db, tenantOf(auth), id);
  });
  return { logoUrl: logo ? careerImagePath(auth.account!, logo.logoKey) : null };
}

export async function setOrganizationLogo(
  s: TServices,
  auth: TAuth,
  id: string,
  form: TMultipart,
  req: FastifyRequest,
) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(auth, (db) => orgFor(db, auth, id));
  const { file, type } = imageOf(form, LOGO_FIELD);
  const size = imageSize(file.content, type);
  const fits = (n: number) => n >= LOGO_SIZE.min && n <= LOGO_SIZE.max;
  if (!size || !fits(size.width) || !fits(size.height))
    throw appError(400, 'imageDimensions', { [LOGO_FIELD]: 'imageDimensions' });
  const key = await s.files.save(file.content);
  let old: string | undefined;
  try {
    await s.database.tenant(auth, async (db) => {
      await orgFor(db, auth, id);
      old = (await repo.logoOf(db, tenantId, id))?.logoKey;
      await repo.setLogo(db, tenantId, id, { key, type, size: file.size }, who(auth));
      await auditIn(
        db,
        {
          tenantId,
          actor: actor(auth),
          action: 'careers.logo',
          entity: 'organization',
          entityId: id,
          after: { logo: { type, size: file.size, width: size.width, height: size.height } },
        },
        req,
      );
    });
  } catch (e) {
    await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  cacheOf(s).invalidate({ tenantId });
  return { logoUrl: careerImagePath(auth.account!, key) };
}

export async function deleteOrganizationLogo(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const old = await s.database.tenant(auth, async (db) => {
    await orgFor(db, auth, id);
    const logo = await repo.logoOf(db, tenantId, id);
    if (!logo) return undefined;
    await repo.deleteLogo(db, tenantId, id);
    await auditIn(
      db,
      { tenantId, actor: actor(auth), action: 'careers.logo.delete', entity: 'organization', entityId: id },
      req,
    );
    return logo.logoKey;
  });
  if (old) await s.files.remove(old);
  cacheOf(s).invalidate({ tenantId });
  return { logoUrl: null };
}
