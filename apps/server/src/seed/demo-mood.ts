import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';

/**
 * A month of the demo's mood pulse (issue 15): on the working days before today about two in three people answered,
 * mostly Good or Just OK, each department a little differently. Today is left for the demo's people to answer.
 */
export async function seedDemoMood(db: TDb, tenantId: string) {
  const today = todayIn('Asia/Phnom_Penh');
  await db.execute(sql`
    with answers as (
      select e.id, e.organization_id, e.department_id, g.d::date as day,
             abs(hashtext(e.id::text || g.d::text)) % 100 as roll,
             abs(hashtext(e.id::text || g.d::text || 'mood')) % 100
               + abs(hashtext(coalesce(e.department_id::text, ''))) % 21 - 10 as feel
        from employees e
       cross join generate_series(${addDays(today, -30)}::date, ${addDays(today, -1)}::date, interval '1 day') g(d)
       where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
         and extract(isodow from g.d) < 6),
    chosen as (select * from answers where roll < 65),
    answered as (insert into mood_answered (tenant_id, employee_id, day) select ${tenantId}, id, day from chosen)
    insert into mood_entries (tenant_id, organization_id, department_id, day, mood)
    select ${tenantId}, organization_id, department_id, day,
           case when feel < 4 then 1 when feel < 15 then 2 when feel < 42 then 3 when feel < 82 then 4 else 5 end
      from chosen order by md5(id::text || day::text)`);
}
