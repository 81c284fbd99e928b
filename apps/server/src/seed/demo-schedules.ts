import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { writeDays, writeRotation } from '../modules/schedules/schedules.repo.ts';

/**
 * The demo's roster (issue 12): from next Monday the Warehouse rotates a week of days and a week of nights
 * (Monday to Saturday, Sunday off) for four weeks, and one Sales employee works next Sunday with Monday off in
 * exchange; the employee login works the day shift Monday to Friday for six weeks. Everyone else follows their
 * default shift. Both changes are in the schedule history.
 */
export async function seedDemoSchedules(db: TDb, tenantId: string, actor: { id: string; name: string }) {
  const shifts = await db.execute<{ code: string; id: string }>(
    sql`select code, id from shifts where tenant_id = ${tenantId} and deleted_at is null`,
  );
  const id = (code: string) => shifts.rows.find((s) => s.code === code)?.id;
  const night = id('NIGHT');
  const day = shifts.rows.find((s) => s.code !== 'NIGHT')?.id;
  if (!night || !day) return;
  const today = todayIn('Asia/Phnom_Penh');
  const nextMonday = addDays(mondayOf(today), 7);
  const week = (s: string) => [s, s, s, s, s, s, 'rest'];
  await writeRotation(
    db,
    tenantId,
    {
      employees: sql`select e.id, e.organization_id from employees e
                       join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id and d.name = 'Warehouse'
                      where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'`,
      from: nextMonday,
      to: addDays(nextMonday, 27),
      weeks: [week(day), week(night)],
      workHolidays: false,
    },
    { ...actor, source: 'assign' },
  );
  // the employee login works days from next Monday (it keeps no default shift: this week it may check in any time)
  await writeRotation(
    db,
    tenantId,
    {
      employees: sql`select e.id, e.organization_id from employees e
                       join users u on u.tenant_id = e.tenant_id and u.id = e.user_id and u.email = 'emp@demo.test'
                      where e.tenant_id = ${tenantId}`,
      from: nextMonday,
      to: addDays(nextMonday, 41),
      weeks: [[day, day, day, day, day, 'rest', 'rest']],
      workHolidays: false,
    },
    { ...actor, source: 'assign' },
  );
  const sales = await db.execute<{ id: string }>(sql`
    select e.id from employees e join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
     where e.tenant_id = ${tenantId} and d.name = 'Sales' and e.deleted_at is null and e.status = 'active'
     order by e.employee_code limit 1`);
  const swap = sales.rows[0]?.id;
  if (swap)
    await writeDays(
      db,
      tenantId,
      [
        { employeeId: swap, day: addDays(nextMonday, 6), mode: 'shift', shiftId: day },
        { employeeId: swap, day: addDays(nextMonday, 7), mode: 'rest', shiftId: null },
      ],
      { ...actor, source: 'grid' },
    );
}
