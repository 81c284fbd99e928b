import { sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';

/**
 * The HR dashboard's figures. Every query runs in the caller's scope (row-level security); each employee's "today"
 * is in their own zone, else their organization's.
 */
const people = sql`employees e join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
  left join users u on u.tenant_id = e.tenant_id and u.id = e.user_id`;
const today = sql`(now() at time zone coalesce(e.time_zone, o.timezone))::date`;
const monthStart = sql`date_trunc('month', ${today})::date`;

export type TPersonRow = {
  id: string;
  first_name: string;
  last_name: string;
  employee_code: string;
  /** the photo HR set, else the login's account photo */
  photo_key: string | null;
  user_photo_url: string | null;
};
const person = sql`e.id, e.first_name, e.last_name, e.employee_code, coalesce(e.photo_key, u.photo_key) as photo_key,
  u.photo_url as user_photo_url`;

export async function counts(db: TDb, tenantId: string) {
  const r = await db.execute<{ active: number; inactive: number; joiners: number; leavers: number }>(
    sql`select count(*) filter (where e.deleted_at is null and e.status = 'active')::int as active,
               count(*) filter (where e.deleted_at is null and e.status = 'inactive')::int as inactive,
               count(*) filter (where e.deleted_at is null and e.join_date >= ${monthStart}
                                  and e.join_date < ${monthStart} + interval '1 month')::int as joiners,
               count(*) filter (where e.exit_date >= ${monthStart}
                                  and e.exit_date < ${monthStart} + interval '1 month')::int as leavers
          from ${people} where e.tenant_id = ${tenantId}`,
  );
  return r.rows[0]!;
}

export async function byOrganization(db: TDb, tenantId: string) {
  const r = await db.execute<{ id: string; title: string; active: number }>(
    sql`select o.id, o.title, count(e.id)::int as active
          from organizations o
          left join employees e on e.tenant_id = o.tenant_id and e.organization_id = o.id
                               and e.deleted_at is null and e.status = 'active'
         where o.tenant_id = ${tenantId} and o.deleted_at is null
         group by o.id, o.title order by active desc, lower(o.title)`,
  );
  return r.rows;
}

export async function byDepartment(db: TDb, tenantId: string, limit: number) {
  const r = await db.execute<{ id: string | null; name: string | null; active: number }>(
    sql`select d.id, d.name, count(*)::int as active
          from employees e left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
         where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
         group by d.id, d.name order by active desc, lower(d.name) nulls last limit ${limit}`,
  );
  return r.rows;
}

/** Active employees whose birthday falls within `days` days from their today (29 February: the 28th elsewhere). */
export async function birthdays(db: TDb, tenantId: string, days: number) {
  const r = await db.execute<TPersonRow & { day: string }>(
    sql`with b as (
          select ${person},
                 (e.date_of_birth + make_interval(years => (extract(year from ${today}) - extract(year from e.date_of_birth))::int))::date as this_year,
                 ${today} as today
            from ${people}
           where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active' and e.date_of_birth is not null)
        select b.*, to_char(case when this_year < today then (this_year + interval '1 year')::date else this_year end, 'YYYY-MM-DD') as day
          from b
         where (case when this_year < today then (this_year + interval '1 year')::date else this_year end) < today + ${days}::int
         order by day, lower(first_name) limit 50`,
  );
  return r.rows;
}

/** Active employees whose confirmation date is today or within `days` days. */
export async function probationEnding(db: TDb, tenantId: string, days: number) {
  const r = await db.execute<TPersonRow & { confirmation_date: string }>(
    sql`select ${person}, to_char(e.confirmation_date, 'YYYY-MM-DD') as confirmation_date
          from ${people}
         where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
           and e.confirmation_date >= ${today} and e.confirmation_date <= ${today} + ${days}::int
         order by e.confirmation_date, lower(e.first_name) limit 50`,
  );
  return r.rows;
}

export type TExpiringRow = TPersonRow & { document_id: string; document_type: string; expiry_date: string };

/**
 * Live documents of active employees that have expired or expire within `days` days (their employee's today),
 * soonest first: the first `limit`, and how many there are.
 */
export async function documentsExpiring(db: TDb, tenantId: string, days: number, limit: number) {
  const from = sql`${people}
    join employee_documents d on d.tenant_id = e.tenant_id and d.employee_id = e.id
    join document_types dt on dt.tenant_id = d.tenant_id and dt.id = d.document_type_id
   where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active' and d.deleted_at is null
     and d.expiry_date <= ${today} + ${days}::int`;
  const rows = await db.execute<TExpiringRow>(
    sql`select ${person}, d.id as document_id, dt.name as document_type,
               to_char(d.expiry_date, 'YYYY-MM-DD') as expiry_date
          from ${from}
         order by d.expiry_date, lower(e.first_name) limit ${limit}`,
  );
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}`);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** Per organization the viewer may see: headcount, active and In-Active, joiners and leavers this month (its zone). */
export async function organizationKpis(db: TDb, tenantId: string) {
  const month = sql`date_trunc('month', (now() at time zone o.timezone))::date`;
  const r = await db.execute<{
    id: string;
    title: string;
    code: string;
    headcount: number;
    active: number;
    inactive: number;
    joiners: number;
    leavers: number;
  }>(
    sql`select o.id, o.title, o.code, count(e.id)::int as headcount,
               count(e.id) filter (where e.status = 'active')::int as active,
               count(e.id) filter (where e.status = 'inactive')::int as inactive,
               count(e.id) filter (where e.join_date >= ${month} and e.join_date < ${month} + interval '1 month')::int as joiners,
               count(e.id) filter (where e.exit_date >= ${month} and e.exit_date < ${month} + interval '1 month')::int as leavers
          from organizations o
          left join employees e on e.tenant_id = o.tenant_id and e.organization_id = o.id and e.deleted_at is null
         where o.tenant_id = ${tenantId} and o.deleted_at is null
         group by o.id, o.title, o.code order by lower(o.title)`,
  );
  return r.rows;
}
