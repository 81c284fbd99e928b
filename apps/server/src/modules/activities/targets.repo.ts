import { type SQL, sql } from 'drizzle-orm';
import { achievementOf, type TKpiRow, type TTarget } from '@staffdesk/core/activities-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';
import { personOf } from '../projects/projects.repo.ts';

/** The month's final activities that count towards a target `x`, each worth its evaluation's valuation %. */
const ACHIEVED = sql`coalesce((
  select sum(coalesce(ev.valuation, 100))::float8 / 100 from activities a
    join activity_statuses st on st.tenant_id = a.tenant_id and st.id = a.status_id and st.is_final
    left join activity_evaluations ev on ev.tenant_id = a.tenant_id and ev.id = a.evaluation_id
   where a.tenant_id = x.tenant_id and a.employee_id = x.employee_id
     and a.done_on >= to_date(x.month, 'YYYY-MM') and a.done_on < to_date(x.month, 'YYYY-MM') + interval '1 month'
     and (x.kind = 'summary' or a.type_id = x.type_id)), 0)`;

const COLUMNS = sql`
  x.id, x.kind, ${personOf('e')} as employee, x.month,
  case when ty.id is null then null else json_build_object('id', ty.id, 'name', ty.name) end as type,
  x.target, x.goal, x.valuation, ${ACHIEVED} as achieved, x.created_at as "createdAt"`;

const FROM = sql`from activity_targets x
  join employees e on e.tenant_id = x.tenant_id and e.id = x.employee_id
  left join activity_types ty on ty.tenant_id = x.tenant_id and ty.id = x.type_id`;

const present = (r: Record<string, unknown>): TTarget => {
  const achieved = Math.round(Number(r.achieved) * 100) / 100;
  return {
    ...(r as unknown as TTarget),
    achieved,
    achievement: achievementOf(achieved, Number(r.target)),
    createdAt: iso(r.createdAt)!,
  };
};

export type TTargetFilter = {
  tenantId: string;
  kind: string;
  search?: string;
  month?: string;
  employeeId?: string;
};

const where = (f: TTargetFilter): SQL => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where x.tenant_id = ${f.tenantId} and x.kind = ${f.kind}
    ${like ? sql`and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like} or x.goal ilike ${like})` : sql``}
    ${f.month ? sql`and x.month = ${f.month}` : sql``}
    ${f.employeeId ? sql`and x.employee_id = ${f.employeeId}` : sql``}`;
};

export async function targetPage(db: TDb, f: TTargetFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where(f)} order by x.month desc, e.first_name, e.last_name, ty.name, x.id
     limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

/** One target; with `kind`, only of that kind. */
export async function targetById(db: TDb, tenantId: string, id: string, kind?: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} where x.tenant_id = ${tenantId} and x.id = ${id} ${kind ? sql`and x.kind = ${kind}` : sql``}`);
  return r.rows[0] ? present(r.rows[0]) : null;
}

export type TTargetRow = {
  kind: string;
  employeeId: string;
  month: string;
  typeId: string | null;
  target: number;
  goal: string | null;
  valuation: number;
};

/** Adds a target; null when the employee has one for this month (and type) already. */
export async function insertTarget(db: TDb, tenantId: string, v: TTargetRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into activity_targets (tenant_id, kind, employee_id, month, type_id, target, goal, valuation, created_by)
    values (${tenantId}, ${v.kind}, ${v.employeeId}, ${v.month}, ${v.typeId}, ${v.target}, ${v.goal}, ${v.valuation},
            ${by})
    on conflict do nothing returning id`);
  return r.rows[0]?.id ?? null;
}

/** Changes a target; false when another of the employee's targets has this month (and type). */
export async function updateTarget(db: TDb, tenantId: string, id: string, v: TTargetRow) {
  const clash = await db.execute(sql`
    select 1 from activity_targets where tenant_id = ${tenantId} and id <> ${id} and employee_id = ${v.employeeId}
       and month = ${v.month} and type_id is not distinct from ${v.typeId}`);
  if (clash.rows.length) return false;
  await db.execute(sql`
    update activity_targets set employee_id = ${v.employeeId}, month = ${v.month}, type_id = ${v.typeId},
           target = ${v.target}, goal = ${v.goal}, valuation = ${v.valuation}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
  return true;
}

export async function deleteTarget(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from activity_targets where tenant_id = ${tenantId} and id = ${id}`);
}

/**
 * The month's KPI, one row per employee with targets (or activities) in it: every target's achieved value, to be
 * scored by kpiScoreOf.
 */
export async function kpiRows(
  db: TDb,
  tenantId: string,
  month: string,
  search: string | undefined,
  p: { limit: number; offset: number },
) {
  const like = search ? `%${escapeLike(search)}%` : null;
  const people = sql`
    select distinct x.employee_id from activity_targets x where x.tenant_id = ${tenantId} and x.month = ${month}`;
  const filter = sql`e.tenant_id = ${tenantId} and e.id in (${people})
    ${like ? sql`and (concat_ws(' ', e.first_name, e.last_name) ilike ${like} or e.employee_code ilike ${like})` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e where ${filter}`);
  const r = await db.execute<{
    employee: TKpiRow['employee'];
    organizationName: string;
    activities: number;
    targets: { target: number; achieved: number; valuation: number }[];
  }>(sql`
    select ${personOf('e')} as employee, o.title as "organizationName",
           (select count(*)::int from activities a where a.tenant_id = e.tenant_id and a.employee_id = e.id
               and a.done_on >= to_date(${month}, 'YYYY-MM')
               and a.done_on < to_date(${month}, 'YYYY-MM') + interval '1 month') as activities,
           (select coalesce(json_agg(json_build_object('target', x.target, 'valuation', x.valuation,
                                                       'achieved', ${ACHIEVED})), '[]')
              from activity_targets x where x.tenant_id = e.tenant_id and x.employee_id = e.id and x.month = ${month})
             as targets
      from employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
     where ${filter}
     order by e.first_name, e.last_name, e.id limit ${p.limit} offset ${p.offset}`);
  return { rows: r.rows, total: total.rows[0]!.n };
}
