import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLY_RESULT,
  CARD_SHORT_CHARS,
  DETAIL_ROWS,
  DETAIL_SHORT_CHARS,
  IMAGE_FIELD,
  JOB_POST_MESSAGES,
  JOB_POST_RICH_FIELDS,
  LOGO_FIELD,
  PIPELINE_STAGES,
  RESUME_FIELD,
  STAGE_LABELS,
  ZApplicationInput,
  ZJobPostInput,
  ZStageMoveInput,
  careerImagePath,
  embedVideoUrl,
  experienceLabel,
  genderLabel,
  jobPostingJsonLd,
  jobSharePath,
  shortText,
  type TApplicantBoard,
  type TApplicantDetail,
  type TApplicantNote,
  type TApplicantRow,
  type TApplyResult,
  type TCareerBoard,
  type TDetailRow,
  type TJobCard,
  type TJobDetail,
  type TJobPostDetail,
  type TJobPostRow,
  type TJobStatus,
  type TJobVisibility,
  type TOrgCareerRow,
  type TPipelineStage,
  type TResumeType,
} from '@staffdesk/core/careers';
import { LANGUAGES, type TLanguage } from '@staffdesk/core/constants';
import { ERRORS } from '@staffdesk/core/messages';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError, notFound } from '../../platform/errors.ts';
import { sendImage } from '../../platform/files/files.ts';
import type { TMultipart } from '../../platform/files/uploads.ts';
import { inScope, type TAuth } from '../../platform/http/access.ts';
import { MAIL_CATALOGUES, renderMail } from '../../platform/mail/templates.ts';
import { sanitizeOptionalRichText, sanitizeRichText } from '../../platform/rich-text.ts';
import type { TServices } from '../../platform/services.ts';
import { findTenantByAccount } from '../tenants/tenants.repo.ts';
import { attachmentName, RESUME_EXT, sniffImage, sniffResume } from './careers.files.ts';
import * as repo from './careers.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGE_KEY = /^[0-9a-f]{32}$/;
const iso = (v: Date | string | null | undefined) => (v == null ? null : (v instanceof Date ? v : new Date(v)).toISOString());
const actor = (auth: TAuth) => actorOf(auth)!;
const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });
const tenantOf = (auth: TAuth) => auth.tenantId!;
/** a sub admin limited to some organizations sees only theirs */
const scopeOrgs = (auth: TAuth) => (auth.scope && auth.scope.organizationIds.length > 0 ? auth.scope.organizationIds : undefined);
const validation = (fields: Record<string, string>, message: string = ERRORS.validation) => new AppError(400, 'validation', message, fields);

// --- caches of the public board ---------------------------------------------------------------------------------

type TCached<T> = { value: T; until: number; version: number };

/**
 * The public board answers anonymous readers of one page over and over; its answer is reused for a few seconds
 * (`CAREERS_CACHE_MS`). Any careers write through this instance moves the tenant's version on, so its own changes
 * show at once; other instances see them within the TTL.
 */
export class CareersCache {
  private readonly tenants = new Map<string, TCached<{ id: string; account: string; language: TLanguage } | null>>();
  private readonly boards = new Map<string, TCached<TCareerBoard>>();
  private readonly versions = new Map<string, number>();
  constructor(readonly ttlMs: number) {}

  version(tenantId: string) {
    return this.versions.get(tenantId) ?? 0;
  }
  bump(tenantId: string) {
    this.versions.set(tenantId, this.version(tenantId) + 1);
  }
  private get<T>(map: Map<string, TCached<T>>, key: string, version: number): T | undefined {
    const hit = map.get(key);
    if (!hit) return undefined;
    if (hit.until < Date.now() || hit.version !== version) {
      map.delete(key);
      return undefined;
    }
    return hit.value;
  }
  private set<T>(map: Map<string, TCached<T>>, key: string, value: T, version: number) {
    if (this.ttlMs <= 0) return;
    // a bounded cache: beyond 5,000 entries the oldest go first
    if (map.size >= 5000) map.delete(map.keys().next().value!);
    map.set(key, { value, until: Date.now() + this.ttlMs, version });
  }
  tenant(account: string) {
    return this.get(this.tenants, account, 0);
  }
  setTenant(account: string, t: { id: string; account: string; language: TLanguage } | null) {
    this.set(this.tenants, account, t, 0);
  }
  board(tenantId: string, key: string) {
    return this.get(this.boards, `${tenantId}|${key}`, this.version(tenantId));
  }
  setBoard(tenantId: string, key: string, value: TCareerBoard, version: number) {
    this.set(this.boards, `${tenantId}|${key}`, value, version);
  }
}

const caches = new WeakMap<TServices, CareersCache>();
export const cacheOf = (s: TServices) => {
  let c = caches.get(s);
  if (!c) caches.set(s, (c = new CareersCache(s.config.careers.cacheMs)));
  return c;
};

// --- presenting ---------------------------------------------------------------------------------------------------

const imageUrl = (account: string, key: string | null) => (key ? careerImagePath(account, key) : null);
const defaultImageUrl = (account: string) => careerImagePath(account, 'default');

function presentRow(r: repo.TPostRecord, account: string): TJobPostRow {
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    organizationId: r.organizationId,
    organizationTitle: r.organizationTitle,
    organizationCode: r.organizationCode,
    jobTitleName: r.jobTitleName,
    jobTypeName: r.jobTypeName,
    jobDescriptionTitle: r.jobDescriptionTitle,
    positions: r.positions,
    postedDate: r.postedDate,
    closingDate: r.closingDate,
    status: r.status,
    visibility: r.visibility,
    applicants: r.applicants,
    imageUrl: imageUrl(account, r.imageKey),
    createdAt: iso(r.createdAt)!,
    deletedAt: iso(r.deletedAt),
    deletedByName: r.deletedByName,
    deleteReason: r.deleteReason,
  };
}

function presentDetail(r: repo.TPostRecord, account: string): TJobPostDetail {
  return {
    ...presentRow(r, account),
    jobTitleId: r.jobTitleId,
    jobTypeId: r.jobTypeId,
    jobDescriptionId: r.jobDescriptionId,
    shortDescription: r.shortDescription,
    description: r.description,
    longDescription: r.longDescription,
    httpLink: r.httpLink,
    gender: r.gender,
    minimumExperience: r.minimumExperience,
    functions: r.functions,
    qualification: r.qualification,
    responsibilities: r.responsibilities,
    reporting: r.reporting,
    salary: r.salary,
    shifts: r.shifts,
    perks: r.perks,
    benefits: r.benefits,
    hasImage: r.imageKey !== null,
    defaultImageUrl: defaultImageUrl(account),
    shareUrl: jobSharePath(account, r.organizationCode, r.id),
    updatedAt: iso(r.updatedAt)!,
  };
}

/** The start of a description as read by the board query may end inside a tag: drop that tail. */
const headText = (html: string) => html.replace(/<[^>]*$/, '');

function presentCard(c: repo.TBoardCard, account: string, orgCode: string): TJobCard {
  const short = shortText(c.short_description?.trim() ? c.short_description : headText(c.description_head), CARD_SHORT_CHARS);
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    imageUrl: c.image_key ? careerImagePath(account, c.image_key) : defaultImageUrl(account),
    shortDescription: short.text,
    isCut: short.isCut,
    postedDate: c.posted_date,
    closingDate: c.closing_date,
    jobTypeName: c.job_type_name,
    visibility: c.visibility,
    shareUrl: jobSharePath(account, orgCode, c.id),
  };
}

function detailRows(p: repo.TOpenPost, employee: boolean): TDetailRow[] {
  const text = (v: string | number | null | undefined, code: number | null = null) => ({
    text: v === null || v === undefined || v === '' ? null : String(v),
    code,
    html: null,
    short: null,
    isCut: false,
  });
  const rich = (html: string | null | undefined) => {
    if (!html) return { text: null, code: null, html: null, short: null, isCut: false };
    const s = shortText(html, DETAIL_SHORT_CHARS);
    return { text: null, code: null, html, short: s.text, isCut: s.isCut };
  };
  const values: Record<(typeof DETAIL_ROWS)[number]['key'], Omit<TDetailRow, 'key' | 'label' | 'rich'>> = {
    jobType: text(p.jobTypeName),
    positions: text(p.positions),
    closingDate: text(p.closingDate),
    postedDate: text(p.postedDate),
    minimumExperience: text(experienceLabel(p.minimumExperience), p.minimumExperience),
    gender: text(genderLabel(p.gender), p.gender),
    longDescription: rich(p.longDescription),
    jobDescriptionTitle: text(p.jobDescriptionTitle),
    // the post's own description; a post that has none shows its job description's text
    description: rich(p.description || p.jobDescriptionText),
    functions: rich(p.functions),
    qualification: rich(p.qualification),
    responsibilities: rich(p.responsibilities),
    salary: text(p.salary),
    reporting: rich(p.reporting),
    shifts: rich(p.shifts),
    perksAndBenefits: rich([p.perks, p.benefits].filter(Boolean).join('') || null),
  };
  return DETAIL_ROWS.filter((r) => !employee || r.employee).map((r) => ({ key: r.key, label: r.label, rich: r.rich, ...values[r.key] }));
}

function presentDetailPublic(p: repo.TOpenPost, account: string, employee: boolean): TJobDetail {
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    imageUrl: p.imageKey ? careerImagePath(account, p.imageKey) : defaultImageUrl(account),
    organization: { code: p.organizationCode, title: p.organizationTitle },
    httpLink: p.httpLink,
    rows: detailRows(p, employee),
    shareUrl: jobSharePath(account, p.organizationCode, p.id),
  };
}

// --- tenants of public calls --------------------------------------------------------------------------------------

export type TPublicTenant = { id: string; account: string; language: TLanguage };

/** The tenant of a public careers URL: active, with the career module on; else 404 (nothing said about why). */
export async function publicTenant(s: TServices, account: string): Promise<TPublicTenant> {
  const key = account.toLowerCase();
  const cache = cacheOf(s);
  let t = cache.tenant(key);
  if (t === undefined) {
    const row = /^[a-z0-9]{1,40}$/.test(key) ? await s.database.single((db) => findTenantByAccount(db, key)) : undefined;
    t = row && row.status === 'active' && row.features.career ? { id: row.id, account: row.account, language: row.defaultLanguage } : null;
    cache.setTenant(key, t);
  }
  if (!t) throw notFound();
  return t;
}

// --- boards (public and employee) ---------------------------------------------------------------------------------

type TBoardQuery = { jobDescriptionId?: string | null; page: number; pageSize: number };

async function boardOf(s: TServices, tenantId: string, account: string, orgCode: string, visibilities: readonly TJobVisibility[], q: TBoardQuery) {
  const cache = cacheOf(s);
  const key = `${visibilities.join(',')}|${orgCode.toLowerCase()}|${q.jobDescriptionId ?? ''}|${q.page}|${q.pageSize}`;
  const hit = cache.board(tenantId, key);
  if (hit) return hit;
  const version = cache.version(tenantId);
  // one statement, one round trip (decision 0010)
  const b = await s.database.tenantOne(tenantId, (db) =>
    repo.board(db, { tenantId, orgCode, visibilities, jobDescriptionId: q.jobDescriptionId, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
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

function employeeTenant(auth: TAuth) {
  // a module the tenant has not enabled does not exist for it
  if (!auth.features.career || !auth.tenantId || !auth.account) throw notFound();
  return { id: auth.tenantId, account: auth.account };
}

export async function employeeBoard(s: TServices, auth: TAuth, orgCode: string, q: TBoardQuery) {
  const t = employeeTenant(auth);
  return boardOf(s, t.id, t.account, orgCode, ['public', 'private'], q);
}

async function disclosureByCode(s: TServices, tenantId: string, orgCode: string) {
  const d = await s.database.tenant(tenantId, async (db) => {
    const org = await repo.orgByCode(db, tenantId, orgCode);
    return org ? repo.disclosureOf(db, tenantId, org.id) : undefined;
  });
  if (!d) throw notFound();
  return { description: d.description };
}

export async function publicDisclosure(s: TServices, account: string, orgCode: string) {
  const t = await publicTenant(s, account);
  return disclosureByCode(s, t.id, orgCode);
}

export async function employeeDisclosure(s: TServices, auth: TAuth, orgCode: string) {
  return disclosureByCode(s, employeeTenant(auth).id, orgCode);
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

// --- applying -----------------------------------------------------------------------------------------------------

/** The form's text fields; 400 with the spec's message of the first wrong field, and every wrong field's message. */
function parseApplication(raw: Record<string, string>) {
  const parsed = ZApplicationInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const i of parsed.error.issues) fields[String(i.path[0] ?? '_')] ??= i.message;
  const order = Object.keys(APPLICATION_MESSAGES);
  const first = order.find((k) => fields[k]) ?? Object.keys(fields)[0]!;
  return validation(fields, fields[first]);
}

const applyError = (status: number, r: { code: string; message: string }, fields?: Record<string, string>) => new AppError(status, r.code, r.message, fields);

function uniqueViolation(e: unknown, constraint: string) {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = err.code ? err : err.cause;
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * An application (public job board, or an employee on the company page). Checked in this order: the post is open
 * (404), the fields (400), the résumé is there (400 'Please Upload Resume ..!'), is one of the allowed types by
 * content (400), and this e-mail has not applied to this post (409). Only then is the file stored and the row
 * written; a failure after storing removes the file again. Too large a file never gets here (413 while reading).
 */
async function apply(
  s: TServices,
  t: { id: string; account: string; language: TLanguage },
  id: string,
  form: TMultipart,
  req: FastifyRequest,
  opts: { visibilities: readonly TJobVisibility[]; orgCode?: string; user?: { id: string; name: string; type: string } },
): Promise<TApplyResult> {
  if (!UUID.test(id)) throw notFound();
  const post = await s.database.tenant(t.id, (db) => repo.openPostById(db, t.id, id, opts.visibilities));
  if (!post || (opts.orgCode && post.organizationCode.toLowerCase() !== opts.orgCode.toLowerCase())) throw notFound();
  const v = parseApplication(form.fields);
  if (v instanceof AppError) throw v;
  const file = form.files.find((f) => f.field === RESUME_FIELD);
  if (!file) throw applyError(400, APPLY_RESULT.noFile, { [RESUME_FIELD]: APPLICATION_MESSAGES.resume });
  const type = sniffResume(file.content);
  if (!type) throw applyError(400, APPLY_RESULT.fileType, { [RESUME_FIELD]: APPLICATION_MESSAGES.resume });
  const language: TLanguage = (LANGUAGES as readonly string[]).includes(form.fields.language ?? '') ? (form.fields.language as TLanguage) : t.language;

  if (await s.database.tenant(t.id, (db) => repo.applied(db, t.id, post.id, v.email))) {
    throw applyError(409, APPLY_RESULT.duplicate, { email: APPLY_RESULT.duplicate.message });
  }
  const key = await s.files.save(file.content);
  try {
    await s.database.tenant(t.id, async (db) => {
      const disclosure = await repo.disclosureOf(db, t.id, post.organizationId);
      const applicantId = await repo.insertApplicant(db, {
        tenantId: t.id,
        jobPostId: post.id,
        organizationId: post.organizationId,
        name: v.name,
        mobileNo: v.mobileNo,
        email: v.email,
        profileUrl: v.profileUrl,
        videoUrl: v.videoUrl,
        resumeKey: key,
        resumeName: file.name.slice(0, 200) || `resume.${RESUME_EXT[type]}`,
        resumeType: type,
        resumeSize: file.size,
        disclosureApprovedAt: new Date(),
        disclosureText: disclosure?.description ?? null,
        source: opts.user ? 'employee' : 'public',
        userId: opts.user?.id ?? null,
        language,
        ip: req.ip,
      });
      await repo.insertEvent(db, { tenantId: t.id, applicantId, fromStage: null, toStage: 'applied', by: null });
      await auditIn(
        db,
        {
          tenantId: t.id,
          actor: opts.user ?? null,
          action: 'careers.apply',
          entity: 'careerApplicant',
          entityId: applicantId,
          after: { jobPostId: post.id, name: v.name, email: v.email, resume: { name: file.name.slice(0, 200), type, size: file.size } },
        },
        req,
      );
    });
  } catch (e) {
    await s.files.remove(key);
    if (uniqueViolation(e, 'career_applicants_post_email_uq')) throw applyError(409, APPLY_RESULT.duplicate, { email: APPLY_RESULT.duplicate.message });
    throw e;
  }
  return { code: 1, message: APPLY_RESULT.success.message };
}

export async function publicApply(s: TServices, account: string, id: string, form: TMultipart, req: FastifyRequest) {
  const t = await publicTenant(s, account);
  return apply(s, t, id, form, req, { visibilities: ['public'] });
}

export async function employeeApply(s: TServices, auth: TAuth, orgCode: string, id: string, form: TMultipart, req: FastifyRequest, language: TLanguage) {
  const t = employeeTenant(auth);
  return apply(s, { ...t, language }, id, form, req, {
    visibilities: ['public', 'private'],
    orgCode,
    user: { id: auth.userId, name: auth.userName, type: auth.loginType },
  });
}

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

// --- staff: careers list (organizations) --------------------------------------------------------------------------

export type TListParams = { search?: string; sort?: string; page: number; pageSize: number };

function sortOf<T extends string>(sort: string | undefined, allowed: readonly T[], fallback: T, fallbackDir: 'asc' | 'desc' = 'asc') {
  const [field, dir] = (sort ?? '').split(':');
  if (field && (allowed as readonly string[]).includes(field)) return { field: field as T, dir: dir === 'desc' ? ('desc' as const) : ('asc' as const) };
  return { field: fallback, dir: fallbackDir };
}

export async function listOrganizations(s: TServices, auth: TAuth, p: TListParams & { all?: boolean }) {
  const tenantId = tenantOf(auth);
  const sort = sortOf(p.sort, Object.keys(repo.ORG_SORTS) as (keyof typeof repo.ORG_SORTS)[], 'title');
  const r = await s.database.tenant(tenantId, (db) =>
    repo.listOrgs(db, { tenantId, search: p.search?.trim() || undefined, sort: sort.field, dir: sort.dir, page: p.page, pageSize: p.pageSize, all: p.all, organizationIds: scopeOrgs(auth) }),
  );
  const rows: TOrgCareerRow[] = r.rows.map((o) => ({ id: o.id, code: o.code, title: o.title, address: o.address }));
  return { rows, total: r.total, page: p.page, pageSize: p.pageSize };
}

/** An organization the caller may see (scope), or 404. */
async function orgFor(db: TDb, auth: TAuth, id: string) {
  if (!UUID.test(id)) throw notFound();
  const org = await repo.orgById(db, tenantOf(auth), id);
  if (!org || !inScope(auth, org.id)) throw notFound();
  return org;
}

function imageOf(form: TMultipart, field: string) {
  const file = form.files.find((f) => f.field === field);
  if (!file) throw validation({ [field]: 'required' });
  const type = sniffImage(file.content);
  if (!type) throw new AppError(400, 'imageType', JOB_POST_MESSAGES.imageType, { [field]: 'imageType' });
  return { file, type };
}

export async function setOrganizationLogo(s: TServices, auth: TAuth, id: string, form: TMultipart, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(tenantId, (db) => orgFor(db, auth, id));
  const { file, type } = imageOf(form, LOGO_FIELD);
  const key = await s.files.save(file.content);
  let old: string | undefined;
  try {
    await s.database.tenant(tenantId, async (db) => {
      await orgFor(db, auth, id);
      old = (await repo.logoOf(db, tenantId, id))?.logoKey;
      await repo.setLogo(db, tenantId, id, { key, type, size: file.size }, who(auth));
      await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.logo', entity: 'organization', entityId: id, after: { logo: { type, size: file.size } } }, req);
    });
  } catch (e) {
    await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  cacheOf(s).bump(tenantId);
  return { logoUrl: careerImagePath(auth.account!, key) };
}

export async function deleteOrganizationLogo(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const old = await s.database.tenant(tenantId, async (db) => {
    await orgFor(db, auth, id);
    const logo = await repo.logoOf(db, tenantId, id);
    if (!logo) return undefined;
    await repo.deleteLogo(db, tenantId, id);
    await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.logo.delete', entity: 'organization', entityId: id }, req);
    return logo.logoKey;
  });
  if (old) await s.files.remove(old);
  cacheOf(s).bump(tenantId);
  return { logoUrl: null };
}

// --- staff: job posts ---------------------------------------------------------------------------------------------

export type TPostListParams = TListParams & {
  status?: TJobStatus;
  visibility?: TJobVisibility;
  organizationId?: string | null;
  deleted?: boolean;
  all?: boolean;
};

export async function listPosts(s: TServices, auth: TAuth, p: TPostListParams) {
  const tenantId = tenantOf(auth);
  const sort = sortOf(p.sort, Object.keys(repo.POST_SORTS) as (keyof typeof repo.POST_SORTS)[], 'createdAt', 'desc');
  const r = await s.database.tenant(tenantId, (db) =>
    repo.listPosts(db, {
      tenantId,
      search: p.search?.trim() || undefined,
      sort: sort.field,
      dir: sort.dir,
      page: p.page,
      pageSize: p.pageSize,
      all: p.all,
      deleted: p.deleted ?? false,
      status: p.status,
      visibility: p.visibility,
      organizationId: p.organizationId,
      organizationIds: scopeOrgs(auth),
    }),
  );
  return { rows: r.rows.map((x) => presentRow(x, auth.account!)), total: r.total, page: p.page, pageSize: p.pageSize, raw: r.rows };
}

/** A post the caller may see (scope), or 404. */
async function postFor(db: TDb, auth: TAuth, id: string, opts: { deleted?: boolean; lock?: boolean } = { deleted: false }) {
  if (!UUID.test(id)) throw notFound();
  const post = await repo.getPost(db, tenantOf(auth), id, opts);
  if (!post || !inScope(auth, post.organizationId)) throw notFound();
  return post;
}

export async function getPost(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(tenantOf(auth), async (db) => presentDetail(await postFor(db, auth, id), auth.account!));
}

/** The body, checked: field codes (400), references of the tenant in the caller's scope, rich text sanitised. */
async function postValues(db: TDb, auth: TAuth, body: unknown) {
  const parsed = ZJobPostInput.safeParse(body ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[String(i.path[0] ?? '_')] ??= i.message && !i.message.includes(' ') ? i.message : 'required';
    throw validation(fields);
  }
  const v = { ...parsed.data };
  const tenantId = tenantOf(auth);
  const fields: Record<string, string> = {};
  const org = await repo.orgById(db, tenantId, v.organizationId);
  if (!org || !inScope(auth, org.id)) fields.organizationId = 'invalidReference';
  if (!(await repo.masterExists(db, 'career_job_titles', tenantId, v.jobTitleId))) fields.jobTitleId = 'invalidReference';
  if (!(await repo.masterExists(db, 'career_job_types', tenantId, v.jobTypeId))) fields.jobTypeId = 'invalidReference';
  const jd = await repo.jobDescriptionOf(db, tenantId, v.jobDescriptionId);
  // a job description belongs to one organization: the post's
  if (!jd || jd.organizationId !== v.organizationId) fields.jobDescriptionId = 'invalidReference';
  for (const k of JOB_POST_RICH_FIELDS) {
    if (k === 'description') {
      v.description = sanitizeRichText(v.description);
      if (!v.description) fields.description = 'required';
    } else {
      v[k] = sanitizeOptionalRichText(v[k]);
    }
  }
  if (Object.keys(fields).length > 0) throw validation(fields);
  return v;
}

const auditValues = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([k]) => !['tenantId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'createdByName'].includes(k)));

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null)) {
      b[k] = before[k] ?? null;
      a[k] = after[k] ?? null;
    }
  }
  return { before: b, after: a };
}

export async function createPost(s: TServices, auth: TAuth, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(tenantId, async (db) => {
    const v = await postValues(db, auth, body);
    // the series may have been set back below codes already used: take the next free one
    let code: string | undefined;
    for (let i = 0; i < 100; i++) {
      code = await repo.takeJobCode(db, tenantId, v.organizationId);
      if (!code) throw new AppError(400, 'noJobIdSeries', JOB_POST_MESSAGES.noJobIdSeries, { organizationId: 'noJobIdSeries' });
      if (!(await repo.codeTaken(db, tenantId, code))) break;
      code = undefined;
    }
    if (!code) throw appError(409, 'duplicate', { code: 'duplicate' });
    const { status, ...rest } = v;
    const id = await repo.insertPost(db, tenantId, { ...rest, code, status }, who(auth));
    await auditIn(db, { tenantId, actor: actor(auth), action: 'create', entity: 'jobPost', entityId: id, after: { code, ...v } }, req);
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).bump(tenantId);
  return out;
}

export async function updatePost(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(tenantId, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const { status: _status, ...v } = await postValues(db, auth, body);
    await repo.updatePost(db, tenantId, id, v, who(auth));
    await auditIn(db, { tenantId, actor: actor(auth), action: 'update', entity: 'jobPost', entityId: id, ...changed(auditValues(before), v) }, req);
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).bump(tenantId);
  return out;
}

export async function setPostStatus(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(tenantId, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const parsed = z.object({ status: z.enum(['draft', 'published', 'unpublished', 'closed']) }).safeParse(body ?? {});
    if (!parsed.success) throw validation({ status: 'invalidOption' });
    const status = parsed.data.status;
    if (status !== before.status) {
      await repo.setPostStatus(db, tenantId, id, status, who(auth));
      await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.status', entity: 'jobPost', entityId: id, before: { status: before.status }, after: { status } }, req);
    }
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).bump(tenantId);
  return out;
}

export async function deletePost(s: TServices, auth: TAuth, id: string, reason: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(tenantId, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why) throw appError(400, 'reasonRequired', { reason: 'reasonRequired' });
    if (why.length > 500) throw validation({ reason: 'tooLong' });
    await repo.softDeletePost(db, tenantId, id, why, who(auth));
    await auditIn(db, { tenantId, actor: actor(auth), action: 'delete', entity: 'jobPost', entityId: id, before: auditValues(before), reason: why }, req);
  });
  cacheOf(s).bump(tenantId);
}

export async function restorePost(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  const out = await s.database.tenant(tenantId, async (db) => {
    const before = await postFor(db, auth, id, { deleted: true, lock: true });
    await repo.restorePost(db, tenantId, id, who(auth));
    await auditIn(db, { tenantId, actor: actor(auth), action: 'restore', entity: 'jobPost', entityId: id, before: { deleteReason: before.deleteReason } }, req);
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  cacheOf(s).bump(tenantId);
  return out;
}

export async function setPostImage(s: TServices, auth: TAuth, id: string, form: TMultipart, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  await s.database.tenant(tenantId, (db) => postFor(db, auth, id));
  const { file, type } = imageOf(form, IMAGE_FIELD);
  const key = await s.files.save(file.content);
  let old: string | null = null;
  let out: TJobPostDetail;
  try {
    out = await s.database.tenant(tenantId, async (db) => {
      const before = await postFor(db, auth, id, { deleted: false, lock: true });
      old = before.imageKey;
      await repo.setPostImage(db, tenantId, id, { key, type, size: file.size }, who(auth));
      await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.image', entity: 'jobPost', entityId: id, after: { image: { type, size: file.size } } }, req);
      return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
    });
  } catch (e) {
    await s.files.remove(key);
    throw e;
  }
  if (old) await s.files.remove(old);
  cacheOf(s).bump(tenantId);
  return out;
}

export async function deletePostImage(s: TServices, auth: TAuth, id: string, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  let old: string | null = null;
  const out = await s.database.tenant(tenantId, async (db) => {
    const before = await postFor(db, auth, id, { deleted: false, lock: true });
    old = before.imageKey;
    if (old) {
      await repo.setPostImage(db, tenantId, id, null, who(auth));
      await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.image.delete', entity: 'jobPost', entityId: id }, req);
    }
    return presentDetail((await repo.getPost(db, tenantId, id))!, auth.account!);
  });
  if (old) await s.files.remove(old);
  cacheOf(s).bump(tenantId);
  return out;
}

// --- staff: applicants --------------------------------------------------------------------------------------------

export type TApplicantListParams = TListParams & {
  jobPostId?: string | null;
  stage?: TPipelineStage;
  organizationId?: string | null;
  from?: string;
  to?: string;
  all?: boolean;
};

function presentApplicantRow(a: repo.TApplicantRecord): TApplicantRow {
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    mobileNo: a.mobileNo,
    jobPostId: a.jobPostId,
    jobPostCode: a.jobPostCode,
    jobPostTitle: a.jobPostTitle,
    organizationTitle: a.organizationTitle,
    stage: a.stage as TPipelineStage,
    appliedAt: iso(a.createdAt)!,
  };
}

export async function listApplicants(s: TServices, auth: TAuth, p: TApplicantListParams) {
  const tenantId = tenantOf(auth);
  const sort = sortOf(p.sort, Object.keys(repo.APPLICANT_SORT_SQL) as (keyof typeof repo.APPLICANT_SORT_SQL)[], 'appliedAt', 'desc');
  const r = await s.database.tenant(tenantId, (db) =>
    repo.listApplicants(db, {
      tenantId,
      search: p.search?.trim() || undefined,
      sort: sort.field,
      dir: sort.dir,
      page: p.page,
      pageSize: p.pageSize,
      all: p.all,
      jobPostId: p.jobPostId,
      stage: p.stage,
      organizationId: p.organizationId,
      from: p.from,
      to: p.to,
      organizationIds: scopeOrgs(auth),
    }),
  );
  return { rows: r.rows.map(presentApplicantRow), total: r.total, page: p.page, pageSize: p.pageSize, raw: r.rows };
}

export async function listPostApplicants(s: TServices, auth: TAuth, postId: string, p: TApplicantListParams) {
  await s.database.tenant(tenantOf(auth), (db) => postFor(db, auth, postId, {}));
  return listApplicants(s, auth, { ...p, jobPostId: postId });
}

async function applicantFor(db: TDb, auth: TAuth, id: string, lock = false) {
  if (!UUID.test(id)) throw notFound();
  const a = await repo.getApplicant(db, tenantOf(auth), id, lock);
  if (!a || !inScope(auth, a.organizationId)) throw notFound();
  return a;
}

async function applicantDetail(db: TDb, auth: TAuth, a: repo.TApplicantRecord): Promise<TApplicantDetail> {
  const tenantId = tenantOf(auth);
  const [events, notes] = await Promise.all([repo.eventsOf(db, tenantId, a.id), repo.notesOf(db, tenantId, a.id)]);
  return {
    ...presentApplicantRow(a),
    profileUrl: a.profileUrl,
    videoUrl: a.videoUrl,
    videoEmbedUrl: embedVideoUrl(a.videoUrl),
    resume: { fileId: a.resumeFileId, name: a.resumeName, type: a.resumeType, size: a.resumeSize },
    resumeUrl: `/api/v1/careers/resumes/${a.resumeFileId}`,
    disclosure: { approved: true, approvedAt: iso(a.disclosureApprovedAt)!, text: a.disclosureText },
    notes: notes.map(presentNote),
    history: events.map((e) => ({
      id: e.id,
      fromStage: (e.fromStage as TPipelineStage | null) ?? null,
      toStage: e.toStage as TPipelineStage,
      note: e.note,
      notified: e.notified,
      byName: e.byName,
      at: iso(e.at)!,
    })),
  };
}

const presentNote = (n: { id: string; text: string; authorName: string | null; createdAt: Date | string }): TApplicantNote => ({
  id: n.id,
  text: n.text,
  authorName: n.authorName,
  createdAt: iso(n.createdAt)!,
});

export async function getApplicant(s: TServices, auth: TAuth, id: string) {
  return s.database.tenant(tenantOf(auth), async (db) => applicantDetail(db, auth, await applicantFor(db, auth, id)));
}

/** The résumé, downloaded (never shown inline, never sniffed), to staff who may see the application. */
export async function sendResume(s: TServices, auth: TAuth, fileId: string, reply: FastifyReply) {
  if (!UUID.test(fileId)) throw notFound();
  const tenantId = tenantOf(auth);
  const f = await s.database.tenant(tenantId, (db) => repo.applicantByFileId(db, tenantId, fileId));
  if (!f || !inScope(auth, f.organizationId)) throw notFound();
  const content = await s.files.read(f.key);
  return reply
    .header('content-type', f.type)
    .header('content-disposition', attachmentName(f.name, RESUME_EXT[f.type as TResumeType] ?? 'bin'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(content);
}

export async function moveStage(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  let mail: { to: string; subject: string; text: string; html: string } | undefined;
  const out = await s.database.tenant(tenantId, async (db) => {
    const a = await applicantFor(db, auth, id, true);
    const parsed = ZStageMoveInput.safeParse(body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const i of parsed.error.issues) fields[String(i.path[0] ?? '_')] ??= i.path[0] === 'stage' ? 'invalidOption' : 'tooLong';
      throw validation(fields);
    }
    const { stage, notify, note } = parsed.data;
    if (stage !== a.stage) {
      await repo.setStage(db, tenantId, id, stage);
      await repo.insertEvent(db, { tenantId, applicantId: id, fromStage: a.stage, toStage: stage, note: note ?? null, notified: notify, by: who(auth) });
      await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.stage', entity: 'careerApplicant', entityId: id, before: { stage: a.stage }, after: { stage, notify, note: note ?? null } }, req);
      if (notify) {
        const lang = a.language as TLanguage;
        const stageName = MAIL_CATALOGUES[lang]?.careerStages[stage] ?? STAGE_LABELS[stage];
        mail = { to: a.email, ...renderMail('careerStage', lang, { name: a.name, job: a.jobPostTitle, organization: a.organizationTitle, stage: stageName }) };
      }
    }
    return applicantDetail(db, auth, (await repo.getApplicant(db, tenantId, id))!);
  });
  if (mail) {
    const m = mail;
    s.background.run('careers stage mail', () => s.mailer.send(m));
  }
  return out;
}

export async function addNote(s: TServices, auth: TAuth, id: string, body: unknown, req: FastifyRequest) {
  const tenantId = tenantOf(auth);
  return s.database.tenant(tenantId, async (db) => {
    await applicantFor(db, auth, id);
    const parsed = z.object({ text: z.string().trim().min(1).max(5000) }).safeParse(body ?? {});
    if (!parsed.success) throw validation({ text: typeof (body as { text?: unknown } | null)?.text === 'string' && (body as { text: string }).text.trim() ? 'tooLong' : 'required' });
    const n = await repo.insertNote(db, { tenantId, applicantId: id, text: parsed.data.text, author: who(auth) });
    await auditIn(db, { tenantId, actor: actor(auth), action: 'careers.note', entity: 'careerApplicant', entityId: id, after: { text: parsed.data.text } }, req);
    return presentNote(n);
  });
}

export async function postBoard(s: TServices, auth: TAuth, postId: string): Promise<TApplicantBoard> {
  const tenantId = tenantOf(auth);
  return s.database.tenant(tenantId, async (db) => {
    const post = await postFor(db, auth, postId, {});
    const cards = await repo.boardCards(db, tenantId, post.id);
    return {
      post: { id: post.id, code: post.code, title: post.title, status: post.status },
      columns: PIPELINE_STAGES.map((stage) => {
        const mine = cards.filter((c) => c.stage === stage);
        return {
          stage,
          label: STAGE_LABELS[stage],
          count: mine.length,
          cards: mine.map((c) => ({ id: c.id, name: c.name, email: c.email, mobileNo: c.mobileNo, appliedAt: iso(c.createdAt)! })),
        };
      }),
    };
  });
}

/** The organizations whose career page an employee can open (`/careercompany`): code and title. */
export async function employeeOrganizations(s: TServices, auth: TAuth) {
  const tenantId = auth.tenantId!;
  const r = await s.database.tenant(tenantId, (db) => repo.listOrgs(db, { tenantId, sort: 'title', dir: 'asc', page: 1, pageSize: 1000, all: true }));
  return r.rows.map((o) => ({ code: o.code, title: o.title }));
}
