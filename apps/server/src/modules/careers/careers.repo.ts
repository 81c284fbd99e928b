import { escapeLike } from '../../platform/db/like.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TJobPostValues, TJobStatus, TJobVisibility, TPipelineStage } from '@staffdesk/core/careers';
import type { TDb } from '../../platform/db/db.ts';
import { camelRow } from '../../platform/db/rows.ts';
import {
  careerDisclosures,
  careerJobDescriptions,
  careerJobIdSeries,
  careerJobTitles,
  careerJobTypes,
  organizations,
} from '../resources/resources.tables.ts';
import {
  careerApplicantEvents,
  careerApplicantNotes,
  careerApplicants,
  careerJobPosts,
  careerOrgLogos,
} from './careers.tables.ts';

/** Data access of careers. Every function takes the tenant explicitly (RLS is the net under it). */

type TActor = { id: string; name: string };
const dirOf = (d: 'asc' | 'desc') => (d === 'desc' ? sql`desc` : sql`asc`);

// --- organizations ------------------------------------------------------------------------------------------------

export type TOrg = {
  id: string;
  title: string;
  code: string;
  address: string | null;
  website: string | null;
  timezone: string;
};

const orgColumns = {
  id: organizations.id,
  title: organizations.title,
  code: organizations.code,
  address: organizations.address,
  website: organizations.website,
  timezone: organizations.timezone,
};

/** `publicOnly`: an organization whose public careers page is off is not found (the employees' page still is). */
export async function orgByCode(
  db: TDb,
  tenantId: string,
  code: string,
  publicOnly = false,
): Promise<TOrg | undefined> {
  const rows = await db
    .select(orgColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        sql`lower(${organizations.code}) = lower(${code})`,
        sql`${organizations.deletedAt} is null`,
        publicOnly ? sql`${organizations.careersPublic}` : undefined,
      ),
    )
    .limit(1);
  return rows[0] as TOrg | undefined;
}

export async function orgById(db: TDb, tenantId: string, id: string): Promise<TOrg | undefined> {
  const rows = await db
    .select(orgColumns)
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id), sql`${organizations.deletedAt} is null`))
    .limit(1);
  return rows[0] as TOrg | undefined;
}

export const ORG_SORTS = {
  title: sql`lower(o.title)`,
  address: sql`lower(o.address)`,
  code: sql`lower(o.code)`,
} as const;

type TOrgListQuery = {
  tenantId: string;
  search?: string;
  sort: keyof typeof ORG_SORTS;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  all?: boolean;
};

function orgWhere(q: TOrgListQuery) {
  const conds: SQL[] = [sql`o.tenant_id = ${q.tenantId}`, sql`o.deleted_at is null`];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(sql`(o.title ilike ${like} or o.address ilike ${like} or o.code ilike ${like})`);
  }
  return sql.join(conds, sql` and `);
}

const orgsSql = (q: TOrgListQuery) =>
  sql`select o.id, o.code, o.title, o.address from organizations o where ${orgWhere(q)}
      order by ${ORG_SORTS[q.sort]} ${dirOf(q.dir)} nulls last, o.id`;

export async function listOrgs(db: TDb, q: TOrgListQuery) {
  const limit = q.all ? sql`` : sql` limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const rows = await db.execute<{ id: string; code: string; title: string; address: string | null }>(
    sql`${orgsSql(q)}${limit}`,
  );
  if (q.all) return { rows: rows.rows, total: rows.rows.length };
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from organizations o where ${orgWhere(q)}`,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every matching organization as one query, for a cursor (the careers list's export). */
export const orgsExportQuery = (q: TOrgListQuery) => new PgDialect().sqlToQuery(orgsSql(q));

export async function logoOf(db: TDb, tenantId: string, organizationId: string) {
  const rows = await db
    .select()
    .from(careerOrgLogos)
    .where(and(eq(careerOrgLogos.tenantId, tenantId), eq(careerOrgLogos.organizationId, organizationId)))
    .limit(1);
  return rows[0];
}

export async function setLogo(
  db: TDb,
  tenantId: string,
  organizationId: string,
  logo: { key: string; type: string; size: number },
  actor: TActor,
) {
  await db
    .insert(careerOrgLogos)
    .values({
      tenantId,
      organizationId,
      logoKey: logo.key,
      logoType: logo.type,
      logoSize: logo.size,
      createdBy: actor.id,
      createdByName: actor.name,
      updatedBy: actor.id,
    })
    .onConflictDoUpdate({
      target: [careerOrgLogos.tenantId, careerOrgLogos.organizationId],
      set: { logoKey: logo.key, logoType: logo.type, logoSize: logo.size, updatedAt: sql`now()`, updatedBy: actor.id },
    });
}

export async function deleteLogo(db: TDb, tenantId: string, organizationId: string) {
  await db
    .delete(careerOrgLogos)
    .where(and(eq(careerOrgLogos.tenantId, tenantId), eq(careerOrgLogos.organizationId, organizationId)));
}

// --- masters ------------------------------------------------------------------------------------------------------

/** A live master record (job title, job type) of the tenant. */
export async function masterExists(
  db: TDb,
  table: 'career_job_titles' | 'career_job_types',
  tenantId: string,
  id: string,
) {
  const t = table === 'career_job_titles' ? careerJobTitles : careerJobTypes;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, id), sql`${t.deletedAt} is null`))
    .limit(1);
  return rows.length > 0;
}

/** A live job description of the tenant, with its organization. */
export async function jobDescriptionOf(db: TDb, tenantId: string, id: string) {
  const rows = await db
    .select({
      id: careerJobDescriptions.id,
      organizationId: careerJobDescriptions.organizationId,
      title: careerJobDescriptions.title,
      description: careerJobDescriptions.description,
    })
    .from(careerJobDescriptions)
    .where(
      and(
        eq(careerJobDescriptions.tenantId, tenantId),
        eq(careerJobDescriptions.id, id),
        sql`${careerJobDescriptions.deletedAt} is null`,
      ),
    )
    .limit(1);
  return rows[0] as { id: string; organizationId: string; title: string; description: string | null } | undefined;
}

export async function disclosureOf(db: TDb, tenantId: string, organizationId: string) {
  const rows = await db
    .select({ id: careerDisclosures.id, description: careerDisclosures.description })
    .from(careerDisclosures)
    .where(
      and(
        eq(careerDisclosures.tenantId, tenantId),
        eq(careerDisclosures.organizationId, organizationId),
        sql`${careerDisclosures.deletedAt} is null`,
      ),
    )
    .limit(1);
  return rows[0] as { id: string; description: string } | undefined;
}

/**
 * The next code of an organization's job-ID series (`JOB-0001`), moving the series on; the row is locked until the
 * transaction ends, so two posts never take the same number. Undefined when the organization has no series.
 */
export async function takeJobCode(db: TDb, tenantId: string, organizationId: string): Promise<string | undefined> {
  const rows = await db.execute<{ code: string }>(
    sql`update career_job_id_series s set next_number = s.next_number + 1, updated_at = now()
         where s.tenant_id = ${tenantId} and s.organization_id = ${organizationId} and s.deleted_at is null
     returning s.prefix || lpad((s.next_number - 1)::text, greatest(s.padding, length((s.next_number - 1)::text)), '0') as code`,
  );
  return rows.rows[0]?.code;
}

export async function codeTaken(db: TDb, tenantId: string, code: string) {
  const rows = await db.execute(
    sql`select 1 from career_job_posts where tenant_id = ${tenantId} and lower(code) = lower(${code}) limit 1`,
  );
  return rows.rows.length > 0;
}

// --- job posts ----------------------------------------------------------------------------------------------------

export type TPostRecord = typeof careerJobPosts.$inferSelect & {
  organizationTitle: string;
  organizationCode: string;
  jobTitleName: string | null;
  jobTypeName: string | null;
  jobDescriptionTitle: string | null;
  applicants: number;
};

const postSelect = {
  p: careerJobPosts,
  organizationTitle: sql<string>`${organizations.title}`,
  organizationCode: sql<string>`${organizations.code}`,
  jobTitleName: sql<string | null>`${careerJobTitles.name}`,
  jobTypeName: sql<string | null>`${careerJobTypes.name}`,
  jobDescriptionTitle: sql<string | null>`${careerJobDescriptions.title}`,
  applicants: sql<number>`(select count(*)::int from career_applicants a where a.tenant_id = ${careerJobPosts.tenantId} and a.job_post_id = ${careerJobPosts.id})`,
};

function postQuery(db: TDb) {
  return db
    .select(postSelect)
    .from(careerJobPosts)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, careerJobPosts.tenantId), eq(organizations.id, careerJobPosts.organizationId)),
    )
    .leftJoin(
      careerJobTitles,
      and(eq(careerJobTitles.tenantId, careerJobPosts.tenantId), eq(careerJobTitles.id, careerJobPosts.jobTitleId)),
    )
    .leftJoin(
      careerJobTypes,
      and(eq(careerJobTypes.tenantId, careerJobPosts.tenantId), eq(careerJobTypes.id, careerJobPosts.jobTypeId)),
    )
    .leftJoin(
      careerJobDescriptions,
      and(
        eq(careerJobDescriptions.tenantId, careerJobPosts.tenantId),
        eq(careerJobDescriptions.id, careerJobPosts.jobDescriptionId),
      ),
    );
}

type TPostJoined = { p: typeof careerJobPosts.$inferSelect } & Omit<
  TPostRecord,
  keyof typeof careerJobPosts.$inferSelect
>;
const flat = (r: TPostJoined): TPostRecord => {
  const { p, ...rest } = r;
  return { ...p, ...rest };
};

export async function getPost(db: TDb, tenantId: string, id: string, opts: { deleted?: boolean; lock?: boolean } = {}) {
  const live =
    opts.deleted === undefined
      ? undefined
      : opts.deleted
        ? sql`${careerJobPosts.deletedAt} is not null`
        : sql`${careerJobPosts.deletedAt} is null`;
  let q = postQuery(db)
    .where(and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id), live))
    .limit(1)
    .$dynamic();
  if (opts.lock) q = q.for('update', { of: careerJobPosts });
  const rows = (await q) as TPostJoined[];
  return rows[0] ? flat(rows[0]) : undefined;
}

export const POST_SORTS = {
  code: sql`lower(${careerJobPosts.code})`,
  title: sql`lower(${careerJobPosts.title})`,
  postedDate: sql`${careerJobPosts.postedDate}`,
  closingDate: sql`${careerJobPosts.closingDate}`,
  status: sql`${careerJobPosts.status}`,
  visibility: sql`${careerJobPosts.visibility}`,
  organization: sql`lower(${organizations.title})`,
  applicants: sql`(select count(*) from career_applicants a where a.tenant_id = ${careerJobPosts.tenantId} and a.job_post_id = ${careerJobPosts.id})`,
  createdAt: sql`${careerJobPosts.createdAt}`,
} as const;

export type TPostListQuery = {
  tenantId: string;
  search?: string;
  sort: keyof typeof POST_SORTS;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  all?: boolean;
  deleted: boolean;
  status?: TJobStatus;
  visibility?: TJobVisibility;
  organizationId?: string | null;
};

function postWhere(q: TPostListQuery) {
  const conds: (SQL | undefined)[] = [
    eq(careerJobPosts.tenantId, q.tenantId),
    q.deleted ? sql`${careerJobPosts.deletedAt} is not null` : sql`${careerJobPosts.deletedAt} is null`,
    q.status ? eq(careerJobPosts.status, q.status) : undefined,
    q.visibility ? eq(careerJobPosts.visibility, q.visibility) : undefined,
    q.organizationId ? eq(careerJobPosts.organizationId, q.organizationId) : undefined,
  ];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(${careerJobPosts.code} ilike ${like} or ${careerJobPosts.title} ilike ${like} or ${organizations.title} ilike ${like})`,
    );
  }
  return and(...conds);
}

export async function listPosts(db: TDb, q: TPostListQuery) {
  const where = postWhere(q);
  let rq = postQuery(db)
    .where(where)
    .orderBy(q.dir === 'desc' ? desc(POST_SORTS[q.sort]) : asc(POST_SORTS[q.sort]), asc(careerJobPosts.id))
    .$dynamic();
  if (!q.all) rq = rq.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const rows = ((await rq) as TPostJoined[]).map(flat);
  if (q.all) return { rows, total: rows.length };
  const total = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careerJobPosts)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, careerJobPosts.tenantId), eq(organizations.id, careerJobPosts.organizationId)),
    )
    .where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Every matching post as one query, for a cursor (the export): the list's filters and sort, the columns it shows. */
export function postsExportQuery(q: TPostListQuery) {
  const p = careerJobPosts;
  return new PgDialect().sqlToQuery(sql`select ${p.code} as code, ${p.title} as title,
      ${organizations.title} as organization_title, ${careerJobTypes.name} as job_type_name,
      ${careerJobDescriptions.title} as job_description_title, ${p.positions} as positions,
      ${p.minimumExperience} as minimum_experience, ${p.postedDate} as posted_date, ${p.closingDate} as closing_date,
      ${p.status} as status, ${p.visibility} as visibility, ${POST_SORTS.applicants}::int as applicants
    from ${p}
    inner join ${organizations} on ${organizations.tenantId} = ${p.tenantId} and ${organizations.id} = ${p.organizationId}
    left join ${careerJobTypes} on ${careerJobTypes.tenantId} = ${p.tenantId} and ${careerJobTypes.id} = ${p.jobTypeId}
    left join ${careerJobDescriptions} on ${careerJobDescriptions.tenantId} = ${p.tenantId}
      and ${careerJobDescriptions.id} = ${p.jobDescriptionId}
    where ${postWhere(q)}
    order by ${POST_SORTS[q.sort]} ${q.dir === 'desc' ? sql`desc` : sql`asc`}, ${p.id}`);
}

export type TPostExportRow = {
  code: string;
  title: string;
  organizationTitle: string;
  jobTypeName: string | null;
  jobDescriptionTitle: string | null;
  positions: number;
  minimumExperience: number;
  postedDate: string;
  closingDate: string;
  status: string;
  visibility: string;
  applicants: number;
};

export type TPostValues = Omit<TJobPostValues, 'status'>;

export async function insertPost(
  db: TDb,
  tenantId: string,
  v: TPostValues & { code: string; status: TJobStatus },
  actor: TActor,
) {
  const rows = await db
    .insert(careerJobPosts)
    .values({ ...v, tenantId, createdBy: actor.id, createdByName: actor.name, updatedBy: actor.id })
    .returning({ id: careerJobPosts.id });
  return rows[0]!.id;
}

export async function updatePost(db: TDb, tenantId: string, id: string, v: TPostValues, actor: TActor) {
  await db
    .update(careerJobPosts)
    .set({ ...v, updatedAt: sql`now()`, updatedBy: actor.id })
    .where(and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id)));
}

export async function setPostStatus(db: TDb, tenantId: string, id: string, status: TJobStatus, actor: TActor) {
  await db
    .update(careerJobPosts)
    .set({ status, updatedAt: sql`now()`, updatedBy: actor.id })
    .where(and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id)));
}

export async function setPostImage(
  db: TDb,
  tenantId: string,
  id: string,
  image: { key: string; type: string; size: number } | null,
  actor: TActor,
) {
  await db
    .update(careerJobPosts)
    .set({
      imageKey: image?.key ?? null,
      imageType: image?.type ?? null,
      imageSize: image?.size ?? null,
      updatedAt: sql`now()`,
      updatedBy: actor.id,
    })
    .where(and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id)));
}

export async function softDeletePost(db: TDb, tenantId: string, id: string, reason: string, actor: TActor) {
  await db
    .update(careerJobPosts)
    .set({ deletedAt: sql`now()`, deletedBy: actor.id, deletedByName: actor.name, deleteReason: reason })
    .where(
      and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id), sql`${careerJobPosts.deletedAt} is null`),
    );
}

export async function restorePost(db: TDb, tenantId: string, id: string, actor: TActor) {
  await db
    .update(careerJobPosts)
    .set({
      deletedAt: null,
      deletedBy: null,
      deletedByName: null,
      deleteReason: null,
      updatedAt: sql`now()`,
      updatedBy: actor.id,
    })
    .where(and(eq(careerJobPosts.tenantId, tenantId), eq(careerJobPosts.id, id)));
}

// --- the board (public and employee) ------------------------------------------------------------------------------

export type TBoardCard = {
  id: string;
  code: string;
  title: string;
  short_description: string | null;
  description_head: string;
  image_key: string | null;
  posted_date: string;
  closing_date: string;
  job_type_name: string | null;
  visibility: TJobVisibility;
};
export type TBoard = {
  org: (TOrg & { logo_key: string | null }) | null;
  has_disclosure: boolean;
  total: number;
  jds: { id: string; title: string }[] | null;
  jobs: TBoardCard[] | null;
};

/** Open posts: published, live, of these visibilities, not past their closing day in the organization's zone. */
/** Only the public can look: the organization's public careers page must be on (off, it shows nothing public). */
const publicOnly = (visibilities: readonly TJobVisibility[]) => !visibilities.includes('private');

const openPost = (visibilities: readonly TJobVisibility[]) =>
  sql`p.status = 'published' and p.deleted_at is null and p.visibility = any(${sql.param([...visibilities])}::text[])
      and p.closing_date >= (now() at time zone o.timezone)::date${publicOnly(visibilities) ? sql` and o.careers_public` : sql``}`;

/**
 * The whole board in one statement (one round trip): the organization, its logo, whether it has a disclosure, its
 * job descriptions, the count of open posts and one page of cards. Only the start of a description is read: the
 * card shows a short text.
 */
export async function board(
  db: TDb,
  q: {
    tenantId: string;
    orgCode: string;
    visibilities: readonly TJobVisibility[];
    jobDescriptionId?: string | null;
    limit: number;
    offset: number;
  },
): Promise<TBoard> {
  const jd = q.jobDescriptionId ? sql` and p.job_description_id = ${q.jobDescriptionId}` : sql``;
  const rows = await db.execute<TBoard>(sql`
    with o as (
      select o.id, o.title, o.code, o.address, o.website, o.timezone, (now() at time zone o.timezone)::date as today,
             (select l.logo_key from career_org_logos l where l.tenant_id = o.tenant_id and l.organization_id = o.id) as logo_key
        from organizations o
       where o.tenant_id = ${q.tenantId} and lower(o.code) = lower(${q.orgCode}) and o.deleted_at is null${publicOnly(q.visibilities) ? sql` and o.careers_public` : sql``}
       limit 1
    ), ids as (
      -- only what counting and ordering need: the index holds it (career_job_posts_board)
      select p.id, p.posted_date from career_job_posts p, o
       where p.tenant_id = ${q.tenantId} and p.organization_id = o.id and p.status = 'published' and p.deleted_at is null
         and p.visibility = any(${sql.param([...q.visibilities])}::text[]) and p.closing_date >= o.today${jd}
    )
    select (select row_to_json(o) from o) as org,
           exists (select 1 from career_disclosures d, o where d.tenant_id = ${q.tenantId} and d.organization_id = o.id and d.deleted_at is null) as has_disclosure,
           (select count(*)::int from ids) as total,
           (select json_agg(json_build_object('id', d.id, 'title', d.title) order by lower(d.title), d.id)
              from career_job_descriptions d, o where d.tenant_id = ${q.tenantId} and d.organization_id = o.id and d.deleted_at is null) as jds,
           (select json_agg(c order by c.posted_date desc, c.id) from (
              select p.id, p.code, p.title, p.short_description, left(p.description, 3000) as description_head, p.image_key,
                     p.posted_date, p.closing_date, p.visibility,
                     (select t.name from career_job_types t where t.tenant_id = p.tenant_id and t.id = p.job_type_id) as job_type_name
                from (select id from ids order by posted_date desc, id limit ${q.limit} offset ${q.offset}) page
                join career_job_posts p on p.tenant_id = ${q.tenantId} and p.id = page.id
           ) c) as jobs`);
  return rows.rows[0]!;
}

export type TOpenPost = TPostRecord & {
  organizationAddress: string | null;
  organizationWebsite: string | null;
  jobDescriptionText: string | null;
};

/** A post on the board of its organization (open, of these visibilities), with what its detail shows. */
export async function openPostById(db: TDb, tenantId: string, id: string, visibilities: readonly TJobVisibility[]) {
  const rows = await db.execute<{ id: string }>(sql`
    select p.id from career_job_posts p join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
     where p.tenant_id = ${tenantId} and p.id = ${id} and o.deleted_at is null and ${openPost(visibilities)}`);
  if (!rows.rows[0]) return undefined;
  const post = await getPost(db, tenantId, id, { deleted: false });
  if (!post) return undefined;
  const extra = await db.execute<{ address: string | null; website: string | null; jd_text: string | null }>(sql`
    select o.address, o.website, d.description as jd_text
      from organizations o left join career_job_descriptions d on d.tenant_id = o.tenant_id and d.id = ${post.jobDescriptionId}
     where o.tenant_id = ${tenantId} and o.id = ${post.organizationId}`);
  const e = extra.rows[0];
  return {
    ...post,
    organizationAddress: e?.address ?? null,
    organizationWebsite: e?.website ?? null,
    jobDescriptionText: e?.jd_text ?? null,
  } as TOpenPost;
}

/** The stored type of a post image or logo of the tenant, by its random key. */
export async function imageByKey(db: TDb, tenantId: string, key: string) {
  const rows = await db.execute<{ type: string }>(sql`
    select image_type as type from career_job_posts where tenant_id = ${tenantId} and image_key = ${key} and deleted_at is null
    union all
    select logo_type from career_org_logos where tenant_id = ${tenantId} and logo_key = ${key}
    limit 1`);
  return rows.rows[0];
}

// --- applicants ---------------------------------------------------------------------------------------------------

export type TApplicantInsert = typeof careerApplicants.$inferInsert;

export async function applied(db: TDb, tenantId: string, jobPostId: string, email: string) {
  const rows = await db.execute(
    sql`select 1 from career_applicants where tenant_id = ${tenantId} and job_post_id = ${jobPostId} and lower(email) = lower(${email}) limit 1`,
  );
  return rows.rows.length > 0;
}

/**
 * Who hears of a new applicant to an organization's post: the tenant's HR admins, and sub admins whose role may
 * view applicants and covers that organization (an empty list covers all). Disabled users do not.
 */
export async function applicantWatchers(db: TDb, tenantId: string, organizationId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select u.id from users u
    left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id and r.deleted_at is null
    where u.tenant_id = ${tenantId} and not u.disabled
      and (u.login_type = 'hr_admin'
        or (u.login_type = 'sub_admin' and coalesce((r.privileges -> 'applicationList' ->> 'view')::boolean, false)
            and (cardinality(r.organization_ids) = 0 or ${organizationId}::uuid = any(r.organization_ids))))`);
  return rows.rows.map((r) => r.id);
}

export async function insertApplicant(db: TDb, v: TApplicantInsert) {
  const rows = await db.insert(careerApplicants).values(v).returning({ id: careerApplicants.id });
  return rows[0]!.id;
}

export type TApplicantRecord = typeof careerApplicants.$inferSelect & {
  jobPostCode: string;
  jobPostTitle: string;
  organizationTitle: string;
  postDeleted: boolean;
};

const applicantSelect = sql`a.*, p.code as "jobPostCode", p.title as "jobPostTitle", o.title as "organizationTitle", (p.deleted_at is not null) as "postDeleted"`;
const applicantFrom = sql`career_applicants a
  join career_job_posts p on p.tenant_id = a.tenant_id and p.id = a.job_post_id
  join organizations o on o.tenant_id = a.tenant_id and o.id = a.organization_id`;

const camel = camelRow;

export const APPLICANT_SORT_SQL = {
  name: sql`lower(a.name)`,
  email: sql`lower(a.email)`,
  appliedAt: sql`a.created_at`,
  stage: sql`array_position(${sql.param(['applied', 'phoneScreening', 'shortList', 'assessments', 'offer', 'hired', 'onBoard', 'hold', 'filled', 'vacancyCancelled', 'noSelection'])}::text[], a.stage)`,
  jobPost: sql`lower(p.title)`,
} as const;

export type TApplicantListQuery = {
  tenantId: string;
  search?: string;
  sort: keyof typeof APPLICANT_SORT_SQL;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  all?: boolean;
  jobPostId?: string | null;
  stage?: TPipelineStage;
  organizationId?: string | null;
  from?: string;
  to?: string;
};

function applicantWhere(q: TApplicantListQuery): SQL {
  const conds: SQL[] = [sql`a.tenant_id = ${q.tenantId}`];
  if (q.jobPostId) conds.push(sql`a.job_post_id = ${q.jobPostId}`);
  if (q.stage) conds.push(sql`a.stage = ${q.stage}`);
  if (q.organizationId) conds.push(sql`a.organization_id = ${q.organizationId}`);
  // the date range is on the organization's calendar day of the application
  if (q.from) conds.push(sql`(a.created_at at time zone o.timezone)::date >= ${q.from}::date`);
  if (q.to) conds.push(sql`(a.created_at at time zone o.timezone)::date <= ${q.to}::date`);
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(a.name ilike ${like} or a.email ilike ${like} or a.mobile_no ilike ${like} or p.title ilike ${like} or p.code ilike ${like})`,
    );
  }
  return sql.join(conds, sql` and `);
}

const applicantOrder = (q: TApplicantListQuery) => sql`order by ${APPLICANT_SORT_SQL[q.sort]} ${dirOf(q.dir)}, a.id`;

export async function listApplicants(db: TDb, q: TApplicantListQuery) {
  const where = applicantWhere(q);
  const limit = q.all ? sql`` : sql` limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${applicantSelect} from ${applicantFrom} where ${where} ${applicantOrder(q)}${limit}`,
  );
  const out = rows.rows.map((r) => camel<TApplicantRecord>(r));
  if (q.all) return { rows: out, total: out.length };
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${applicantFrom} where ${where}`);
  return { rows: out, total: total.rows[0]?.n ?? 0 };
}

/** Every matching applicant as one query, for a cursor (the export): rows as listApplicants reads them. */
export function applicantsQuery(q: TApplicantListQuery) {
  return new PgDialect().sqlToQuery(
    sql`select ${applicantSelect} from ${applicantFrom} where ${applicantWhere(q)} ${applicantOrder(q)}`,
  );
}

/** A cursor row (snake case) as a record. */
export const applicantRecord = (row: Record<string, unknown>) => camel<TApplicantRecord>(row);

export async function getApplicant(db: TDb, tenantId: string, id: string, lock = false) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${applicantSelect} from ${applicantFrom} where a.tenant_id = ${tenantId} and a.id = ${id}${lock ? sql` for update of a` : sql``}`,
  );
  return rows.rows[0] ? camel<TApplicantRecord>(rows.rows[0]) : undefined;
}

export async function applicantByFileId(db: TDb, tenantId: string, fileId: string) {
  const rows = await db
    .select({
      id: careerApplicants.id,
      organizationId: careerApplicants.organizationId,
      key: careerApplicants.resumeKey,
      name: careerApplicants.resumeName,
      type: careerApplicants.resumeType,
    })
    .from(careerApplicants)
    .where(and(eq(careerApplicants.tenantId, tenantId), eq(careerApplicants.resumeFileId, fileId)))
    .limit(1);
  return rows[0];
}

export async function setStage(db: TDb, tenantId: string, id: string, stage: TPipelineStage) {
  await db
    .update(careerApplicants)
    .set({ stage, stageChangedAt: sql`clock_timestamp()`, updatedAt: sql`now()` })
    .where(and(eq(careerApplicants.tenantId, tenantId), eq(careerApplicants.id, id)));
}

export async function insertEvent(
  db: TDb,
  v: {
    tenantId: string;
    applicantId: string;
    fromStage: string | null;
    toStage: string;
    note?: string | null;
    notified?: boolean;
    by: TActor | null;
  },
) {
  const rows = await db
    .insert(careerApplicantEvents)
    .values({
      tenantId: v.tenantId,
      applicantId: v.applicantId,
      fromStage: v.fromStage,
      toStage: v.toStage,
      note: v.note ?? null,
      notified: v.notified ?? false,
      byId: v.by?.id ?? null,
      byName: v.by?.name ?? null,
    })
    .returning({ id: careerApplicantEvents.id });
  return rows[0]!.id;
}

export async function eventsOf(db: TDb, tenantId: string, applicantId: string) {
  return db
    .select()
    .from(careerApplicantEvents)
    .where(and(eq(careerApplicantEvents.tenantId, tenantId), eq(careerApplicantEvents.applicantId, applicantId)))
    .orderBy(asc(careerApplicantEvents.at), asc(careerApplicantEvents.id));
}

export async function insertNote(db: TDb, v: { tenantId: string; applicantId: string; text: string; author: TActor }) {
  const rows = await db
    .insert(careerApplicantNotes)
    .values({
      tenantId: v.tenantId,
      applicantId: v.applicantId,
      text: v.text,
      authorId: v.author.id,
      authorName: v.author.name,
    })
    .returning();
  return rows[0]!;
}

export async function notesOf(db: TDb, tenantId: string, applicantId: string) {
  return db
    .select()
    .from(careerApplicantNotes)
    .where(and(eq(careerApplicantNotes.tenantId, tenantId), eq(careerApplicantNotes.applicantId, applicantId)))
    .orderBy(desc(careerApplicantNotes.createdAt), desc(careerApplicantNotes.id));
}

/** The cards of a post's Kanban: every application, oldest first within a stage. */
export async function boardCards(db: TDb, tenantId: string, jobPostId: string) {
  return db
    .select({
      id: careerApplicants.id,
      name: careerApplicants.name,
      email: careerApplicants.email,
      mobileNo: careerApplicants.mobileNo,
      stage: careerApplicants.stage,
      createdAt: careerApplicants.createdAt,
    })
    .from(careerApplicants)
    .where(and(eq(careerApplicants.tenantId, tenantId), eq(careerApplicants.jobPostId, jobPostId)))
    .orderBy(asc(careerApplicants.stageChangedAt), asc(careerApplicants.id));
}

/** For the share page: a public open post of an account's organization, found without a session. */
export async function sharePost(db: TDb, tenantId: string, orgCode: string, id: string) {
  const rows = await db.execute<{ id: string }>(sql`
    select p.id from career_job_posts p join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
     where p.tenant_id = ${tenantId} and p.id = ${id} and lower(o.code) = lower(${orgCode}) and o.deleted_at is null
       and ${openPost(['public'])}`);
  return rows.rows[0] ? openPostById(db, tenantId, id, ['public']) : undefined;
}

/** Reference series lookup for the admin form: whether an organization has a job-ID series. */
export async function hasSeries(db: TDb, tenantId: string, organizationId: string) {
  const rows = await db
    .select({ id: careerJobIdSeries.id })
    .from(careerJobIdSeries)
    .where(
      and(
        eq(careerJobIdSeries.tenantId, tenantId),
        eq(careerJobIdSeries.organizationId, organizationId),
        sql`${careerJobIdSeries.deletedAt} is null`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
