import type { FastifyReply } from 'fastify';
import {
  careerImagePath,
  jobPostingJsonLd,
  jobSharePath,
  shortText,
  type TCareerBoard,
  type TJobDetail,
  type TJobVisibility,
} from '@staffdesk/core/careers';
import type { TLanguage } from '@staffdesk/core/constants';
import { notFound } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TServices } from '../../platform/services.ts';
import { findTenantByAccount } from '../tenants/tenants.repo.ts';
import * as repo from './careers.repo.ts';
import { cacheOf } from './careers.cache.ts';
import { presentCard, presentDetailPublic } from './careers.present.ts';
import { IMAGE_KEY, UUID } from './careers.shared.ts';

// --- tenants of public calls --------------------------------------------------------------------------------------

export type TPublicTenant = { id: string; account: string; language: TLanguage };

/** The tenant of a public careers URL: active, with the career module on; else 404 (nothing said about why). */
export async function publicTenant(s: TServices, account: string): Promise<TPublicTenant> {
  const key = account.toLowerCase();
  const cache = cacheOf(s);
  let t = cache.tenant(key);
  if (t === undefined) {
    const row = /^[a-z0-9]{1,40}$/.test(key)
      ? await s.database.single((db) => findTenantByAccount(db, key))
      : undefined;
    t =
      row && row.status === 'active' && row.features.career
        ? { id: row.id, account: row.account, language: row.defaultLanguage }
        : null;
    cache.setTenant(key, t);
  }
  if (!t) throw notFound();
  return t;
}

// --- boards (public and employee) ---------------------------------------------------------------------------------

type TBoardQuery = { jobDescriptionId?: string | null; page: number; pageSize: number };

async function boardOf(
  s: TServices,
  tenantId: string,
  account: string,
  orgCode: string,
  visibilities: readonly TJobVisibility[],
  q: TBoardQuery,
) {
  const cache = cacheOf(s);
  const key = `${visibilities.join(',')}|${orgCode.toLowerCase()}|${q.jobDescriptionId ?? ''}|${q.page}|${q.pageSize}`;
  const hit = cache.board(tenantId, key);
  if (hit) return hit;
  const version = cache.version(tenantId);
  // one statement, one round trip (decision 0010)
  const b = await s.database.tenantOne(tenantId, (db) =>
    repo.board(db, {
      tenantId,
      orgCode,
      visibilities,
      jobDescriptionId: q.jobDescriptionId,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    }),
  );
  if (!b.org) throw notFound();
  const org = b.org;
  const answer: TCareerBoard = {
    organization: {
      id: org.id,
      code: org.code,
      title: org.title,
      address: org.address,
      logoUrl: org.logo_key ? careerImagePath(account, org.logo_key) : null,
      hasDisclosure: b.has_disclosure,
      joblinksUrl: s.config.careers.joblinksUrl,
    },
    jobDescriptions: b.jds ?? [],
    availableJobs: b.total,
    jobs: (b.jobs ?? []).map((c) => presentCard(c, account, org.code)),
    page: q.page,
    pageSize: q.pageSize,
  };
  cache.setBoard(tenantId, key, answer, version);
  return answer;
}

export async function publicBoard(s: TServices, account: string, orgCode: string, q: TBoardQuery) {
  const t = await publicTenant(s, account);
  return boardOf(s, t.id, t.account, orgCode, ['public'], q);
}

export function employeeTenant(auth: TAuth) {
  // a module the tenant has not enabled does not exist for it
  if (!auth.features.career || !auth.tenantId || !auth.account) throw notFound();
  return { id: auth.tenantId, account: auth.account };
}

export async function employeeBoard(s: TServices, auth: TAuth, orgCode: string, q: TBoardQuery) {
  const t = employeeTenant(auth);
  return boardOf(s, t.id, t.account, orgCode, ['public', 'private'], q);
}

async function disclosureByCode(s: TServices, tenantId: string, orgCode: string, publicOnly: boolean) {
  const d = await s.database.tenant(tenantId, async (db) => {
    const org = await repo.orgByCode(db, tenantId, orgCode, publicOnly);
    return org ? repo.disclosureOf(db, tenantId, org.id) : undefined;
  });
  if (!d) throw notFound();
  return { description: d.description };
}

export async function publicDisclosure(s: TServices, account: string, orgCode: string) {
  const t = await publicTenant(s, account);
  return disclosureByCode(s, t.id, orgCode, true);
}

export async function employeeDisclosure(s: TServices, auth: TAuth, orgCode: string) {
  return disclosureByCode(s, employeeTenant(auth).id, orgCode, false);
}

export async function publicJob(s: TServices, account: string, id: string): Promise<TJobDetail> {
  const t = await publicTenant(s, account);
  if (!UUID.test(id)) throw notFound();
  const p = await s.database.tenant(t.id, (db) => repo.openPostById(db, t.id, id, ['public']));
  if (!p) throw notFound();
  return presentDetailPublic(p, t.account, false);
}

export async function employeeJob(s: TServices, auth: TAuth, orgCode: string, id: string): Promise<TJobDetail> {
  const t = employeeTenant(auth);
  if (!UUID.test(id)) throw notFound();
  const p = await s.database.tenant(t.id, (db) => repo.openPostById(db, t.id, id, ['public', 'private']));
  if (!p || p.organizationCode.toLowerCase() !== orgCode.toLowerCase()) throw notFound();
  return presentDetailPublic(p, t.account, true);
}

/** A post image or a logo by its random key (public: the board shows them); `default` is the default image. */
export async function careerImage(s: TServices, account: string, key: string, reply: FastifyReply) {
  const t = await publicTenant(s, account);
  if (key === 'default') {
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(DEFAULT_JOB_IMAGE);
  }
  if (!IMAGE_KEY.test(key)) throw notFound();
  const img = await s.database.tenantOne(t.id, (db) => repo.imageByKey(db, t.id, key));
  if (!img) throw notFound();
  return sendImage(reply, await s.files.read(key), img.type, 'public, max-age=31536000, immutable');
}

/** Our own default card image: a neutral briefcase, no text (so no language), no script. */
const DEFAULT_JOB_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240">
<rect width="400" height="240" fill="#e7f0fb"/>
<rect x="140" y="88" width="120" height="84" rx="10" fill="#1c7ed6"/>
<rect x="176" y="68" width="48" height="24" rx="6" fill="none" stroke="#1c7ed6" stroke-width="8"/>
<rect x="140" y="120" width="120" height="8" fill="#1864ab"/>
<rect x="192" y="116" width="16" height="16" rx="3" fill="#e7f0fb"/>
</svg>`;

// --- the share page -----------------------------------------------------------------------------------------------

/**
 * What the server puts into index.html for `/{account}/career/{orgCode}/job/{id}`: the post's title, a description
 * and its schema.org JobPosting. Null unless the post is public and open (then the page is the plain app).
 */
export async function shareMeta(s: TServices, account: string, orgCode: string, id: string, origin: string) {
  if (!UUID.test(id)) return null;
  let t: TPublicTenant;
  try {
    t = await publicTenant(s, account);
  } catch {
    return null;
  }
  const p = await s.database.tenant(t.id, (db) => repo.sharePost(db, t.id, orgCode, id));
  if (!p) return null;
  const url = `${origin}${jobSharePath(t.account, p.organizationCode, p.id)}`;
  const logo = await s.database.tenant(t.id, (db) => repo.logoOf(db, t.id, p.organizationId));
  const jsonLd = jobPostingJsonLd(
    {
      id: p.id,
      code: p.code,
      title: p.title,
      description: [p.description, p.longDescription, p.responsibilities, p.qualification].filter(Boolean).join(''),
      postedDate: p.postedDate,
      closingDate: p.closingDate,
      positions: p.positions,
      jobTypeName: p.jobTypeName,
      salary: p.salary,
      minimumExperience: p.minimumExperience,
      imageUrl: p.imageKey ? `${origin}${careerImagePath(t.account, p.imageKey)}` : null,
    },
    {
      title: p.organizationTitle,
      website: p.organizationWebsite,
      address: p.organizationAddress,
      logoUrl: logo ? `${origin}${careerImagePath(t.account, logo.logoKey)}` : null,
    },
    url,
  );
  const description = shortText(p.shortDescription?.trim() ? p.shortDescription : p.description, 160).text;
  return { title: `${p.title} — ${p.organizationTitle}`, description, jsonLd, url };
}

/** The organizations whose career page an employee can open (`/careercompany`): code and title. */
export async function employeeOrganizations(s: TServices, auth: TAuth) {
  const tenantId = auth.tenantId!;
  const r = await s.database.tenant(tenantId, (db) =>
    repo.listOrgs(db, { tenantId, sort: 'title', dir: 'asc', page: 1, pageSize: 1000, all: true }),
  );
  return r.rows.map((o) => ({ code: o.code, title: o.title }));
}
