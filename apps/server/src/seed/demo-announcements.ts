import { sql } from 'drizzle-orm';
import type { TAnnouncementInput } from '@staffdesk/core/announcements-api';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { insertAnnouncement } from '../modules/announcements/announcements.repo.ts';

type TActor = { id: string; name: string };

/**
 * Announcements of the demo tenant (issue 15): published ones for everyone, an organization and a department (one in
 * Khmer, one in Chinese), a draft, and an unpublished one whose days are over; most of the audience has read the
 * older ones.
 */
export async function seedDemoAnnouncements(db: TDb, tenantId: string, hr: TActor) {
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

  const add = async (
    a: Omit<TAnnouncementInput, 'audienceIds'> & { audienceIds: (string | null)[] },
    daysAgo: number,
    readShare: number,
  ) => {
    const ids = a.audienceIds.filter((x): x is string => x !== null);
    if (a.audience !== 'all' && ids.length === 0) return;
    const id = await insertAnnouncement(db, tenantId, { ...a, audienceIds: ids }, hr);
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
}
