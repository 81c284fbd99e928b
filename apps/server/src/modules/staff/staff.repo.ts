import { escapeLike } from '../../platform/db/like.ts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TStaffKind } from '@staffdesk/core/staff';
import type { TDb } from '../../platform/db/db.ts';

export type TStaffRow = {
  id: string;
  kind: TStaffKind;
  email: string;
  firstName: string;
  lastName: string;
  language: 'en' | 'km' | 'zh' | null;
  roleId: string | null;
  roleName: string | null;
  employeeId: string | null;
  employeeCode: string | null;
  disabled: boolean;
  passwordHash: string;
  createdAt: Date;
};

export const STAFF_SORTS = {
  firstName: sql`lower(u.first_name)`,
  email: sql`lower(u.email)`,
  roleName: sql`lower(r.name)`,
  createdAt: sql`u.created_at`,
} as const;
export type TStaffSort = keyof typeof STAFF_SORTS;

export type TStaffListQuery = {
  tenantId: string;
  kind: TStaffKind;
  search?: string;
  sort: TStaffSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const SELECT = sql`select u.id, u.login_type as kind, u.email, u.first_name as "firstName", u.last_name as "lastName",
       u.language, u.role_id as "roleId", r.name as "roleName", e.id as "employeeId", e.employee_code as "employeeCode",
       u.disabled, u.password_hash as "passwordHash", u.created_at as "createdAt"
  from users u
  left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
  left join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id and e.deleted_at is null`;

function whereOf(q: Pick<TStaffListQuery, 'tenantId' | 'kind' | 'search'>): SQL {
  const conds = [sql`u.tenant_id = ${q.tenantId}`, sql`u.login_type = ${q.kind}`];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conds.push(
      sql`(u.first_name || ' ' || u.last_name ilike ${like} or u.email ilike ${like} or r.name ilike ${like} or e.employee_code ilike ${like})`,
    );
  }
  return sql.join(conds, sql` and `);
}

const orderOf = (q: Pick<TStaffListQuery, 'sort' | 'dir'>) =>
  sql`${STAFF_SORTS[q.sort]} ${q.dir === 'desc' ? sql`desc` : sql`asc`} nulls last, u.id`;

export async function listStaff(db: TDb, q: TStaffListQuery) {
  const where = whereOf(q);
  const rows = await db.execute<TStaffRow>(
    sql`${SELECT} where ${where} order by ${orderOf(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users u
          left join sub_admin_roles r on r.tenant_id = u.tenant_id and r.id = u.role_id
          left join employees e on e.tenant_id = u.tenant_id and e.user_id = u.id and e.deleted_at is null
         where ${where}`,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Every matching login in list order, as one query for a cursor (the export). */
export function staffExportQuery(q: Omit<TStaffListQuery, 'page' | 'pageSize'>) {
  return new PgDialect().sqlToQuery(sql`${SELECT} where ${whereOf(q)} order by ${orderOf(q)}`);
}

export async function findStaff(db: TDb, tenantId: string, id: string, lock = false) {
  const rows = await db.execute<TStaffRow>(
    sql`${SELECT} where u.tenant_id = ${tenantId} and u.id = ${id} and u.login_type in ('sub_admin', 'security')${lock ? sql` for update of u` : sql``}`,
  );
  return rows.rows[0];
}

export async function emailTaken(db: TDb, tenantId: string, email: string) {
  const rows = await db.execute(sql`select 1 from users where tenant_id = ${tenantId} and lower(email) = ${email}`);
  return rows.rows.length > 0;
}

/** A live employee the caller may see (row-level security holds a sub admin to their scope), and their login. */
export async function employeeFor(db: TDb, tenantId: string, id: string) {
  const rows = await db.execute<{
    id: string;
    firstName: string;
    lastName: string;
    email: string | null;
    userId: string | null;
    loginType: string | null;
  }>(
    sql`select e.id, e.first_name as "firstName", e.last_name as "lastName", e.email, e.user_id as "userId",
               u.login_type as "loginType"
          from employees e left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
         where e.tenant_id = ${tenantId} and e.id = ${id} and e.deleted_at is null
         for update of e`,
  );
  return rows.rows[0];
}

export async function linkEmployee(db: TDb, tenantId: string, employeeId: string, userId: string) {
  await db.execute(sql`update employees set user_id = ${userId} where tenant_id = ${tenantId} and id = ${employeeId}`);
}

export async function updateUser(
  db: TDb,
  tenantId: string,
  id: string,
  patch: Partial<{
    loginType: 'sub_admin' | 'emp';
    roleId: string | null;
    isEmployee: boolean;
    firstName: string;
    lastName: string;
    language: string | null;
    disabled: boolean;
  }>,
) {
  const cols: Record<string, string> = {
    loginType: 'login_type',
    roleId: 'role_id',
    isEmployee: 'is_employee',
    firstName: 'first_name',
    lastName: 'last_name',
    language: 'language',
    disabled: 'disabled',
  };
  const sets = Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => sql`${sql.identifier(cols[k]!)} = ${v}`);
  if (sets.length === 0) return;
  await db.execute(sql`update users set ${sql.join(sets, sql`, `)} where tenant_id = ${tenantId} and id = ${id}`);
}

export async function liveRole(db: TDb, tenantId: string, id: string) {
  const rows = await db.execute<{
    id: string;
    privileges: Record<string, Record<string, boolean>>;
    organizationIds: string[];
    departmentIds: string[];
  }>(
    sql`select id, privileges, organization_ids as "organizationIds", department_ids as "departmentIds"
          from sub_admin_roles where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return rows.rows[0];
}
