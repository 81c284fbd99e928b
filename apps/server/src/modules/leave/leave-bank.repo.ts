import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TAssignmentRow, TBalance, TBankRow, TLeaveSummary, TLedgerRow } from '@staffdesk/core/leave-api';
import type { TDb } from '../../platform/db/db.ts';
import { todayIn } from '@staffdesk/core/time-zones';
import { employeeSearch } from '../employees/employee-search.ts';

/** Days as text without trailing zeros, the way core's `dayString` writes them. */
const days = (expr: SQL) => sql`trim_scale(round(${expr}, 4))::text`;
/** Days in hours of the type's day, 2 decimals. */
const hours = (expr: SQL, perDay: SQL) => sql`trim_scale(round(${expr} * ${perDay}, 2))::text`;

export type TEmployeeHead = {
  id: string;
  name: string;
  code: string;
  organizationId: string;
  templateName: string | null;
  templateId: string | null;
  language: string | null;
  joinDate: string | null;
  exitDate: string | null;
  userId: string | null;
  email: string | null;
  departmentId: string | null;
};

/** An employee (in the caller's scope) with their template, or null. */
export async function employeeHead(db: TDb, tenantId: string, employeeId: string): Promise<TEmployeeHead | null> {
  const r = await db.execute<TEmployeeHead>(sql`
    select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.employee_code as code,
           e.organization_id as "organizationId", t.name as "templateName", t.id as "templateId", u.language,
           to_char(e.join_date, 'YYYY-MM-DD') as "joinDate", to_char(e.exit_date, 'YYYY-MM-DD') as "exitDate",
           e.user_id as "userId", coalesce(u.email, e.email) as email, e.department_id as "departmentId"
      from employees e
      left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
      left join leave_template_assignments a on a.tenant_id = e.tenant_id and a.employee_id = e.id
      left join leave_templates t on t.tenant_id = a.tenant_id and t.id = a.template_id and t.deleted_at is null
     where e.tenant_id = ${tenantId} and e.id = ${employeeId} and e.deleted_at is null`);
  return r.rows[0] ?? null;
}

/**
 * Every live leave type with the employee's balance at `at` (the ledger's sum up to it), pending days, what a new
 * request may still take, and whether the type is in their template. Types neither in the template nor ever in
 * the ledger are left out.
 */
export async function balances(db: TDb, tenantId: string, employeeId: string, at: string): Promise<TBalance[]> {
  const r = await db.execute<TBalance>(sql`
    with b as (
      select lt.id, lt.name, lt.color_code, lt.hours_per_day, lt.allow_negative, lt.negative_limit_days,
             lt.half_day_allowed, lt.hourly_allowed,
             coalesce((select sum(l.days) from leave_ledger l where l.tenant_id = lt.tenant_id and l.employee_id = ${employeeId}
                          and l.leave_type_id = lt.id and l.day <= ${at}), 0) as balance,
             coalesce((select sum(q.days) from leave_requests q where q.tenant_id = lt.tenant_id and q.employee_id = ${employeeId}
                          and q.leave_type_id = lt.id and q.status = 1), 0) as pending,
             exists (select 1 from leave_template_assignments a join leave_templates t
                            on t.tenant_id = a.tenant_id and t.id = a.template_id and t.deleted_at is null
                      where a.tenant_id = lt.tenant_id and a.employee_id = ${employeeId}
                        and t.entitlements @> jsonb_build_array(jsonb_build_object('leaveTypeId', lt.id::text))) as entitled,
             exists (select 1 from leave_ledger l where l.tenant_id = lt.tenant_id and l.employee_id = ${employeeId}
                      and l.leave_type_id = lt.id) as used
        from leave_types lt
       where lt.tenant_id = ${tenantId} and lt.deleted_at is null)
    select id as "leaveTypeId", name as "leaveTypeName", color_code as "colorCode", ${days(sql`balance`)} as balance,
           ${hours(sql`balance`, sql`hours_per_day`)} as "balanceHours", ${days(sql`pending`)} as pending,
           case when not allow_negative then ${days(sql`balance - pending`)}
                when negative_limit_days is null then null
                else ${days(sql`balance - pending + negative_limit_days`)} end as available,
           trim_scale(hours_per_day)::text as "hoursPerDay", allow_negative as "allowNegative",
           half_day_allowed as "halfDayAllowed", hourly_allowed as "hourlyAllowed", entitled
      from b where entitled or used
     order by name`);
  return r.rows;
}

export type TBankFilter = {
  tenantId: string;
  at: string;
  /** leave taken from this day to `at` (the leave report) */
  from?: string;
  organizationId?: string;
  departmentId?: string;
  leaveTypeId?: string;
  search?: string;
};

/**
 * The leave bank report: one row per employee (in the caller's scope, with a template or a ledger) and leave type
 * of their template or ledger, with the balance at `at` and pending days. One aggregate over the ledger.
 */
export function bankQuery(f: TBankFilter): SQL {
  const conds = [sql`e.tenant_id = ${f.tenantId}`, sql`e.deleted_at is null`];
  if (f.organizationId) conds.push(sql`e.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  if (f.search) conds.push(employeeSearch(f.search));
  const typeCond = f.leaveTypeId ? sql`and lt.id = ${f.leaveTypeId}` : sql``;
  // one pass over the ledger: every (employee, type) it holds, the balance at `at` and the days taken in the period
  return sql`
    with sums as (
      select employee_id, leave_type_id, sum(days) filter (where day <= ${f.at}) as balance,
             -sum(days) filter (where kind in ('leave', 'cancellation')
                                  and day between ${f.from ?? f.at}::date and ${f.at}::date
                                  and ${f.from ? sql`true` : sql`false`}) as taken
        from leave_ledger where tenant_id = ${f.tenantId} group by employee_id, leave_type_id),
    pairs as (
      select a.employee_id, (l.line->>'leaveTypeId')::uuid as leave_type_id
        from leave_template_assignments a
        join leave_templates t on t.tenant_id = a.tenant_id and t.id = a.template_id and t.deleted_at is null
       cross join lateral jsonb_array_elements(t.entitlements) l(line)
       where a.tenant_id = ${f.tenantId}
      union
      select employee_id, leave_type_id from sums),
    pend as (
      select employee_id, leave_type_id, sum(days) as pending from leave_requests
       where tenant_id = ${f.tenantId} and status = 1 group by employee_id, leave_type_id)
    select e.id as "employeeId", e.employee_code as "employeeCode", trim(e.first_name || ' ' || e.last_name) as "employeeName",
           o.title as "organizationTitle", dep.name as "departmentName", lt.id as "leaveTypeId", lt.name as "leaveTypeName",
           ${days(sql`coalesce(s.balance, 0)`)} as balance,
           ${hours(sql`coalesce(s.balance, 0)`, sql`lt.hours_per_day`)} as "balanceHours",
           ${days(sql`coalesce(p.pending, 0)`)} as pending, ${days(sql`coalesce(s.taken, 0)`)} as taken,
           lt.color_code as "colorCode"
      from pairs x
      join employees e on e.tenant_id = ${f.tenantId} and e.id = x.employee_id
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments dep on dep.tenant_id = e.tenant_id and dep.id = e.department_id
      join leave_types lt on lt.tenant_id = e.tenant_id and lt.id = x.leave_type_id and lt.deleted_at is null ${typeCond}
      left join sums s on s.employee_id = x.employee_id and s.leave_type_id = x.leave_type_id
      left join pend p on p.employee_id = x.employee_id and p.leave_type_id = x.leave_type_id
     where ${sql.join(conds, sql` and `)}`;
}

const BANK_ORDER = sql`order by "employeeName", "employeeCode", "leaveTypeName"`;

/**
 * A page of the bank and the number of rows, from one pass over the ledger (the count rides along as a window); a
 * page past the end counts on its own.
 */
export async function bankPage(db: TDb, f: TBankFilter, page: { limit: number; offset: number }) {
  const q = bankQuery(f);
  const rows = await db.execute<TBankRow & { total_rows?: number }>(
    sql`select *, count(*) over ()::int as total_rows from (${q}) x ${BANK_ORDER} limit ${page.limit} offset ${page.offset}`,
  );
  let total = rows.rows[0]?.total_rows;
  if (total === undefined)
    total = (await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`)).rows[0]?.n ?? 0;
  return { rows: rows.rows.map(({ total_rows: _t, ...r }) => r as TBankRow), total };
}

/** The report's totals per leave type (its chart). */
export async function bankSummary(db: TDb, f: TBankFilter): Promise<TLeaveSummary> {
  const r = await db.execute<TLeaveSummary[number]>(sql`
    select "leaveTypeId", "leaveTypeName", "colorCode", trim_scale(sum(taken::numeric))::text as taken,
           trim_scale(sum(pending::numeric))::text as pending, trim_scale(sum(balance::numeric))::text as balance
      from (${bankQuery(f)}) x group by "leaveTypeId", "leaveTypeName", "colorCode" order by "leaveTypeName"`);
  return r.rows;
}

export const bankExportQuery = (f: TBankFilter) =>
  new PgDialect().sqlToQuery(sql`select * from (${bankQuery(f)}) x ${BANK_ORDER}`);

/** An employee's ledger, newest first, with the type's balance after each row. */
export async function ledgerPage(
  db: TDb,
  f: { tenantId: string; employeeId: string; leaveTypeId?: string; from?: string; to?: string },
  page: { limit: number; offset: number },
) {
  const conds = [sql`l.tenant_id = ${f.tenantId}`, sql`l.employee_id = ${f.employeeId}`];
  if (f.leaveTypeId) conds.push(sql`l.leave_type_id = ${f.leaveTypeId}`);
  const shown = [sql`true`];
  if (f.from) shown.push(sql`x.day >= ${f.from}`);
  if (f.to) shown.push(sql`x.day <= ${f.to}`);
  const q = sql`
    select * from (
      select l.id, l.leave_type_id as "leaveTypeId", lt.name as "leaveTypeName", to_char(l.day, 'YYYY-MM-DD') as day,
             ${days(sql`l.days`)} as days, l.kind, l.period, l.note, l.request_id as "requestId",
             l.created_by_name as "createdByName", l.created_at as "createdAt",
             ${days(sql`sum(l.days) over (partition by l.leave_type_id order by l.day, l.created_at, l.id)`)} as running,
             l.day as sort_day, l.created_at as sort_at
        from leave_ledger l
        join leave_types lt on lt.tenant_id = l.tenant_id and lt.id = l.leave_type_id
       where ${sql.join(conds, sql` and `)}) x
     where ${sql.join(shown, sql` and `)}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) y`);
  const rows = await db.execute<TLedgerRow & { sort_day?: string; sort_at?: string }>(sql`
    select * from (${q}) y order by sort_day desc, sort_at desc, id desc limit ${page.limit} offset ${page.offset}`);
  return {
    rows: rows.rows.map(({ sort_day: _d, sort_at: _a, ...r }) => ({
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    total: total.rows[0]?.n ?? 0,
  };
}

export type TLedgerInsert = {
  tenantId: string;
  employeeId: string;
  leaveTypeId: string;
  day: string;
  days: string;
  kind: 'opening' | 'adjustment' | 'leave' | 'cancellation';
  requestId?: string | null;
  note?: string | null;
  createdBy: string | null;
  createdByName: string | null;
};

/** One ledger row written by a person (an adjustment, an opening balance, a request's debit or credit-back). */
export async function insertLedger(db: TDb, row: TLedgerInsert): Promise<string | null> {
  const r = await db.execute<{ id: string }>(sql`
    insert into leave_ledger (tenant_id, employee_id, leave_type_id, day, days, kind, request_id, note, created_by, created_by_name)
    values (${row.tenantId}, ${row.employeeId}, ${row.leaveTypeId}, ${row.day}, ${row.days}, ${row.kind},
            ${row.requestId ?? null}, ${row.note ?? null}, ${row.createdBy}, ${row.createdByName})
    on conflict do nothing
    returning id`);
  return r.rows[0]?.id ?? null;
}

export type TAssignmentFilter = {
  tenantId: string;
  organizationId?: string;
  departmentId?: string;
  templateId?: string;
  unassigned?: boolean;
  search?: string;
};

/** Active employees in scope with the template they follow (or none). */
export async function assignmentPage(db: TDb, f: TAssignmentFilter, page: { limit: number; offset: number }) {
  const conds = [sql`e.tenant_id = ${f.tenantId}`, sql`e.deleted_at is null`, sql`e.status = 'active'`];
  if (f.organizationId) conds.push(sql`e.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  if (f.templateId) conds.push(sql`a.template_id = ${f.templateId}`);
  if (f.unassigned) conds.push(sql`t.id is null`);
  if (f.search) conds.push(employeeSearch(f.search));
  const q = sql`
    select e.id as "employeeId", e.employee_code as "employeeCode", trim(e.first_name || ' ' || e.last_name) as "employeeName",
           o.title as "organizationTitle", dep.name as "departmentName", to_char(e.join_date, 'YYYY-MM-DD') as "joinDate",
           t.id as "templateId", t.name as "templateName", to_char(a.from_date, 'YYYY-MM-DD') as "fromDate"
      from employees e
      join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
      left join departments dep on dep.tenant_id = e.tenant_id and dep.id = e.department_id
      left join leave_template_assignments a on a.tenant_id = e.tenant_id and a.employee_id = e.id
      left join leave_templates t on t.tenant_id = a.tenant_id and t.id = a.template_id and t.deleted_at is null
     where ${sql.join(conds, sql` and `)}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${q}) x`);
  const rows = await db.execute<TAssignmentRow>(sql`
    select * from (${q}) x order by "employeeName", "employeeCode" limit ${page.limit} offset ${page.offset}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** The active employees in scope a template assignment reaches, with their template before. */
export async function assignTargets(
  db: TDb,
  tenantId: string,
  by: { employeeIds?: string[]; departmentId?: string; organizationId?: string },
) {
  const cond = by.employeeIds
    ? sql`e.id = any(${sql.param(by.employeeIds)}::uuid[])`
    : by.departmentId
      ? sql`e.department_id = ${by.departmentId}`
      : sql`e.organization_id = ${by.organizationId!}`;
  const r = await db.execute<{ id: string; name: string; templateId: string | null }>(sql`
    select e.id, trim(e.first_name || ' ' || e.last_name) as name, a.template_id as "templateId"
      from employees e
      left join leave_template_assignments a on a.tenant_id = e.tenant_id and a.employee_id = e.id
     where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active' and ${cond}`);
  return r.rows;
}

/** Sets the template of employees from a day (replacing what they had). */
export async function upsertAssignments(
  db: TDb,
  tenantId: string,
  employeeIds: string[],
  templateId: string,
  fromDate: string,
  by: string,
) {
  await db.execute(sql`
    insert into leave_template_assignments (tenant_id, employee_id, template_id, from_date, assigned_by)
    select ${tenantId}, id, ${templateId}, ${fromDate}, ${by} from unnest(${sql.param(employeeIds)}::uuid[]) id
    on conflict (tenant_id, employee_id) do update
       set template_id = excluded.template_id, from_date = excluded.from_date,
           assigned_by = excluded.assigned_by, assigned_at = now()`);
}

/** A live template's name, or null. */
export async function templateName(db: TDb, tenantId: string, id: string): Promise<string | null> {
  const r = await db.execute<{ name: string }>(
    sql`select name from leave_templates where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return r.rows[0]?.name ?? null;
}

/** A live leave type of the tenant, or null. */
export async function leaveTypeName(db: TDb, tenantId: string, id: string): Promise<string | null> {
  const r = await db.execute<{ name: string }>(
    sql`select name from leave_types where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`,
  );
  return r.rows[0]?.name ?? null;
}

/** Today in an organization's zone. */
export async function orgToday(db: TDb, tenantId: string, organizationId: string): Promise<string> {
  const r = await db.execute<{ timezone: string }>(
    sql`select timezone from organizations where tenant_id = ${tenantId} and id = ${organizationId}`,
  );
  return todayIn(r.rows[0]?.timezone ?? 'UTC');
}
