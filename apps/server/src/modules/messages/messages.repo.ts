import { type SQL, sql } from 'drizzle-orm';
import {
  THREAD_MAX,
  type TChatMessage,
  type TConversation,
  type TConversationMember,
  type TMyConversation,
} from '@staffdesk/core/messages-api';
import type { TDb } from '../../platform/db/db.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { audienceNamesOf, inAudienceOf } from '../employees/audience.ts';
import { employeeSearch } from '../employees/employee-search.ts';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null ? null : String(v));
/** A message's text as a list shows it: its first line, or its file's name. */
const preview = (alias: string) => {
  const m = sql.raw(alias);
  return sql`coalesce(nullif(left(split_part(${m}.body, E'\\n', 1), 120), ''), ${m}.file_name, '')`;
};

const COLUMNS = sql`
  c.id, c.subject, c.audience, c.audience_ids::text[] as "audienceIds", ${audienceNamesOf('c')} as "audienceNames",
  (select count(*)::int from conversation_members m where m.tenant_id = c.tenant_id and m.conversation_id = c.id)
    as "memberCount",
  (select count(*)::int from conversation_messages x where x.tenant_id = c.tenant_id and x.conversation_id = c.id)
    as "messageCount",
  (select count(*)::int from conversation_messages x where x.tenant_id = c.tenant_id and x.conversation_id = c.id
      and x.sender = 'employee' and (c.staff_read_at is null or x.created_at > c.staff_read_at)) as "unseenReplies",
  c.last_message_at as "lastMessageAt",
  coalesce((select ${preview('x')} from conversation_messages x
             where x.tenant_id = c.tenant_id and x.conversation_id = c.id
             order by x.created_at desc, x.id desc limit 1), '') as "lastMessage",
  c.created_by_name as "createdByName", c.created_at as "createdAt"`;

const present = (r: Record<string, unknown>) =>
  ({ ...r, lastMessageAt: iso(r.lastMessageAt), createdAt: iso(r.createdAt) }) as TConversation;

export type TConversationFilter = {
  tenantId: string;
  search?: string;
  /** only those with replies HR has not opened */
  unseen?: boolean;
  /** a scoped sub admin's: only conversations whose audience lies within it */
  within: SQL | null;
};

const where = (f: TConversationFilter) => sql`
  where c.tenant_id = ${f.tenantId} and c.deleted_at is null
    ${f.search ? sql`and c.subject ilike ${`%${escapeLike(f.search)}%`}` : sql``}
    ${
      f.unseen
        ? sql`and exists (select 1 from conversation_messages x where x.tenant_id = c.tenant_id
                 and x.conversation_id = c.id and x.sender = 'employee'
                 and (c.staff_read_at is null or x.created_at > c.staff_read_at))`
        : sql``
    }
    ${f.within ? sql`and ${f.within}` : sql``}`;

export async function conversationPage(db: TDb, f: TConversationFilter, p: { limit: number; offset: number }) {
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from conversations c ${where(f)}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} from conversations c ${where(f)}
     order by c.last_message_at desc, c.id limit ${p.limit} offset ${p.offset}`);
  return { rows: rows.rows.map(present), total: total.rows[0]!.n };
}

export async function conversationById(db: TDb, tenantId: string, id: string, within: SQL | null) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS} from conversations c ${where({ tenantId, within })} and c.id = ${id}`);
  return r.rows[0] ? present(r.rows[0]) : null;
}

/** Starts a conversation with the audience's active employees (those the caller sees) as its members. */
export async function insertConversation(
  db: TDb,
  tenantId: string,
  c: { subject: string; audience: string; audienceIds: string[] },
  by: { id: string; name: string },
): Promise<{ id: string; members: number }> {
  const r = await db.execute<{ id: string }>(sql`
    insert into conversations (tenant_id, subject, audience, audience_ids, created_by, created_by_name)
    values (${tenantId}, ${c.subject}, ${c.audience}, ${sql.param(c.audienceIds)}::uuid[], ${by.id}, ${by.name})
    returning id`);
  const id = r.rows[0]!.id;
  const m = await db.execute(sql`
    insert into conversation_members (tenant_id, conversation_id, employee_id)
    select c.tenant_id, c.id, e.id from conversations c
      join employees e on e.tenant_id = c.tenant_id and e.deleted_at is null and e.status = 'active'
                      and ${inAudienceOf('c')}
     where c.tenant_id = ${tenantId} and c.id = ${id}`);
  return { id, members: m.rowCount ?? 0 };
}

export type TNewMessage = {
  conversationId: string;
  sender: 'staff' | 'employee';
  senderUserId: string | null;
  senderName: string;
  memberId: string | null;
  body: string;
  file: { key: string; name: string; type: string; size: number } | null;
};

export async function insertMessage(db: TDb, tenantId: string, m: TNewMessage): Promise<string> {
  const r = await db.execute<{ id: string }>(sql`
    insert into conversation_messages (tenant_id, conversation_id, sender, sender_user_id, sender_name, member_id, body,
                                       file_key, file_name, file_type, file_size)
    values (${tenantId}, ${m.conversationId}, ${m.sender}, ${m.senderUserId}, ${m.senderName}, ${m.memberId},
            ${m.body}, ${m.file?.key ?? null}, ${m.file?.name ?? null}, ${m.file?.type ?? null},
            ${m.file?.size ?? null})
    returning id`);
  await db.execute(sql`
    update conversations set last_message_at = now() where tenant_id = ${tenantId} and id = ${m.conversationId}`);
  return r.rows[0]!.id;
}

/**
 * A conversation's newest messages (oldest first) as HR sees them (`memberId` null: every one, with how many members
 * have read HR's) or as one member does (HR's and their own replies). `viewer`: the user whose own messages are
 * `mine`.
 */
export async function threadMessages(
  db: TDb,
  tenantId: string,
  conversationId: string,
  o: { memberId: string | null; viewer: string; only?: string },
): Promise<{ messages: TChatMessage[]; more: boolean }> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select x.id, x.sender, x.sender_name as "senderName", e.employee_code as "senderCode", x.body,
           x.file_name as "fileName", x.file_type as "fileType", x.file_size as "fileSize", x.created_at as "createdAt",
           case when x.sender = 'staff' then
             (select count(*)::int from conversation_members m
               where m.tenant_id = x.tenant_id and m.conversation_id = x.conversation_id and m.read_at >= x.created_at)
           end as "readCount",
           case when x.sender = 'employee' then coalesce(c.staff_read_at >= x.created_at, false) end as "seen",
           x.sender_user_id = ${o.viewer} as mine
      from conversation_messages x
      join conversations c on c.tenant_id = x.tenant_id and c.id = x.conversation_id
      left join employees e on e.tenant_id = x.tenant_id and e.id = x.member_id
     where x.tenant_id = ${tenantId} and x.conversation_id = ${conversationId}
       ${o.memberId ? sql`and (x.sender = 'staff' or x.member_id = ${o.memberId})` : sql``}
       ${o.only ? sql`and x.id = ${o.only}` : sql``}
     order by x.created_at desc, x.id desc
     limit ${THREAD_MAX + 1}`);
  const rows = r.rows.slice(0, THREAD_MAX).reverse();
  return {
    more: r.rows.length > THREAD_MAX,
    messages: rows.map((x) => ({
      id: x.id as string,
      sender: x.sender as 'staff' | 'employee',
      senderName: x.senderName as string,
      senderCode: (x.senderCode as string | null) ?? null,
      body: x.body as string,
      attachment: x.fileName
        ? { name: x.fileName as string, type: x.fileType as string, size: Number(x.fileSize) }
        : null,
      createdAt: iso(x.createdAt)!,
      // a member sees whether HR has seen their reply, not how many colleagues read HR's
      readCount: o.memberId ? null : ((x.readCount as number | null) ?? null),
      seen: (x.seen as boolean | null) ?? null,
      mine: x.mine === true,
    })),
  };
}

/** A message's attachment, if it is one the viewer (HR: any; a member: HR's and their own) may open. */
export async function attachmentOf(
  db: TDb,
  tenantId: string,
  conversationId: string,
  messageId: string,
  memberId: string | null,
) {
  const r = await db.execute<{ key: string; name: string; type: string }>(sql`
    select file_key as key, file_name as name, file_type as type from conversation_messages
     where tenant_id = ${tenantId} and conversation_id = ${conversationId} and id = ${messageId}
       and file_key is not null
       ${memberId ? sql`and (sender = 'staff' or member_id = ${memberId})` : sql``}`);
  return r.rows[0] ?? null;
}

export async function markStaffRead(db: TDb, tenantId: string, id: string) {
  await db.execute(sql`update conversations set staff_read_at = now() where tenant_id = ${tenantId} and id = ${id}`);
}

export async function markMemberRead(db: TDb, tenantId: string, id: string, employeeId: string) {
  await db.execute(sql`
    update conversation_members set read_at = now()
     where tenant_id = ${tenantId} and conversation_id = ${id} and employee_id = ${employeeId}`);
}

export async function deleteConversation(db: TDb, tenantId: string, id: string, by: string, reason: string) {
  await db.execute(sql`
    update conversations set deleted_at = now(), deleted_by_name = ${by}, delete_reason = ${reason}
     where tenant_id = ${tenantId} and id = ${id} and deleted_at is null`);
}

/** The logins of a conversation's members who are active employees (whom HR's message rings). */
export async function memberUsers(db: TDb, tenantId: string, id: string): Promise<string[]> {
  const r = await db.execute<{ userId: string }>(sql`
    select e.user_id as "userId" from conversation_members m
      join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id and e.deleted_at is null
                      and e.status = 'active' and e.user_id is not null
     where m.tenant_id = ${tenantId} and m.conversation_id = ${id}`);
  return r.rows.map((x) => x.userId);
}

/** A conversation's members, read or not (the caller's scope applies to employees). */
export async function memberPage(
  db: TDb,
  tenantId: string,
  id: string,
  q: { read?: 'yes' | 'no'; search?: string; limit: number; offset: number },
) {
  const lastStaff = sql`(select max(x.created_at) from conversation_messages x
    where x.tenant_id = m.tenant_id and x.conversation_id = m.conversation_id and x.sender = 'staff')`;
  const filter = sql`
    from conversation_members m
    join employees e on e.tenant_id = m.tenant_id and e.id = m.employee_id and e.deleted_at is null
    left join departments d on d.tenant_id = e.tenant_id and d.id = e.department_id
   where m.tenant_id = ${tenantId} and m.conversation_id = ${id}
     ${q.read === 'yes' ? sql`and m.read_at >= ${lastStaff}` : q.read === 'no' ? sql`and (m.read_at is null or m.read_at < ${lastStaff})` : sql``}
     ${q.search ? sql`and ${employeeSearch(q.search)}` : sql``}`;
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n ${filter}`);
  const rows = await db.execute<TConversationMember & { readAt: unknown }>(sql`
    select e.id, e.employee_code as "employeeCode", concat_ws(' ', e.first_name, e.last_name) as "employeeName",
           d.name as "departmentName", m.read_at as "readAt",
           (select count(*)::int from conversation_messages x where x.tenant_id = m.tenant_id
               and x.conversation_id = m.conversation_id and x.member_id = m.employee_id) as replies
      ${filter}
     order by m.read_at desc nulls last, e.employee_code
     limit ${q.limit} offset ${q.offset}`);
  return {
    rows: rows.rows.map((r) => ({ ...r, readAt: iso(r.readAt) }) as TConversationMember),
    total: total.rows[0]!.n,
  };
}

/** The conversations an employee is in, newest first, with HR's messages since they last opened each. */
export async function conversationsOf(db: TDb, tenantId: string, employeeId: string): Promise<TMyConversation[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.subject, c.created_by_name as "fromName", c.last_message_at as "lastMessageAt",
           coalesce((select ${preview('x')} from conversation_messages x
                      where x.tenant_id = c.tenant_id and x.conversation_id = c.id
                        and (x.sender = 'staff' or x.member_id = m.employee_id)
                      order by x.created_at desc, x.id desc limit 1), '') as "lastMessage",
           (select count(*)::int from conversation_messages x where x.tenant_id = c.tenant_id
               and x.conversation_id = c.id and x.sender = 'staff' and (m.read_at is null or x.created_at > m.read_at))
             as unread
      from conversation_members m
      join conversations c on c.tenant_id = m.tenant_id and c.id = m.conversation_id and c.deleted_at is null
     where m.tenant_id = ${tenantId} and m.employee_id = ${employeeId}
     order by c.last_message_at desc, c.id
     limit 200`);
  return r.rows.map((x) => ({ ...x, lastMessageAt: iso(x.lastMessageAt) }) as TMyConversation);
}

/** The conversation, if the employee is a member of it (and it is not deleted). */
export async function membership(db: TDb, tenantId: string, id: string, employeeId: string) {
  const r = await db.execute<Record<string, unknown>>(sql`
    select c.id, c.subject, c.audience, ${audienceNamesOf('c')} as "audienceNames", c.created_by_name as "createdByName",
           (select count(*)::int from conversation_members x where x.tenant_id = c.tenant_id and x.conversation_id = c.id)
             as "memberCount"
      from conversation_members m
      join conversations c on c.tenant_id = m.tenant_id and c.id = m.conversation_id and c.deleted_at is null
     where m.tenant_id = ${tenantId} and m.conversation_id = ${id} and m.employee_id = ${employeeId}`);
  return (
    (r.rows[0] as
      | {
          id: string;
          subject: string;
          audience: string;
          audienceNames: string[];
          createdByName: string | null;
          memberCount: number;
        }
      | undefined) ?? null
  );
}
