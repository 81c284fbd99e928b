import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { TAnnouncementInput, TPostKind } from '@staffdesk/core/announcements-api';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { seedDemoBlog } from './demo-blog.ts';
import { demoPostImage } from './demo-images.ts';
import { insertAnnouncement } from '../modules/announcements/announcements.repo.ts';

type TActor = { id: string; name: string };

/**
 * Announcements of the demo tenant (issue 15): published ones for everyone, an organization and a department (one in
 * Khmer, one in Chinese), a draft, and an unpublished one whose days are over; most of the audience has read the
 * older ones. Promotions: a current offer for everyone with its image, one for an organization in Khmer, one in
 * Chinese that starts next week, and one whose days are over.
 */
export type TAddPost = (
  a: Omit<TAnnouncementInput, 'audienceIds'> & { audienceIds: (string | null)[] },
  daysAgo: number,
  readShare: number,
  post?: { kind: TPostKind; palette: number },
) => Promise<string | null>;

export async function seedDemoAnnouncements(db: TDb, tenantId: string, hr: TActor, dataDir: string | undefined) {
  const files = dataDir ? new FileStore(path.join(dataDir, 'files')) : null;
  const today = todayIn('Asia/Phnom_Penh');
  const one = async (q: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(q)).rows[0]?.id ?? null;
  const type = (name: string) =>
    one(sql`select id from announcement_types where tenant_id = ${tenantId} and name = ${name} and deleted_at is null`);
  const org = (code: string) => one(sql`select id from organizations where tenant_id = ${tenantId} and code = ${code}`);
  const dept = (code: string, orgCode: string) =>
    one(sql`select d.id from departments d join organizations o on o.id = d.organization_id
             where d.tenant_id = ${tenantId} and d.code = ${code} and o.code = ${orgCode}`);
  const [pp, kl, finance, sales] = [
    await org('MTPP'),
    await org('MYKL'),
    await dept('FIN', 'MTPP'),
    await dept('SAL', 'MTPP'),
  ];
  const [event, policy, urgent] = [await type('Event'), await type('Policy update'), await type('Urgent')];

  const add: TAddPost = async (a, daysAgo, readShare, post) => {
    const ids = a.audienceIds.filter((x): x is string => x !== null);
    if (a.audience !== 'all' && ids.length === 0) return null;
    const kind: TPostKind = post?.kind ?? 'announcement';
    const image = post && files ? { key: await files.save(demoPostImage(post.palette)), type: 'image/png' } : null;
    const id = await insertAnnouncement(db, tenantId, kind, { ...a, audienceIds: ids }, image, hr);
    await db.execute(sql`
      update announcements set created_at = now() - make_interval(days => ${daysAgo + 1}),
             published_at = case when status = 'draft' then null else now() - make_interval(days => ${daysAgo}) end,
             updated_at = now() - make_interval(days => ${daysAgo})
       where tenant_id = ${tenantId} and id = ${id}`);
    if (readShare > 0)
      await db.execute(sql`
        insert into announcement_reads (tenant_id, announcement_id, employee_id, read_at)
        select ${tenantId}, ${id}, e.id, now() - make_interval(days => ${daysAgo}) + make_interval(hours => (row_number() over ())::int % 40)
          from employees e
         where e.tenant_id = ${tenantId} and e.deleted_at is null and e.status = 'active'
           and (${a.audience} = 'all'
                or (${a.audience} = 'organizations' and e.organization_id = any(${sql.param(ids)}::uuid[]))
                or (${a.audience} = 'departments' and e.department_id = any(${sql.param(ids)}::uuid[])))
           and abs(hashtext(e.id::text || ${id})) % 100 < ${Math.round(readShare * 100)}`);
    return id;
  };

  await add(
    {
      title: 'Water Festival holidays',
      typeId: event,
      body:
        '<p>The offices close for the <strong>Water Festival</strong>. Enjoy the boat races!</p>' +
        '<ul><li>Phnom Penh: closed for three days</li><li>Kuala Lumpur: open as usual</li></ul>' +
        '<p>Shifts that fall on these days are paid at the holiday rate.</p>',
      audience: 'all',
      audienceIds: [],
      status: 'published',
      showFrom: null,
      showUntil: addDays(today, 10),
    },
    3,
    0.6,
  );
  await add(
    {
      title: 'ម៉ោងធ្វើការថ្មីនៅរដូវវស្សា',
      typeId: policy,
      body: '<p>ចាប់ពីខែក្រោយ ការិយាល័យភ្នំពេញបើកពីម៉ោង <strong>7:30</strong> ដល់ម៉ោង 16:30។ សូមពិនិត្យកាលវិភាគការងាររបស់អ្នក។</p>',
      audience: 'organizations',
      audienceIds: [pp],
      status: 'published',
      showFrom: null,
      showUntil: null,
    },
    10,
    0.8,
  );
  await add(
    {
      title: '吉隆坡办公室搬迁通知',
      typeId: policy,
      body: '<p>吉隆坡办公室将于下月迁至 <strong>Jalan Ampang 88 号</strong>。搬迁期间请在家办公。</p>',
      audience: 'organizations',
      audienceIds: [kl],
      status: 'published',
      showFrom: null,
      showUntil: null,
    },
    6,
    0.5,
  );
  await add(
    {
      title: 'Month-end closing: expense claims by the 25th',
      typeId: urgent,
      body: '<p>Please send every expense claim of this month to Finance by the <strong>25th</strong>.</p>',
      audience: 'departments',
      audienceIds: [finance],
      status: 'published',
      showFrom: null,
      showUntil: null,
    },
    1,
    0.3,
  );
  await add(
    {
      title: 'New sales targets for next quarter',
      typeId: policy,
      body: '<p>Your team leader will walk you through the new targets on Monday.</p>',
      audience: 'departments',
      audienceIds: [sales],
      status: 'published',
      showFrom: null,
      showUntil: null,
    },
    0,
    0,
  );
  await add(
    {
      title: 'Year-end party',
      typeId: event,
      body: '<p>Save the date: our year-end party is on the last Friday of December.</p>',
      audience: 'all',
      audienceIds: [],
      status: 'draft',
      showFrom: null,
      showUntil: null,
    },
    2,
    0,
  );
  await add(
    {
      title: 'Staff survey',
      typeId: null,
      body: '<p>Thank you to everyone who answered our staff survey.</p>',
      audience: 'all',
      audienceIds: [],
      status: 'unpublished',
      showFrom: addDays(today, -40),
      showUntil: addDays(today, -20),
    },
    40,
    0.7,
  );

  // promotions: offers and news for employees
  const promotion = (
    title: string,
    body: string,
    audience: { audience: TAnnouncementInput['audience']; audienceIds: (string | null)[] },
    window: { from: number | null; until: number | null; status?: TAnnouncementInput['status'] },
    daysAgo: number,
    readShare: number,
    palette: number,
  ) =>
    add(
      {
        title,
        typeId: null,
        body,
        ...audience,
        status: window.status ?? 'published',
        showFrom: window.from === null ? null : addDays(today, window.from),
        showUntil: window.until === null ? null : addDays(today, window.until),
      },
      daysAgo,
      readShare,
      { kind: 'promotion', palette },
    );
  await promotion(
    '15% off at City Fitness',
    '<p>Show your staff ID card at any <strong>City Fitness</strong> club for 15% off a yearly membership.</p>' +
      '<ul><li>Valid for you and one family member</li><li>Ask HR for the partner code</li></ul>',
    { audience: 'all', audienceIds: [] },
    { from: -10, until: 30 },
    10,
    0.6,
    0,
  );
  await promotion(
    'ការបញ្ចុះតម្លៃទូរស័ព្ទ Smart',
    '<p>បុគ្គលិកទទួលបានការបញ្ចុះតម្លៃ ២០% លើគម្រោងទូរស័ព្ទប្រចាំខែ។ សូមទាក់ទងផ្នែកធនធានមនុស្ស។</p>',
    { audience: 'organizations', audienceIds: [pp] },
    { from: -3, until: 25 },
    3,
    0.3,
    1,
  );
  await promotion(
    '员工健康检查优惠',
    '<p>下周起，员工可在合作医院享受年度健康检查八折优惠。请提前向人力资源部预约。</p>',
    { audience: 'all', audienceIds: [] },
    { from: 7, until: 45 },
    1,
    0,
    2,
  );
  await promotion(
    'Mid-year book fair',
    '<p>Books at half price for staff, at the head office lobby.</p>',
    { audience: 'all', audienceIds: [] },
    { from: -60, until: -50, status: 'unpublished' },
    60,
    0.8,
    3,
  );

  await seedDemoBlog(db, tenantId, add);
}
