import { type SQL, sql } from 'drizzle-orm';
import type { TTask, TTaskFile, TTaskLog } from '@staffdesk/core/projects-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { orgToday, personOf } from './projects.repo.ts';

/**
 * Tasks are always read through their project (and its organization), so a scoped sub admin's organization rule
 * on projects hides the tasks of projects out of reach too.
 */
const COLUMNS = sql`
  t.id, t.project_id as "projectId", p.name as "projectName", t.title, t.description, ${personOf('a', 't.assignee_id')} as assignee,
  t.priority, t.weight, to_char(t.due_on, 'YYYY-MM-DD') as "dueOn", t.status,
  coalesce(t.status <> 'completed' and t.due_on < ${orgToday}, false) as overdue, t.completed_at as "completedAt",
  coalesce(l.minutes, 0) as "loggedMinutes", coalesce(l.n, 0) as "logCount", p.head_id as "headId",
  p.status = 'completed' as "projectCompleted", t.created_at as "createdAt", t.updated_at as "updatedAt"`;

const FROM = sql`from project_tasks t
  join projects p on p.tenant_id = t.tenant_id and p.id = t.project_id
  join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
  left join employees a on a.tenant_id = t.tenant_id and a.id = t.assignee_id
  left join lateral (select sum(x.minutes)::int as minutes, count(*)::int as n from task_logs x
                      where x.tenant_id = t.tenant_id and x.task_id = t.id) l on true`;

const present = (r: Record<string, unknown>) =>
  ({
    ...r,
    // the service tells each caller what they may do
    canMove: false,
    completedAt: iso(r.completedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }) as TTask;

export type TTaskFilter = {
  tenantId: string;
  search?: string;
  projectId?: string;
  assigneeId?: string;
  status?: string;
  priority?: string;
  overdue?: boolean;
  /** of the projects of an organization, a group */
  organizationId?: string;
  groupId?: string;
  /** an employee: tasks of the projects they head or belong to, and their own */
  memberId?: string;
};

const where = (f: TTaskFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where t.tenant_id = ${f.tenantId}
    ${like ? sql`and (t.title ilike ${like} or t.description ilike ${like} or p.name ilike ${like})` : sql``}
    ${f.projectId ? sql`and t.project_id = ${f.projectId}` : sql``}
    ${f.assigneeId ? sql`and t.assignee_id = ${f.assigneeId}` : sql``}
    ${f.status ? sql`and t.status = ${f.status}` : sql``}
    ${f.priority ? sql`and t.priority = ${f.priority}` : sql``}
    ${f.overdue ? sql`and t.status <> 'completed' and t.due_on < ${orgToday}` : sql``}
    ${f.organizationId ? sql`and p.organization_id = ${f.organizationId}` : sql``}
    ${f.groupId ? sql`and p.group_id = ${f.groupId}` : sql``}
    ${
      f.memberId
        ? sql`and (t.assignee_id = ${f.memberId} or p.head_id = ${f.memberId} or exists (select 1 from project_members m
                where m.tenant_id = p.tenant_id and m.project_id = p.id and m.employee_id = ${f.memberId}))`
        : sql``
    }`;
};

/** Open ones first; the nearest due, the most serious first. */
const ORDER = sql`order by case t.status when 'completed' then 1 else 0 end, t.due_on nulls last,
  case t.priority when 'veryHigh' then 0 when 'high' then 1 when 'moderate' then 2 else 3 end, t.created_at, t.id`;

export async function taskPage(db: TDb, f: TTaskFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

/** The board: every open task (up to `openMax`) and the latest completed ones. */
export async function boardTasks(db: TDb, f: TTaskFilter, openMax: number, completedMax: number) {
  const open = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} and t.status <> 'completed' ${ORDER} limit ${openMax}`,
  );
  const done = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} and t.status = 'completed' order by t.completed_at desc, t.id
        limit ${completedMax}`,
  );
  return [...open.rows, ...done.rows].map(present);
}

/** One task; with `memberId`, only if that employee may see it. */
export async function taskById(db: TDb, tenantId: string, id: string, memberId?: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where({ tenantId, memberId })} and t.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export type TTaskAccessRow = {
  id: string;
  projectId: string;
  organizationId: string;
  assigneeId: string;
  headId: string;
  status: string;
};

/** The task's row locked for a change, with what deciding who may change it needs; null out of reach. */
export async function lockTask(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<TTaskAccessRow>(sql`
    select t.id, t.project_id as "projectId", p.organization_id as "organizationId", t.assignee_id as "assigneeId",
           p.head_id as "headId", t.status
      from project_tasks t join projects p on p.tenant_id = t.tenant_id and p.id = t.project_id
     where t.tenant_id = ${tenantId} and t.id = ${id} for update of t`);
  return r.rows[0] ?? null;
}

export type TTaskRow = {
  projectId: string;
  title: string;
  description: string | null;
  assigneeId: string;
  priority: string;
  weight: number;
  dueOn: string | null;
  status: string;
};

export async function insertTask(db: TDb, tenantId: string, v: TTaskRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into project_tasks (tenant_id, project_id, title, description, assignee_id, priority, weight, due_on,
                               status, completed_at, created_by)
    values (${tenantId}, ${v.projectId}, ${v.title}, ${v.description}, ${v.assigneeId}, ${v.priority}, ${v.weight},
            ${v.dueOn}, ${v.status}, case when ${v.status} = 'completed' then now() end, ${by})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateTask(db: TDb, tenantId: string, id: string, v: TTaskRow) {
  await db.execute(sql`
    update project_tasks set project_id = ${v.projectId}, title = ${v.title}, description = ${v.description},
           assignee_id = ${v.assigneeId}, priority = ${v.priority}, weight = ${v.weight}, due_on = ${v.dueOn},
           status = ${v.status},
           completed_at = case when ${v.status} = 'completed' then coalesce(completed_at, now()) end, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setTaskStatus(db: TDb, tenantId: string, id: string, status: string) {
  await db.execute(sql`
    update project_tasks set status = ${status}, updated_at = now(),
           completed_at = case when ${status} = 'completed' then coalesce(completed_at, now()) end
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteTask(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from project_tasks where tenant_id = ${tenantId} and id = ${id}`);
}

/** The project a task goes to, locked against a concurrent delete, with who may be given its tasks. */
export async function projectForTask(db: TDb, tenantId: string, projectId: string) {
  const r = await db.execute<{ id: string; organizationId: string; headId: string; status: string }>(sql`
    select id, organization_id as "organizationId", head_id as "headId", status from projects
     where tenant_id = ${tenantId} and id = ${projectId} for share`);
  return r.rows[0] ?? null;
}

// logs

export async function logsOf(db: TDb, tenantId: string, taskId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select l.id, ${personOf('e')} as employee, to_char(l.worked_on, 'YYYY-MM-DD') as "workedOn", l.minutes, l.note,
           l.created_at as "createdAt"
      from task_logs l join employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
     where l.tenant_id = ${tenantId} and l.task_id = ${taskId} order by l.worked_on desc, l.created_at desc, l.id`);
  return r.rows.map((x) => ({ ...x, createdAt: iso(x.createdAt) }) as TTaskLog);
}

export async function countLogs(db: TDb, tenantId: string, taskId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from task_logs where tenant_id = ${tenantId} and task_id = ${taskId}`);
  return r.rows[0]!.n;
}

/** The minutes already logged by one employee on one day, on every task. */
export async function minutesOnDay(db: TDb, tenantId: string, employeeId: string, day: string) {
  const r = await db.execute<{ n: number }>(sql`
    select coalesce(sum(minutes), 0)::int as n from task_logs
     where tenant_id = ${tenantId} and employee_id = ${employeeId} and worked_on = ${day}::date`);
  return r.rows[0]!.n;
}

export async function insertLog(
  db: TDb,
  tenantId: string,
  taskId: string,
  v: { employeeId: string; workedOn: string; minutes: number; note: string | null },
  by: string,
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into task_logs (tenant_id, task_id, employee_id, worked_on, minutes, note, created_by)
    values (${tenantId}, ${taskId}, ${v.employeeId}, ${v.workedOn}, ${v.minutes}, ${v.note}, ${by})
    returning id`);
  return r.rows[0]!.id;
}

export async function logById(db: TDb, tenantId: string, taskId: string, id: string) {
  const r = await db.execute<{ id: string; employeeId: string; workedOn: string; minutes: number }>(sql`
    select id, employee_id as "employeeId", to_char(worked_on, 'YYYY-MM-DD') as "workedOn", minutes from task_logs
     where tenant_id = ${tenantId} and task_id = ${taskId} and id = ${id}`);
  return r.rows[0] ?? null;
}

export async function deleteLog(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from task_logs where tenant_id = ${tenantId} and id = ${id}`);
}

/** The organization's today (for the days time may be logged on). */
export async function todayOf(db: TDb, tenantId: string, organizationId: string) {
  const r = await db.execute<{ today: string }>(sql`
    select to_char((now() at time zone timezone)::date, 'YYYY-MM-DD') as today from organizations
     where tenant_id = ${tenantId} and id = ${organizationId}`);
  return r.rows[0]!.today;
}

// attachments

export async function filesOf(db: TDb, tenantId: string, taskId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select id, name, type, size, created_by as "createdBy", created_by_name as "createdByName", created_at as "createdAt"
      from task_files where tenant_id = ${tenantId} and task_id = ${taskId} order by created_at, id`);
  return r.rows.map((x) => ({ ...x, createdAt: iso(x.createdAt) }) as TTaskFile);
}

export async function insertFile(
  db: TDb,
  tenantId: string,
  taskId: string,
  f: { key: string; name: string; type: string; size: number },
  by: { id: string; name: string },
) {
  const r = await db.execute<{ id: string }>(sql`
    insert into task_files (tenant_id, task_id, file_key, name, type, size, created_by, created_by_name)
    values (${tenantId}, ${taskId}, ${f.key}, ${f.name}, ${f.type}, ${f.size}, ${by.id}, ${by.name}) returning id`);
  return r.rows[0]!.id;
}

export async function fileById(db: TDb, tenantId: string, taskId: string, id: string) {
  const r = await db.execute<{ id: string; key: string; name: string; type: string; createdBy: string }>(sql`
    select id, file_key as key, name, type, created_by as "createdBy" from task_files
     where tenant_id = ${tenantId} and task_id = ${taskId} and id = ${id}`);
  return r.rows[0] ?? null;
}

export async function deleteFile(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from task_files where tenant_id = ${tenantId} and id = ${id}`);
}

/** The stored keys of a task's files (to remove from the store once the task is gone). */
export async function fileKeys(db: TDb, tenantId: string, taskId: string) {
  const r = await db.execute<{ key: string }>(sql`
    select file_key as key from task_files where tenant_id = ${tenantId} and task_id = ${taskId}`);
  return r.rows.map((x) => x.key);
}
