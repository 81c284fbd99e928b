import { type SQL, sql } from 'drizzle-orm';
import type {
  TAnnouncement,
  TAnnouncementInput,
  TAnnouncementReader,
  TMyAnnouncement,
  TPostKind,
} from '@staffdesk/core/announcements-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { audienceNamesOf, inAudienceOf } from '../employees/audience.ts';
import { employeeSearch } from '../employees/employee-search.ts';

/** Whether employee `e` is in announcement `a`'s audience. */
export const inAudience = inAudienceOf('a');

/** Whether announcement `a` is shown today to employee `e` (their organization `o`'s calendar). */
export const current = sql`(a.status = 'published' and a.deleted_at is null
  and (a.show_from is null or a.show_from <= (now() at time zone o.timezone)::date)
  and (a.show_until is null or a.show_until >= (now() at time zone o.timezone)::date))`;

/** whether it has an image, and a short tag of which (for the browser's cache) */
const IMAGE = sql`a.image_key is not null as "hasImage", left(md5(a.image_key), 10) as "imageVersion"`;

const COLUMNS = sql`
  a.id, a.kind, a.title, coalesce(a.type_id, a.blog_type_id) as "typeId", coalesce(t.name, bt.name) as "typeName",
  t.color_code as "typeColor", a.body, ${IMAGE},
  a.audience,
  a.audience_ids::text[] as "audienceIds",
  ${audienceNamesOf('a')} as "audienceNames",
  a.status, to_char(a.show_from, 'YYYY-MM-DD') as "showFrom", to_char(a.show_until, 'YYYY-MM-DD') as "showUntil",
  a.published_at as "publishedAt", a.created_by_name as "createdByName", a.created_at as "createdAt",
  a.updated_by_name as "updatedByName", a.updated_at as "updatedAt",
  (select count(*)::int from employees e where e.tenant_id = a.tenant_id and e.deleted_at is null
      and e.status = 'active' and ${inAudience}) as "audienceCount",
  (select count(*)::int from announcement_reads r join employees e on e.tenant_id = r.tenant_id and e.id = r.employee_id
    where r.tenant_id = a.tenant_id and r.announcement_id = a.id and e.deleted_at is null and e.status = 'active'
      and ${inAudience}) as "readCount"`;

const FROM = sql`from announcements a
  left join announcement_types t on t.tenant_id = a.tenant_id and t.id = a.type_id
  left join blog_types bt on bt.tenant_id = a.tenant_id and bt.id = a.blog_type_id`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
const present = (r: Record<string, unknown>) =>
  ({
    ...r,
    publishedAt: iso(r.publishedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }) as TAnnouncement;

export type TAnnouncementFilter = {
  tenantId: string;
  kind: TPostKind;
  status?: string;
  search?: string;
  /** a scoped sub admin's: only announcements whose audience lies within it */
  within: SQL | null;
};

const where = (f: TAnnouncementFilter) => sql`
  where a.tenant_id = ${f.tenantId} and a.kind = ${f.kind} and a.deleted_at is null
    ${f.status ? sql`and a.status = ${f.status}` : sql``}
    ${f.search ? sql`and a.title ilike ${`%${escapeLike(f.search)}%`}` : sql``}
    ${f.within ? sql`and ${f.within}` : sql``}`;

export async function announcementPage(db: TDb, f: TAnnouncementFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where(f)}
     order by coalesce(a.published_at, a.created_at) desc, a.id
     limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function announcementById(db: TDb, tenantId: string, kind: TPostKind, id: string, within: SQL | null) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where({ tenantId, kind, within })} and a.id = ${id}`);
  return r.rows[0] ? present(r.rows[0]) : null;
}

export type TPostImage = { key: string; type: string };

/** The image of one in the caller's reach (`within`), if it has one. */
export async function imageOf(db: TDb, tenantId: string, kind: TPostKind, id: string, within: SQL | null) {
  const r = await db.execute<TPostImage>(sql`
    select a.image_key as key, a.image_type as type ${FROM} ${where({ tenantId, kind, within })}
       and a.id = ${id} and a.image_key is not null`);
  return r.rows[0] ?? null;
}

export async function insertAnnouncement(
  db: TDb,
  tenantId: string,
  kind: TPostKind,
  b: TAnnouncementInput,
  image: TPostImage | null,
  by: { id: string; name: string },
): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into announcements (tenant_id, kind, title, type_id, blog_type_id, body, image_key, image_type, audience, audience_ids,
                               status, show_from, show_until, published_at, created_by, created_by_name,
                               updated_by_name)
    values (${tenantId}, ${kind}, ${b.title}, ${kind === 'blog' ? null : b.typeId}, ${kind === 'blog' ? b.typeId : null}, ${b.body}, ${image?.key ?? null}, ${image?.type ?? null}, ${b.audience}, ${sql.param(b.audienceIds)}::uuid[],
            ${b.status}, ${b.showFrom ?? null}, ${b.showUntil ?? null},
            ${b.status === 'published' ? sql`now()` : sql`null`}, ${by.id}, ${by.name}, ${by.name})
    returning id`);
  return r.rows[0]!.id;
}

/**
 * Rewrites an announcement; the first publication keeps its moment. `image`: a new one, null to drop it, undefined
 * to keep it.
 */
export async function updateAnnouncement(
  db: TDb,
  tenantId: string,
  id: string,
  b: TAnnouncementInput,
  image: TPostImage | null | undefined,
  by: string,
) {
  await db.execute(sql`
    update announcements
       set title = ${b.title}, body = ${b.body}, audience = ${b.audience},
           type_id = case when kind = 'blog' then null else ${b.typeId}::uuid end,
           blog_type_id = case when kind = 'blog' then ${b.typeId}::uuid else null end,
           ${image === undefined ? sql`` : sql`image_key = ${image?.key ?? null}, image_type = ${image?.type ?? null},`}
           audience_ids = ${sql.param(b.audienceIds)}::uuid[], status = ${b.status}, show_from = ${b.showFrom ?? null},
           show_until = ${b.showUntil ?? null},
           published_at = case when ${b.status} = 'published' then coalesce(published_at, now()) else published_at end,
           updated_by_name = ${by}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

export async function deleteAnnouncement(db: TDb, tenantId: string, id: string, by: string, reason: string) {
  await db.execute(sql`
    update announcements set deleted_at = now(), deleted_by_name = ${by}, delete_reason = ${reason}
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

/** The audience's active employees, read or not (the caller's scope applies to employees). */
export async function readerPage(
  db: TDb,
  tenantId: string,
  id: string,
  q: { read?: 'yes' | 'no'; search?: string; limit: number; offset: number },
) {
  const filter = sql`
    from announcements a
    join employees e on e.tenant_id = a.tenant_id and e.deleted_at is null and e.status = 'active' and ${inAudience}
    join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
    left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
    left join announcement_reads r on r.tenant_id = a.tenant_id and r.announcement_id = a.id and r.employee_id = e.id
   where a.tenant_id = ${tenantId} and a.id = ${id}
     ${q.read === 'yes' ? sql`and r.read_at is not null` : q.read === 'no' ? sql`and r.read_at is null` : sql``}
     ${q.search ? sql`and ${employeeSearch(q.search)}` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${filter}`);
  const rows = await db.execute<TAnnouncementReader & { readAt: unknown }>(sql`
    select e.id, e.employee_code as "employeeCode",
           concat_ws(' ', e.first_name, e.last_name) as "employeeName", o.title as "organizationTitle",
           d.name as "departmentName", r.read_at as "readAt"
      ${filter}
     order by r.read_at desc nulls last, e.employee_code
     limit ${q.limit} offset ${q.offset}`);
  return {
    rows: rows.rows.map((r) => ({ ...r, readAt: iso(r.readAt) }) as TAnnouncementReader),
    total: total.rows[0]!.n,
  };
}

/** The announcements (or promotions) an employee sees today, newest first. */
export async function currentFor(
  db: TDb,
  tenantId: string,
  kind: TPostKind,
  employeeId: string,
): Promise<TMyAnnouncement[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select a.id, a.title, coalesce(t.name, bt.name) as "typeName", t.color_code as "typeColor", a.body, ${IMAGE},
           a.published_at as "publishedAt",
           to_char(a.show_until, 'YYYY-MM-DD') as "showUntil", r.read_at as "readAt"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      join announcements a on a.tenant_id = e.tenant_id and a.kind = ${kind} and ${inAudience} and ${current}
      left join announcement_types t on t.tenant_id = a.tenant_id and t.id = a.type_id
      left join blog_types bt on bt.tenant_id = a.tenant_id and bt.id = a.blog_type_id
      left join announcement_reads r on r.tenant_id = a.tenant_id and r.announcement_id = a.id and r.employee_id = e.id
     where e.tenant_id = ${tenantId} and e.id = ${employeeId}
     order by a.published_at desc, a.id
     limit 100`);
  return r.rows.map((x) => ({ ...x, publishedAt: iso(x.publishedAt), readAt: iso(x.readAt) }) as TMyAnnouncement);
}

/** One of the employee's current announcements (or promotions), or null: what they may read, and its image. */
export const mineSql = (tenantId: string, kind: TPostKind, employeeId: string, id: string) => sql`
      select a.id, a.image_key as key, a.image_type as type from employees e
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        join announcements a on a.tenant_id = e.tenant_id and a.kind = ${kind} and a.id = ${id} and ${inAudience}
                            and ${current}
       where e.tenant_id = ${tenantId} and e.id = ${employeeId}`;

/** The image of one of the employee's current announcements (or promotions), if it has one. */
export async function myImageOf(db: TDb, tenantId: string, kind: TPostKind, employeeId: string, id: string) {
  const r = await db.execute<TPostImage>(sql`
    select key, type from (${mineSql(tenantId, kind, employeeId, id)}) m where key is not null`);
  return r.rows[0] ?? null;
}

/** Marks one of the employee's current announcements read; false when it is not one of them. */
export async function markRead(
  db: TDb,
  tenantId: string,
  kind: TPostKind,
  employeeId: string,
  id: string,
): Promise<boolean> {
  const r = await db.execute<{ ok: boolean }>(sql`
    with mine as (${mineSql(tenantId, kind, employeeId, id)}),
    saved as (
      insert into announcement_reads (tenant_id, announcement_id, employee_id)
      select ${tenantId}, id, ${employeeId} from mine
      on conflict do nothing)
    select exists (select 1 from mine) as ok`);
  return r.rows[0]!.ok;
}

/** The users (logins) of the audience's active employees who see the announcement today: whom to notify. */
export async function audienceUsers(db: TDb, tenantId: string, id: string): Promise<string[]> {
  const r = await db.execute<{ userId: string }>(sql`
    select e.user_id as "userId"
      from announcements a
      join employees e on e.tenant_id = a.tenant_id and e.deleted_at is null and e.status = 'active'
                      and e.user_id is not null and ${inAudience}
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where a.tenant_id = ${tenantId} and a.id = ${id} and ${current}`);
  return r.rows.map((x) => x.userId);
}

/**
 * Announcements whose first day came after the day they were published (in each reader's organization), now shown,
 * with the logins of their audience not yet told of them (whichever tenant: the hourly job's).
 */
export async function dueReaders(db: TDb) {
  const r = await db.execute<{
    tenantId: string;
    id: string;
    kind: TPostKind;
    title: string;
    account: string;
    userId: string;
  }>(sql`
    select a.tenant_id as "tenantId", a.id, a.kind, a.title, t.account, e.user_id as "userId"
      from announcements a
      join tenants t on t.id = a.tenant_id
                    and coalesce((t.features->>(case a.kind when 'promotion' then 'promotions' when 'blog' then 'blogs'
                                                            else 'announcements' end))::boolean, false)
      join employees e on e.tenant_id = a.tenant_id and e.deleted_at is null and e.status = 'active'
                      and e.user_id is not null and ${inAudience}
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where ${current} and a.show_from is not null and a.show_from > (a.published_at at time zone o.timezone)::date
       and not exists (select 1 from notifications n where n.tenant_id = a.tenant_id and n.recipient_id = e.user_id
                         and n.kind = a.kind and n.params->>'id' = a.id::text)
     order by a.tenant_id, a.id`);
  return r.rows;
}
