import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/db.ts';
import { appError } from '../../platform/errors.ts';
import type { TAuth } from '../../platform/http/access.ts';

/**
 * Whom HR addresses (announcements, messages): everyone, one employee, or the employees of some organizations,
 * departments or groups — a row's `audience` and `audience_ids` columns.
 */
export type TAudience = 'all' | 'employee' | 'organizations' | 'departments' | 'groups';

/** Whether the caller is a sub admin scoped to some organizations or departments. */
export const restricted = (auth: TAuth) =>
  !!auth.scope && (auth.scope.organizationIds.length > 0 || auth.scope.departmentIds.length > 0);

/** The kinds of `offered` the caller may address: a scoped sub admin only employees, organizations or departments. */
export function audienceKinds<T extends TAudience>(auth: TAuth, offered: readonly T[]): T[] {
  if (!restricted(auth)) return [...offered];
  const byDepartment = auth.scope!.departmentIds.length > 0;
  const mine: TAudience[] = byDepartment ? ['employee', 'departments'] : ['employee', 'organizations', 'departments'];
  return offered.filter((k) => mine.includes(k));
}

/**
 * A scoped sub admin's rows of table alias `a`: those whose audience lies wholly within their scope (row-level
 * security hides the rest of the organizations, departments and employees from them, so "every one visible" is
 * "every one in scope"). An organization is wider than a scope of departments; everyone and groups are wider than
 * any scope. Null for the unscoped.
 */
export function audienceWithin(auth: TAuth, alias: string): SQL | null {
  if (!restricted(auth)) return null;
  const byDepartment = auth.scope!.departmentIds.length > 0;
  const a = sql.raw(alias);
  const all = (table: string) => sql`cardinality(${a}.audience_ids) =
      (select count(*) from ${sql.raw(table)} x where x.tenant_id = ${a}.tenant_id and x.id = any(${a}.audience_ids))`;
  return sql`(case ${a}.audience
    when 'organizations' then ${!byDepartment} and ${all('organizations')}
    when 'departments' then ${all('departments')}
    when 'employee' then ${all('employees')}
    else false end)`;
}

/** Whether employee alias `e` is in the audience of the row alias `a`. */
export const inAudienceOf = (alias: string) => {
  const a = sql.raw(alias);
  return sql`(${a}.audience = 'all'
  or (${a}.audience = 'employee' and e.id = any(${a}.audience_ids))
  or (${a}.audience = 'organizations' and e.organization_id = any(${a}.audience_ids))
  or (${a}.audience = 'departments' and e.department_id = any(${a}.audience_ids))
  or (${a}.audience = 'groups' and e.group_id = any(${a}.audience_ids)))`;
};

/** The audience's names in the order of its ids (row alias `a`). */
export const audienceNamesOf = (alias: string) => {
  const a = sql.raw(alias);
  return sql`array(select coalesce(n.name, '') from unnest(${a}.audience_ids) with ordinality x(id, i)
          left join lateral (
            select title as name from organizations where ${a}.audience = 'organizations' and tenant_id = ${a}.tenant_id and id = x.id
            union all
            select name from departments where ${a}.audience = 'departments' and tenant_id = ${a}.tenant_id and id = x.id
            union all
            select name from setting_groups where ${a}.audience = 'groups' and tenant_id = ${a}.tenant_id and id = x.id
            union all
            select concat_ws(' ', first_name, last_name) from employees
             where ${a}.audience = 'employee' and tenant_id = ${a}.tenant_id and id = x.id
          ) n on true
         order by x.i)`;
};

const TABLES: Record<Exclude<TAudience, 'all'>, SQL> = {
  employee: sql`employees where status = 'active' and`,
  organizations: sql`organizations where`,
  departments: sql`departments where`,
  groups: sql`setting_groups where`,
};

/**
 * Checks an audience: a kind the caller may address and ids naming live records they see (an employee: an active
 * one in their scope). Answers the ids without repeats (none for everyone).
 */
export async function checkAudience(
  db: TDb,
  auth: TAuth,
  offered: readonly TAudience[],
  audience: TAudience,
  audienceIds: readonly string[],
): Promise<string[]> {
  if (!audienceKinds(auth, offered).includes(audience))
    throw appError(400, 'validation', { audience: 'invalidOption' });
  if (audience === 'all') return [];
  const ids = [...new Set(audienceIds)];
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${TABLES[audience]} tenant_id = ${auth.tenantId!} and deleted_at is null
       and id = any(${sql.param(ids)}::uuid[])`);
  if (r.rows[0]!.n !== ids.length) throw appError(400, 'validation', { audienceIds: 'invalidReference' });
  return ids;
}
