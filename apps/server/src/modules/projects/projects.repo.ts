import { type SQL, sql } from 'drizzle-orm';
import { completionOf, type TPersonRef, type TProject } from '@staffdesk/core/projects-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

/**
 * A person as the API shows them, from an employee row `alias` that may be missing: a scoped sub admin does not see
 * employees outside their scope (row-level security), and the records that name them (a project's head, a task's
 * assignee) stay in their lists with the id only (`idColumn`).
 */
export const personOf = (alias: string, idColumn = `${alias}.id`) =>
  sql.raw(
    `json_build_object('id', ${idColumn}, 'name', concat_ws(' ', ${alias}.first_name, ${alias}.last_name), 'code', coalesce(${alias}.employee_code, ''))`,
  );

/** The organization's today, for what is overdue. */
export const orgToday = sql`(now() at time zone o.timezone)::date`;

const COLUMNS = sql`
  p.id, p.organization_id as "organizationId", o.title as "organizationName", o.currency, p.group_id as "groupId",
  g.name as "groupName", p.name, p.description, ${personOf('h', 'p.head_id')} as head, p.priority, p.weight,
  p.value::text as value, to_char(p.start_on, 'YYYY-MM-DD') as "startOn", to_char(p.due_on, 'YYYY-MM-DD') as "dueOn",
  p.status, p.completed_at as "completedAt",
  (select count(*)::int from project_members m where m.tenant_id = p.tenant_id and m.project_id = p.id) as "memberCount",
  coalesce(t.n, 0) as "taskCount", coalesce(t.open, 0) as "openTasks", coalesce(t.overdue, 0) as "overdueTasks",
  coalesce(t.total_weight, 0) as "totalWeight", coalesce(t.done_weight, 0) as "doneWeight",
  coalesce((select sum(l.minutes)::int from task_logs l join project_tasks x on x.tenant_id = l.tenant_id and x.id = l.task_id
             where x.tenant_id = p.tenant_id and x.project_id = p.id), 0) as "loggedMinutes",
  p.created_at as "createdAt", p.updated_at as "updatedAt"`;

const FROM = sql`from projects p
  join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
  left join employees h on h.tenant_id = p.tenant_id and h.id = p.head_id
  left join project_groups g on g.tenant_id = p.tenant_id and g.id = p.group_id
  left join lateral (
    select count(*)::int as n, count(*) filter (where x.status <> 'completed')::int as open,
           count(*) filter (where x.status <> 'completed' and x.due_on < ${orgToday})::int as overdue,
           sum(x.weight)::int as total_weight, sum(x.weight) filter (where x.status = 'completed')::int as done_weight
      from project_tasks x where x.tenant_id = p.tenant_id and x.project_id = p.id) t on true`;

const present = (r: Record<string, unknown>): TProject => {
  const { totalWeight, doneWeight, ...rest } = r as Record<string, unknown> & {
    totalWeight: number;
    doneWeight: number;
  };
  return {
    ...(rest as unknown as TProject),
    completion: completionOf([
      { weight: doneWeight, status: 'completed' },
      { weight: totalWeight - doneWeight, status: 'todo' },
    ]),
    completedAt: iso(r.completedAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
};

export type TProjectFilter = {
  tenantId: string;
  search?: string;
  status?: string;
  priority?: string;
  groupId?: string;
  organizationId?: string;
  /** an employee: the projects they head or belong to */
  memberId?: string;
};

const where = (f: TProjectFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where p.tenant_id = ${f.tenantId}
    ${like ? sql`and (p.name ilike ${like} or p.description ilike ${like} or concat_ws(' ', h.first_name, h.last_name) ilike ${like})` : sql``}
    ${f.status ? sql`and p.status = ${f.status}` : sql``}
    ${f.priority ? sql`and p.priority = ${f.priority}` : sql``}
    ${f.groupId ? sql`and p.group_id = ${f.groupId}` : sql``}
    ${f.organizationId ? sql`and p.organization_id = ${f.organizationId}` : sql``}
    ${
      f.memberId
        ? sql`and (p.head_id = ${f.memberId} or exists (select 1 from project_members m
                where m.tenant_id = p.tenant_id and m.project_id = p.id and m.employee_id = ${f.memberId}))`
        : sql``
    }`;
};

/** Open ones first, the nearest due first. */
const ORDER = sql`order by case p.status when 'completed' then 1 else 0 end, p.due_on, p.name, p.id`;

export async function projectPage(db: TDb, f: TProjectFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${p.limit} offset ${p.offset}`,
  );
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function projectsFor(db: TDb, f: TProjectFilter, limit: number) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where(f)} ${ORDER} limit ${limit}`,
  );
  return rows.rows.map(present);
}

/** One project; with `memberId`, only if that employee heads it or belongs to it. */
export async function projectById(db: TDb, tenantId: string, id: string, memberId?: string) {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} ${where({ tenantId, memberId })} and p.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export async function membersOf(db: TDb, tenantId: string, projectId: string) {
  const r = await db.execute<TPersonRef>(sql`
    select ${personOf('e')} as person from project_members m
      join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id
     where m.tenant_id = ${tenantId} and m.project_id = ${projectId} order by e.first_name, e.last_name`);
  return r.rows.map((x) => (x as unknown as { person: TPersonRef }).person);
}

/** The project's row locked for a change, if it is in reach. */
export async function lockProject(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; organizationId: string; headId: string; status: string }>(sql`
    select id, organization_id as "organizationId", head_id as "headId", status from projects
     where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

export type TProjectRow = {
  organizationId: string;
  groupId: string | null;
  name: string;
  description: string | null;
  headId: string;
  priority: string;
  weight: number;
  value: string | null;
  startOn: string;
  dueOn: string;
  status: string;
};

export async function insertProject(db: TDb, tenantId: string, v: TProjectRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into projects (tenant_id, organization_id, group_id, name, description, head_id, priority, weight, value,
                          start_on, due_on, status, completed_at, created_by)
    values (${tenantId}, ${v.organizationId}, ${v.groupId}, ${v.name}, ${v.description}, ${v.headId}, ${v.priority},
            ${v.weight}, ${v.value}, ${v.startOn}, ${v.dueOn}, ${v.status},
            case when ${v.status} = 'completed' then now() end, ${by})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateProject(db: TDb, tenantId: string, id: string, v: TProjectRow) {
  await db.execute(sql`
    update projects set organization_id = ${v.organizationId}, group_id = ${v.groupId}, name = ${v.name},
           description = ${v.description}, head_id = ${v.headId}, priority = ${v.priority}, weight = ${v.weight},
           value = ${v.value}, start_on = ${v.startOn}, due_on = ${v.dueOn}, status = ${v.status},
           completed_at = case when ${v.status} = 'completed' then coalesce(completed_at, now()) end, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function setMembers(db: TDb, tenantId: string, projectId: string, ids: string[]) {
  await db.execute(sql`
    delete from project_members where tenant_id = ${tenantId} and project_id = ${projectId}
       and employee_id <> all(${sql.param(ids)}::uuid[])`);
  await db.execute(sql`
    insert into project_members (tenant_id, project_id, employee_id)
    select ${tenantId}, ${projectId}, x from unnest(${sql.param(ids)}::uuid[]) x
    on conflict do nothing`);
}

/** An assignee joins the project's members (its head is not one: they lead it). */
export async function addMember(db: TDb, tenantId: string, projectId: string, employeeId: string) {
  await db.execute(sql`
    insert into project_members (tenant_id, project_id, employee_id)
    select ${tenantId}, ${projectId}, ${employeeId}
     where not exists (select 1 from projects where tenant_id = ${tenantId} and id = ${projectId} and head_id = ${employeeId})
    on conflict do nothing`);
}

/** Who has open tasks in the project. */
export async function openAssignees(db: TDb, tenantId: string, projectId: string) {
  const r = await db.execute<{ id: string }>(sql`
    select distinct assignee_id as id from project_tasks
     where tenant_id = ${tenantId} and project_id = ${projectId} and status <> 'completed'`);
  return r.rows.map((x) => x.id);
}

export async function countTasks(db: TDb, tenantId: string, projectId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from project_tasks where tenant_id = ${tenantId} and project_id = ${projectId}`);
  return r.rows[0]!.n;
}

export async function deleteProject(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from projects where tenant_id = ${tenantId} and id = ${id}`);
}

/** Active employees (not deleted, not a leaver) among these ids, with their organization. */
export async function activeEmployees(db: TDb, tenantId: string, ids: string[]) {
  const r = await db.execute<{ id: string; organizationId: string }>(sql`
    select id, organization_id as "organizationId" from employees
     where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[]) and deleted_at is null
       and status = 'active'`);
  return r.rows;
}

export async function organizationExists(db: TDb, tenantId: string, id: string) {
  const r = await db.execute(sql`
    select 1 from organizations where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
  return r.rows.length > 0;
}

export async function groupExists(db: TDb, tenantId: string, id: string) {
  const r = await db.execute(sql`
    select 1 from project_groups where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
  return r.rows.length > 0;
}

/** Projects a task can go to, by name: open ones, at most 20 (an employee: theirs). */
export async function projectOptions(db: TDb, tenantId: string, search: string, memberId?: string) {
  const like = `%${escapeLike(search)}%`;
  const r = await db.execute<{ id: string; name: string }>(sql`
    select p.id, p.name ${FROM} ${where({ tenantId, memberId })} and p.name ilike ${like}
     order by case p.status when 'completed' then 1 else 0 end, p.name limit 20`);
  return r.rows;
}
