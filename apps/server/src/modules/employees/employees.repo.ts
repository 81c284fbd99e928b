import { escapeLike } from '../../platform/db/like.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type { TEmployeeSort, TEmployeeStatus } from '@staffdesk/core/employees';
import type { TDb } from '../../platform/db/db.ts';
import { camelRow } from '../../platform/db/rows.ts';
import { employees } from './employees.tables.ts';

/** Data access of employees. Every function takes the tenant explicitly (RLS, with a sub admin's scope, is the net). */

type TActor = { id: string; name: string };

export type TEmployeeRecord = typeof employees.$inferSelect & {
  organizationTitle: string;
  organizationTimeZone: string;
  organizationCurrency: string;
  departmentName: string | null;
  groupName: string | null;
  shiftName: string | null;
  bankName: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  userPhotoKey: string | null;
  userPhotoUrl: string | null;
  userPhotoType: string | null;
};

const select = sql`e.*, o.title as "organization_title", o.timezone as "organization_time_zone",
  o.currency as "organization_currency", d.name as "department_name", g.name as "group_name", sh.name as "shift_name", b.name as "bank_name",
  m.first_name as "manager_first_name", m.last_name as "manager_last_name",
  u.photo_key as "user_photo_key", u.photo_url as "user_photo_url", u.photo_type as "user_photo_type"`;
// the joined masters are read even when soft-deleted: an employee keeps showing where they were filed
const from = sql`employees e
  join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
  left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
  left join setting_groups g on g.tenant_id = e.tenant_id and g.id = e.group_id
  left join shifts sh on sh.tenant_id = e.tenant_id and sh.id = e.shift_id
  left join banks b on b.tenant_id = e.tenant_id and b.id = e.bank_id
  left join employees m on m.tenant_id = e.tenant_id and m.id = e.reporting_manager_id
  left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id`;

const record = (r: Record<string, unknown>) => camelRow<TEmployeeRecord>(r);

export const EMPLOYEE_SORT_SQL: Record<TEmployeeSort, SQL> = {
  name: sql`lower(e.first_name || ' ' || e.last_name)`,
  employeeCode: sql`lower(e.employee_code)`,
  email: sql`lower(e.email)`,
  organization: sql`lower(o.title)`,
  department: sql`lower(d.name)`,
  position: sql`lower(e.position)`,
  joinDate: sql`e.join_date`,
  status: sql`e.status`,
};

export type TEmployeeListQuery = {
  tenantId: string;
  search?: string;
  sort: TEmployeeSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  organizationId?: string | null;
  departmentId?: string | null;
  groupId?: string | null;
  position?: string | null;
  status?: TEmployeeStatus;
  /** `pending`: those with a login that has no password yet (imported, or their link ran out) */
  login?: 'pending';
};

/** A login's password hash before its owner sets one (credentials.service UNUSABLE_PASSWORD). */
const NO_PASSWORD = '!';

function where(q: TEmployeeListQuery): SQL {
  const conds: SQL[] = [sql`e.tenant_id = ${q.tenantId}`, sql`e.deleted_at is null`];
  if (q.organizationId) conds.push(sql`e.organization_id = ${q.organizationId}`);
  if (q.departmentId) conds.push(sql`e.department_id = ${q.departmentId}`);
  if (q.groupId) conds.push(sql`e.group_id = ${q.groupId}`);
  if (q.position) conds.push(sql`lower(e.position) like ${`%${escapeLike(q.position.toLowerCase())}%`}`);
  if (q.status) conds.push(sql`e.status = ${q.status}`);
  if (q.login === 'pending')
    conds.push(sql`exists (select 1 from users pu where pu.tenant_id = e.tenant_id and pu.id = e.user_id
                            and pu.password_hash = ${NO_PASSWORD} and not pu.disabled)`);
  // through the trigram index: a LIKE here would be applied after row-level security, on every row (migration 0014)
  if (q.search) conds.push(sql`e.id in (select staffdesk_employee_search(${q.search}))`);
  return sql.join(conds, sql` and `);
}

const order = (q: TEmployeeListQuery) =>
  sql`order by ${EMPLOYEE_SORT_SQL[q.sort]} ${q.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}, e.id`;

export async function listEmployees(db: TDb, q: TEmployeeListQuery) {
  const w = where(q);
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${select} from ${from} where ${w} ${order(q)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  // the count needs only the joins the filters use
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e where ${w}`);
  return { rows: rows.rows.map(record), total: total.rows[0]?.n ?? 0 };
}

/**
 * The first `limit` matching employees whose login waits for a password (the list's filters and sort, with
 * `login: 'pending'`), and how many there are in all.
 */
export async function pendingLogins(db: TDb, q: TEmployeeListQuery, limit: number) {
  const w = where({ ...q, login: 'pending' });
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${select} from ${from} where ${w} ${order(q)} limit ${limit}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e where ${w}`);
  return { rows: rows.rows.map(record), total: total.rows[0]?.n ?? 0 };
}

/** Every matching employee as one query, for a cursor (the export): the list's filters and sort. */
export const employeesExportQuery = (q: TEmployeeListQuery) =>
  new PgDialect().sqlToQuery(sql`select ${select} from ${from} where ${where(q)} ${order(q)}`);

export const employeeRecord = record;

export async function getEmployee(db: TDb, tenantId: string, id: string, lock = false) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${select} from ${from} where e.tenant_id = ${tenantId} and e.id = ${id} and e.deleted_at is null
        ${lock ? sql`for update of e` : sql``}`,
  );
  return rows.rows[0] ? record(rows.rows[0]) : undefined;
}

export async function employeeOfUser(db: TDb, tenantId: string, userId: string) {
  const rows = await db.execute<Record<string, unknown>>(
    sql`select ${select} from ${from} where e.tenant_id = ${tenantId} and e.user_id = ${userId} and e.deleted_at is null`,
  );
  return rows.rows[0] ? record(rows.rows[0]) : undefined;
}

/** Up to `limit` live employees matching the text (names, employee ID, email, mobile), for pickers. */
export async function options(db: TDb, tenantId: string, search: string | undefined, limit: number) {
  const q: TEmployeeListQuery = { tenantId, search, sort: 'name', dir: 'asc', page: 1, pageSize: limit };
  const rows = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    employee_code: string;
    status: string;
  }>(
    sql`select e.id, e.first_name, e.last_name, e.employee_code, e.status from employees e
         where ${where(q)} order by lower(e.first_name || ' ' || e.last_name), e.id limit ${limit}`,
  );
  return rows.rows;
}

/**
 * The next code of the organization's employee-ID series (`organization_series`), moving the series on; the row
 * stays locked until the transaction ends, so two employees never take the same number. Undefined without a series.
 */
export async function takeEmployeeCode(db: TDb, tenantId: string, organizationId: string) {
  const rows = await db.execute<{ code: string }>(
    sql`update organization_series s set next_number = s.next_number + 1, updated_at = now()
         where s.tenant_id = ${tenantId} and s.id = (
           select id from organization_series where tenant_id = ${tenantId} and organization_id = ${organizationId}
              and deleted_at is null order by created_at, id limit 1)
     returning s.prefix || lpad((s.next_number - 1)::text, greatest(s.padding, length((s.next_number - 1)::text)), '0') as code`,
  );
  return rows.rows[0]?.code;
}

/** A live organization's time zone (its "today"), or undefined when it is gone or out of scope. */
export async function organizationZone(db: TDb, tenantId: string, id: string) {
  const rows = await db.execute<{ timezone: string }>(
    sql`select timezone from organizations where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return rows.rows[0]?.timezone;
}

/** Whether a live master record exists (and is visible in this scope): organization, department, group, bank. */
export async function liveRecord(
  db: TDb,
  table: 'departments' | 'setting_groups' | 'banks' | 'shifts',
  tenantId: string,
  id: string,
) {
  const rows = await db.execute<{ organization_id?: string }>(
    sql`select ${table === 'departments' ? sql`organization_id` : sql`1`} as organization_id from ${sql.identifier(table)}
         where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return rows.rows[0];
}

/** The reporting chain above an employee (their manager, the manager's manager, …), at most 100 deep. */
export async function managerChain(db: TDb, tenantId: string, managerId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`with recursive chain(id, depth) as (
          select ${managerId}::uuid, 1
          union all
          select e.reporting_manager_id, c.depth + 1 from chain c
            join employees e on e.tenant_id = ${tenantId} and e.id = c.id
           where e.reporting_manager_id is not null and c.depth < 100)
        select id from chain`,
  );
  return rows.rows.map((r) => r.id);
}

/** Which of these values another live employee already holds: employee ID, email. */
export async function taken(db: TDb, tenantId: string, v: { code: string; email: string | null; exceptId?: string }) {
  const rows = await db.execute<{ code: boolean; email: boolean }>(
    sql`select bool_or(lower(employee_code) = lower(${v.code})) as code,
               bool_or(${v.email}::text is not null and lower(email) = lower(${v.email})) as email
          from employees
         where tenant_id = ${tenantId} and deleted_at is null and id is distinct from ${v.exceptId ?? null}::uuid
           and (lower(employee_code) = lower(${v.code}) or lower(email) = lower(${v.email}))`,
  );
  return { code: !!rows.rows[0]?.code, email: !!rows.rows[0]?.email };
}

export type TEmployeeValues = Omit<
  typeof employees.$inferInsert,
  | 'tenantId'
  | 'id'
  | 'createdAt'
  | 'createdBy'
  | 'createdByName'
  | 'updatedAt'
  | 'updatedBy'
  | 'deletedAt'
  | 'deletedBy'
  | 'deletedByName'
  | 'deleteReason'
>;

export async function insertEmployee(db: TDb, tenantId: string, v: TEmployeeValues, actor: TActor) {
  const rows = await db
    .insert(employees)
    .values({ ...v, tenantId, createdBy: actor.id, createdByName: actor.name, updatedBy: actor.id })
    .returning({ id: employees.id });
  return rows[0]!.id;
}

export async function updateEmployee(
  db: TDb,
  tenantId: string,
  id: string,
  v: Partial<TEmployeeValues>,
  actor: TActor,
) {
  await db
    .update(employees)
    .set({ ...v, updatedAt: sql`now()`, updatedBy: actor.id })
    .where(sql`${employees.tenantId} = ${tenantId} and ${employees.id} = ${id}`);
}

export async function softDeleteEmployee(
  db: TDb,
  tenantId: string,
  id: string,
  reason: string,
  exitDate: string,
  actor: TActor,
) {
  await db
    .update(employees)
    .set({ deletedAt: sql`now()`, deletedBy: actor.id, deletedByName: actor.name, deleteReason: reason, exitDate })
    .where(sql`${employees.tenantId} = ${tenantId} and ${employees.id} = ${id}`);
  // nobody reports to a deleted employee any more
  await db
    .update(employees)
    .set({ reportingManagerId: null, updatedAt: sql`now()` })
    .where(sql`${employees.tenantId} = ${tenantId} and ${employees.reportingManagerId} = ${id}`);
}

/** A login's email and enabled flag follow its employee record. */
export async function syncUser(
  db: TDb,
  tenantId: string,
  userId: string,
  v: { email?: string; firstName?: string; lastName?: string; disabled?: boolean },
) {
  const set: SQL[] = [];
  if (v.email !== undefined) set.push(sql`email = ${v.email}`);
  if (v.firstName !== undefined) set.push(sql`first_name = ${v.firstName}`);
  if (v.lastName !== undefined) set.push(sql`last_name = ${v.lastName}`);
  if (v.disabled !== undefined) set.push(sql`disabled = ${v.disabled}`);
  if (set.length === 0) return;
  await db.execute(sql`update users set ${sql.join(set, sql`, `)} where tenant_id = ${tenantId} and id = ${userId}`);
}

export async function userEmailTaken(db: TDb, tenantId: string, email: string, exceptUserId: string | null) {
  const rows = await db.execute(
    sql`select 1 from users where tenant_id = ${tenantId} and lower(email) = lower(${email})
           and id is distinct from ${exceptUserId}::uuid limit 1`,
  );
  return rows.rows.length > 0;
}

/** Live custom HR fields (settings `hrfields`). */
export async function hrFieldDefinitions(db: TDb, tenantId: string) {
  const rows = await db.execute<{
    id: string;
    label: string;
    field_type: string;
    options: string[];
    required: boolean;
  }>(
    sql`select id, label, field_type, options, required from hr_fields where tenant_id = ${tenantId} and deleted_at is null
         order by lower(label)`,
  );
  return rows.rows;
}
