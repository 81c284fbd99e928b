import { sql } from 'drizzle-orm';
import type { TCycle } from '@staffdesk/core/evaluations-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { iso } from '../../platform/db/rows.ts';

const COLUMNS = sql`y.id, y.name, json_build_object('id', t.id, 'name', t.name) as template,
  y.organization_id as "organizationId", o.title as "organizationName",
  coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name)
    from departments d where d.tenant_id = y.tenant_id and d.id = any(y.department_ids)), '[]'::json) as departments,
  to_char(y.period_from, 'YYYY-MM-DD') as "periodFrom", to_char(y.period_to, 'YYYY-MM-DD') as "periodTo",
  to_char(y.due_on, 'YYYY-MM-DD') as "dueOn", y.self_review as "selfReview", y.status, y.created_at as "createdAt",
  r.reviews, r.completed, r.average as "averageScore"`;

// the counts cover the reviews the caller sees (a scoped sub admin: their employees')
const FROM = sql`from evaluation_cycles y
  join evaluation_templates t on t.tenant_id = y.tenant_id and t.id = y.template_id
  join organizations o on o.tenant_id = y.tenant_id and o.id = y.organization_id
  left join lateral (
    select count(*)::int as reviews, count(v.completed_at)::int as completed, round(avg(v.final_score), 1)::float8 as average
      from evaluation_reviews v where v.tenant_id = y.tenant_id and v.cycle_id = y.id) r on true`;

const present = (r: Record<string, unknown>) => ({ ...r, createdAt: iso(r.createdAt) }) as TCycle;

export type TCycleFilter = { tenantId: string; search?: string; status?: string };

const where = (f: TCycleFilter) => {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return sql`where y.tenant_id = ${f.tenantId}
    ${like ? sql`and (y.name ilike ${like} or t.name ilike ${like})` : sql``}
    ${f.status ? sql`and y.status = ${f.status}` : sql``}`;
};

export async function cyclePage(db: TDb, f: TCycleFilter, limit: number, offset: number) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} ${FROM} ${where(f)}
     order by case y.status when 'open' then 0 else 1 end, y.due_on desc, y.created_at desc, y.id
     limit ${limit} offset ${offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function cycleById(db: TDb, tenantId: string, id: string): Promise<TCycle | null> {
  const r = await db.execute<Record<string, unknown>>(
    sql`select ${COLUMNS} ${FROM} where y.tenant_id = ${tenantId} and y.id = ${id}`,
  );
  return r.rows[0] ? present(r.rows[0]) : null;
}

export async function lockCycle(db: TDb, tenantId: string, id: string) {
  const r = await db.execute<{ id: string; status: string; organizationId: string }>(sql`
    select id, status, organization_id as "organizationId" from evaluation_cycles
     where tenant_id = ${tenantId} and id = ${id} for update`);
  return r.rows[0] ?? null;
}

export type TCycleRow = {
  name: string;
  templateId: string;
  organizationId: string;
  departmentIds: string[];
  periodFrom: string;
  periodTo: string;
  dueOn: string;
  selfReview: boolean;
};

export async function insertCycle(db: TDb, tenantId: string, v: TCycleRow, by: string) {
  const r = await db.execute<{ id: string }>(sql`
    insert into evaluation_cycles (tenant_id, name, template_id, organization_id, department_ids, period_from,
                                   period_to, due_on, self_review, created_by)
    values (${tenantId}, ${v.name}, ${v.templateId}, ${v.organizationId}, ${sql.param(v.departmentIds)}::uuid[],
            ${v.periodFrom}, ${v.periodTo}, ${v.dueOn}, ${v.selfReview}, ${by})
    returning id`);
  return r.rows[0]!.id;
}

export async function updateCycle(db: TDb, tenantId: string, id: string, v: { name: string; dueOn: string }) {
  await db.execute(sql`
    update evaluation_cycles set name = ${v.name}, due_on = ${v.dueOn}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}

export async function closeCycle(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`
    update evaluation_cycles set status = 'closed', updated_at = now() where tenant_id = ${tenantId} and id = ${id}`);
}

export async function deleteCycle(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`delete from evaluation_cycles where tenant_id = ${tenantId} and id = ${id}`);
}

/** Submitted answers in the cycle: a cycle with answers is kept. */
export async function submittedIn(db: TDb, tenantId: string, cycleId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from evaluation_answers a
      join evaluation_reviews v on v.tenant_id = a.tenant_id and v.id = a.review_id
     where a.tenant_id = ${tenantId} and v.cycle_id = ${cycleId} and a.submitted_at is not null`);
  return r.rows[0]!.n;
}

export async function reviewCount(db: TDb, tenantId: string, cycleId: string) {
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from evaluation_reviews where tenant_id = ${tenantId} and cycle_id = ${cycleId}`);
  return r.rows[0]!.n;
}

/**
 * The active employees of the organization (of these departments; none: all) in the caller's reach, each with the
 * reviewer a new review gets: their active reporting manager, or none (HR).
 */
export async function participants(
  db: TDb,
  tenantId: string,
  organizationId: string,
  departmentIds: string[],
  employeeIds?: string[],
) {
  const r = await db.execute<{ id: string; reviewerId: string | null }>(sql`
    select e.id, m.id as "reviewerId"
      from employees e
      left join employees m on m.tenant_id = e.tenant_id and m.id = e.reporting_manager_id and m.id <> e.id
            and m.deleted_at is null and m.status = 'active'
     where e.tenant_id = ${tenantId} and e.organization_id = ${organizationId} and e.deleted_at is null
       and e.status = 'active'
       ${departmentIds.length ? sql`and e.department_id = any(${sql.param(departmentIds)}::uuid[])` : sql``}
       ${employeeIds ? sql`and e.id = any(${sql.param(employeeIds)}::uuid[])` : sql``}
     order by e.employee_code, e.id`);
  return r.rows;
}

export async function insertReviews(
  db: TDb,
  tenantId: string,
  cycleId: string,
  people: { id: string; reviewerId: string | null }[],
) {
  if (!people.length) return;
  await db.execute(sql`
    insert into evaluation_reviews (tenant_id, cycle_id, employee_id, reviewer_id)
    select ${tenantId}, ${cycleId}, p.id, p.reviewer
      from unnest(${sql.param(people.map((p) => p.id))}::uuid[], ${sql.param(people.map((p) => p.reviewerId))}::uuid[])
        as p(id, reviewer)
    on conflict do nothing`);
}

export async function departmentsOf(db: TDb, tenantId: string, organizationId: string, ids: string[]) {
  const r = await db.execute<{ id: string }>(sql`
    select id from departments where tenant_id = ${tenantId} and organization_id = ${organizationId}
       and id = any(${sql.param(ids)}::uuid[]) and deleted_at is null`);
  return r.rows.map((x) => x.id);
}
