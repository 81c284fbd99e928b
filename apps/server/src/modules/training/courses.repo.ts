import { sql } from 'drizzle-orm';
import type { TChapter, TCourse } from '@staffdesk/core/training-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

// the counts cover the assignments the caller sees (a scoped sub admin: their employees')
const COLUMNS = sql`c.id, c.title, json_build_object('id', ty.id, 'name', ty.name) as type, c.description, c.status,
  c.updated_at as "updatedAt",
  (select count(*)::int from course_chapters h where h.tenant_id = c.tenant_id and h.course_id = c.id) as chapters,
  (select count(*)::int from course_assignments a where a.tenant_id = c.tenant_id and a.course_id = c.id) as assigned,
  (select count(a.completed_at)::int from course_assignments a where a.tenant_id = c.tenant_id and a.course_id = c.id)
    as completed`;

const FROM = sql`from courses c join course_types ty on ty.tenant_id = c.tenant_id and ty.id = c.type_id`;

const present = (r: Record<string, unknown>) => ({ ...r, updatedAt: iso(r.updatedAt) }) as TCourse;

export type TCourseFilter = { tenantId: string; search?: string; status?: string; typeId?: string };

const where = (f: TCourseFilter) => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where c.tenant_id = ${f.tenantId}
    ${like ? sql`and (c.title ilike ${like} or ty.name ilike ${like})` : sql``}
    ${f.status ? sql`and c.status = ${f.status}` : sql``}
    ${f.typeId ? sql`and c.type_id = ${f.typeId}` : sql``}`;
};

export async function coursePage(db: TDb, f: TCourseFilter, limit: number, offset: number) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} order by c.title, c.id limit ${limit} offset ${offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function courseById(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} where c.tenant_id = ${tenantId} and c.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export async function lockCourse(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; status: string }>(
    sql`select id, status from courses where tenant_id = ${tenantId} and id = ${id} for update`,
  );
  return r.rows[0] ?? null;
}

export type TCourseRow = { title: string; typeId: string; description: string | null; status: string };

export async function insertCourse(db: TDb, tenantId: string, v: TCourseRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into courses (tenant_id, title, type_id, description, status, created_by)
    values (${tenantId}, ${v.title}, ${v.typeId}, ${v.description}, ${v.status}, ${by}) returning id`);
  return r.rows[0]!.id;
}

export async function updateCourse(db: TDb, tenantId: string, id: string, v: TCourseRow) {
  await db.execute(sql`
    update courses set title = ${v.title}, type_id = ${v.typeId}, description = ${v.description}, status = ${v.status},
           updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

/** Every assignment of the course, whoever's: a course given to anyone is kept. */
export async function assignmentCount(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from course_assignments where tenant_id = ${tenantId} and course_id = ${id}`,
  );
  return r.rows[0]!.n;
}

/** The stored files of the course's chapters, to remove once the rows are gone. */
export async function fileKeysOf(db: TDb, tenantId: string, courseId: string) {
  const r = await db.execute<{ key: string }>(sql`
    select file_key as key from course_chapters
     where tenant_id = ${tenantId} and course_id = ${courseId} and file_key is not null`);
  return r.rows.map((x) => x.key);
}

export async function deleteCourse(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from courses where tenant_id = ${tenantId} and id = ${id}`);
}

export async function courseTypeExists(db: TDb, tenantId: string, id: string) {
  const r = await db.execute(
    sql`select 1 from course_types where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return r.rows.length > 0;
}

// chapters

const CHAPTER = sql`h.id, h.position, h.title, h.topics, h.video_urls as "videoUrls",
  case when h.file_key is null then null
       else json_build_object('name', h.file_name, 'type', h.file_type, 'size', h.file_size) end as file`;

export async function chaptersOf(db: TDb, tenantId: string, courseId: string): Promise<TChapter[]> {
  const r = await db.execute<TChapter>(sql`
    select ${CHAPTER} from course_chapters h where h.tenant_id = ${tenantId} and h.course_id = ${courseId}
     order by h.position, h.id`);
  return r.rows;
}

export async function chapterById(db: TDb, tenantId: string, courseId: string, id: string) {
  const r = await db.execute<TChapter & { fileKey: string | null }>(sql`
    select ${CHAPTER}, h.file_key as "fileKey" from course_chapters h
     where h.tenant_id = ${tenantId} and h.course_id = ${courseId} and h.id = ${id}`);
  return r.rows[0] ?? null;
}

export type TChapterRow = { title: string; topics: { title: string; content: string }[]; videoUrls: string[] };

export async function insertChapter(db: TDb, tenantId: string, courseId: string, v: TChapterRow) {
  const r = await db.execute<{ id: string }>(sql`
    insert into course_chapters (tenant_id, course_id, position, title, topics, video_urls)
    values (${tenantId}, ${courseId},
            (select coalesce(max(position) + 1, 0) from course_chapters where tenant_id = ${tenantId} and course_id = ${courseId}),
            ${v.title}, ${JSON.stringify(v.topics)}::jsonb, ${sql.param(v.videoUrls)}::text[])
    returning id`);
  return r.rows[0]!.id;
}

export async function updateChapter(db: TDb, tenantId: string, id: string, v: TChapterRow) {
  await db.execute(sql`
    update course_chapters set title = ${v.title}, topics = ${JSON.stringify(v.topics)}::jsonb,
           video_urls = ${sql.param(v.videoUrls)}::text[], updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setChapterOrder(db: TDb, tenantId: string, courseId: string, ids: string[]) {
  await db.execute(sql`
    update course_chapters h set position = o.n - 1
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as o(id, n)
     where h.tenant_id = ${tenantId} and h.course_id = ${courseId} and h.id = o.id`);
}

export async function setChapterFile(
  db: TDb,
  tenantId: string,
  id: string,
  f: { key: string; name: string; type: string; size: number } | null,
) {
  await db.execute(sql`
    update course_chapters set file_key = ${f?.key ?? null}, file_name = ${f?.name ?? null},
           file_type = ${f?.type ?? null}, file_size = ${f?.size ?? null}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteChapter(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from course_chapters where tenant_id = ${tenantId} and id = ${id}`);
}

/** Chapters done by anyone: a chapter someone has done is kept (their progress and certificate rest on it). */
export async function chapterDoneCount(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from chapter_progress where tenant_id = ${tenantId} and chapter_id = ${id}`,
  );
  return r.rows[0]!.n;
}
