import { escapeLike } from '../../platform/db/like.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

export type TPayrollPrivilegeRow = {
  userId: string;
  loginType: 'hr_admin' | 'sub_admin';
  email: string;
  firstName: string;
  lastName: string;
  roleName: string | null;
  disabled: boolean;
  organizationId: string | null;
  organizationName: string | null;
  approvePayroll: boolean | null;
  approvePaid: boolean | null;
  payrollLine: boolean | null;
  set: boolean;
  updatedAt: Date | string | null;
  updatedByName: string | null;
};

export const PAYROLL_PRIVILEGE_SORTS = {
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(u.email)`,
  loginType: sql`u.login_type`,
} as const;
export type TPayrollPrivilegeSort = keyof typeof PAYROLL_PRIVILEGE_SORTS;

export type TPayrollPrivilegeQuery = {
  tenantId: string;
  /** a sub admin sets sub admins' privileges only */
  subAdminsOnly: boolean;
  search?: string;
  sort: TPayrollPrivilegeSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

// a scoped caller's row-level security hides privilege rows of organizations outside their scope
const FROM = sql`from users u
  left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
  left join payroll_privileges p on p.tenant_id = u.tenant_id and p.user_id = u.id
  left join organizations o on o.tenant_id = p.tenant_id and o.id = p.organization_id`;
const SELECT = sql`select u.id as "userId", u.login_type as "loginType", u.email, u.first_name as "firstName",
       u.last_name as "lastName", r.name as "roleName", u.disabled, p.organization_id as "organizationId",
       o.title as "organizationName", p.approve_payroll as "approvePayroll", p.approve_paid as "approvePaid",
       p.payroll_line as "payrollLine", p.user_id is not null as "set", p.updated_at as "updatedAt",
       p.updated_by_name as "updatedByName"`;

function whereOf(q: Pick<TPayrollPrivilegeQuery, 'tenantId' | 'subAdminsOnly' | 'search'>): SQL {
  const conds = [
    sql`u.tenant_id = ${q.tenantId}`,
    q.subAdminsOnly ? sql`u.login_type = 'sub_admin'` : sql`u.login_type in ('hr_admin', 'sub_admin')`,
  ];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like} or r.name ilike ${like})`,
    );
  }
  return sql.join(conds, sql` and `);
}

export async function listPayrollPrivileges(db: TDb, q: TPayrollPrivilegeQuery) {
  const where = whereOf(q);
  const order = sql`${PAYROLL_PRIVILEGE_SORTS[q.sort]} ${q.dir === 'desc' ? sql`desc` : sql`asc`}, u.id`;
  const rows = await db.execute<TPayrollPrivilegeRow>(
    sql`${SELECT} ${FROM} where ${where} order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users u left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
         where ${where}`,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findPayrollPrivilege(db: TDb, tenantId: string, userId: string) {
  const rows = await db.execute<TPayrollPrivilegeRow>(
    sql`${SELECT} ${FROM} where u.tenant_id = ${tenantId} and u.id = ${userId}
          and u.login_type in ('hr_admin', 'sub_admin') for update of u`,
  );
  return rows.rows[0];
}

export async function liveOrganization(db: TDb, tenantId: string, id: string) {
  const rows = await db.execute(
    sql`select 1 from organizations where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return rows.rows.length > 0;
}

export type TPayrollPrivilegeWrite = {
  tenantId: string;
  userId: string;
  organizationId: string | null;
  approvePayroll: boolean;
  approvePaid: boolean;
  payrollLine: boolean;
  updatedBy: string;
  updatedByName: string;
};

/**
 * Stores the parts: an update of the caller's visible row, else an insert. An insert that meets a row the caller
 * cannot see (an organization outside their scope) fails on the primary key: the caller answers that as not found.
 */
export async function savePayrollPrivilege(db: TDb, w: TPayrollPrivilegeWrite, exists: boolean) {
  if (exists) {
    await db.execute(
      sql`update payroll_privileges set organization_id = ${w.organizationId}, approve_payroll = ${w.approvePayroll},
             approve_paid = ${w.approvePaid}, payroll_line = ${w.payrollLine}, updated_at = now(),
             updated_by = ${w.updatedBy}, updated_by_name = ${w.updatedByName}
           where tenant_id = ${w.tenantId} and user_id = ${w.userId}`,
    );
    return;
  }
  await db.execute(
    sql`insert into payroll_privileges (tenant_id, user_id, organization_id, approve_payroll, approve_paid,
                                        payroll_line, updated_by, updated_by_name)
        values (${w.tenantId}, ${w.userId}, ${w.organizationId}, ${w.approvePayroll}, ${w.approvePaid},
                ${w.payrollLine}, ${w.updatedBy}, ${w.updatedByName})`,
  );
}
