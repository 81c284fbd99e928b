import { type SQL, sql } from 'drizzle-orm';
import type { TStaffingGroup } from '@staffdesk/core/staffing-api';
import type { TDb } from '../../platform/db/db.ts';

export type TFilter = { from: string; to: string; organizationId?: string; departmentId?: string };
type TCounts = { start: number; end: number; joiners: number; leavers: number };

/**
 * The people on the staff at some time of the period, in the caller's scope (row-level security): their first day
 * (`s`) and last day (`x`, null while on the staff) and what they are grouped by. Days of records are in the
 * organization's calendar.
 */
function people(tenantId: string, f: TFilter) {
  const conds: SQL[] = [sql`e.tenant_id = ${tenantId}`, sql`e.deleted_at is null`];
  if (f.organizationId) conds.push(sql`e.organization_id = ${f.organizationId}`);
  if (f.departmentId) conds.push(sql`e.department_id = ${f.departmentId}`);
  return sql`people as (
    select * from (
      select e.id, e.organization_id, o.title as organization_title, e.department_id, d.name as department_name,
             nullif(btrim(e.position), '') as position, e.gender, e.employment_type,
             coalesce(e.join_date, (e.created_at at time zone o.timezone)::date) as s,
             coalesce(e.exit_date,
                      case when e.status = 'inactive' then (e.updated_at at time zone o.timezone)::date end) as x
        from employees e
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
        left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
       where ${sql.join(conds, sql` and `)}) p
     where p.s <= ${f.to}::date and (p.x is null or p.x >= ${f.from}::date - 1) and (p.x is null or p.x >= p.s))`;
}

/** The four counts of a period from `f` to `t` (SQL day expressions) over `people`. */
const counts = (f: SQL, t: SQL) => sql`
  count(*) filter (where s < ${f} and (x is null or x >= ${f}))::int as start,
  count(*) filter (where s <= ${t} and (x is null or x > ${t}))::int as "end",
  count(*) filter (where s between ${f} and ${t})::int as joiners,
  count(*) filter (where x between ${f} and ${t})::int as leavers`;

const KEYS: Record<TStaffingGroup, { key: SQL; label: SQL }> = {
  organization: { key: sql`organization_id::text`, label: sql`organization_title` },
  department: { key: sql`department_id::text`, label: sql`department_name` },
  position: { key: sql`position`, label: sql`position` },
  gender: { key: sql`gender`, label: sql`null::text` },
  employmentType: { key: sql`employment_type`, label: sql`null::text` },
};

export async function totals(db: TDb, tenantId: string, f: TFilter) {
  const r = await db.execute<TCounts>(sql`
    with ${people(tenantId, f)}
    select ${counts(sql`${f.from}::date`, sql`${f.to}::date`)} from people`);
  return r.rows[0]!;
}

/** Each month of the period (cut to it), in order. */
export async function months(db: TDb, tenantId: string, f: TFilter, bounds: [string, string, string][]) {
  const r = await db.execute<TCounts & { month: string }>(sql`
    with ${people(tenantId, f)},
    b as (select * from unnest(${sql.param(bounds.map((x) => x[0]))}::text[],
                               ${sql.param(bounds.map((x) => x[1]))}::date[],
                               ${sql.param(bounds.map((x) => x[2]))}::date[]) as b(month, f, t))
    select b.month, ${counts(sql`b.f`, sql`b.t`)}
      from b left join people on true
     group by b.month order by b.month`);
  return r.rows;
}

/** The period's counts per group, the largest at the end first. */
export async function groups(db: TDb, tenantId: string, f: TFilter, by: TStaffingGroup) {
  const k = KEYS[by];
  const r = await db.execute<TCounts & { key: string | null; label: string | null }>(sql`
    with ${people(tenantId, f)}
    select ${k.key} as key, min(${k.label}) as label, ${counts(sql`${f.from}::date`, sql`${f.to}::date`)}
      from people group by 1
     order by "end" desc, start desc, lower(min(${k.label})) nulls last, 1 nulls last`);
  return r.rows;
}
