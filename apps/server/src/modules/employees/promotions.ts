import { sql } from 'drizzle-orm';
import { actorOf, auditIn } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { applyDueEverywhere, applyDueIn, employeeToday, type TActor, type TDatedChange } from './dated-changes.ts';

/**
 * Promotions (spec `morepromotions`): a change of position, department and basic salary from an effective date.
 * On that date (the employee's own, in their zone) it is applied once: the job info takes the new values, the
 * promotion keeps what they were and the day it was applied, and is locked from then on (the salary history).
 */
const today = employeeToday;

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

const PROMOTIONS: TDatedChange = {
  table: 'employee_promotions',
  dateColumn: 'effective_date',
  apply: (db, tenantId, id, actor) => applyPromotion(db, tenantId, id, actor),
};

/** After a promotion is added or changed: one whose date has come takes effect at once. */
export const applyIfDue = (db: TDb, auth: TAuth, id: string) =>
  applyDueIn(db, auth.tenantId!, PROMOTIONS, [id], actorOf(auth));

/** Of these new promotions, applies those whose day has come (an import of salary changes). */
export const applyDue = (db: TDb, tenantId: string, ids: string[], actor: TActor) =>
  applyDueIn(db, tenantId, PROMOTIONS, ids, actor);

/** Every tenant's promotions whose day has come. */
export const applyDuePromotions = (s: Pick<TServices, 'database'>) => applyDueEverywhere(s, PROMOTIONS);
