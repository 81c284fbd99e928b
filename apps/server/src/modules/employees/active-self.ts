import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

/** The active employee record of a login (a leader, someone asking for leave), or null. */
export async function activeEmployeeOfUser(db: TDb, tenantId: string, userId: string) {
  const r = await db.execute<{ id: string; name: string; organizationId: string; departmentId: string | null }>(sql`
    select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.organization_id as "organizationId",
           e.department_id as "departmentId"
      from employees e
     where e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.deleted_at is null and e.status = 'active'`);
  return r.rows[0] ?? null;
}
