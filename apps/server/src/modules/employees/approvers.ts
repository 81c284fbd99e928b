import { sql } from 'drizzle-orm';
import type { TPrivilegeAction, TPrivilegePageKey } from '@staffdesk/core/privilege-registry';
import type { TDb } from '../../platform/db/db.ts';

/**
 * Who handles an employee's requests on a page: the HR admins, and the sub admins whose role may take `action` on
 * the page and whose organizations and departments (none: all) take in the employee's — who decides their leave or
 * overtime (approve), reads their message replies, issues and comments (view), issues their letters (add) or
 * moderates their blog comments (edit). Whom to notify.
 */
export async function approvers(
  db: TDb,
  tenantId: string,
  organizationId: string,
  departmentId: string | null,
  page: TPrivilegePageKey = 'leave',
  action: Exclude<TPrivilegeAction, 'delete'> = 'approve',
) {
  const r = await db.execute<{ id: string }>(sql`
    select u.id from users u
      left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id and r.deleted_at is null
     where u.tenant_id = ${tenantId} and not u.disabled
       and (u.login_type = 'hr_admin'
         or (u.login_type = 'sub_admin' and coalesce((r.privileges -> ${page}::text ->> ${action}::text)::boolean, false)
             and (cardinality(r.organization_ids) = 0 or ${organizationId}::uuid = any(r.organization_ids))
             and (cardinality(r.department_ids) = 0 or ${departmentId}::uuid = any(r.department_ids))))`);
  return r.rows.map((x) => x.id);
}

/** The tenant's account (the first part of its pages' paths), for links in notifications. */
export async function accountOf(db: TDb, tenantId: string): Promise<string> {
  const r = await db.execute<{ account: string }>(sql`select account from tenants where id = ${tenantId}`);
  return r.rows[0]?.account ?? '';
}

/** The user accounts of these employees, to tell them something (an employee without a login is not told). */
export async function usersOfEmployees(db: TDb, tenantId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  const r = await db.execute<{ userId: string }>(sql`
    select distinct user_id as "userId" from employees
     where tenant_id = ${tenantId} and id = any(${sql.param([...employeeIds])}::uuid[]) and user_id is not null`);
  return r.rows.map((x) => x.userId);
}
