import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';
import { notifyUsers } from '../platform/notifications/notify.ts';
import { insertConversation, insertMessage } from '../modules/messages/messages.repo.ts';

type TActor = { id: string; name: string };
type TLine = { hoursAgo: number; from: 'hr' | string; body: string };

/**
 * Conversations of the demo tenant (issue 15): HR with the employee login about a payslip (answered), with Phnom
 * Penh's Sales department in Khmer (replies, one HR has not opened yet), with Kuala Lumpur in Chinese, and the
 * Finance sub admin with their department. Most members have read HR's messages.
 */
export async function seedDemoMessages(db: TDb, tenantId: string, hr: TActor) {
  const one = async (q: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(q)).rows[0]?.id ?? null;
  const emp = await one(sql`select e.id from employees e join users u on u.id = e.user_id
                             where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`);
  const org = (code: string) => one(sql`select id from organizations where tenant_id = ${tenantId} and code = ${code}`);
  const dept = (code: string, orgCode: string) =>
    one(sql`select d.id from departments d join organizations o on o.id = d.organization_id
             where d.tenant_id = ${tenantId} and d.code = ${code} and o.code = ${orgCode}`);
  const financeUser = await one(
    sql`select id from users where tenant_id = ${tenantId} and email = 'finance@demo.test'`,
  );
  const [kl, sales, finance] = [await org('MYKL'), await dept('SAL', 'MTPP'), await dept('FIN', 'MTPP')];
  /** a member who replies: the employee login, or the n-th other active member */
  const member = async (conversationId: string, who: string) => {
    const r = await db.execute<{ id: string; name: string; userId: string | null }>(sql`
      select e.id, trim(e.first_name || ' ' || e.last_name) as name, e.user_id as "userId"
        from conversation_members m join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id
       where m.tenant_id = ${tenantId} and m.conversation_id = ${conversationId}
       order by (e.id = ${emp}) desc, e.employee_code`);
    return who === 'emp' ? r.rows[0] : r.rows[Number(who)];
  };

  const add = async (
    c: { subject: string; audience: string; audienceIds: (string | null)[]; by: TActor },
    lines: TLine[],
    readShare: number,
    seenByHr: boolean,
  ) => {
    const ids = c.audienceIds.filter((x): x is string => x !== null);
    if (ids.length === 0) return;
    const started = await insertConversation(db, tenantId, { ...c, audienceIds: ids }, c.by);
    const oldest = lines[0]!.hoursAgo;
    for (const l of lines) {
      const m = l.from === 'hr' ? null : await member(started.id, l.from);
      if (l.from !== 'hr' && !m) continue;
      const id = await insertMessage(db, tenantId, {
        conversationId: started.id,
        sender: m ? 'employee' : 'staff',
        senderUserId: m ? m.userId : c.by.id,
        senderName: m ? m.name : c.by.name,
        memberId: m?.id ?? null,
        body: l.body,
        file: null,
      });
      await db.execute(sql`update conversation_messages set created_at = now() - make_interval(hours => ${l.hoursAgo})
                            where tenant_id = ${tenantId} and id = ${id}`);
      // whoever replies has read what came before
      if (m)
        await db.execute(sql`update conversation_members set read_at = now() - make_interval(hours => ${l.hoursAgo})
                              where tenant_id = ${tenantId} and conversation_id = ${started.id} and employee_id = ${m.id}`);
    }
    const newest = lines.at(-1)!.hoursAgo;
    await db.execute(sql`
      update conversations set created_at = now() - make_interval(hours => ${oldest}),
             last_message_at = now() - make_interval(hours => ${newest}),
             staff_read_at = case when ${seenByHr} then now() - make_interval(hours => ${Math.max(newest - 1, 0)}) end
       where tenant_id = ${tenantId} and id = ${started.id}`);
    await db.execute(sql`
      update conversation_members set read_at = now() - make_interval(hours => ${Math.max(newest - 2, 0)})
       where tenant_id = ${tenantId} and conversation_id = ${started.id} and read_at is null
         and abs(hashtext(employee_id::text || ${started.id})) % 100 < ${Math.round(readShare * 100)}`);
    const last = lines.at(-1)!;
    if (!seenByHr && last.from !== 'hr') {
      const m = await member(started.id, last.from);
      if (m)
        await notifyUsers(db, tenantId, [hr.id], {
          kind: 'messageReply',
          params: { name: m.name, subject: c.subject, id: started.id },
          link: `/demo/empmsg/view/${started.id}`,
        });
    }
  };

  await add(
    { subject: 'Your payslip for last month', audience: 'employee', audienceIds: [emp], by: hr },
    [
      {
        hoursAgo: 100,
        from: 'hr',
        body: 'Hello Srey, your payslip for last month is ready under My Payslips. The overtime of the 14th is included.',
      },
      { hoursAgo: 97, from: 'emp', body: 'Thank you! Is the transport allowance paid this month too?' },
      { hoursAgo: 95, from: 'hr', body: 'Yes, it is paid with this month’s salary: USD 30.' },
    ],
    1,
    true,
  );
  await add(
    { subject: 'ការប្រជុំក្រុមលក់ប្រចាំខែ', audience: 'departments', audienceIds: [sales], by: hr },
    [
      {
        hoursAgo: 30,
        from: 'hr',
        body: 'សួស្តីក្រុមលក់! ការប្រជុំប្រចាំខែនឹងធ្វើនៅថ្ងៃសុក្រ ម៉ោង 2:00 រសៀល នៅបន្ទប់ប្រជុំជាន់ទី 3។ សូមយករបាយការណ៍លក់របស់អ្នកមកជាមួយ។',
      },
      { hoursAgo: 26, from: '1', body: 'បាទ ខ្ញុំនឹងចូលរួម។' },
      { hoursAgo: 3, from: '2', body: 'សូមអភ័យទោស ខ្ញុំមានណាត់ជួបអតិថិជននៅម៉ោងនោះ។ តើខ្ញុំអាចចូលរួមតាមអនឡាញបានទេ?' },
    ],
    0.7,
    false,
  );
  await add(
    { subject: '年终晚会报名', audience: 'organizations', audienceIds: [kl], by: hr },
    [
      {
        hoursAgo: 120,
        from: 'hr',
        body: '各位同事好！年终晚会将于下月 20 日晚上 7 点在公司附近的酒店举行。请在本周五前回复是否参加，并告知饮食要求。',
      },
      { hoursAgo: 110, from: '0', body: '我会参加，我吃素。谢谢！' },
    ],
    0.6,
    true,
  );
  if (financeUser)
    await add(
      {
        subject: 'Month-end checklist',
        audience: 'departments',
        audienceIds: [finance],
        by: { id: financeUser, name: 'Chenda Keo' },
      },
      [
        {
          hoursAgo: 20,
          from: 'hr',
          body: 'Reminder: bank reconciliations and expense claims are due on the 25th. Send questions here.',
        },
      ],
      0.5,
      true,
    );
}
