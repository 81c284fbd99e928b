import { sql } from 'drizzle-orm';
import type { TIssuePriority, TIssueStatus } from '@staffdesk/core/issues-api';
import type { TDb } from '../platform/db/db.ts';
import { notifyUsers } from '../platform/notifications/notify.ts';
import { insertComment, insertIssue, updateIssue } from '../modules/issues/issues.repo.ts';

type TActor = { id: string; name: string };
type TDemoIssue = {
  /** the employee login, or the n-th active employee of a department code in Phnom Penh */
  who: 'emp' | { department: string; n: number };
  title: string;
  description: string;
  category: string;
  priority?: TIssuePriority;
  status: TIssueStatus;
  assigned: boolean;
  hoursAgo: number;
  comments?: Array<{ staff: boolean; body: string }>;
};

const ISSUES: TDemoIssue[] = [
  {
    who: 'emp',
    title: 'Laptop battery drains in an hour',
    description: 'My laptop (asset LT-0142) lasts about an hour on battery since last week. I visit customers all day.',
    category: 'IT support',
    status: 'inProgress',
    assigned: true,
    hoursAgo: 50,
    comments: [
      { staff: true, body: 'Thank you. IT has a spare battery; can you bring the laptop on Thursday morning?' },
      { staff: false, body: 'Yes, I will come at 8:30.' },
    ],
  },
  {
    who: 'emp',
    title: 'ម៉ាស៊ីនត្រជាក់នៅបន្ទប់លក់មិនត្រជាក់',
    description: 'ម៉ាស៊ីនត្រជាក់នៅបន្ទប់លក់ជាន់ទី 2 មិនត្រជាក់ចាប់តាំងពីថ្ងៃច័ន្ទ។',
    category: 'Facilities',
    status: 'resolved',
    assigned: true,
    hoursAgo: 170,
    comments: [{ staff: true, body: 'ជាងបានជួសជុលរួចហើយនៅថ្ងៃនេះ។ សូមប្រាប់យើងប្រសិនបើនៅតែមានបញ្ហា។' }],
  },
  {
    who: { department: 'SAL', n: 1 },
    title: 'Cannot log in to the sales app',
    description: 'The sales app says my password expired, and the reset email never arrives.',
    category: 'IT support',
    priority: 'veryHigh',
    status: 'open',
    assigned: false,
    hoursAgo: 2,
  },
  {
    who: { department: 'FIN', n: 0 },
    title: '工资单上的加班时数不对',
    description: '上个月的工资单只显示了 6 小时加班，但我加班了 10 小时。',
    category: 'HR question',
    status: 'open',
    assigned: false,
    hoursAgo: 20,
  },
  {
    who: { department: 'FIN', n: 1 },
    title: 'Broken chair at desk 14',
    description: 'The chair at desk 14 wobbles and the back rest is loose.',
    category: 'Facilities',
    status: 'closed',
    assigned: true,
    hoursAgo: 400,
    comments: [{ staff: true, body: 'Replaced with a new chair.' }],
  },
];

/**
 * Issues of the demo tenant (issue 15): open, in progress, resolved and closed ones from the employee login and
 * colleagues in Sales and Finance, in three languages, some assigned with comments; the newest wait for HR (their
 * bells ring).
 */
export async function seedDemoIssues(db: TDb, tenantId: string, hr: TActor) {
  const categories = await db.execute<{ id: string; name: string; priority: TIssuePriority }>(sql`
    select id, name, priority from ticket_categories where tenant_id = ${tenantId} and deleted_at is null`);
  for (const d of ISSUES) {
    const who = await db.execute<{ id: string; name: string; userId: string | null }>(
      d.who === 'emp'
        ? sql`select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.user_id as "userId"
                from employees e join users u on u.id = e.user_id
               where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`
        : sql`select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.user_id as "userId"
                from employees e join departments dp on dp.tenant_id = e.tenant_id and dp.id = e.department_id
                join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
               where e.tenant_id = ${tenantId} and dp.code = ${d.who.department} and o.code = 'MTPP'
                 and e.status = 'active' and e.deleted_at is null
               order by e.employee_code offset ${d.who.n} limit 1`,
    );
    const employee = who.rows[0];
    const category = categories.rows.find((c) => c.name === d.category);
    if (!employee || !category) continue;
    const priority = d.priority ?? category.priority;
    const made = await insertIssue(
      db,
      tenantId,
      { title: d.title, description: d.description, categoryId: category.id, priority, employeeId: employee.id },
      null,
      { id: employee.userId ?? hr.id, name: employee.name },
    );
    await updateIssue(db, tenantId, made.id, {
      status: d.status,
      priority,
      categoryId: category.id,
      assigneeId: d.assigned ? hr.id : null,
      assigneeName: d.assigned ? hr.name : null,
    });
    for (const [_k, c] of (d.comments ?? []).entries())
      await insertComment(
        db,
        tenantId,
        {
          issueId: made.id,
          sender: c.staff ? 'staff' : 'employee',
          authorUserId: c.staff ? hr.id : (employee.userId ?? hr.id),
          authorName: c.staff ? hr.name : employee.name,
          body: c.body,
        },
        null,
      );
    const at = (h: number) => sql`now() - make_interval(hours => ${h})`;
    await db.execute(sql`
      update issues set created_at = ${at(d.hoursAgo)}, updated_at = ${at(Math.max(d.hoursAgo - 10, 1))},
             resolved_at = case when resolved_at is not null then ${at(Math.max(d.hoursAgo - 12, 1))} end,
             closed_at = case when closed_at is not null then ${at(Math.max(d.hoursAgo - 12, 1))} end
       where tenant_id = ${tenantId} and id = ${made.id}`);
    await db.execute(sql`
      update issue_comments c set created_at = ${at(d.hoursAgo)} + (x.n * interval '3 hours')
        from (select id, row_number() over (order by created_at, id) as n from issue_comments
               where tenant_id = ${tenantId} and issue_id = ${made.id}) x
       where c.tenant_id = ${tenantId} and c.id = x.id`);
    if (d.status === 'open')
      await notifyUsers(db, tenantId, [hr.id], {
        kind: 'issueFiled',
        params: { name: employee.name, number: made.number, title: d.title, id: made.id },
        link: `/demo/employeesissues/view/${made.id}`,
      });
  }
}
