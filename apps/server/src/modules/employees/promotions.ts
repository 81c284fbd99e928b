import { sql } from 'drizzle-orm';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';

/**
 * Promotions (spec `morepromotions`): a change of position, department and basic salary from an effective date.
 * On that date (the employee's own, in their zone) it is applied once: the job info takes the new values, the
 * promotion keeps what they were and the day it was applied, and is locked from then on (the salary history).
 */
export const PROMOTIONS_JOB = 'employees.promotions';

type TActor = { id: string; type: string; name: string } | null;
const today = sql`(now() at time zone coalesce(e.time_zone, o.timezone))::date`;

/** Applies one promotion if it is still pending, in the caller's transaction. */
export async function applyPromotion(db: TDb, tenantId: string, id: string, actor: TActor): Promise<boolean> {
  const rows = await db.execute<{
    employee_id: string;
    organization_id: string;
    position: string | null;
    department_id: string | null;
    basic_salary: string | null;
    new_position: string | null;
    new_department_id: string | null;
    new_salary: string | null;
  }>(
    sql`select e.id as employee_id, e.organization_id, e.position, e.department_id, e.basic_salary::text,
               p.position as new_position, p.department_id as new_department_id, p.basic_salary::text as new_salary
          from employee_promotions p
          join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
         where p.tenant_id = ${tenantId} and p.id = ${id} and p.applied_on is null and p.deleted_at is null
           and e.deleted_at is null
         for update of p, e`,
  );
  const r = rows.rows[0];
  if (!r) return false;
  await db.execute(
    sql`update employees set position = coalesce(${r.new_position}, position),
               department_id = coalesce(${r.new_department_id}::uuid, department_id),
               basic_salary = coalesce(${r.new_salary}::numeric, basic_salary),
               updated_at = now(), updated_by = ${actor?.id ?? null}
         where tenant_id = ${tenantId} and id = ${r.employee_id}`,
  );
  await db.execute(
    sql`update employee_promotions p set from_position = ${r.position}, from_department_id = ${r.department_id},
               from_basic_salary = ${r.basic_salary}::numeric,
               applied_on = (select ${today} from employees e join organizations o
                               on o.tenant_id = e.tenant_id and o.id = e.organization_id
                              where e.tenant_id = p.tenant_id and e.id = p.employee_id)
         where p.tenant_id = ${tenantId} and p.id = ${id}`,
  );
  await auditIn(db, {
    tenantId,
    actor,
    action: 'employee.promotion',
    entity: 'employee',
    entityId: r.employee_id,
    organizationId: r.organization_id,
    before: { position: r.position, departmentId: r.department_id, basicSalary: r.basic_salary },
    after: {
      promotionId: id,
      position: r.new_position ?? r.position,
      departmentId: r.new_department_id ?? r.department_id,
      basicSalary: r.new_salary ?? r.basic_salary,
    },
  });
  return true;
}

/** After a promotion is added or changed: one whose date has come takes effect at once. */
export async function applyIfDue(db: TDb, auth: TAuth, id: string): Promise<void> {
  const due = await db.execute(
    sql`select 1 from employee_promotions p
          join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
          join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
         where p.tenant_id = ${auth.tenantId} and p.id = ${id} and p.applied_on is null and p.effective_date <= ${today}`,
  );
  if (due.rows.length > 0) await applyPromotion(db, auth.tenantId!, id, actorOf(auth));
}

/** Of these new promotions, applies those whose day has come (an import of salary changes). */
export async function applyDue(db: TDb, tenantId: string, ids: string[], actor: TActor): Promise<void> {
  const due = await db.execute<{ id: string }>(
    sql`select p.id from employee_promotions p
          join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
          join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
         where p.tenant_id = ${tenantId} and p.id = any(${sql.param(ids)}::uuid[]) and p.effective_date <= ${today}
         order by p.effective_date`,
  );
  for (const p of due.rows) await applyPromotion(db, tenantId, p.id, actor);
}

/** Every tenant's promotions whose day has come (hourly: each zone's midnight is caught within the hour). */
export async function applyDuePromotions(s: Pick<TServices, 'database'>): Promise<{ applied: number }> {
  const due = await s.database.platform((db) =>
    db.execute<{ tenant_id: string; id: string }>(
      sql`select p.tenant_id, p.id from employee_promotions p
            join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
            join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
           where p.applied_on is null and p.deleted_at is null and e.deleted_at is null and p.effective_date <= ${today}
           order by p.tenant_id, p.effective_date, p.created_at`,
    ),
  );
  let applied = 0;
  // one transaction per promotion: one that fails does not hold back the others
  for (const p of due.rows)
    if (await s.database.tenant(p.tenant_id, (db) => applyPromotion(db, p.tenant_id, p.id, null))) applied++;
  return { applied };
}

export function definePromotionJobs(s: TServices) {
  s.jobs.define({ name: PROMOTIONS_JOB, handler: () => applyDuePromotions(s), cron: '3 * * * *' });
}
