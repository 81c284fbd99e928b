import { sql } from 'drizzle-orm';
import { addDays, utcDay } from '@staffdesk/core/dates';
import type { TDb } from '../platform/db/db.ts';
import * as projects from '../modules/projects/projects.repo.ts';
import * as tasks from '../modules/projects/tasks.repo.ts';

type TDemoTask = {
  title: string;
  who: number;
  priority: string;
  weight: number;
  /** days from today (negative: past) */
  due: number | null;
  status: string;
  /** minutes logged on each of the last `days` working days */
  log?: { days: number; minutes: number; note: string };
};

type TDemoProject = {
  name: string;
  group: string;
  /** 0: Srey's organization, 1: the other one */
  org: 0 | 1;
  description: string;
  priority: string;
  weight: number;
  value: string | null;
  start: number;
  due: number;
  tasks: TDemoTask[];
  completed?: boolean;
};

// who: 0 is Srey (emp@demo.test), the head is 1, then the organization's next employees
const PROJECTS: TDemoProject[] = [
  {
    name: 'Warehouse relocation',
    group: 'Operations',
    org: 0,
    description: 'Move the Phnom Penh stock to the new warehouse in Chbar Ampov without stopping deliveries.',
    priority: 'high',
    weight: 8,
    value: '48000.00',
    start: -40,
    due: 35,
    tasks: [
      {
        title: 'Count the stock',
        who: 0,
        priority: 'high',
        weight: 3,
        due: -5,
        status: 'inProgress',
        log: { days: 6, minutes: 120, note: 'Aisles counted' },
      },
      {
        title: 'Book the trucks',
        who: 2,
        priority: 'moderate',
        weight: 1,
        due: -10,
        status: 'completed',
        log: { days: 2, minutes: 60, note: 'Quotes compared' },
      },
      { title: 'Label the shelves', who: 3, priority: 'low', weight: 2, due: 12, status: 'todo' },
      {
        title: 'Safety walk of the new site',
        who: 1,
        priority: 'veryHigh',
        weight: 2,
        due: 3,
        status: 'review',
        log: { days: 1, minutes: 150, note: 'Walk with the landlord' },
      },
      { title: 'Move the fast movers first', who: 0, priority: 'moderate', weight: 4, due: 28, status: 'todo' },
    ],
  },
  {
    name: 'Sales CRM rollout',
    group: 'Digital',
    org: 0,
    description: 'Put every customer and visit of the sales team in the new CRM.',
    priority: 'moderate',
    weight: 5,
    value: '12500.00',
    start: -75,
    due: 20,
    tasks: [
      {
        title: 'Import the customer list',
        who: 0,
        priority: 'high',
        weight: 3,
        due: -30,
        status: 'completed',
        log: { days: 4, minutes: 90, note: 'Duplicates merged' },
      },
      {
        title: 'Train the sales team',
        who: 1,
        priority: 'moderate',
        weight: 2,
        due: 7,
        status: 'inProgress',
        log: { days: 3, minutes: 75, note: 'Two sessions' },
      },
      {
        title: 'Log every visit for a month',
        who: 0,
        priority: 'moderate',
        weight: 2,
        due: 18,
        status: 'inProgress',
        log: { days: 8, minutes: 30, note: 'Visits entered' },
      },
      { title: 'Monthly pipeline report', who: 2, priority: 'low', weight: 1, due: 20, status: 'todo' },
    ],
  },
  {
    name: 'Annual audit preparation',
    group: 'Compliance',
    org: 0,
    description: 'Files and reconciliations the auditors asked for.',
    priority: 'high',
    weight: 6,
    value: null,
    start: -120,
    due: -20,
    completed: true,
    tasks: [
      {
        title: 'Reconcile the bank accounts',
        who: 2,
        priority: 'high',
        weight: 3,
        due: -40,
        status: 'completed',
        log: { days: 3, minutes: 180, note: 'All months matched' },
      },
      {
        title: 'Collect the signed contracts',
        who: 3,
        priority: 'moderate',
        weight: 2,
        due: -30,
        status: 'completed',
        log: { days: 2, minutes: 60, note: 'Scanned' },
      },
    ],
  },
  {
    name: 'Branch fit-out',
    group: 'Operations',
    org: 1,
    description: 'Desks, network and signage of the new branch.',
    priority: 'veryHigh',
    weight: 7,
    value: '30000.00',
    start: -30,
    due: 15,
    tasks: [
      {
        title: 'Network and Wi-Fi',
        who: 1,
        priority: 'veryHigh',
        weight: 3,
        due: -2,
        status: 'inProgress',
        log: { days: 3, minutes: 240, note: 'Cabling done' },
      },
      { title: 'Order the signage', who: 2, priority: 'moderate', weight: 1, due: -8, status: 'todo' },
      { title: 'Furniture delivery', who: 3, priority: 'high', weight: 2, due: 6, status: 'review' },
    ],
  },
];

/** The last `n` working days (Monday to Friday) before today, newest first. */
function workdays(today: string, n: number): string[] {
  const out: string[] = [];
  for (let d = addDays(today, -1); out.length < n; d = addDays(d, -1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d);
  }
  return out;
}

/**
 * The demo's work plan (issue 18): four projects in three groups — the warehouse move and the CRM rollout under
 * way (Srey has tasks in both, some overdue), last year's audit completed, the other organization's branch fit-out —
 * with tasks in every column and time logged over the last weeks.
 */
export async function seedDemoProjects(db: TDb, tenantId: string, hrUserId: string) {
  const today = utcDay(new Date());
  const groups = new Map<string, string>();
  for (const name of ['Operations', 'Digital', 'Compliance']) {
    const r = await db.execute<{ id: string }>(sql`
      insert into project_groups (tenant_id, name, description, created_by, created_by_type, created_by_name)
      values (${tenantId}, ${name}, null, ${hrUserId}, 'hr_admin', 'Dara Sok') returning id`);
    groups.set(name, r.rows[0]!.id);
  }
  const srey = (
    await db.execute<{ id: string; organizationId: string }>(sql`
      select e.id, e.organization_id as "organizationId" from employees e join users u on u.id = e.user_id
       where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`)
  ).rows[0]!;
  const other = (
    await db.execute<{ id: string }>(sql`
      select id from organizations where tenant_id = ${tenantId} and id <> ${srey.organizationId}
       order by code limit 1`)
  ).rows[0];
  const peopleOf = async (orgId: string) =>
    (
      await db.execute<{ id: string }>(sql`
        select id from employees where tenant_id = ${tenantId} and organization_id = ${orgId} and id <> ${srey.id}
           and status = 'active' and deleted_at is null order by employee_code limit 4`)
    ).rows.map((r) => r.id);
  const crews = [[srey.id, ...(await peopleOf(srey.organizationId))], other ? await peopleOf(other.id) : []];
  for (const p of PROJECTS) {
    const crew = crews[p.org]!;
    const orgId = p.org === 0 ? srey.organizationId : other?.id;
    if (!orgId || crew.length < 4) continue;
    const personAt = (i: number) => crew[i % crew.length]!;
    const id = await projects.insertProject(
      db,
      tenantId,
      {
        organizationId: orgId,
        groupId: groups.get(p.group) ?? null,
        name: p.name,
        description: p.description,
        headId: personAt(1),
        priority: p.priority,
        weight: p.weight,
        value: p.value,
        startOn: addDays(today, p.start),
        dueOn: addDays(today, p.due),
        status: 'inProgress',
      },
      hrUserId,
    );
    const members = [...new Set(p.tasks.map((x) => personAt(x.who)).filter((m) => m !== personAt(1)))];
    await projects.setMembers(db, tenantId, id, members);
    for (const x of p.tasks) {
      const taskId = await tasks.insertTask(
        db,
        tenantId,
        {
          projectId: id,
          title: x.title,
          description: null,
          assigneeId: personAt(x.who),
          priority: x.priority,
          weight: x.weight,
          dueOn: x.due === null ? null : addDays(today, x.due),
          status: x.status,
        },
        hrUserId,
      );
      if (x.log)
        for (const day of workdays(today, x.log.days))
          await tasks.insertLog(
            db,
            tenantId,
            taskId,
            { employeeId: personAt(x.who), workedOn: day, minutes: x.log.minutes, note: x.log.note },
            hrUserId,
          );
    }
    if (p.completed)
      await db.execute(sql`
        update projects set status = 'completed', completed_at = now() where tenant_id = ${tenantId} and id = ${id}`);
  }
}
