import { sql } from 'drizzle-orm';
import { progressOf, type TAssignment, type TMyCourse } from '@staffdesk/core/training-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { personOf } from '../projects/projects.repo.ts';

/** Done and total chapters of an assignment `a`, and whether it is past due in the employee's organization. */
const COUNTS = sql`
  (select count(*)::int from chapter_progress p join course_chapters h on h.tenant_id = p.tenant_id and h.id = p.chapter_id
    where p.tenant_id = a.tenant_id and p.assignment_id = a.id) as done,
  (select count(*)::int from course_chapters h where h.tenant_id = a.tenant_id and h.course_id = a.course_id) as total,
  (a.completed_at is null and (now() at time zone o.timezone)::date > a.due_on) as overdue`;

const FROM = sql`from course_assignments a
  join employees e on e.tenant_id = a.tenant_id and e.id = a.employee_id
  join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id`;

const withProgress = <T extends { done: number; total: number }>(r: T) => ({
  ...r,
  progress: progressOf(r.done, r.total),
});

export async function assignmentPage(
  db: TDb,
  f: { tenantId: string; courseId: string; search?: string },
  limit: number,
  offset: number,
) {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = sql`where a.tenant_id = ${f.tenantId} and a.course_id = ${f.courseId}
    ${like ? sql`and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like})` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select a.id, ${personOf('e')} as employee, d.name as "departmentName", to_char(a.due_on, 'YYYY-MM-DD') as "dueOn",
           a.assigned_at as "assignedAt", a.completed_at as "completedAt", ${COUNTS}
      ${FROM} ${where} order by e.employee_code, a.id limit ${limit} offset ${offset}`);
  return {
    rows: rows.rows.map((r) =>
      withProgress({
        ...(r as TAssignment),
        assignedAt: iso(r.assignedAt)!,
        completedAt: iso(r.completedAt),
        overdue: r.overdue === true,
      }),
    ),
    total: total.rows[0]!.n,
  };
}

/** The active employees named, or of these departments or groups, that the caller reaches. */
export async function employeesToAssign(
  db: TDb,
  tenantId: string,
  who: { employeeIds: string[]; departmentIds: string[]; groupIds: string[] },
) {
  const r = await db.execute<{ id: string }>(sql`
    select id from employees
     where tenant_id = ${tenantId} and deleted_at is null and status = 'active'
       and (id = any(${sql.param(who.employeeIds)}::uuid[])
            or department_id = any(${sql.param(who.departmentIds)}::uuid[])
            or group_id = any(${sql.param(who.groupIds)}::uuid[]))`);
  return r.rows.map((x) => x.id);
}

/** Gives the course to these employees (those who have it already keep theirs); the ids of the new ones. */
export async function insertAssignments(
  db: TDb,
  tenantId: string,
  courseId: string,
  employeeIds: string[],
  dueOn: string,
  by: string,
) {
  const r = await db.execute<{ id: string; employeeId: string }>(sql`
    insert into course_assignments (tenant_id, course_id, employee_id, due_on, assigned_by)
    select ${tenantId}, ${courseId}, x, ${dueOn}, ${by} from unnest(${sql.param(employeeIds)}::uuid[]) as x
    on conflict do nothing returning id, employee_id as "employeeId"`);
  return r.rows;
}

export async function lockAssignment(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; courseId: string; employeeId: string; completedAt: unknown }>(sql`
    select id, course_id as "courseId", employee_id as "employeeId", completed_at as "completedAt"
      from course_assignments where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

export async function progressCount(db: TDb, tenantId: string, assignmentId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from chapter_progress where tenant_id = ${tenantId} and assignment_id = ${assignmentId}`);
  return r.rows[0]!.n;
}

export async function deleteAssignment(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from course_assignments where tenant_id = ${tenantId} and id = ${id}`);
}

// the employee's side

const MINE = sql`a.id as "assignmentId", c.id as "courseId", c.title, ty.name as type, c.description,
  to_char(a.due_on, 'YYYY-MM-DD') as "dueOn", a.completed_at as "completedAt", ${COUNTS}`;
const MINE_FROM = sql`${FROM}
  join courses c on c.tenant_id = a.tenant_id and c.id = a.course_id
  join course_types ty on ty.tenant_id = c.tenant_id and ty.id = c.type_id`;

const presentMine = (r: Record<string, unknown>) =>
  withProgress({ ...r, completedAt: iso(r.completedAt), overdue: r.overdue === true } as TMyCourse);

/** An employee's published courses: open ones first, by due date. */
export async function myCourses(db: TDb, tenantId: string, employeeId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${MINE} ${MINE_FROM}
     where a.tenant_id = ${tenantId} and a.employee_id = ${employeeId} and c.status = 'published'
     order by (a.completed_at is not null), a.due_on, c.title limit 500`);
  return r.rows.map(presentMine);
}

export async function myCourse(db: TDb, tenantId: string, employeeId: string, assignmentId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${MINE} ${MINE_FROM}
     where a.tenant_id = ${tenantId} and a.employee_id = ${employeeId} and a.id = ${assignmentId}
       and c.status = 'published'`);
  return r.rows[0] ? presentMine(r.rows[0]) : null;
}

export async function doneChapters(db: TDb, tenantId: string, assignmentId: string) {
  const r = await db.execute<{ chapterId: string; doneAt: unknown }>(sql`
    select chapter_id as "chapterId", done_at as "doneAt" from chapter_progress
     where tenant_id = ${tenantId} and assignment_id = ${assignmentId}`);
  return new Map(r.rows.map((x) => [x.chapterId, iso(x.doneAt)]));
}

/** Marks a chapter done (again: nothing changes); whether it was new. */
export async function markDone(db: TDb, tenantId: string, assignmentId: string, chapterId: string) {
  const r = await db.execute(sql`
    insert into chapter_progress (tenant_id, assignment_id, chapter_id) values (${tenantId}, ${assignmentId}, ${chapterId})
    on conflict do nothing returning chapter_id`);
  return r.rows.length > 0;
}

export async function completeAssignment(db: TDb, tenantId: string, id: string) {
  await db.execute(
    sql`update course_assignments set completed_at = now() where tenant_id = ${tenantId} and id = ${id}`,
  );
}

/** What the certificate shows: the employee, the organization, the course and when it was completed. */
export async function certificateOf(db: TDb, tenantId: string, assignmentId: string) {
  const r = await db.execute<{
    name: string;
    code: string;
    organization: string;
    course: string;
    type: string;
    chapters: number;
    completedAt: unknown;
    timezone: string;
  }>(sql`
    select concat_ws(' ', e.first_name, e.last_name) as name, coalesce(e.employee_code, '') as code,
           o.title as organization, c.title as course, ty.name as type,
           (select count(*)::int from course_chapters h where h.tenant_id = c.tenant_id and h.course_id = c.id) as chapters,
           a.completed_at as "completedAt", o.timezone
      ${MINE_FROM} where a.tenant_id = ${tenantId} and a.id = ${assignmentId}`);
  return r.rows[0] ?? null;
}
