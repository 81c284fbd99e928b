import { sql } from 'drizzle-orm';
import { addDays, isoWeekday, monthStart, utcDay } from '@staffdesk/core/dates';
import type { TDb } from '../platform/db/db.ts';
import { insertActivity } from '../modules/activities/activities.repo.ts';
import { insertTarget } from '../modules/activities/targets.repo.ts';

const NOTES: Record<string, string[]> = {
  'Customer visit': ['Sok Heng Trading', 'Lucky Mart Toul Kork', 'Angkor Supplies', 'Chip Mong depot'],
  'Phone call': ['Follow-up on the quote', 'New price list', 'Delivery date confirmed', 'Overdue invoice'],
  'Stock count': ['Aisle A', 'Cold room', 'Returns shelf'],
};

/**
 * The demo's activities and KPI targets (issue 18): a quarter of Phnom Penh sales and stock work — six people, five
 * or six activities a working day between them, the older ones evaluated — and each month's targets: visits,
 * calls and a summary target, so the KPI page has three months to compare.
 */
export async function seedDemoActivities(db: TDb, tenantId: string, hr: { id: string; name: string }) {
  const org = await db.execute<{ id: string }>(sql`
    select e.organization_id as id from employees e join users u on u.id = e.user_id
     where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`);
  const people = (
    await db.execute<{ id: string }>(sql`
      select id from employees where tenant_id = ${tenantId} and organization_id = ${org.rows[0]!.id}
         and status = 'active' and deleted_at is null order by employee_code limit 6`)
  ).rows.map((r) => r.id);
  const setting = async (table: string) =>
    new Map(
      (
        await db.execute<{ id: string; name: string }>(
          sql`select id, name from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
        )
      ).rows.map((r) => [r.name, r.id]),
    );
  const [types, statuses, evaluations] = [
    await setting('activity_types'),
    await setting('activity_statuses'),
    await setting('activity_evaluations'),
  ];
  const today = utcDay(new Date());
  const first = monthStart(today, -2);
  const typeNames = ['Customer visit', 'Phone call', 'Phone call', 'Stock count'];
  let n = 0;
  for (let day = first; day <= today; day = addDays(day, 1)) {
    if (isoWeekday(day) > 5) continue;
    for (let k = 0; k < 5 + (n % 2); k++, n++) {
      const who = people[n % people.length]!;
      const type = typeNames[Math.floor(n / people.length) % typeNames.length]!;
      const recent = day > addDays(today, -3);
      const evaluated = day < addDays(today, -14);
      await insertActivity(
        db,
        tenantId,
        {
          employeeId: who,
          typeId: types.get(type)!,
          statusId: statuses.get(recent && n % 2 ? 'In Progress' : 'Completed')!,
          evaluationId: evaluated
            ? (evaluations.get(['Meets target', 'Exceeds target', 'Meets target', 'Below target'][n % 4]!) ?? null)
            : null,
          doneOn: day,
          minutes: 30 + (n % 6) * 15,
          notes: NOTES[type]![n % NOTES[type]!.length]!,
        },
        hr,
      );
    }
  }
  for (let m = -2; m <= 0; m++) {
    const month = monthStart(today, m).slice(0, 7);
    for (const [i, who] of people.entries()) {
      const rows = [
        { kind: 'type', typeId: types.get('Customer visit')!, target: 6 + (i % 3), valuation: 50 },
        { kind: 'type', typeId: types.get('Phone call')!, target: 10, valuation: 30 },
        { kind: 'summary', typeId: null, target: 20, valuation: 20 },
      ];
      for (const r of rows)
        await insertTarget(
          db,
          tenantId,
          { ...r, employeeId: who, month, goal: r.kind === 'summary' ? 'Keep the month busy' : null },
          hr.id,
        );
    }
  }
}
