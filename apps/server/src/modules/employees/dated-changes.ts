import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import type { TServices } from '../../platform/services.ts';

/**
 * Changes to an employee dated ahead (promotions, exits): each takes effect once, when its date has come in the
 * employee's own zone (else their organization's). `apply` does it in the caller's transaction and answers whether
 * it was still pending.
 */
export type TActor = { id: string; type: string; name: string } | null;
export type TDatedChange = {
  table: 'employee_promotions' | 'employee_settlements';
  dateColumn: 'effective_date' | 'exit_date';
  apply: (db: TDb, tenantId: string, id: string, actor: TActor) => Promise<boolean>;
};

/** The employee's today (`e` an employee, `o` their organization). */
export const employeeToday = sql`(now() at time zone coalesce(e.time_zone, o.timezone))::date`;

const dueSql = (d: TDatedChange) =>
  sql`from ${sql.identifier(d.table)} x
        join employees e on e.tenant_id = x.tenant_id and e.id = x.employee_id
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
       where x.applied_on is null and x.deleted_at is null and e.deleted_at is null
         and x.${sql.identifier(d.dateColumn)} <= ${employeeToday}`;

/** Of these records (just written), applies those whose date has come, oldest first. */
export async function applyDueIn(db: TDb, tenantId: string, d: TDatedChange, ids: string[], actor: TActor) {
  const due = await db.execute<{ id: string }>(
    sql`select x.id ${dueSql(d)} and x.tenant_id = ${tenantId} and x.id = any(${sql.param(ids)}::uuid[])
        order by x.${sql.identifier(d.dateColumn)}, x.created_at`,
  );
  for (const x of due.rows) await d.apply(db, tenantId, x.id, actor);
}

/** Every tenant's records whose date has come (the hourly job), one transaction each. */
export async function applyDueEverywhere(s: Pick<TServices, 'database'>, d: TDatedChange) {
  const due = await s.database.platform((db) =>
    db.execute<{ tenant_id: string; id: string }>(
      sql`select x.tenant_id, x.id ${dueSql(d)} order by x.tenant_id, x.${sql.identifier(d.dateColumn)}, x.created_at`,
    ),
  );
  let applied = 0;
  for (const x of due.rows)
    if (await s.database.tenant(x.tenant_id, (db) => d.apply(db, x.tenant_id, x.id, null))) applied++;
  return { applied };
}
