import { type SQL, sql } from 'drizzle-orm';
import { daysFromTo } from '@staffdesk/core/dates';
import {
  completionOf,
  REPORT_DAYS_MAX,
  type TProjectReport,
  type TReportPerson,
  type TReportProject,
} from '@staffdesk/core/projects-api';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { orgToday } from './projects.repo.ts';
import { staffAccess } from './projects.service.ts';
import * as tasks from './tasks.repo.ts';

export type TReportFilter = { from: string; to: string; organizationId?: string; groupId?: string };

const projectWhere = (tenantId: string, f: TReportFilter): SQL => sql`where p.tenant_id = ${tenantId}
  ${f.organizationId ? sql`and p.organization_id = ${f.organizationId}` : sql``}
  ${f.groupId ? sql`and p.group_id = ${f.groupId}` : sql``}`;

/** Projects under way in the period: started by its end, and open or completed within it. */
async function projectRows(db: TDb, tenantId: string, f: TReportFilter): Promise<TReportProject[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.name, o.title as "organizationName", g.name as "groupName",
           concat_ws(' ', h.first_name, h.last_name) as head, p.status, to_char(p.due_on, 'YYYY-MM-DD') as "dueOn",
           coalesce(t.todo, 0) as todo, coalesce(t.in_progress, 0) as "inProgress", coalesce(t.review, 0) as review,
           coalesce(t.completed, 0) as completed, coalesce(t.overdue, 0) as "overdueTasks",
           coalesce(t.total_weight, 0) as "totalWeight", coalesce(t.done_weight, 0) as "doneWeight",
           coalesce(l.period, 0) as "periodMinutes", coalesce(l.ever, 0) as "loggedMinutes"
      from projects p
      join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
      left join employees h on h.tenant_id = p.tenant_id and h.id = p.head_id
      left join project_groups g on g.tenant_id = p.tenant_id and g.id = p.group_id
      left join lateral (
        select count(*) filter (where x.status = 'todo')::int as todo,
               count(*) filter (where x.status = 'inProgress')::int as in_progress,
               count(*) filter (where x.status = 'review')::int as review,
               count(*) filter (where x.status = 'completed')::int as completed,
               count(*) filter (where x.status <> 'completed' and x.due_on < ${orgToday})::int as overdue,
               sum(x.weight)::int as total_weight, sum(x.weight) filter (where x.status = 'completed')::int as done_weight
          from project_tasks x where x.tenant_id = p.tenant_id and x.project_id = p.id) t on true
      left join lateral (
        select sum(y.minutes) filter (where y.worked_on between ${f.from}::date and ${f.to}::date)::int as period,
               sum(y.minutes)::int as ever
          from task_logs y join project_tasks x on x.tenant_id = y.tenant_id and x.id = y.task_id
         where x.tenant_id = p.tenant_id and x.project_id = p.id) l on true
    ${projectWhere(tenantId, f)}
       and p.start_on <= ${f.to}::date
       and (p.status = 'inProgress' or (p.completed_at at time zone o.timezone)::date >= ${f.from}::date)
     order by coalesce(l.period, 0) desc, p.name`);
  return r.rows.map((x) => {
    const v = x as Record<string, number | string | null>;
    const total = Number(v.totalWeight);
    const done = Number(v.doneWeight);
    return {
      id: String(v.id),
      name: String(v.name),
      organizationName: String(v.organizationName),
      groupName: (v.groupName as string | null) ?? null,
      head: String(v.head),
      status: v.status as TReportProject['status'],
      dueOn: String(v.dueOn),
      completion: completionOf([
        { weight: done, status: 'completed' },
        { weight: total - done, status: 'todo' },
      ]),
      byStatus: {
        todo: Number(v.todo),
        inProgress: Number(v.inProgress),
        review: Number(v.review),
        completed: Number(v.completed),
      },
      overdueTasks: Number(v.overdueTasks),
      periodMinutes: Number(v.periodMinutes),
      loggedMinutes: Number(v.loggedMinutes),
    };
  });
}

/** Each person with tasks or time in the projects: their open, overdue and (in the period) completed tasks and time. */
async function peopleRows(db: TDb, tenantId: string, f: TReportFilter): Promise<TReportPerson[]> {
  const r = await db.execute<TReportPerson>(sql`
    with scoped as (
      select p.id, o.timezone from projects p join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id
      ${projectWhere(tenantId, f)}
    ), work as (
      select x.assignee_id as employee_id,
             count(*) filter (where x.status <> 'completed')::int as open,
             count(*) filter (where x.status <> 'completed' and x.due_on < (now() at time zone s.timezone)::date)::int
               as overdue,
             count(*) filter (where x.status = 'completed'
               and (x.completed_at at time zone s.timezone)::date between ${f.from}::date and ${f.to}::date)::int
               as completed
        from project_tasks x join scoped s on s.id = x.project_id
       where x.tenant_id = ${tenantId} group by x.assignee_id
    ), time as (
      select y.employee_id, sum(y.minutes)::int as minutes
        from task_logs y join project_tasks x on x.tenant_id = y.tenant_id and x.id = y.task_id
        join scoped s on s.id = x.project_id
       where y.tenant_id = ${tenantId} and y.worked_on between ${f.from}::date and ${f.to}::date
       group by y.employee_id
    )
    select e.id, concat_ws(' ', e.first_name, e.last_name) as name, e.employee_code as code,
           coalesce(w.open, 0) as "openTasks", coalesce(w.overdue, 0) as "overdueTasks",
           coalesce(w.completed, 0) as "completedTasks", coalesce(m.minutes, 0) as "periodMinutes"
      from (select employee_id from work union select employee_id from time) who
      join employees e on e.tenant_id = ${tenantId} and e.id = who.employee_id
      left join work w on w.employee_id = who.employee_id
      left join time m on m.employee_id = who.employee_id
     order by coalesce(m.minutes, 0) desc, e.first_name, e.last_name`);
  return r.rows;
}

const OVERDUE_MAX = 100;

function checked(q: TReportFilter): TReportFilter {
  if (q.to < q.from) throw appError(400, 'validation', { to: 'dateOrder' });
  if (daysFromTo(q.from, q.to) > REPORT_DAYS_MAX) throw appError(400, 'validation', { to: 'rangeTooLong' });
  return { from: q.from, to: q.to, organizationId: q.organizationId || undefined, groupId: q.groupId || undefined };
}

/** The report for staff with the projects page, within their scope. */
export async function projectReport(s: TServices, auth: TAuth, q: TReportFilter): Promise<TProjectReport> {
  staffAccess(auth, 'view');
  const f = checked(q);
  return s.database.tenant(auth, async (db) => {
    const overdue = await tasks.taskPage(
      db,
      { tenantId: auth.tenantId!, overdue: true, organizationId: f.organizationId, groupId: f.groupId },
      { limit: OVERDUE_MAX, offset: 0 },
    );
    return {
      from: f.from,
      to: f.to,
      projects: await projectRows(db, auth.tenantId!, f),
      people: await peopleRows(db, auth.tenantId!, f),
      overdue: overdue.rows,
    };
  });
}
