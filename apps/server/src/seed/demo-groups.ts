import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';

/**
 * Groups CheckIN in the demo (issue 12): the employee login (emp@demo.test) leads the Morning crew, whose members
 * all work at its Phnom Penh organization (others move to Management), and checked them in and out on the last
 * five working days, so Groups Attendance Logs has history.
 */
export async function seedDemoGroups(db: TDb, tenantId: string) {
  const r = await db.execute<{
    leader: string;
    name: string;
    userId: string;
    org: string;
    crew: string;
    other: string;
  }>(
    sql`select e.id as leader, trim(e.first_name || ' ' || e.last_name) as name, u.id as "userId",
               e.organization_id as org,
               (select id from setting_groups where tenant_id = e.tenant_id and name = 'Morning crew') as crew,
               (select id from setting_groups where tenant_id = e.tenant_id and name = 'Management') as other
          from employees e join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
         where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`,
  );
  const d = r.rows[0];
  if (!d?.crew || !d.other) return;
  await db.execute(sql`update employees set group_id = ${d.other}
                        where tenant_id = ${tenantId} and group_id = ${d.crew} and organization_id <> ${d.org}`);
  await db.execute(sql`update employees set group_id = ${d.crew} where tenant_id = ${tenantId} and id = ${d.leader}`);
  await db.execute(
    sql`insert into group_leaders (tenant_id, group_id, employee_id) values (${tenantId}, ${d.crew}, ${d.leader})`,
  );
  // the crew's check-ins of their last five days with attendance (the leader's own stay theirs)
  const punches = sql`
    select p.id, p.attendance_id, p.employee_id, p.in_at, p.out_at, p.in_place, p.out_source
      from attendance_punches p join employees e on e.tenant_id = p.tenant_id and e.id = p.employee_id
      join attendance a on a.tenant_id = p.tenant_id and a.id = p.attendance_id
     where p.tenant_id = ${tenantId} and e.group_id = ${d.crew} and e.id <> ${d.leader} and p.in_source = 'self'
       and a.shift_date in (select distinct a2.shift_date from attendance a2 where a2.tenant_id = ${tenantId}
                             order by a2.shift_date desc limit 5)`;
  await db.execute(sql`
    insert into group_punches (tenant_id, group_id, employee_id, attendance_id, kind, at, leader_id, leader_name, place)
    select ${tenantId}, ${d.crew}, x.employee_id, x.attendance_id, k.kind, k.at, ${d.leader}, ${d.name}, x.in_place
      from (${punches}) x
     cross join lateral (values ('in', x.in_at), ('out', case when x.out_source = 'self' then x.out_at end)) k(kind, at)
     where k.at is not null`);
  await db.execute(sql`
    update attendance_punches p
       set in_source = 'group', in_by = ${d.userId}, in_by_name = ${d.name},
           out_source = case when p.out_source = 'self' then 'group' else p.out_source end,
           out_by = case when p.out_source = 'self' then ${d.userId}::uuid end,
           out_by_name = case when p.out_source = 'self' then ${d.name} end
     where p.id in (select id from (${punches}) y)`);
}
