import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';
import { authorKey } from '../modules/complaints/complaints.service.ts';

type TDemoComplaint = {
  type: string;
  subject: string;
  text: string;
  /** anonymous ones need the server key (the data directory's) to stay findable by their author */
  anonymous: boolean;
  hoursAgo: number;
  answer?: { text: string; score: number | null; close: boolean };
};

const COMPLAINTS: TDemoComplaint[] = [
  {
    type: 'Facilities',
    subject: 'The water dispenser on floor 2 is empty every afternoon',
    text: 'Could it be refilled twice a day? By 2 pm there is no drinking water left.',
    anonymous: false,
    hoursAgo: 75,
    answer: { text: 'Done: the supplier now comes at 8:00 and at 13:00.', score: 2, close: true },
  },
  {
    type: 'Payroll question',
    subject: 'ប្រាក់ឧបត្ថម្ភធ្វើដំណើរ',
    text: 'តើប្រាក់ឧបត្ថម្ភធ្វើដំណើរត្រូវបានបង់ជាមួយប្រាក់ខែខែនេះដែរឬទេ?',
    anonymous: false,
    hoursAgo: 30,
    answer: { text: 'បាទ/ចាស វាត្រូវបានបង់ជាមួយប្រាក់ខែខែនេះ។', score: 1, close: false },
  },
  {
    type: 'Workplace conduct',
    subject: 'Team lead raises his voice in meetings',
    text: 'In the Monday meetings the team lead often shouts when targets are missed. People are afraid to speak.',
    anonymous: true,
    hoursAgo: 12,
  },
  {
    type: 'Facilities',
    subject: '停车场晚上太暗',
    text: '停车场的灯坏了好几盏，晚班下班时很不安全。',
    anonymous: true,
    hoursAgo: 100,
    answer: { text: '谢谢反馈，物业已在本周更换了所有灯泡。', score: 4, close: true },
  },
];

/**
 * Comments and complaints of the demo tenant (issue 15), from the employee login: named and anonymous ones, in three
 * languages, some answered and scored, one anonymous one still open.
 */
export async function seedDemoComplaints(db: TDb, tenantId: string, hrName: string, dataDir: string | undefined) {
  const who = await db.execute<{ id: string; organizationId: string; departmentId: string | null }>(sql`
    select e.id, e.organization_id as "organizationId", e.department_id as "departmentId"
      from employees e join users u on u.id = e.user_id
     where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`);
  const me = who.rows[0];
  if (!me) return;
  for (const c of COMPLAINTS) {
    if (c.anonymous && !dataDir) continue;
    const type = await db.execute<{ id: string }>(sql`
      select id from complaint_types where tenant_id = ${tenantId} and name = ${c.type} and deleted_at is null`);
    const key = c.anonymous
      ? authorKey({ appSecret: process.env.APP_SECRET, dataDir: dataDir! }, tenantId, me.id)
      : null;
    const at = sql`date_trunc('hour', now() - make_interval(hours => ${c.hoursAgo}))`;
    await db.execute(sql`
      insert into complaints (tenant_id, type_id, subject, text, anonymous, author_id, author_key, organization_id,
                              department_id, created_at, status, response, responded_by_name, responded_at, score,
                              closed_at)
      values (${tenantId}, ${type.rows[0]?.id ?? null}, ${c.subject}, ${c.text}, ${c.anonymous},
              ${c.anonymous ? null : me.id}, ${key}, ${me.organizationId}, ${c.anonymous ? null : me.departmentId}, ${at},
              ${c.answer ? (c.answer.close ? 'closed' : 'answered') : 'open'}, ${c.answer?.text ?? null},
              ${c.answer ? hrName : null}, ${c.answer ? sql`${at} + interval '5 hours'` : null},
              ${c.answer?.score ?? null}, ${c.answer?.close ? sql`${at} + interval '5 hours'` : null})`);
  }
}
