import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';
import type { TAddPost } from './demo-announcements.ts';

type TDemoComment = { code: string | null; body: string; status: 'pending' | 'approved' | 'hidden'; hoursAgo: number };

const POSTS: {
  title: string;
  type: string;
  body: string;
  status: 'draft' | 'published';
  daysAgo: number;
  palette: number;
  comments: TDemoComment[];
}[] = [
  {
    title: 'How our Sales team closed the year',
    type: 'Company news',
    body: '<p>This year the Sales team opened <strong>14 new accounts</strong> in Phnom Penh and Siem Reap.</p><p>Here is what worked:</p><ul><li>a weekly call with every key client</li><li>sharing leads across the two offices</li></ul>',
    status: 'published',
    daysAgo: 6,
    palette: 0,
    comments: [
      { code: 'PP1001', body: 'Proud of this team! Thank you all.', status: 'approved', hoursAgo: 120 },
      {
        code: null,
        body: 'Well done, everyone — the bonus letters go out next week.',
        status: 'approved',
        hoursAgo: 110,
      },
      {
        code: 'PP1002',
        body: 'Can we share the client call template with Finance too?',
        status: 'pending',
        hoursAgo: 5,
      },
    ],
  },
  {
    title: 'គន្លឹះសុខភាពនៅកន្លែងធ្វើការ',
    type: 'Staff stories',
    body: '<p>ក្រោកឈរ និងដើរ ៥ នាទីរៀងរាល់ម៉ោង។ ផឹកទឹកឱ្យបានគ្រប់គ្រាន់ ហើយសម្រាកភ្នែកពីអេក្រង់។</p>',
    status: 'published',
    daysAgo: 3,
    palette: 3,
    comments: [
      { code: 'PP1001', body: 'ល្អណាស់ អរគុណ!', status: 'approved', hoursAgo: 50 },
      { code: 'PP1002', body: 'Buy my crypto course!!!', status: 'hidden', hoursAgo: 40 },
    ],
  },
  {
    title: '新办公室开放日',
    type: 'Staff stories',
    body: '<p>吉隆坡新办公室将于下月开放，欢迎大家参观并提出建议。</p>',
    status: 'draft',
    daysAgo: 1,
    palette: 2,
    comments: [],
  },
];

/**
 * The demo's blog (issue 15): two published posts (English, Khmer) and a draft (Chinese), each with a cover image;
 * comments approved, one waiting for moderation and one hidden.
 */
export async function seedDemoBlog(db: TDb, tenantId: string, add: TAddPost) {
  const one = async (q: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(q)).rows[0]?.id ?? null;
  for (const p of POSTS) {
    const typeId = await one(
      sql`select id from blog_types where tenant_id = ${tenantId} and name = ${p.type} and deleted_at is null`,
    );
    const id = await add(
      {
        title: p.title,
        typeId,
        body: p.body,
        audience: 'all',
        audienceIds: [],
        status: p.status,
        showFrom: null,
        showUntil: null,
      },
      p.daysAgo,
      p.status === 'published' ? 0.4 : 0,
      { kind: 'blog', palette: p.palette },
    );
    if (!id) continue;
    for (const c of p.comments) {
      const author = c.code
        ? (
            await db.execute<{ id: string; userId: string | null; name: string }>(sql`
              select id, user_id as "userId", trim(first_name || ' ' || last_name) as name from employees
               where tenant_id = ${tenantId} and employee_code = ${c.code}`)
          ).rows[0]
        : null;
      await db.execute(sql`
        insert into post_comments (tenant_id, post_id, author_employee_id, author_user_id, author_name, body, status,
                                   created_at, moderated_at, moderated_by_name)
        values (${tenantId}, ${id}, ${author?.id ?? null}, ${author?.userId ?? null}, ${author?.name ?? 'Dara Sok'},
                ${c.body}, ${c.status}, now() - make_interval(hours => ${c.hoursAgo}),
                ${c.status === 'pending' ? null : sql`now() - make_interval(hours => ${c.hoursAgo - 1})`},
                ${c.status === 'pending' ? null : 'Dara Sok'})`);
    }
  }
}
